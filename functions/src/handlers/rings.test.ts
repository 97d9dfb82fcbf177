import { POINTS } from '@engage/domain/points';
import { pairId } from '@engage/domain/scoring';
import { boardNodes } from '@engage/domain/store/boards';
import { organiserNodes } from '@engage/domain/store/organisers';
import { roomNodes } from '@engage/domain/store/rooms';
import { type LedgerEntry, userNodes } from '@engage/domain/store/users';
import { describe, expect, it } from 'vitest';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { buyPrize } from './market.ts';
import { ringReport, voidAwards } from './rings.ts';
import { awardConnection, issueQrToken } from './scoring.ts';

const RING = ['ann', 'bob', 'cat', 'dan', 'eve'];
const h = useHandlerStack({ instances: 4, users: [...RING, 'fay'] });
const stack = () => h.stack();
const read = h.read;
const boss = caller('boss', { organiser: '*' });
const ofEvent = caller('eve-org', { organiser: `|e:${EVENT}|` });
const ofOther = caller('other', { organiser: '|e:other-event|' });

const connect = async (scanner: string, shown: string) => {
  const { qr } = await issueQrToken(stack().deps(), {}, caller(shown));
  return awardConnection(stack().deps(), { qr }, caller(scanner));
};
const ledgerOf = async (name: string) =>
  Object.values(((await read(userNodes.ledger(h.key(name)))) ?? {}) as Record<string, LedgerEntry>);
const totalOf = async (name: string) => (await read(userNodes.totalPoints(h.key(name)))) ?? 0;

/** Every total the sum of its ledger's earnings, every board entry and team total in step. */
const expectInvariants = async (names: readonly string[]) => {
  let team = 0;
  for (const name of names) {
    const total = await totalOf(name);
    const earned = (await ledgerOf(name))
      .filter((entry) => entry.kind !== 'purchase')
      .reduce((sum, entry) => sum + entry.points, 0);
    expect(total, name).toBe(earned);
    expect((await h.boardScore(name)) ?? 0, name).toBe(total);
    team += total as number;
  }
  expect(await read(boardNodes.teamScore(EVENT, 'AGILE'))).toBe(team);
};

describe('voidAwards', () => {
  it('takes back every award once: ledger, total, boards, team, notice and audit together', async () => {
    await connect('ann', 'bob');
    await connect('ann', 'cat');
    await connect('ann', 'dan');
    await buyPrize(stack().deps(), { prizeId: 'mug', qty: 1, requestId: 'r1' }, caller('ann'));
    const earned = 3 * POINTS.qrConnection + POINTS.completion.act06;
    expect(await totalOf('ann')).toBe(earned);
    const result = await voidAwards(
      stack().deps(),
      { userKey: h.key('ann'), reason: 'ring' },
      ofEvent,
    );
    expect(result).toEqual({ voided: 4, points: earned, totalPoints: 0, level: 0 });
    const voids = (await ledgerOf('ann')).filter((entry) => entry.kind === 'void');
    expect(voids.map((entry) => [entry.points, entry.reason, entry.by])).toEqual([
      [-POINTS.qrConnection, 'void: ring', 'uid:uid-eve-org'],
      [-POINTS.completion.act06, 'void: ring', 'uid:uid-eve-org'],
      [-POINTS.qrConnection, 'void: ring', 'uid:uid-eve-org'],
      [-POINTS.qrConnection, 'void: ring', 'uid:uid-eve-org'],
    ]);
    // The mug stays bought: the balance is a debt that later points pay first.
    expect(await read(userNodes.balance(h.key('ann')))).toMatchObject({
      totalPoints: 0,
      spentPoints: 50,
    });
    const notes = Object.values((await read(userNodes.notifications(h.key('ann')))) as object);
    expect(notes.at(-1)).toMatchObject({
      kind: 'award',
      text: `The organisers voided ${earned} of your points from 4 awards: ring`,
    });
    const audit = Object.values(
      (await read(organiserNodes.audit({ kind: 'event', id: EVENT }))) as object,
    );
    expect(audit).toMatchObject([
      { action: 'awards.void', target: h.key('ann'), email: 'eve-org@example.com' },
    ]);
    // Bob and Cat keep what they earned with her.
    expect(await totalOf('bob')).toBe(POINTS.qrConnection + POINTS.completion.act06);
    await expectInvariants(['ann', 'bob', 'cat', 'dan']);
  });

  it('pays out twice at once only once: the second void finds nothing left', async () => {
    await connect('bob', 'cat');
    const calls = await Promise.allSettled(
      [0, 1, 2].map((instance) =>
        voidAwards(stack().deps(instance), { userKey: h.key('bob'), reason: 'twice' }, boss),
      ),
    );
    expect(calls.filter((call) => call.status === 'fulfilled')).toHaveLength(1);
    for (const call of calls.filter((c) => c.status === 'rejected'))
      expect(call.reason).toMatchObject({ code: 'nothing-to-void' });
    expect(await totalOf('bob')).toBe(0);
    expect((await ledgerOf('bob')).filter((entry) => entry.kind === 'void')).toHaveLength(2);
    // Awards after the void are new: a later void takes those, and only those.
    await connect('bob', 'dan');
    await expect(
      voidAwards(stack().deps(), { userKey: h.key('bob'), reason: 'again' }, boss),
    ).resolves.toMatchObject({ voided: 1, points: POINTS.qrConnection });
    await expectInvariants(['bob', 'cat', 'dan']);
  });

  it('refuses an attendee, an organiser of another event and an organiser’s own, changing nothing', async () => {
    await connect('ann', 'bob');
    const before = await stack().root();
    for (const who of [caller('bob'), ofOther])
      await expect(
        voidAwards(stack().deps(), { userKey: h.key('ann'), reason: 'x' }, who),
      ).rejects.toMatchObject({ code: 'not-admin' });
    await expect(
      voidAwards(
        stack().deps(),
        { userKey: h.key('ann'), reason: 'x' },
        caller('ann', {
          organiser: '*',
        }),
      ),
    ).rejects.toMatchObject({ code: 'not-admin' });
    await expect(
      voidAwards(stack().deps(), { userKey: h.key('fay'), reason: 'x' }, boss),
    ).rejects.toMatchObject({ code: 'nothing-to-void' });
    expect(await stack().root()).toEqual(before);
  });
});

