import { ROOM_GRACE_MS } from '@engage/domain/constants';
import { ERROR_MESSAGES } from '@engage/domain/errors';
import { PAIR_REQUEST_TTL_MS } from '@engage/domain/games';
import { POINTS } from '@engage/domain/points';
import { roomNodes } from '@engage/domain/store/rooms';
import { userNodes } from '@engage/domain/store/users';
import { describe, expect, it } from 'vitest';
import { caller, useHandlerStack } from '../testing/stack.ts';
import { disconnectPair, requestPair, respondPair } from './pairing.ts';

const h = useHandlerStack({ instances: 4, users: ['ann', 'bob', 'cat'] });
const stack = () => h.stack();

const read = h.read;
const flags = async (name: string) => {
  const node = (await read(userNodes.pairFlags(h.key(name)))) as {
    requester: boolean;
    other: boolean;
  } | null;
  return node === null ? null : { requester: node.requester, other: node.other };
};
const ask = async (
  from: string,
  to: string,
  game: 'act03' | 'act05' = 'act05',
  deps = stack().deps(),
) => requestPair(deps, { otherPublicId: await h.publicId(to), game }, caller(from));
const say = async (roomId: string, name: string, text: string) => {
  const ref = stack().deps().db.ref(roomNodes.messages(roomId)).push();
  await ref.set({ by: await h.publicId(name), text, at: Date.now() });
};

