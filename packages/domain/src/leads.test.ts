import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { leadNoteInput } from './inputs.ts';
import { addBoothLead, decideLeadConsent, decideLeadNote, LEAD_RATINGS } from './leads.ts';
import { WriteSet } from './plan.ts';
import { SERVER_TIME } from './store/node.ts';
import type { LeadConsent } from './store/users-engage.ts';

const rep = {
  key: 'kr',
  profile: { eventId: 'summit', publicId: 'p-rep', name: 'Rex', company: 'Booth Co', isRep: true },
};
const visitor = {
  key: 'ka',
  profile: {
    eventId: 'summit',
    publicId: 'p-ada',
    name: 'Ada',
    email: 'ada@example.com',
    company: 'Analytical Engines',
  },
};
const asked: LeadConsent = { rep: 'Rex', sponsor: 'Booth Co', at: 1 };

describe('a booth visit as a lead', () => {
  it('records the time only, and asks the visitor, with no answer yet', () => {
    const writes = addBoothLead(new WriteSet(), rep, visitor).writes();
    expect(writes.sets).toStrictEqual({
      'boothLeads/summit/p-rep/p-ada': { at: SERVER_TIME },
      'users/ka/leadConsents/p-rep': { rep: 'Rex', sponsor: 'Booth Co', at: SERVER_TIME },
    });
  });

  it('a representative with no company asks on behalf of a blank sponsor', () => {
    const bare = { profile: { ...rep.profile, company: undefined } };
    expect(addBoothLead(new WriteSet(), bare, visitor).writes().sets).toMatchObject({
      'users/ka/leadConsents/p-rep': { sponsor: '' },
    });
  });
});

describe('the visitor’s answer', () => {
  it.each([
    [
      'sharing puts the name, email and company on the lead',
      true,
      { name: 'Ada', email: 'ada@example.com', company: 'Analytical Engines' },
    ],
    ['not sharing (or no longer) takes them off it', false, null],
  ])('%s', (_name, share, contact) => {
    const plan = decideLeadConsent(asked, visitor, { repId: 'p-rep', share });
    expect(plan).toMatchObject({
      ok: true,
      value: { repId: 'p-rep', shared: share },
      next: { ...asked, shared: share },
    });
    expect(plan.ok && plan.writes.sets).toStrictEqual({
      'boothLeads/summit/p-rep/p-ada/contact': contact,
    });
  });

  it('an answer for a booth the attendee never visited is refused, nothing written', () => {
    const plan = decideLeadConsent(null, visitor, { repId: 'p-other', share: true });
    expect(plan).toMatchObject({ ok: false, error: 'not-found', field: 'repId' });
    expect(plan.next).toBeUndefined();
  });
});

describe('a representative’s note and rating', () => {
  const lead = { at: 5, contact: { name: 'Ada', email: 'a@x.io', company: '' } };
  it.each([
    [
      'note and rating set',
      { note: 'Wants a demo', rating: 4 },
      { ...lead, note: 'Wants a demo', rating: 4 },
    ],
    ['an empty note and no rating clear both', { note: '', rating: undefined }, lead],
  ])('%s, the visit and the contact kept', (_name, asked, next) => {
    const before = { ...lead, note: 'old', rating: 1 };
    const plan = decideLeadNote(before, rep, { visitorId: 'p-ada', ...asked });
    expect(plan).toMatchObject({
      ok: true,
      value: { visitorId: 'p-ada', note: asked.note, rating: asked.rating ?? null },
    });
    expect(plan.next).toStrictEqual(next);
    expect(plan.ok && Object.keys(plan.writes.sets)).toStrictEqual([]);
  });

  it.each([
    [
      'an attendee who is no representative',
      lead,
      { profile: { ...rep.profile, isRep: false } },
      'not-rep',
    ],
    ['a visit that is not to this representative’s booth', null, rep, 'not-found'],
  ])('%s is refused, nothing written', (_name, current, who, error) => {
    const plan = decideLeadNote(current, who, { visitorId: 'p-ada', note: 'x', rating: 3 });
    expect(plan).toMatchObject({ ok: false, error });
    expect(plan.next).toBeUndefined();
  });

  it.each([
    [{ visitorId: 'p-ada', note: '  hi  ', rating: 5 }, true],
    [{ visitorId: 'p-ada', note: '' }, true],
    [{ visitorId: 'p-ada', note: 'x', rating: 0 }, false],
    [{ visitorId: 'p-ada', note: 'x', rating: 6 }, false],
    [{ visitorId: 'p-ada', note: 'x', rating: 2.5 }, false],
    [{ visitorId: 'p-ada', note: 'line\nbreak' }, false],
    [{ visitorId: 'p-ada', note: 'x'.repeat(201) }, false],
    [{ visitorId: 'a/b', note: '' }, false],
  ])('the input %j is valid: %s', (input, valid) => {
    expect(v.safeParse(leadNoteInput, input).success).toBe(valid);
  });

  it('rates from one to five', () => {
    expect(LEAD_RATINGS).toStrictEqual([1, 2, 3, 4, 5]);
  });
});