describe('ringReport', () => {
  /** Every pair of the ring connected and talked; Fay met Ann once. */
  const seedRing = async () => {
    const keys = RING.map(h.key);
    const claims: Record<string, number> = {};
    keys.forEach((a, i) => {
      for (const b of keys.slice(i + 1)) {
        claims[roomNodes.pair(EVENT, pairId(a, b))] = 1_000 * i;
        claims[roomNodes.smallTalk(EVENT, pairId(a, b))] = 1_000 * i + 1;
      }
    });
    claims[roomNodes.pair(EVENT, pairId(h.key('ann'), h.key('fay')))] = 5;
    await stack().deps().db.ref().update(claims);
  };

  it('finds the ring in the event’s pair claims and names its members', async () => {
    await seedRing();
    const report = await ringReport(stack().deps(), { eventId: EVENT }, ofEvent);
    expect(report).toMatchObject({ attendees: 6, facts: 21 });
    expect(report.clusters).toHaveLength(1);
    const [cluster] = report.clusters;
    expect(cluster?.reasons).toEqual(['dense']);
    expect(cluster?.insideFacts).toBe(20);
    expect(new Set(cluster?.members.map((m) => m.key))).toEqual(new Set(RING.map(h.key)));
    const ann = cluster?.members.find((m) => m.key === h.key('ann'));
    expect(ann).toMatchObject({
      name: 'Test User',
      publicId: await h.publicId('ann'),
      voided: 0,
    });
  });

  it('says how many awards of a member were voided', async () => {
    await connect('ann', 'fay');
    await seedRing();
    await voidAwards(stack().deps(), { userKey: h.key('ann'), reason: 'ring' }, boss);
    const report = await ringReport(stack().deps(), { eventId: EVENT }, boss);
    const ann = report.clusters[0]?.members.find((m) => m.key === h.key('ann'));
    expect(ann?.voided).toBe(2);
  });

  it('is for the event’s organisers only', async () => {
    await seedRing();
    for (const who of [caller('ann'), ofOther])
      await expect(ringReport(stack().deps(), { eventId: EVENT }, who)).rejects.toMatchObject({
        code: 'not-admin',
      });
  });
});
