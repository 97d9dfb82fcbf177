import type { SimAttendee } from './attendee.ts';
import type { CheckResult } from './invariants.ts';
import type { Rng } from './random.ts';
import type { SimStack } from './stack.ts';
import { sleep, type World } from './world.ts';

/**
 * What goes wrong at a venue, on a schedule drawn from the seed: phones losing their socket in
 * the middle of a game (and reconnecting), inputs no screen would send, the Functions emulator
 * restarting under load, and (a stack started here only) every database socket dropped at once,
 * as when the venue's network blinks. Duplicate submissions are the double taps in games.ts.
 */
type Malformed = {
  readonly name: string;
  readonly data: unknown;
  readonly codes: readonly string[];
};

const INVALID = ['invalid-argument'];
/** Failures that are no answer: the call never reached a function, or was cut off. */
const UNANSWERED = [
  'transport',
  'not sent',
  'functions/deadline-exceeded',
  'functions/unavailable',
  // The emulator is up but has not loaded the functions yet: no function answered.
  'functions/not-found',
];

/** Inputs no screen sends; each must be refused with a typed error and change nothing. */
const malformedInputs = (me: SimAttendee, other: SimAttendee): readonly Malformed[] => [
  { name: 'awardConnection', data: { qr: 42 }, codes: INVALID },
  { name: 'awardConnection', data: { qr: 'x'.repeat(2_000) }, codes: INVALID },
  { name: 'awardConnection', data: { qr: 'not a code at all' }, codes: ['invalid-qr'] },
  { name: 'awardConnection', data: { qr: '' }, codes: ['invalid-qr'] },
  { name: 'awardConnection', data: {}, codes: INVALID },
  { name: 'buyPrize', data: { prizeId: '../mug', qty: 1, requestId: 'r-1' }, codes: INVALID },
  { name: 'buyPrize', data: { prizeId: 'mug', qty: -1, requestId: 'r-2' }, codes: INVALID },
  { name: 'buyPrize', data: { prizeId: 'mug', qty: 1.5, requestId: 'r-3' }, codes: INVALID },
  {
    name: 'buyPrize',
    data: { prizeId: 'mug', qty: 1, requestId: 'r-4', price: 0 },
    codes: INVALID,
  },
  {
    name: 'buyPrize',
    data: { prizeId: 'no-such-prize', qty: 1, requestId: `r-${me.index}-ghost` },
    codes: ['not-found'],
  },
  { name: 'answerTrivia', data: { questionId: 'q/1', answer: 'red' }, codes: INVALID },
  {
    name: 'answerTrivia',
    data: { questionId: 'no-such-question', answer: 'red' },
    codes: ['not-found', 'rate-limited'],
  },
  { name: 'answerTrivia', data: { questionId: 'q1', answer: '' }, codes: INVALID },
  { name: 'requestPair', data: { otherPublicId: '', game: 'act05' }, codes: INVALID },
  { name: 'requestPair', data: { otherPublicId: other.publicId, game: 'chess' }, codes: INVALID },
  {
    name: 'requestPair',
    data: { otherPublicId: 'nobody-here' },
    codes: ['not-found', 'rate-limited'],
  },
  { name: 'playRps', data: { roomId: 'no-room', move: 'lizard' }, codes: INVALID },
  {
    name: 'playRps',
    data: { roomId: 'no-room', move: 'rock' },
    codes: ['not-found', 'rate-limited'],
  },
  { name: 'respondPair', data: { roomId: 'no-room', accept: 'yes' }, codes: INVALID },
  {
    name: 'adminAdjustPoints',
    data: { userKey: other.key, delta: 1_000, reason: 'help a friend' },
    codes: ['not-admin'],
  },
  { name: 'levelUp', data: { boost: true }, codes: INVALID },
  // (A list where no input is expected reads as no input, as the functions' own tests allow.)
  { name: 'startBingo', data: { card: 'full' }, codes: INVALID },
  { name: 'issueQrToken', data: null, codes: INVALID },
  {
    name: 'register',
    data: {
      name: me.profile.name,
      company: 'x',
      department: 'x',
      teamName: 'AGILE',
      eventId: 'no-such-event',
      customerId: 'someone-else',
    },
    codes: INVALID,
  },
];

