import { describe, expect, it } from 'vitest';
import { type AwardProfile, addAward, planAward } from './awards.ts';
import { WriteSet } from './plan.ts';
import { SERVER_TIME } from './store/node.ts';

/** Push ids in order (id1, id2, …), so a plan's paths are known in advance. */
const ids = () => {
  let n = 0;
  return { newId: () => `id${++n}` };
};

const online: AwardProfile = {
  eventId: 'summit',
  teamName: 'AGILE',
  attendance: 'online',
  name: 'Ada',
  publicId: 'p-ada',
};

/** Every award to Ada writes her name and team along on her boards, and her team's name. */
const adaOnBoards = {
  'leaderboards/summit/all/p-ada/name': 'Ada',
  'leaderboards/summit/all/p-ada/teamName': 'AGILE',
  'leaderboards/summit/online/p-ada/name': 'Ada',
  'leaderboards/summit/online/p-ada/teamName': 'AGILE',
  'leaderboards/summit/teams/AGILE/name': 'AGILE',
};

describe('planAward', () => {
  it.each([
    [
      'an online attendee, with extra counters',
      online,
      {
        key: 'k1',
        points: 30,
        reason: 'complete-act03',
        by: 'system',
        counters: { kool_badge: 1 },
      },
      {
        sets: {
          'ledger/k1/id1': { points: 30, reason: 'complete-act03', at: SERVER_TIME, by: 'system' },
          ...adaOnBoards,
        },
        increments: {
          'users/k1/games/act04/totalPoints': 30,
          'leaderboards/summit/all/p-ada/score': 30,
          'leaderboards/summit/online/p-ada/score': 30,
          'leaderboards/summit/teams/AGILE/score': 30,
          'users/k1/badges/coins': 30,
          'events/summit/badges/coins': 30,
          'users/k1/badges/kool_badge': 1,
          'events/summit/badges/kool_badge': 1,
        },
      },
    ],
    [
      'no attendance counts in person',
      { eventId: 'expo', teamName: 'MODERN', name: 'Bob', publicId: 'p-bob' },
      { key: 'k2', points: 5, reason: 'rps-win', by: 'system' },
      {
        sets: {
          'ledger/k2/id1': { points: 5, reason: 'rps-win', at: SERVER_TIME, by: 'system' },
          'leaderboards/expo/all/p-bob/name': 'Bob',
          'leaderboards/expo/all/p-bob/teamName': 'MODERN',
          'leaderboards/expo/in_person/p-bob/name': 'Bob',
          'leaderboards/expo/in_person/p-bob/teamName': 'MODERN',
          'leaderboards/expo/teams/MODERN/name': 'MODERN',
        },
        increments: {
          'users/k2/games/act04/totalPoints': 5,
          'leaderboards/expo/all/p-bob/score': 5,
          'leaderboards/expo/in_person/p-bob/score': 5,
          'leaderboards/expo/teams/MODERN/score': 5,
          'users/k2/badges/coins': 5,
          'events/expo/badges/coins': 5,
        },
      },
    ],
    [
      'a deduction lowers the total and the boards but takes no coins back',
      online,
      { key: 'k1', points: -20, reason: 'admin: typo', by: 'org-1' },
      {
        sets: {
          'ledger/k1/id1': { points: -20, reason: 'admin: typo', at: SERVER_TIME, by: 'org-1' },
          ...adaOnBoards,
        },
        increments: {
          'users/k1/games/act04/totalPoints': -20,
          'leaderboards/summit/all/p-ada/score': -20,
          'leaderboards/summit/online/p-ada/score': -20,
          'leaderboards/summit/teams/AGILE/score': -20,
        },
      },
    ],
    [
      'an organiser keeps a ledger, a total and badges but stays off every board',
      { ...online, isAdmin: true },
      { key: 'k9', points: 10, reason: 'qr-connection', by: 'system' },
      {
        sets: {
          'ledger/k9/id1': { points: 10, reason: 'qr-connection', at: SERVER_TIME, by: 'system' },
        },
        increments: {
          'users/k9/games/act04/totalPoints': 10,
          'users/k9/badges/coins': 10,
          'events/summit/badges/coins': 10,
        },
      },
    ],
  ] as const)('%s', (_name, profile, award, writes) => {
    expect(planAward(profile, award, ids())).toStrictEqual({
      ok: true,
      value: { awarded: award.points },
      writes,
    });
  });
});

