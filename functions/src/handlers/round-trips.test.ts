import { PAIR_REQUEST_TTL_MS, RPS_MOVE_TIMEOUT_MS } from '@engage/domain/games';
import { eventNodes } from '@engage/domain/store/events';
import { roomNodes } from '@engage/domain/store/rooms';
import type { Deps } from '@engage/server/deps';
import { describe, expect, it } from 'vitest';
import { countRoundTrips } from '../testing/round-trips.ts';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { answerTrivia, startBingo } from './games.ts';
import { disconnectPair, requestPair, respondPair } from './pairing.ts';
import { rpsForfeit, rpsMove } from './rps.ts';

const h = useHandlerStack({
  instances: 2,
  users: ['ann', 'bob'],
  setup: async (started) => {
    await started
      .deps()
      .db.ref()
      .update({
        [eventNodes.question(EVENT, 'q1')]: { image: 'p.png', question: 'Colour?' },
        [eventNodes.answer(EVENT, 'q1')]: 'red',
      });
  },
});

const ask = async (game: 'act03' | 'act05', deps = h.stack().deps()) =>
  requestPair(deps, { otherPublicId: await h.publicId('bob'), game }, caller('ann'));

const say = async (roomId: string, name: string) => {
  const ref = h.stack().deps().db.ref(roomNodes.messages(roomId)).push();
  await ref.set({ by: await h.publicId(name), text: 'Hi', at: Date.now() });
};

/** A confirmed room of `game` between Ann and Bob. */
const paired = async (game: 'act03' | 'act05', deps = h.stack().deps()) => {
  const { roomId } = await ask(game, deps);
  await respondPair(deps, { roomId, accept: true }, caller('bob'));
  return roomId;
};

/** The most round trips any of these may wait for one after another before it writes. */
const MOST = 4;

/**
 * Each callable of the games in a typical call, and the round trips it waits for one after
 * another before its first write.
 */
const CALLS: readonly (readonly [
  string,
  () => Promise<(deps: Deps) => Promise<unknown>>,
  number,
])[] = [
  [
    'requestPair',
    async () => {
      const otherPublicId = await h.publicId('bob');
      return (deps) => requestPair(deps, { otherPublicId, game: 'act05' }, caller('ann'));
    },
    2,
  ],
  [
    'requestPair, over a lapsed request (both nodes name its room)',
    async () => {
      let now = Date.now();
      const at = () => ({ ...h.stack().deps(), now: () => now });
      await ask('act05', at());
      now += PAIR_REQUEST_TTL_MS + 1;
      const otherPublicId = await h.publicId('bob');
      return (deps) =>
        requestPair({ ...deps, now: () => now }, { otherPublicId, game: 'act05' }, caller('ann'));
    },
    3,
  ],
  [
    'respondPair',
    async () => {
      const { roomId } = await ask('act05');
      return (deps) => respondPair(deps, { roomId, accept: true }, caller('bob'));
    },
    3,
  ],
  [
    'disconnectPair, paying a small talk',
    async () => {
      const roomId = await paired('act05');
      for (const name of ['ann', 'bob', 'ann', 'bob']) await say(roomId, name);
      return (deps) => disconnectPair(deps, { roomId }, caller('ann'));
    },
    // A talk that pays first reads both partner logs for the partner rule's shares.
    4,
  ],
  [
    'rpsMove',
    async () => {
      const roomId = await paired('act03');
      return (deps) => rpsMove(deps, { roomId, move: 'rock' }, caller('ann'));
    },
    3,
  ],
  [
    'rpsForfeit',
    async () => {
      let now = Date.now();
      const at = () => ({ ...h.stack().deps(), now: () => now });
      const roomId = await paired('act03', at());
      await rpsMove(at(), { roomId, move: 'rock' }, caller('ann'));
      now += RPS_MOVE_TIMEOUT_MS + 1;
      return (deps) => rpsForfeit({ ...deps, now: () => now }, { roomId }, caller('ann'));
    },
    3,
  ],
  [
    'answerTrivia',
    async () => (deps) => answerTrivia(deps, { questionId: 'q1', answer: 'red' }, caller('ann')),
    3,
  ],
  ['startBingo', async () => (deps) => startBingo(deps, {}, caller('ann')), 3],
];

describe('round trips before the first write', () => {
  it.each(CALLS)('%s', async (_name, prepare, expected) => {
    const call = await prepare();
    const counted = countRoundTrips(h.stack().deps());
    await call(counted.deps);
    const trips = counted.beforeFirstWrite();
    expect(trips, JSON.stringify(counted.calls())).toBe(expected);
    expect(trips).toBeLessThanOrEqual(MOST);
  });
});
