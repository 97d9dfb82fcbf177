import { RPS_MOVE_TIMEOUT_MS } from '@engage/domain/games';
import { POINTS } from '@engage/domain/points';
import { type RpsMove, roomNodes } from '@engage/domain/store/rooms';
import { userNodes } from '@engage/domain/store/users';
import type { Database, Reference } from 'firebase-admin/database';
import { describe, expect, it } from 'vitest';
import { caller, useHandlerStack } from '../testing/stack.ts';
import { disconnectPair, requestPair, respondPair } from './pairing.ts';
import { rpsForfeit, rpsMove } from './rps.ts';

const h = useHandlerStack({ instances: 4, users: ['ann', 'bob', 'cat'] });
const stack = () => h.stack();
const read = h.read;

const startGame = async (deps = stack().deps()) => {
  const { roomId } = await requestPair(
    deps,
    { otherPublicId: await h.publicId('bob'), game: 'act03' },
    caller('ann'),
  );
  await respondPair(deps, { roomId, accept: true }, caller('bob'));
  return roomId;
};
const round = async (roomId: string, ann: RpsMove, bob: RpsMove) => {
  await rpsMove(stack().deps(), { roomId, move: ann }, caller('ann'));
  return rpsMove(stack().deps(), { roomId, move: bob }, caller('bob'));
};
const completion = POINTS.completion.act03;

describe('rock-paper-scissors, best of three', () => {
  it('hides the first move, resolves rounds, finishes at two wins and pays the winner', async () => {
    const roomId = await startGame();
    const first = await rpsMove(stack().deps(), { roomId, move: 'rock' }, caller('ann'));
    expect(first).toMatchObject({ status: 'waiting', round: 1 });
    const room = (await read(roomNodes.room(roomId))) as {
      rps: { moved: object; lastResult?: object };
    };
    // The room tells that Ann moved, never what.
    expect(room.rps.moved).toEqual({ [await h.publicId('ann')]: true });
    expect(JSON.stringify(room)).not.toContain('rock');
    const annId = await h.publicId('ann');
    expect(
      await rpsMove(stack().deps(), { roomId, move: 'scissors' }, caller('bob')),
    ).toMatchObject({
      status: 'round',
      round: 2,
      score: { [annId]: 1 },
    });
    expect(await round(roomId, 'paper', 'paper')).toMatchObject({ status: 'round', round: 3 });
    const last = await round(roomId, 'paper', 'rock');
    const bobId = await h.publicId('bob');
    const paid = {
      [annId]: { win: POINTS.rpsWin, completion },
      [bobId]: { win: 0, completion },
    };
    // Bob made the last move: his answer tells what he was paid, and what Ann was.
    expect(last).toMatchObject({ status: 'finished', winner: annId, awarded: completion, paid });
    // The room keeps what each was paid, for the screen that did not make the last move.
    expect(await read(roomNodes.rpsPaid(roomId))).toEqual(paid);
    const bobNotes = Object.values((await read(userNodes.notifications(h.key('bob')))) as object);
    expect(bobNotes).toContainEqual(expect.objectContaining({ kind: 'award', points: completion }));
    expect(await read(roomNodes.field(roomId, 'status'))).toBe('finished');
    expect(await read(userNodes.totalPoints(h.key('ann')))).toBe(POINTS.rpsWin + completion);
    expect(await read(userNodes.totalPoints(h.key('bob')))).toBe(completion);
    expect(await h.boardScore('ann')).toBe(POINTS.rpsWin + completion);
    await expect(
      rpsMove(stack().deps(), { roomId, move: 'rock' }, caller('ann')),
    ).rejects.toMatchObject({ code: 'illegal-transition' });
  });

  it('pays a second win against the same opponent nothing', async () => {
    for (let match = 0; match < 2; match += 1) {
      const roomId = await startGame();
      await round(roomId, 'rock', 'scissors');
      const { paid } = await round(roomId, 'rock', 'scissors');
      expect(paid?.[await h.publicId('ann')]).toEqual(
        match === 0 ? { win: POINTS.rpsWin, completion } : { win: 0, completion: 0 },
      );
    }
    expect(await read(userNodes.totalPoints(h.key('ann')))).toBe(POINTS.rpsWin + completion);
  });

  it('lets the player who moved claim the match when the other does not move in time', async () => {
    let now = Date.now();
    const at = () => ({ ...stack().deps(), now: () => now });
    const roomId = await startGame(at());
    await rpsMove(at(), { roomId, move: 'rock' }, caller('ann'));
    await expect(rpsForfeit(at(), { roomId }, caller('ann'))).rejects.toMatchObject({
      code: 'illegal-transition',
    });
    await expect(rpsForfeit(at(), { roomId }, caller('bob'))).rejects.toMatchObject({
      code: 'illegal-transition',
    });
    now += RPS_MOVE_TIMEOUT_MS + 1;
    const result = await rpsForfeit(at(), { roomId }, caller('ann'));
    expect(result).toMatchObject({
      status: 'finished',
      winner: await h.publicId('ann'),
      awarded: POINTS.rpsWin + completion,
    });
    expect(await read(`${roomNodes.rps(roomId)}/forfeit`)).toBe(true);
    await expect(rpsMove(at(), { roomId, move: 'paper' }, caller('bob'))).rejects.toMatchObject({
      code: 'illegal-transition',
    });
  });

  it('refuses a second move in the same round and moves in a room one is not in', async () => {
    const roomId = await startGame();
    await rpsMove(stack().deps(), { roomId, move: 'rock' }, caller('ann'));
    await expect(
      rpsMove(stack().deps(), { roomId, move: 'paper' }, caller('ann')),
    ).rejects.toMatchObject({ code: 'illegal-transition' });
    await expect(
      rpsMove(stack().deps(), { roomId, move: 'paper' }, caller('cat')),
    ).rejects.toMatchObject({ code: 'not-found' });
  });

  it('a move into a room deleted after it was read is refused and leaves nothing of the room', async () => {
    const roomId = await startGame();
    const deps = stack().deps(0);
    // Bob leaves (from another instance) after Ann's move read the room, before it lands.
    const leave = () => disconnectPair(stack().deps(1), { roomId }, caller('bob'));
    await expect(
      rpsMove(
        { ...deps, db: racing(deps.db, roomNodes.rpsMoves(roomId), leave) },
        { roomId, move: 'rock' },
        caller('ann'),
      ),
    ).rejects.toMatchObject({ code: 'not-found', detail: 'room' });
    expect(await read(roomNodes.room(roomId))).toBeNull();
    expect(await read(roomNodes.rpsMoves(roomId))).toBeNull();
    expect(await read(userNodes.pairFlags(h.key('ann')))).toMatchObject({
      requester: false,
      other: false,
    });
  });
});

/**
 * The database of one instance where `first` runs just before a transaction at `path` starts:
 * a write from elsewhere landing between what a handler read and what it writes.
 */
const racing = (db: Database, path: string, first: () => Promise<unknown>): Database =>
  new Proxy(db, {
    get: (target, property) => {
      if (property !== 'ref') return bound(target, property);
      return (at?: string) => {
        const ref = target.ref(at);
        if (at !== path) return ref;
        return new Proxy(ref, {
          get: (reference, name) =>
            name === 'transaction'
              ? async (...args: Parameters<Reference['transaction']>) => {
                  await first();
                  return reference.transaction(...args);
                }
              : bound(reference, name),
        });
      };
    },
  });

const bound = <T extends object>(target: T, property: string | symbol): unknown => {
  const value: unknown = Reflect.get(target, property, target);
  return typeof value === 'function' ? value.bind(target) : value;
};
