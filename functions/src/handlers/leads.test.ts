import { eventNodes } from '@engage/domain/store/events';
import { userNodes } from '@engage/domain/store/users';
import type { Accounts, Deps } from '@engage/server/deps';
import { describe, expect, it } from 'vitest';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { useStorage } from '../testing/storage.ts';
import { removeUser } from './console.ts';
import { noteLead, shareLeadDetails } from './leads.ts';
import { awardConnection, issueQrToken } from './scoring.ts';

/**
 * A rep's leads through the real handlers: the visits a scan records, the visitor's answer, the
 * rep's note and rating; and what is refused to anyone else.
 */
const h = useHandlerStack({
  instances: 4,
  users: ['ann', 'rep', 'cat'],
  setup: async (started) => {
    await started
      .deps()
      .db.ref(userNodes.field(h.key('rep'), 'isRep'))
      .set(true);
  },
});
const deps = () => h.stack().deps();

/** Ann scans the rep, the rep scans Cat: two visits to the rep's booth. */
const twoVisits = async () => {
  const rep = await issueQrToken(deps(), {}, caller('rep'));
  await awardConnection(deps(), { qr: rep.qr }, caller('ann'));
  const cat = await issueQrToken(deps(), {}, caller('cat'));
  await awardConnection(deps(), { qr: cat.qr }, caller('rep'));
  return {
    repId: await h.publicId('rep'),
    ann: await h.publicId('ann'),
    cat: await h.publicId('cat'),
  };
};

describe('a rep’s leads', () => {
  it('records each visit without the visitor’s details, and asks each visitor once', async () => {
    const { repId, ann, cat } = await twoVisits();
    const leads = (await h.read(eventNodes.boothLeads(EVENT, repId))) as Record<string, unknown>;
    expect(Object.keys(leads).sort()).toEqual([ann, cat].sort());
    for (const lead of Object.values(leads)) expect(lead).toEqual({ at: expect.any(Number) });
    for (const name of ['ann', 'cat'])
      expect(await h.read(userNodes.leadConsent(h.key(name), repId))).toEqual({
        rep: 'Test User',
        sponsor: expect.any(String),
        at: expect.any(Number),
      });
  });

  it('a visitor who shares puts their name, email and company on the lead, and can take them off', async () => {
    const { repId, ann, cat } = await twoVisits();
    expect(await shareLeadDetails(deps(), { repId, share: true }, caller('ann'))).toEqual({
      repId,
      shared: true,
    });
    const profile = (await h.read(userNodes.metadata(h.key('ann')))) as Record<string, unknown>;
    expect(await h.read(eventNodes.boothLeadContact(EVENT, repId, ann))).toEqual({
      name: profile.name,
      email: profile.email,
      company: profile.company,
    });
    expect(await shareLeadDetails(deps(), { repId, share: false }, caller('cat'))).toEqual({
      repId,
      shared: false,
    });
    expect(await h.read(eventNodes.boothLead(EVENT, repId, cat))).toEqual({
      at: expect.any(Number),
    });
    expect(await h.read(userNodes.leadConsent(h.key('cat'), repId))).toMatchObject({
      shared: false,
    });
    // Changing her mind takes Ann's details off the lead; the visit stays.
    await shareLeadDetails(deps(), { repId, share: false }, caller('ann'));
    expect(await h.read(eventNodes.boothLead(EVENT, repId, ann))).toEqual({
      at: expect.any(Number),
    });
  });

  it('an answer for a booth the attendee never visited is refused, nothing written', async () => {
    const repId = await h.publicId('rep');
    const before = await h.stack().root();
    await expect(
      shareLeadDetails(deps(), { repId, share: true }, caller('ann')),
    ).rejects.toMatchObject({ code: 'not-found' });
    expect(await h.stack().root()).toEqual(before);
  });

  it('the rep notes and rates a lead of their own; an empty note and no rating clear them', async () => {
    const { repId, ann } = await twoVisits();
    expect(
      await noteLead(deps(), { visitorId: ann, note: 'Wants a demo', rating: 5 }, caller('rep')),
    ).toEqual({ visitorId: ann, note: 'Wants a demo', rating: 5 });
    expect(await h.read(eventNodes.boothLead(EVENT, repId, ann))).toEqual({
      at: expect.any(Number),
      note: 'Wants a demo',
      rating: 5,
    });
    await noteLead(deps(), { visitorId: ann, note: '' }, caller('rep'));
    expect(await h.read(eventNodes.boothLead(EVENT, repId, ann))).toEqual({
      at: expect.any(Number),
    });
  });

  it.each([
    ['an attendee noting a visit to the rep', 'ann', 'cat', 'not-rep'],
    ['the rep noting someone who never visited', 'rep', 'nobody', 'not-found'],
  ])('%s is refused, nothing written', async (_name, who, visitor, code) => {
    const ids = await twoVisits();
    const visitorId = visitor === 'cat' ? ids.cat : visitor;
    const before = await h.stack().root();
    await expect(
      noteLead(deps(), { visitorId, note: 'x', rating: 1 }, caller(who)),
    ).rejects.toMatchObject({ code });
    expect(await h.stack().root()).toEqual(before);
  });
});

describe('removing a visitor', () => {
  const storage = useStorage('leads');
  const accounts: Accounts = {
    uidForEmail: async () => null,
    customToken: async () => 'never',
    remove: async () => undefined,
  };
  const organiserDeps = (): Deps => ({ ...deps(), files: storage.files(), accounts });

  it('takes her shared details off the rep’s lead; the visit stays', async () => {
    const { repId, ann } = await twoVisits();
    await shareLeadDetails(deps(), { repId, share: true }, caller('ann'));
    expect(await h.read(eventNodes.boothLeadContact(EVENT, repId, ann))).not.toBeNull();
    await removeUser(
      organiserDeps(),
      { userKey: h.key('ann') },
      caller('boss', { organiser: '*' }),
    );
    expect(await h.read(eventNodes.boothLead(EVENT, repId, ann))).toEqual({
      at: expect.any(Number),
    });
  });
});
