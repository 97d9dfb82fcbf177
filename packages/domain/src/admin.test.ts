import { describe, expect, it } from 'vitest';
import {
  decideAdjustPoints,
  planCompany,
  planContent,
  planRemoveUser,
  planTheme,
  userPage,
} from './admin.ts';
import { type AwardProfile, addAward } from './awards.ts';
import { dbPaths } from './paths.ts';
import { WriteSet } from './plan.ts';

const NOW = 1_700_000_000_000;
const NOTHING = { sets: {}, increments: {} };
/** Push ids in order (id1, id2, …), so a plan's paths are known in advance. */
const ids = () => {
  let n = 0;
  return { newId: () => `id${++n}` };
};

describe('decideAdjustPoints', () => {
  const profile: AwardProfile = {
    eventId: 'summit',
    teamName: 'AGILE',
    name: 'Ada',
    publicId: 'p-ada',
  };
  const balance = { code: 'act04', isComplete: false, totalPoints: 300, spentPoints: 100 };
  /** The adjustment's award (awards.test.ts spells an award's writes out), total left to the claim. */
  const adjustment = (points: number, reason: string) =>
    addAward(new WriteSet(), profile, { key: 'ka', points, reason, by: 'org-1' }, ids(), {
      totalInClaim: true,
    });

  it.each([
    ['a bonus keeps the level', 300, 2, 50, 350, 2, adjustment(50, 'admin: bonus').writes()],
    [
      'a deduction that the level no longer reaches brings it down',
      300,
      2,
      -60,
      240,
      1,
      adjustment(-60, 'admin: bonus').set('users/ka/metadata/level', 1).writes(),
    ],
    [
      'a deduction down to exactly what was spent is allowed',
      300,
      undefined,
      -200,
      100,
      0,
      adjustment(-200, 'admin: bonus').writes(),
    ],
    [
      'a bonus never raises the level: levelling up is the attendee’s step',
      300,
      0,
      5_000,
      5_300,
      0,
      adjustment(5_000, 'admin: bonus').writes(),
    ],
  ])('%s', (_name, total, level, delta, nextTotal, nextLevel, writes) => {
    const user = { key: 'ka', profile, ...(level === undefined ? {} : { level }) };
    expect(
      decideAdjustPoints(
        { ...balance, totalPoints: total },
        user,
        { delta, reason: 'bonus', by: 'org-1' },
        ids(),
      ),
    ).toStrictEqual({
      ok: true,
      value: { delta, totalPoints: nextTotal, level: nextLevel },
      next: { ...balance, totalPoints: nextTotal },
      writes,
    });
  });

  it('the adjustment is a ledger entry naming the reason and the organiser, and moves no total by increment', () => {
    const plan = decideAdjustPoints(
      balance,
      { key: 'ka', profile },
      { delta: -20, reason: 'typo', by: 'org-1' },
      ids(),
    );
    expect(plan.writes.sets['ledger/ka/id1']).toMatchObject({
      points: -20,
      reason: 'admin: typo',
      by: 'org-1',
    });
    expect(plan.writes.increments).not.toHaveProperty(['users/ka/games/act04/totalPoints']);
    expect(plan.writes.increments['leaderboards/summit/all/p-ada/score']).toBe(-20);
  });

  it('an attendee with no balance yet starts from zero', () => {
    expect(
      decideAdjustPoints(null, { key: 'ka', profile }, { delta: 10, reason: 'x', by: 'o' }, ids()),
    ).toMatchObject({
      ok: true,
      value: { delta: 10, totalPoints: 10, level: 0 },
      next: { totalPoints: 10 },
    });
  });

  it.each([
    [balance, -201],
    [{ totalPoints: 50, spentPoints: 50 }, -1],
    [null, -1],
  ])(
    'a deduction below what was spent (%j, %i) is refused and writes nothing',
    (current, delta) => {
      expect(
        decideAdjustPoints(current, { key: 'ka', profile }, { delta, reason: 'x', by: 'o' }, ids()),
      ).toStrictEqual({ ok: false, error: 'below-spent', writes: NOTHING });
    },
  );
});

describe('planCompany', () => {
  const suffix = `_aaa_${NOW.toString(36)}aaaa`;
  it.each([
    [
      { name: 'Acme Events', subscription: 'premium', userLimit: 100 },
      `acme_events${suffix}`,
      { name: 'Acme Events', subscription: 'premium', eventTotal: 0, userLimit: 100 },
    ],
    [
      { name: 'Big Co', subscription: 'free', userLimit: 5, logo: 'logo.png', formId: 'form-1' },
      `big_co${suffix}`,
      {
        name: 'Big Co',
        subscription: 'free',
        eventTotal: 0,
        userLimit: 5,
        logo: 'logo.png',
        formId: 'form-1',
      },
    ],
  ] as const)('%j', (input, id, metadata) => {
    expect(planCompany(input, { now: NOW, random: () => 0 })).toStrictEqual({
      ok: true,
      value: { id },
      writes: {
        sets: { [`companies/${id}/metadata`]: metadata, [`companies/${id}/userCount`]: 0 },
        increments: {},
      },
    });
  });
});

