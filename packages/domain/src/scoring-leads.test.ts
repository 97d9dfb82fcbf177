import { describe, expect, it } from 'vitest';
import { planAward } from './awards.ts';
import { decideConnection } from './scoring.ts';
import { SERVER_TIME } from './store/node.ts';

/** The organiser console's part of a connection: the rep's lead and the live overview counters. */
const NOW = 1_750_000_000_000;
const MINUTE = '0029166666';
const context = () => {
  let n = 0;
  return { now: NOW, random: () => 0, newId: () => `id${++n}` };
};
const visitor = {
  key: 'ka',
  notifications: [],
  profile: {
    eventId: 'summit',
    teamName: 'AGILE',
    name: 'Ada, "the" Countess',
    publicId: 'p-ada',
    company: 'Analytical Engines',
    color: 'red',
  },
} as const;
const rep = {
  key: 'kr',
  notifications: [],
  profile: {
    eventId: 'summit',
    teamName: 'MODERN',
    isRep: true,
    name: 'Rex',
    publicId: 'p-rep',
    color: 'blue',
  },
} as const;

describe('a connection, for the organiser console', () => {
  it.each([
    ['the visitor scans the rep', visitor, rep],
    ['the rep scans the visitor', rep, visitor],
  ])(
    '%s: the rep’s lead names the visitor by name and company, never email or uid',
    (_n, me, other) => {
      const plan = decideConnection(null, me, other, context());
      expect(plan.writes.sets['leads/summit/p-rep/p-ada']).toStrictEqual({
        name: 'Ada, "the" Countess',
        company: 'Analytical Engines',
        at: SERVER_TIME,
      });
      // The rep's own lead carries the visit only; the visitor is asked whether to share more.
      expect(plan.writes.sets['boothLeads/summit/p-rep/p-ada']).toStrictEqual({ at: SERVER_TIME });
      expect(plan.writes.sets['users/ka/leadConsents/p-rep']).toStrictEqual({
        rep: 'Rex',
        sponsor: '',
        at: SERVER_TIME,
      });
      expect(plan.writes.increments[`activity/summit/${MINUTE}/connections`]).toBe(1);
      // Both sides' points count as awarded in this minute.
      expect(plan.writes.increments[`activity/summit/${MINUTE}/points`]).toBe(40);
    },
  );

  it('two attendees make a connection and no lead; a visitor without a company leaves it blank', () => {
    const plain = { ...rep, profile: { ...rep.profile, isRep: false } };
    const plan = decideConnection(null, visitor, plain, context());
    expect(
      Object.keys(plan.writes.sets).some((path) => /^(leads|boothLeads)\/|leadConsents/.test(path)),
    ).toBe(false);
    const bare = { ...visitor, profile: { ...visitor.profile, company: undefined } };
    expect(
      decideConnection(null, bare, rep, context()).writes.sets['leads/summit/p-rep/p-ada'],
    ).toMatchObject({ company: '' });
  });

  it('an award with no clock (the seed’s points from before the event) is not activity', () => {
    const award = { key: 'ka', points: 50, reason: 'seed', by: 'seed' };
    const undated = planAward(visitor.profile, award, { newId: () => 'id1' });
    expect(Object.keys(undated.writes.increments).some((p) => p.startsWith('activity/'))).toBe(
      false,
    );
    const dated = planAward(visitor.profile, award, context());
    expect(dated.writes.increments[`activity/summit/${MINUTE}/points`]).toBe(50);
    const deduction = planAward(visitor.profile, { ...award, points: -5 }, context());
    expect(Object.keys(deduction.writes.increments).some((p) => p.startsWith('activity/'))).toBe(
      false,
    );
  });
});
