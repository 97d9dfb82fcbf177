import { POINTS } from '@engage/domain/points';
import { roomNodes } from '@engage/domain/store/rooms';
import { type PartnerLog, userNodes } from '@engage/domain/store/users';
import { describe, expect, it } from 'vitest';
import { caller, useHandlerStack } from '../testing/stack.ts';
import { disconnectPair, requestPair, respondPair } from './pairing.ts';
import { rpsMove } from './rps.ts';
import { awardConnection, issueQrToken } from './scoring.ts';

/**
 * The partner rule (domain partner-awards.ts) through the real handlers: each paid side's share
 * is taken on its partner log before the award's own claim, and given back when the award does
 * not happen.
 */
const h = useHandlerStack({ instances: 4, users: ['ann', 'bob', 'cat', 'dan', 'eve'] });
const stack = () => h.stack();
const read = h.read;
const log = async (name: string) => (await read(userNodes.partnerLog(h.key(name)))) as PartnerLog;
const ledger = async (name: string) =>
  Object.values(((await read(userNodes.ledger(h.key(name)))) ?? {}) as object);
const connect = async (scanner: string, shown: string) => {
  const { qr } = await issueQrToken(stack().deps(), {}, caller(shown));
  return awardConnection(stack().deps(), { qr }, caller(scanner));
};
/** Ann and Bob have each met three others, and only those: a pair that only plays each other. */
const closeAnnAndBob = async () => {
  for (const other of ['cat', 'dan', 'eve']) {
    await connect('ann', other);
    await connect('bob', other);
  }
};

describe('the partner rule on QR connections', () => {
  it('pays both sides in full while they meet different people', async () => {
    for (const other of ['cat', 'dan', 'eve'])
      expect(await connect('ann', other)).toMatchObject({
        paid: { connection: POINTS.qrConnection },
      });
    expect(Object.keys((await log('ann')).met ?? {}).sort()).toEqual(
      (await Promise.all(['cat', 'dan', 'eve'].map((n) => h.publicId(n)))).sort(),
    );
    expect(Object.keys((await log('ann')).recent ?? {})).toHaveLength(3);
  });

  it('pays a quarter to a pair that shares all three partners, and keeps the full award', async () => {
    await closeAnnAndBob();
    const result = await connect('ann', 'bob');
    expect(result).toMatchObject({ paid: { connection: 2 }, partnerAwarded: 2 });
    expect(await ledger('bob')).toContainEqual(
      expect.objectContaining({ reason: 'qr-connection', points: 2, full: POINTS.qrConnection }),
    );
  });

  it('pays nothing for a connection past 20 awards in the hour, and moves no board for it', async () => {
    const now = Date.now();
    const recent = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`a${i}`, now - i]));
    await stack()
      .deps()
      .db.ref(userNodes.partnerLog(h.key('ann')))
      .set({ recent });
    const result = await connect('ann', 'cat');
    // The first connection still completes QR networking: completions are not per partner.
    const completion = POINTS.completion.act06;
    expect(result).toMatchObject({
      awarded: completion,
      paid: { connection: 0, completion },
      partnerAwarded: POINTS.qrConnection + completion,
    });
    expect(await read(userNodes.totalPoints(h.key('ann')))).toBe(completion);
    expect(await h.boardScore('ann')).toBe(completion);
    expect(await ledger('ann')).toEqual([
      expect.objectContaining({ reason: 'qr-connection', points: 0, full: POINTS.qrConnection }),
      expect.objectContaining({ reason: 'complete-act06', points: completion }),
    ]);
  });

  it('pays for three newcomers an hour: the fourth who meets nobody but Ann first pays her nothing', async () => {
    for (const other of ['bob', 'cat', 'dan', 'eve'])
      expect(await connect(other, 'ann')).toMatchObject({
        paid: { connection: POINTS.qrConnection },
      });
    const connections = (await ledger('ann')).filter(
      (entry) => (entry as { reason: string }).reason === 'qr-connection',
    );
    expect(connections).toEqual([
      ...Array.from({ length: 3 }, () => expect.objectContaining({ points: POINTS.qrConnection })),
      expect.objectContaining({ points: 0, full: POINTS.qrConnection }),
    ]);
    expect(Object.keys((await log('ann')).newcomers ?? {})).toHaveLength(3);
  });

  it('gives back the shares of a pair already paid', async () => {
    await connect('ann', 'bob');
    await expect(connect('bob', 'ann')).rejects.toMatchObject({ code: 'already-connected' });
    for (const name of ['ann', 'bob']) {
      const mine = await log(name);
      expect(Object.keys(mine.recent ?? {})).toHaveLength(1);
      expect(Object.values(mine.met ?? {})).toEqual([1]);
    }
  });
});

describe('the partner rule on games', () => {
  it('pays a closed pair a quarter of a small talk, each side', async () => {
    await closeAnnAndBob();
    const { roomId } = await requestPair(
      stack().deps(),
      { otherPublicId: await h.publicId('bob'), game: 'act05' },
      caller('ann'),
    );
    await respondPair(stack().deps(), { roomId, accept: true }, caller('bob'));
    for (const who of ['ann', 'bob', 'ann', 'bob']) {
      const ref = stack().deps().db.ref(roomNodes.messages(roomId)).push();
      await ref.set({ by: await h.publicId(who), text: 'hi', at: Date.now() });
    }
    // The leaver's answer tells the small talk's share apart from the game's completion.
    expect(await disconnectPair(stack().deps(), { roomId }, caller('bob'))).toMatchObject({
      paid: { talk: 3 },
    });
    for (const name of ['ann', 'bob'])
      expect(await ledger(name)).toContainEqual(
        expect.objectContaining({ reason: 'small-talk', points: 3, full: POINTS.smallTalk }),
      );
  });

  it('pays a closed pair a quarter of a rock-paper-scissors win', async () => {
    await closeAnnAndBob();
    const { roomId } = await requestPair(
      stack().deps(),
      { otherPublicId: await h.publicId('bob'), game: 'act03' },
      caller('ann'),
    );
    await respondPair(stack().deps(), { roomId, accept: true }, caller('bob'));
    let last: unknown;
    for (let i = 0; i < 2; i += 1) {
      await rpsMove(stack().deps(), { roomId, move: 'rock' }, caller('ann'));
      last = await rpsMove(stack().deps(), { roomId, move: 'scissors' }, caller('bob'));
    }
    // Bob made the last move: the answer tells what the match paid each player.
    expect(last).toMatchObject({
      status: 'finished',
      paid: { [await h.publicId('ann')]: { win: 5 } },
    });
    expect(await ledger('ann')).toContainEqual(
      expect.objectContaining({ reason: 'rps-win', points: 5, full: POINTS.rpsWin }),
    );
    // The loser is paid nothing for a loss, so nothing of theirs was taken.
    expect(Object.keys((await log('bob')).recent ?? {})).toHaveLength(3);
  });
});