describe('planContent and planTheme', () => {
  const speaker = { name: 'Grace', topic: 'Compilers', location: 'A', time: '10:00', about: '' };
  it.each([
    ['s1', 's1', ['speakers/summit/s1']],
    [undefined, 'id1', ['speakers/summit/id1']],
  ])('writes the item under id %j (or a new one)', (id, itemId, paths) => {
    const plan = planContent((i) => dbPaths.speaker('summit', i), id, speaker, ids());
    expect(plan).toStrictEqual({
      ok: true,
      value: { id: itemId },
      writes: { sets: Object.fromEntries(paths.map((path) => [path, speaker])), increments: {} },
    });
  });

  it('stores the scheme as the event’s theme', () => {
    const scheme = { themeColor: '#123456', palette: { primary: '#654321' } };
    expect(planTheme('summit', scheme)).toStrictEqual({
      ok: true,
      value: { eventId: 'summit' },
      writes: { sets: { 'themes/summit': scheme }, increments: {} },
    });
  });
});

describe('userPage', () => {
  const users = {
    kc: { metadata: { name: 'Cy', email: 'cy@x.io', uid: 'u3', eventId: 'expo' } },
    ka: { metadata: { name: 'Ada', email: 'ada@x.io', uid: 'u1', eventId: 'summit' } },
    kb: {},
  };
  const row = (key: string, name: string, email: string, uid: string) => ({
    key,
    name,
    email,
    uid,
  });

  it.each([
    [
      3,
      undefined,
      {
        users: [
          row('ka', 'Ada', 'ada@x.io', 'u1'),
          row('kb', '', '', ''),
          row('kc', 'Cy', 'cy@x.io', 'u3'),
        ],
        next: 'kc',
      },
    ],
    [
      10,
      undefined,
      {
        users: [
          row('ka', 'Ada', 'ada@x.io', 'u1'),
          row('kb', '', '', ''),
          row('kc', 'Cy', 'cy@x.io', 'u3'),
        ],
      },
    ],
    [3, 'summit', { users: [row('ka', 'Ada', 'ada@x.io', 'u1')], next: 'kc' }],
    [10, 'expo', { users: [row('kc', 'Cy', 'cy@x.io', 'u3')] }],
  ])('page size %i, event %j', (pageSize, eventId, expected) => {
    expect(userPage(users, pageSize, eventId)).toStrictEqual(expected);
  });
});

describe('planRemoveUser', () => {
  const attendee = {
    uid: 'u1',
    eventId: 'summit',
    customerId: 'acme',
    teamName: 'AGILE',
    attendance: 'online',
    publicId: 'p-ada',
  } as const;
  const attendeeRemoved = {
    sets: {
      'users/ka': null,
      'uids/u1': null,
      'publicIds/p-ada': null,
      'leaderboards/summit/all/p-ada': null,
      'leaderboards/summit/online/p-ada': null,
    },
    increments: {
      'companies/acme/userCount': -1,
      'events/summit/metadata/registrants': -1,
      'leaderboards/summit/teams/AGILE/score': -120,
    },
  };

  it.each([
    [
      'an attendee frees the seat, leaves the boards and takes their points off the team',
      attendee,
      attendeeRemoved,
    ],
    [
      'an attendee without a public id yet has no board entries to remove; in person by default',
      { uid: 'u1', eventId: 'summit', customerId: 'acme', teamName: 'AGILE' },
      {
        sets: { 'users/ka': null, 'uids/u1': null },
        increments: {
          'companies/acme/userCount': -1,
          'events/summit/metadata/registrants': -1,
          'leaderboards/summit/teams/AGILE/score': -120,
        },
      },
    ],
    [
      "an organiser's own profile took no seat and counted on no board",
      { ...attendee, attendance: undefined, takesSeat: false },
      {
        sets: {
          'users/ka': null,
          'uids/u1': null,
          'publicIds/p-ada': null,
          'leaderboards/summit/all/p-ada': null,
          'leaderboards/summit/in_person/p-ada': null,
        },
        increments: {},
      },
    ],
    [
      'an attendee promoted to organiser still gives back the seat and the points registration gave',
      { ...attendee, isAdmin: true, takesSeat: true },
      attendeeRemoved,
    ],
  ] as const)('%s', (_name, user, writes) => {
    expect(planRemoveUser('ka', user, 120)).toStrictEqual({
      ok: true,
      value: { removed: 'ka' },
      writes,
    });
  });
});
