import { GAME, POINTS } from '@engage/domain/points';
import { eventNodes } from '@engage/domain/store/events';
import { get, ref } from 'firebase/database';
import type { SimAttendee } from './attendee.ts';
import type { Called } from './client.ts';
import type { Peer, World } from './world.ts';

/**
 * The games an attendee plays on its own phone: scanning someone's QR code (or typing its code),
 * network bingo, picture trivia, the prize market and levelling up. Each acknowledged award is
 * written in the journal as the ledger entry it must have made; some taps are doubled, as
 * impatient thumbs do, and must be paid once.
 */
const okValues = <T>(answers: readonly Called<T>[]): T[] =>
  answers.flatMap((answer) => (answer.ok ? [answer.value] : []));

/** A leaderboard viewer times its own entry from each of its calls that paid it (own-entry.ts). */
const timeOwnEntry = <T extends { readonly awarded: number }>(
  me: SimAttendee,
  answers: readonly Called<T>[],
) => {
  for (const answer of answers)
    if (answer.ok) me.ownEntry?.paid(answer.sentAt, answer.value.awarded);
};

/** Once or, for a double tap, twice at the same time. */
const tap = <T>(twice: boolean, send: () => Promise<Called<T>>) =>
  Promise.all(twice ? [send(), send()] : [send()]);

/** Someone at the venue to scan: mostly someone not met yet. Ring accounts play only each other. */
export const connect = async (me: SimAttendee, world: World): Promise<void> => {
  const others = [...world.peers.values()].filter(
    (peer) => peer.key !== me.key && !peer.ring && peer.available(),
  );
  if (others.length === 0) return;
  const fresh = others.filter((peer) => !me.connectedWith.has(peer.key));
  await scan(me, world, me.rng.pick(fresh.length > 0 && me.rng.chance(0.85) ? fresh : others));
};

/** A QR scan: the camera reads the app URL, the QR text, or the person types the short code. */
export const scan = async (me: SimAttendee, world: World, target: Peer): Promise<void> => {
  const shown = await target.showQr();
  if (shown === null) return;
  const form = me.rng.next();
  const qr =
    form < 0.6
      ? `http://localhost:5173/connect?qr=${encodeURIComponent(shown.qr)}`
      : form < 0.85
        ? shown.qr
        : `${shown.code.slice(0, 4).toLowerCase()} ${shown.code.slice(4)}`;
  const twice = me.rng.chance(0.1);
  if (twice) world.journal.count('duplicate: scan sent twice');
  await me.pace('award');
  // A code lives a minute and a typed one connects one partner: one that waited in the queue past
  // its minute (expired, or already swept away) or was typed by someone first is refused.
  const answers = await tap(twice, () =>
    me.client.call('awardConnection', { qr }, [
      'already-connected',
      'rate-limited',
      'qr-expired',
      'invalid-qr',
    ]),
  );
  timeOwnEntry(me, answers);
  for (const result of okValues(answers)) {
    me.connectedWith.add(target.key);
    // One call may pay three things, each with its own ledger entry: the connection (or booth
    // visit), the first connection's completion of QR networking, and bingo lines.
    world.journal.ack({
      key: me.key,
      // A booth visit pays the visitor under its own reason; the rep's side of it (boothVisit is
      // true for both sides) is a plain connection. The partner rule may pay either less.
      reason: result.boothVisit && me.me?.metadata.isRep !== true ? 'booth-visit' : 'qr-connection',
      points: result.paid.connection,
    });
    if (result.paid.completion > 0)
      world.journal.ack({
        key: me.key,
        reason: `complete-${GAME.networking}`,
        points: result.paid.completion,
      });
  }
  if (answers.some((a) => !a.ok && a.outcome.code === 'already-connected'))
    me.connectedWith.add(target.key);
};

export const startBingo = async (me: SimAttendee): Promise<void> => {
  await me.pace('game');
  const card = await me.client.call('startBingo', {}, ['rate-limited']);
  if (card.ok) me.bingoStarted = true;
};

/** The trivia screen reads the questions, and the attendee answers one (right, mostly). */
export const answerTrivia = async (me: SimAttendee, world: World): Promise<void> => {
  const open = world.setup.trivia.filter((q) => !me.answered.has(q.id));
  if (open.length === 0) return;
  await get(ref(me.client.db, eventNodes.trivia(world.setup.eventId))).catch(() => null);
  const question = me.rng.pick(open);
  const answer = me.rng.chance(0.7) ? question.answer : me.rng.pick(question.options);
  const twice = me.rng.chance(0.1);
  if (twice) world.journal.count('duplicate: trivia answer sent twice');
  await me.pace('game');
  const answers = await tap(twice, () =>
    me.client.call('answerTrivia', { questionId: question.id, answer }, [
      'already-completed',
      'rate-limited',
    ]),
  );
  if (answers.some((a) => a.ok || a.outcome.code === 'already-completed'))
    me.answered.add(question.id);
  timeOwnEntry(me, answers);
  for (const result of okValues(answers)) {
    if (result.correct)
      world.journal.ack({ key: me.key, reason: 'trivia-right', points: POINTS.triviaRight });
    const completion = result.awarded - (result.correct ? POINTS.triviaRight : 0);
    if (completion > 0)
      world.journal.ack({ key: me.key, reason: 'complete-act02', points: completion });
  }
};

/**
 * A purchase with the screen's request id; a third of them are tapped twice, and one lost to the
 * network is sent again with the same id: each request is charged once.
 */
export const buyPrize = async (me: SimAttendee, world: World): Promise<void> => {
  const affordable = world.setup.prizes.filter((p) => p.cost <= me.balance);
  if (affordable.length === 0) return;
  const prize = me.rng.pick(affordable);
  me.purchases += 1;
  const requestId = `req-${me.index}-${me.purchases}`;
  const twice = me.rng.chance(0.3);
  if (twice) world.journal.count('duplicate: purchase sent twice');
  const expected = ['insufficient-points', 'out-of-stock'];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const answers = await tap(twice && attempt === 0, async () => {
      await me.pace('market');
      return me.client.call('buyPrize', { prizeId: prize.id, qty: 1, requestId }, expected);
    });
    for (const result of okValues(answers))
      world.journal.ack({
        key: me.key,
        reason: `buy-${prize.id}`,
        points: -result.spent,
        id: requestId,
      });
    if (!answers.every((a) => !a.ok && a.outcome.kind === 'failed')) return;
    world.journal.count('retry: purchase sent again after a lost answer');
    await me.nap(2_000);
  }
};

/** The badge screen's level-up button: when the points reach the next level, or pressed early. */
export const levelUp = async (me: SimAttendee): Promise<void> => {
  await me.pace('market');
  const result = await me.client.call('levelUp', {}, ['level-up-short', 'illegal-transition']);
  if (!result.ok && result.outcome.code === 'level-up-short') await me.nap(5_000);
};