describe('chat pairing', () => {
  it('request -> waiting to connect / waiting to accept; accept -> connected / connected', async () => {
    const { roomId, expiresAt } = await ask('ann', 'bob');
    expect(expiresAt).toBeGreaterThan(0);
    expect(await flags('ann')).toEqual({ requester: true, other: false });
    expect(await flags('bob')).toEqual({ requester: false, other: true });
    const room = (await read(roomNodes.room(roomId))) as { status: string; players: object };
    expect(room.status).toBe('pending');
    // Players are named by public id and name, never by user key or uid.
    expect(Object.keys(room.players).sort()).toEqual(
      [await h.publicId('ann'), await h.publicId('bob')].sort(),
    );
    expect(JSON.stringify(room)).not.toContain(h.key('ann'));
    expect(JSON.stringify(room)).not.toContain('uid-');
    await respondPair(stack().deps(), { roomId, accept: true }, caller('bob'));
    expect(await flags('ann')).toEqual({ requester: true, other: true });
    expect(await flags('bob')).toEqual({ requester: true, other: true });
    expect(await read(roomNodes.field(roomId, 'status'))).toBe('confirmed');
    const notes = Object.values((await read(userNodes.notifications(h.key('bob')))) as object);
    expect(notes).toMatchObject([{ kind: 'request', text: expect.stringContaining('small talk') }]);
  });

  it('reject -> rejected / rejected, and the room is gone', async () => {
    const { roomId } = await ask('ann', 'bob');
    await respondPair(stack().deps(), { roomId, accept: false }, caller('bob'));
    expect(await flags('ann')).toEqual({ requester: false, other: false });
    expect(await flags('bob')).toEqual({ requester: false, other: false });
    expect(await read(roomNodes.room(roomId))).toBeNull();
  });

  it('refuses a request to someone busy, a second request from a requester, an answer from the requester and a request to oneself', async () => {
    const { roomId } = await ask('ann', 'bob');
    await expect(ask('cat', 'bob')).rejects.toMatchObject({ code: 'illegal-transition' });
    await expect(ask('ann', 'cat')).rejects.toMatchObject({ code: 'illegal-transition' });
    await expect(
      respondPair(stack().deps(), { roomId, accept: true }, caller('ann')),
    ).rejects.toMatchObject({ code: 'illegal-transition' });
    await expect(ask('cat', 'cat')).rejects.toMatchObject({ code: 'self-scan' });
    expect(await flags('cat')).toEqual({ requester: false, other: false });
  });

  it('lets a request lapse: its answer is request-expired and both can pair again', async () => {
    let now = Date.now();
    const at = () => ({ ...stack().deps(), now: () => now });
    const { roomId } = await ask('ann', 'bob', 'act05', at());
    now += PAIR_REQUEST_TTL_MS + 1;
    await expect(respondPair(at(), { roomId, accept: true }, caller('bob'))).rejects.toMatchObject({
      code: 'request-expired',
    });
    expect(await read(roomNodes.room(roomId))).toBeNull();
    expect(await flags('ann')).toEqual({ requester: false, other: false });
    await ask('cat', 'bob', 'act05', at());
    expect(await flags('bob')).toEqual({ requester: false, other: true });
  });

  it('frees both players when the other side closed the tab (its disconnected flag)', async () => {
    const { roomId } = await ask('ann', 'bob');
    await respondPair(stack().deps(), { roomId, accept: true }, caller('bob'));
    await stack()
      .deps()
      .db.ref(roomNodes.playerDisconnected(roomId, await h.publicId('bob')))
      .set(true);
    await ask('ann', 'cat');
    expect(await flags('cat')).toEqual({ requester: false, other: true });
  });

  it('holds a lost player’s room for the grace period, then frees both players', async () => {
    const now = Date.now();
    const at = () => ({ ...stack().deps(), now: () => now });
    const { roomId } = await ask('ann', 'bob', 'act05', at());
    await respondPair(at(), { roomId, accept: true }, caller('bob'));
    const lost = stack()
      .deps()
      .db.ref(roomNodes.playerLostAt(roomId, await h.publicId('bob')));
    // Bob's connection dropped a moment ago: Ann is still in the game with him.
    await lost.set(now - 1_000);
    await expect(ask('ann', 'cat', 'act05', at())).rejects.toMatchObject({
      code: 'illegal-transition',
    });
    await lost.set(now - ROOM_GRACE_MS);
    await ask('ann', 'cat', 'act05', at());
    expect(await flags('cat')).toEqual({ requester: false, other: true });
  });

  it('two accounts asking one player at once: one request lands, the other is told they are busy', async () => {
    const results = await Promise.allSettled([
      ask('ann', 'bob', 'act05', stack().deps(0)),
      ask('cat', 'bob', 'act05', stack().deps(1)),
    ]);
    const landed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(landed).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { code: 'illegal-transition' },
    });
    const bob = (await read(userNodes.pairFlags(h.key('bob')))) as { roomId: string };
    expect(bob.roomId).toBe(landed[0]?.roomId);
    // The refused requester is left idle, not waiting on a room nobody was invited to.
    const waiting = [await flags('ann'), await flags('cat')].filter(
      (f) => f?.requester === true && f.other === false,
    );
    expect(waiting).toHaveLength(1);
  });

  it('one account asking two players at once: one request is outstanding, the other is undone', async () => {
    const results = await Promise.allSettled([
      ask('ann', 'bob', 'act05', stack().deps(0)),
      ask('ann', 'cat', 'act05', stack().deps(1)),
    ]);
    const landed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(landed).toHaveLength(1);
    const ann = (await read(userNodes.pairFlags(h.key('ann')))) as { roomId: string };
    expect(ann.roomId).toBe(landed[0]?.roomId);
    const invited = [await flags('bob'), await flags('cat')];
    expect(invited).toContainEqual({ requester: false, other: true });
    expect(invited).toContainEqual({ requester: false, other: false });
  });

  it('two accepts at once leave one consistent state', async () => {
    const { roomId } = await ask('ann', 'bob');
    const results = await Promise.allSettled([
      respondPair(stack().deps(0), { roomId, accept: true }, caller('bob')),
      respondPair(stack().deps(1), { roomId, accept: true }, caller('bob')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await read(roomNodes.field(roomId, 'status'))).toBe('confirmed');
    expect(await flags('ann')).toEqual({ requester: true, other: true });
    expect(await flags('bob')).toEqual({ requester: true, other: true });
  });

  it('disconnect deletes the room, flags both players, notifies them, then resets disconnected', async () => {
    const { roomId } = await ask('ann', 'bob');
    await respondPair(stack().deps(), { roomId, accept: true }, caller('bob'));
    const seen: unknown[] = [];
    const bobRoom = stack()
      .deps(2)
      .db.ref(userNodes.room(h.key('bob'), roomId));
    bobRoom.on('value', (snapshot) => seen.push(snapshot.val()));
    while (seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const result = await disconnectPair(stack().deps(), { roomId }, caller('ann'));
    expect(result).toEqual({
      roomId,
      notification: ERROR_MESSAGES.disconnected,
      awarded: 0,
      paid: { talk: 0, completion: 0 },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    bobRoom.off();
    expect(seen[0]).toEqual({ active: true, disconnected: false });
    expect(seen).toContainEqual({ active: false, disconnected: true });
    expect(seen.at(-1)).toEqual({ active: false, disconnected: false });
    expect(await read(roomNodes.room(roomId))).toBeNull();
    expect(await flags('bob')).toEqual({ requester: false, other: false });
    const notes = Object.values((await read(userNodes.notifications(h.key('bob')))) as object);
    expect(notes).toContainEqual(
      expect.objectContaining({ kind: 'disconnect', text: ERROR_MESSAGES.disconnected }),
    );
    await ask('bob', 'ann');
  });
});

describe('small talk points', () => {
  it('pays both once a talk really happened, once per pair, and completes the game', async () => {
    const talk = async () => {
      const { roomId } = await ask('ann', 'bob');
      await respondPair(stack().deps(), { roomId, accept: true }, caller('bob'));
      for (const [who, text] of [
        ['ann', 'Hi!'],
        ['bob', 'Hello'],
        ['ann', 'Which talk next?'],
        ['bob', 'The keynote'],
      ] as const)
        await say(roomId, who, text);
      return disconnectPair(stack().deps(), { roomId }, caller('bob'));
    };
    const expected = POINTS.smallTalk + POINTS.completion.act05;
    // Bob pressed Leave and is told every point; Ann, who did not, is told hers too.
    expect(await talk()).toMatchObject({
      awarded: expected,
      paid: { talk: POINTS.smallTalk, completion: POINTS.completion.act05 },
    });
    const annNotes = Object.values((await read(userNodes.notifications(h.key('ann')))) as object);
    expect(annNotes).toContainEqual(
      expect.objectContaining({
        kind: 'award',
        points: expected,
        text: expect.stringMatching(/^\+55 points: you had a small talk with /),
      }),
    );
    expect(await read(userNodes.totalPoints(h.key('ann')))).toBe(expected);
    expect(await read(userNodes.totalPoints(h.key('bob')))).toBe(expected);
    expect((await talk()).awarded).toBe(0);
    expect(await read(userNodes.totalPoints(h.key('ann')))).toBe(expected);
  });

  it('pays nothing for a talk where one side never wrote', async () => {
    const { roomId } = await ask('ann', 'bob');
    await respondPair(stack().deps(), { roomId, accept: true }, caller('bob'));
    for (const text of ['Hi', 'Anyone there?', 'Hello?']) await say(roomId, 'ann', text);
    expect((await disconnectPair(stack().deps(), { roomId }, caller('ann'))).awarded).toBe(0);
    expect(await read(userNodes.totalPoints(h.key('ann')))).toBe(0);
  });
});