/** Sends one malformed input from a random attendee; counts how it was answered. */
const sendMalformed = async (world: World, attendees: readonly SimAttendee[], rng: Rng) => {
  const seated = attendees.filter((a) => a.seated && !a.offline);
  if (seated.length < 2) return;
  const me = rng.pick(seated);
  const other = rng.pick(seated.filter((a) => a !== me));
  const input = rng.pick(malformedInputs(me, other));
  const label = `${input.name} ${JSON.stringify(input.data).slice(0, 60)}`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const result = await me.client.callRaw(
      input.name,
      input.data,
      input.codes,
      `${input.name} (malformed)`,
    );
    if (result.ok) world.malformed.accepted.push(label);
    else if (result.outcome.kind === 'refused') world.malformed.refused += 1;
    // No answer at all (the Functions emulator restarting): the question was never put. Again.
    else if (UNANSWERED.includes(result.outcome.code)) {
      await sleep(3_000);
      continue;
    } else world.malformed.untyped.push(`${label}: ${result.outcome.code}`);
    return;
  }
  world.malformed.unanswered += 1;
};

export const checkMalformed = (world: World): CheckResult => {
  const { accepted, untyped, refused, unanswered } = world.malformed;
  const answered = refused + accepted.length + untyped.length;
  return {
    name: 'every malformed input is refused with a typed error',
    checked: `${answered.toLocaleString('en')} malformed inputs${unanswered > 0 ? ` (${unanswered} never answered: the Functions emulator was down)` : ''}`,
    violations: [
      ...accepted.slice(0, 10).map((label) => `accepted: ${label}`),
      ...untyped.slice(0, 10).map((label) => `untyped failure: ${label}`),
    ],
  };
};

/** Runs the fault schedule over the play time; resolves when play ends. */
export const runFaults = async (
  world: World,
  attendees: readonly SimAttendee[],
  stack: SimStack,
  rng: Rng,
): Promise<void> => {
  const start = Date.now();
  const playMs = world.playEndsAt - start;
  const at = (fraction: number) => start + fraction * playMs;
  const events: { readonly when: number; readonly run: () => Promise<void> }[] = [];
  const seated = attendees.filter((a) => a.seated);

  // Sockets killed mid-game: a player in a room loses the network for a few seconds.
  const kills = Math.max(3, Math.round(seated.length / 25));
  for (let i = 0; i < kills; i += 1) {
    events.push({
      when: at(0.1 + 0.8 * rng.next()),
      run: async () => {
        const inRooms = seated.filter((a) => a.room !== null && !a.offline);
        const pool = inRooms.length > 0 ? inRooms : seated.filter((a) => !a.offline);
        if (pool.length === 0) return;
        const victim = rng.pick(pool);
        world.journal.count(
          victim.room !== null ? 'fault: socket killed mid-game' : 'fault: socket killed',
        );
        await victim.loseNetwork(rng.int(2_000, 8_000));
        world.journal.count('fault: reconnected');
      },
    });
  }
  const malformed = Math.max(10, Math.round(seated.length / 10));
  for (let i = 0; i < malformed; i += 1)
    events.push({
      when: at(0.05 + 0.9 * rng.next()),
      run: () => sendMalformed(world, attendees, rng),
    });
  const { restartFunctions, dropConnections } = stack;
  if (restartFunctions !== null)
    events.push({
      when: at(0.45),
      run: async () => {
        world.journal.count('fault: Functions emulator restarted');
        world.faultTimes.functionsRestartMs = await restartFunctions();
      },
    });
  if (dropConnections !== null)
    events.push({
      when: at(0.7),
      run: async () => {
        world.journal.count('fault: every database socket dropped');
        await dropConnections();
      },
    });
  events.sort((a, b) => a.when - b.when);
  const running: Promise<void>[] = [];
  for (const event of events) {
    await sleep(event.when - Date.now());
    if (world.stopping) break;
    running.push(event.run().catch(() => world.journal.count('fault: could not be injected')));
  }
  await Promise.all(running);
};
