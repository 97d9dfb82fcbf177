import { encodeQrPayload } from '@engage/domain/qr-payload';
import { dbPaths } from '@engage/domain/paths';
import { POINTS } from '@engage/domain/points';
import { describe, expect, it } from 'vitest';
import { type AwardProfile, planAward } from '@engage/domain/awards';
import { commit } from '../commit.ts';
import { context } from '../deps.ts';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { awardConnection, completeGame, levelUp } from './scoring.ts';

const h = useHandlerStack({
  instances: 8,
  users: ['ann', 'bob', 'rep'],
  setup: async (started) => {
    await started
      .deps()
      .db.ref(dbPaths.userField(h.key('rep'), 'isRep'))
      .set(true);
  },
});
const stack = () => h.stack();

const read = h.read;
const qrOf = (name: string, isRep = false) =>
  encodeQrPayload({ uid: `uid-${name}`, color: 'red', isRep });
const points = async (name: string) => read(dbPaths.userTotalPoints(h.key(name)));

describe('awardConnection', () => {
  it('gives both attendees the points once per pair, with ledger, badges and leaderboards', async () => {
    expect(await awardConnection(stack().deps(), { qr: qrOf('bob') }, caller('ann'))).toEqual({
      awarded: POINTS.qrConnection,
    });
    expect(await points('ann')).toBe(POINTS.qrConnection);
    expect(await points('bob')).toBe(POINTS.qrConnection);
    const ledger = Object.values((await read(dbPaths.ledger(h.key('ann')))) as object);
    expect(ledger).toMatchObject([
      { points: POINTS.qrConnection, reason: 'qr-connection', by: 'system' },
    ]);
    expect(await read(dbPaths.userBadges(h.key('ann')))).toMatchObject({
      coins: 10,
      super_networker: 1,
    });
    expect(await h.boardScore('bob')).toBe(10);
    expect(await read(`${dbPaths.teamLeaderboardEntry(EVENT, 'AGILE')}/score`)).toBe(20);
    expect(await read(dbPaths.eventBadge(EVENT, 'super_networker'))).toBe(2);
  });

  it('refuses the same pair again, in either direction, with already-connected', async () => {
    await awardConnection(stack().deps(), { qr: qrOf('bob') }, caller('ann'));
    await expect(
      awardConnection(stack().deps(), { qr: qrOf('ann') }, caller('bob')),
    ).rejects.toMatchObject({ code: 'already-connected' });
    expect(await points('ann')).toBe(10);
  });

  it.each([
    ['self-scan', () => qrOf('ann')],
    ['invalid-qr', () => 'https://example.com/not-ours'],
    ['not-found', () => qrOf('nobody')],
  ])('refuses %s and awards nothing', async (code, qr) => {
    await expect(
      awardConnection(stack().deps(), { qr: qr() }, caller('ann')),
    ).rejects.toMatchObject({
      code,
    });
    expect(await points('ann')).toBe(0);
  });

  it('counts a representative scan for the sponsor booth', async () => {
    const result = await awardConnection(stack().deps(), { qr: qrOf('rep', true) }, caller('ann'));
    expect(result.awarded).toBe(POINTS.qrConnection + POINTS.boothVisit);
    const repId = (await read(dbPaths.userField(h.key('rep'), 'publicId'))) as string;
    expect(await read(dbPaths.boothVisits(EVENT, repId))).toBe(1);
  });
});

describe('completeGame', () => {
  it('awards the completion once; a replay awards nothing', async () => {
    expect(await completeGame(stack().deps(), { code: 'act01' }, caller('ann'))).toEqual({
      awarded: POINTS.completion.act01,
      alreadyComplete: false,
    });
    expect(await completeGame(stack().deps(), { code: 'act01' }, caller('ann'))).toEqual({
      awarded: 0,
      alreadyComplete: true,
    });
    expect(await points('ann')).toBe(POINTS.completion.act01);
    expect(await read(dbPaths.userGame(h.key('ann'), 'act01'))).toEqual({
      code: 'act01',
      isComplete: true,
    });
  });

  it('refuses a caller who never registered', async () => {
    await expect(
      completeGame(stack().deps(), { code: 'act01' }, caller('stranger')),
    ).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('levelUp', () => {
  it('refuses with the exact catalogue message when points are short', async () => {
    await expect(levelUp(stack().deps(), {}, caller('ann'))).rejects.toMatchObject({
      code: 'level-up-short',
      message:
        "You do not have enough points to level up but don't worry, you can earn extra points by playing Network Bingo!",
    });
  });

  it('goes up one level once the threshold is reached', async () => {
    await completeGame(stack().deps(), { code: 'act01' }, caller('ann'));
    expect(await levelUp(stack().deps(), {}, caller('ann'))).toEqual({ level: 1 });
    await expect(levelUp(stack().deps(), {}, caller('ann'))).rejects.toMatchObject({
      code: 'level-up-short',
    });
  });
});

describe('concurrent awards', () => {
  it('1,000 simultaneous awards to one user give the exact total and ledger count', async () => {
    const profile = (await read(dbPaths.userMetadata(h.key('ann')))) as AwardProfile;
    const award = { key: h.key('ann'), points: 3, reason: 'load', by: 'test' };
    await Promise.all(
      Array.from({ length: 1_000 }, (_, i) =>
        commit(stack().deps(i), planAward(profile, award, context(stack().deps(i)))),
      ),
    );
    expect(await points('ann')).toBe(3_000);
    expect(Object.keys((await read(dbPaths.ledger(h.key('ann')))) as object)).toHaveLength(1_000);
    expect(await h.boardScore('ann')).toBe(3_000);
    expect(await read(dbPaths.userBadge(h.key('ann'), 'coins'))).toBe(3_000);
  }, 120_000);
});
