import { dbPaths } from '@engage/domain/paths';
import { POINTS } from '@engage/domain/points';
import { describe, expect, it } from 'vitest';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { disconnectPair, requestPair, respondPair } from './pairing.ts';
import { rpsMove } from './rps.ts';

const h = useHandlerStack({ instances: 4, users: ['ann', 'bob', 'cat'] });
const stack = () => h.stack();

const read = h.read;
const flags = async (name: string) => {
  const node = (await read(dbPaths.userPairFlags(h.key(name)))) as {
    requester: boolean;
    other: boolean;
  } | null;
  return node === null ? null : { requester: node.requester, other: node.other };
};

describe('chat pairing', () => {
  it('request -> waiting to connect / waiting to accept; accept -> connected / connected', async () => {
    const { roomId } = await requestPair(
      stack().deps(),
      { otherKey: h.key('bob'), game: 'act05' },
      caller('ann'),
    );
    expect(await flags('ann')).toEqual({ requester: true, other: false });
    expect(await flags('bob')).toEqual({ requester: false, other: true });
    expect(await read(`${dbPaths.room(roomId)}/status`)).toBe('pending');
    await respondPair(stack().deps(), { requesterKey: h.key('ann'), accept: true }, caller('bob'));
    expect(await flags('ann')).toEqual({ requester: true, other: true });
    expect(await flags('bob')).toEqual({ requester: true, other: true });
    expect(await read(`${dbPaths.room(roomId)}/status`)).toBe('confirmed');
  });

  it('reject -> rejected / rejected, and the room is gone', async () => {
    const { roomId } = await requestPair(
      stack().deps(),
      { otherKey: h.key('bob'), game: 'act05' },
      caller('ann'),
    );
    await respondPair(stack().deps(), { requesterKey: h.key('ann'), accept: false }, caller('bob'));
    expect(await flags('ann')).toEqual({ requester: false, other: false });
    expect(await flags('bob')).toEqual({ requester: false, other: false });
    expect(await read(dbPaths.room(roomId))).toBeNull();
  });

  it('refuses a request to someone busy, an answer from the requester and a request to oneself', async () => {
    await requestPair(stack().deps(), { otherKey: h.key('bob'), game: 'act05' }, caller('ann'));
    await expect(
      requestPair(stack().deps(), { otherKey: h.key('bob'), game: 'act05' }, caller('cat')),
    ).rejects.toMatchObject({ code: 'illegal-transition' });
    await expect(
      respondPair(stack().deps(), { requesterKey: h.key('bob'), accept: true }, caller('ann')),
    ).rejects.toMatchObject({ code: 'illegal-transition' });
    await expect(
      requestPair(stack().deps(), { otherKey: h.key('cat'), game: 'act05' }, caller('cat')),
    ).rejects.toMatchObject({ code: 'self-scan' });
    expect(await flags('cat')).toBeNull();
  });

  it('two accepts at once leave one consistent state', async () => {
    const { roomId } = await requestPair(
      stack().deps(),
      { otherKey: h.key('bob'), game: 'act05' },
      caller('ann'),
    );
    const results = await Promise.allSettled([
      respondPair(stack().deps(0), { requesterKey: h.key('ann'), accept: true }, caller('bob')),
      respondPair(stack().deps(1), { requesterKey: h.key('ann'), accept: true }, caller('bob')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await read(`${dbPaths.room(roomId)}/status`)).toBe('confirmed');
    expect(await flags('ann')).toEqual({ requester: true, other: true });
    expect(await flags('bob')).toEqual({ requester: true, other: true });
  });

  it('disconnect deletes the room, flags both players, notifies them, then resets disconnected', async () => {
    const { roomId } = await requestPair(
      stack().deps(),
      { otherKey: h.key('bob'), game: 'act05' },
      caller('ann'),
    );
    await respondPair(stack().deps(), { requesterKey: h.key('ann'), accept: true }, caller('bob'));
    const seen: unknown[] = [];
    const bobRoom = stack()
      .deps(2)
      .db.ref(dbPaths.userRoom(h.key('bob'), roomId));
    bobRoom.on('value', (snapshot) => seen.push(snapshot.val()));
    while (seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const result = await disconnectPair(stack().deps(), { roomId }, caller('ann'));
    expect(result.notification).toBe('Disconnected. Try Connecting With Someone Again!');
    await new Promise((resolve) => setTimeout(resolve, 200));
    bobRoom.off();
    expect(seen[0]).toEqual({ active: true, disconnected: false });
    expect(seen).toContainEqual({ active: false, disconnected: true });
    expect(seen.at(-1)).toEqual({ active: false, disconnected: false });
    expect(await read(dbPaths.room(roomId))).toBeNull();
    expect(await flags('bob')).toEqual({ requester: false, other: false });
    const notes = Object.values((await read(dbPaths.userNotifications(h.key('bob')))) as object);
    expect(notes).toMatchObject([
      { message: 'Disconnected. Try Connecting With Someone Again!', roomId },
    ]);
  });
});

describe('rock-paper-scissors', () => {
  const startGame = async () => {
    const { roomId } = await requestPair(
      stack().deps(),
      { otherKey: h.key('bob'), game: 'act03' },
      caller('ann'),
    );
    await respondPair(stack().deps(), { requesterKey: h.key('ann'), accept: true }, caller('bob'));
    return roomId;
  };

  it('hides the first move, resolves on the second, and pays the winner', async () => {
    const roomId = await startGame();
    expect(await rpsMove(stack().deps(), { roomId, move: 'rock' }, caller('ann'))).toEqual({
      status: 'waiting',
    });
    expect(await read(`${dbPaths.room(roomId)}/lastResult`)).toBeNull();
    const result = await rpsMove(stack().deps(), { roomId, move: 'scissors' }, caller('bob'));
    expect(result).toMatchObject({ status: 'resolved', round: 1, winner: h.key('ann') });
    expect(await read(dbPaths.userTotalPoints(h.key('ann')))).toBe(POINTS.rpsWin);
    expect(await h.boardScore('ann')).toBe(POINTS.rpsWin);
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
});