describe('addAward', () => {
  it('writes the published photo’s version along on both boards, so a new entry shows it', () => {
    const { sets } = addAward(
      new WriteSet(),
      { ...online, photoVersion: 2 },
      { key: 'k1', points: 10, reason: 'a', by: 's' },
      ids(),
    ).writes();
    expect(sets).toMatchObject({
      'leaderboards/summit/all/p-ada/photo': 2,
      'leaderboards/summit/online/p-ada/photo': 2,
    });
    expect(sets).not.toHaveProperty(['leaderboards/summit/teams/AGILE/photo']);
  });

  it('writes an alias, or a hidden mark with no name or photo, for who chose so', () => {
    const onBoards = (privacy: AwardProfile['privacy']) =>
      addAward(
        new WriteSet(),
        { ...online, photoVersion: 2, privacy },
        { key: 'k1', points: 10, reason: 'a', by: 's' },
        ids(),
      ).writes().sets;
    const alias = onBoards({ show: 'alias', alias: 'Night Owl' });
    expect(alias).toMatchObject({ 'leaderboards/summit/all/p-ada/name': 'Night Owl' });
    expect(alias).not.toHaveProperty(['leaderboards/summit/all/p-ada/photo']);
    expect(alias).not.toHaveProperty(['leaderboards/summit/all/p-ada/hidden']);
    const hidden = onBoards({ show: 'hidden' });
    expect(hidden).toMatchObject({
      'leaderboards/summit/all/p-ada/name': 'Attendee',
      'leaderboards/summit/all/p-ada/hidden': true,
      'leaderboards/summit/online/p-ada/hidden': true,
    });
    expect(hidden).not.toHaveProperty(['leaderboards/summit/all/p-ada/photo']);
  });

  it('leaves the total to the claim when the award is decided on the balance', () => {
    const writes = addAward(
      new WriteSet(),
      online,
      { key: 'k1', points: 10, reason: 'x', by: 'o' },
      ids(),
      { totalInClaim: true },
    ).writes();
    expect(writes.increments).toStrictEqual({
      'leaderboards/summit/all/p-ada/score': 10,
      'leaderboards/summit/online/p-ada/score': 10,
      'leaderboards/summit/teams/AGILE/score': 10,
      'users/k1/badges/coins': 10,
      'events/summit/badges/coins': 10,
    });
  });

  it('two awards in one set add up on shared paths and keep two ledger entries', () => {
    const ctx = ids();
    const into = new WriteSet();
    addAward(into, online, { key: 'k1', points: 10, reason: 'a', by: 's' }, ctx);
    addAward(
      into,
      { ...online, teamName: 'MODERN', name: 'Bob', publicId: 'p-bob' },
      { key: 'k2', points: 4, reason: 'b', by: 's' },
      ctx,
    );
    const writes = into.writes();
    expect(Object.keys(writes.sets).filter((path) => path.startsWith('ledger/'))).toEqual([
      'ledger/k1/id1',
      'ledger/k2/id2',
    ]);
    expect(writes.increments['events/summit/badges/coins']).toBe(14);
    expect(writes.increments['leaderboards/summit/teams/AGILE/score']).toBe(10);
    expect(writes.increments['leaderboards/summit/teams/MODERN/score']).toBe(4);
  });

  it('a counter named in the award replaces the coins that follow the points', () => {
    const writes = planAward(
      online,
      { key: 'k1', points: 10, reason: 'x', by: 's', counters: { coins: 2 } },
      ids(),
    ).writes;
    expect(writes.increments['users/k1/badges/coins']).toBe(2);
    expect(writes.increments['events/summit/badges/coins']).toBe(2);
  });
});
