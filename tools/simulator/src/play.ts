import type { SimAttendee } from './attendee.ts';
import { answerTrivia, buyPrize, connect, levelUp, startBingo } from './games.ts';
import { answerInvite, requestPair } from './rooms.ts';
import type { World } from './world.ts';

/**
 * An attendee's time at the event: think, then do one thing (scan someone, ask someone to talk or
 * play, answer a trivia question, buy a prize, press level-up early), answering invitations and
 * taking levels as they come. The mean think time spreads `rate` actions a second over everyone.
 */
type Action = {
  readonly weight: number;
  readonly run: (me: SimAttendee, world: World) => Promise<void>;
};

const ACTIONS: readonly Action[] = [
  { weight: 38, run: connect },
  { weight: 14, run: (me, world) => requestPair(me, world, 'act05') },
  { weight: 10, run: (me, world) => requestPair(me, world, 'act03') },
  { weight: 18, run: answerTrivia },
  { weight: 6, run: buyPrize },
  { weight: 2, run: (me) => levelUp(me) },
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, action) => sum + action.weight, 0);

const choose = (me: SimAttendee): Action => {
  let roll = me.rng.next() * TOTAL_WEIGHT;
  for (const action of ACTIONS) {
    roll -= action.weight;
    if (roll < 0) return action;
  }
  return ACTIONS[0] as Action;
};

const playing = (world: World) => !world.stopping && Date.now() < world.playEndsAt;

export const play = async (me: SimAttendee, world: World, meanThinkMs: number): Promise<void> => {
  // Arrivals spread over the first seconds, not all at the same instant.
  await me.nap(me.rng.next() * Math.min(meanThinkMs, 10_000));
  while (playing(world)) {
    if (me.invite !== null) {
      await answerInvite(me, world);
      continue;
    }
    if (me.levelDue()) await levelUp(me);
    await me.nap(me.rng.exponential(meanThinkMs));
    if (!playing(world) || me.invite !== null || me.offline) continue;
    if (!me.bingoStarted && me.rng.chance(0.7)) {
      await startBingo(me);
      continue;
    }
    await choose(me).run(me, world);
  }
};
