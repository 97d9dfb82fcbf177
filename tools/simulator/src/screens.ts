import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '@engage/devstack/seed';
import { LEADERBOARD_TOP_N } from '@engage/domain/constants';
import { type BoardEntry, boardNodes } from '@engage/domain/store/boards';
import { eventNodes } from '@engage/domain/store/events';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { limitToFirst, limitToLast, type Unsubscribe } from 'firebase/database';
import type { SimAttendee } from './attendee.ts';
import { type SimClient, simClient } from './client.ts';
import { limiter } from './limiter.ts';
import { orderByIndexed, readNode, watchNode } from './node-reads.ts';
import { OwnEntryClock } from './own-entry.ts';
import type { Rng } from './random.ts';
import { type Peer, sleep, type World } from './world.ts';

/**
 * The screens that watch rather than play: leaderboard viewers (the event's top 20 and their own
 * entry, live, as /leaderboard listens) and the organiser's dashboard, whose point adjustments
 * are the awards the viewers time from the organiser's click to their screen.
 */
type Row = Partial<Pick<BoardEntry, 'score'>>;
/** How a screen follows the top 20: the published snapshot (the app), or the live query. */
export type BoardDesign = 'snapshot' | 'query';

export const watchTop = (
  client: SimClient,
  eventId: string,
  design: BoardDesign,
  onRows: (rows: Readonly<Record<string, Row>>) => void,
  onRefused: () => void,
): Unsubscribe => {
  if (design === 'query') {
    const board = boardNodes.board(eventId, 'all');
    return watchNode(
      client.db,
      board,
      (rows) => onRows(rows ?? {}),
      onRefused,
      orderByIndexed(board, 'score'),
      limitToLast(LEADERBOARD_TOP_N),
    );
  }
  return watchNode(
    client.db,
    boardNodes.snapshot(eventId, 'all'),
    (published) => onRows(published?.rows ?? {}),
    onRefused,
  );
};

/** An attendee who keeps the leaderboard open: every award it sees on it is timed. */
export const watchLeaderboard = (viewer: SimAttendee, world: World): Unsubscribe => {
  const seen = new Set<string>();
  const refused = () => world.journal.count('screen: leaderboard listen refused');
  const stopTop = watchTop(
    viewer.client,
    world.setup.eventId,
    'snapshot',
    (rows) => {
      world.journal.count('screen: leaderboard updates');
      const now = Date.now();
      for (const [publicId, row] of Object.entries(rows)) {
        const awaited = world.awaitedScores.get(publicId);
        if (awaited === undefined || seen.has(awaited.id) || (row.score ?? 0) < awaited.score)
          continue;
        seen.add(awaited.id);
        world.journal.screenDelaysMs.push(now - awaited.at);
      }
    },
    refused,
  );
  const clock = new OwnEntryClock((delayMs) => world.journal.ownEntryDelaysMs.push(delayMs));
  viewer.ownEntry = clock;
  const stopOwn = watchNode(
    viewer.client.db,
    boardNodes.entry(world.setup.eventId, 'all', viewer.publicId),
    (entry) => {
      world.journal.count('screen: own entry updates');
      clock.shows(entry?.score ?? 0, Date.now());
    },
    refused,
  );
  return () => {
    stopTop();
    stopOwn();
  };
};

/**
 * The organiser: signs in with the demo organiser account, keeps the board open, and adjusts
 * points with a reason: mostly rewards to people on the board (the awards viewers time), some to
 * anyone, some deductions that may not take a total below what was spent. Now and then they look
 * for suspected rings and void one account's awards while play goes on.
 */
export const runOrganiser = async (
  world: World,
  attendees: readonly SimAttendee[],
  rng: Rng,
  everyMs: number,
): Promise<void> => {
  // The organiser's laptop is not one of the crowd's phones: it does not queue behind them, and a
  // few of its calls may be in flight at once.
  const client = simClient('organiser', { ...world.clientDeps, limiter: limiter(8) });
  await signInWithEmailAndPassword(client.auth, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  let board: Readonly<Record<string, Row>> = {};
  const stop = watchTop(
    client,
    world.setup.eventId,
    'snapshot',
    (rows) => {
      board = rows;
    },
    () => world.journal.count('screen: leaderboard listen refused'),
  );
  let adjustments = 0;
  try {
    while (!world.stopping && Date.now() < world.playEndsAt) {
      await sleep(rng.exponential(everyMs));
      if (world.stopping || Date.now() >= world.playEndsAt) break;
      adjustments += 1;
      if (adjustments % 10 === 0) {
        // The console's people page: one indexed page of the search index, as the screen reads it.
        const people = eventNodes.search(world.setup.eventId);
        await readNode(client.db, people, orderByIndexed(people, 'n'), limitToFirst(50));
        continue;
      }
      if (adjustments % 25 === 5) {
        const scored = Object.keys(board).flatMap((id) => world.peers.get(id) ?? []);
        await voidSuspect(client, world, scored, rng, `simulated void ${adjustments}`);
        continue;
      }
      const onBoard = Object.keys(board).filter((id) => world.peers.has(id));
      const roll = rng.next();
      const publicId =
        roll < 0.6 && onBoard.length > 0
          ? rng.pick(onBoard)
          : rng.pick(attendees.filter((a) => a.seated)).publicId;
      const target = world.peers.get(publicId);
      if (target === undefined) continue;
      const delta = roll < 0.9 ? rng.int(5, 40) : -rng.int(10, 200);
      const reason = `simulated adjustment ${adjustments}`;
      const at = Date.now();
      if (delta > 0 && board[publicId] !== undefined)
        world.awaitedScores.set(publicId, {
          id: reason,
          score: (board[publicId]?.score ?? 0) + delta,
          at,
        });
      const result = await client.call(
        'adminAdjustPoints',
        { userKey: target.key, delta, reason },
        ['below-spent'],
      );
      if (result.ok)
        world.journal.ack({ key: target.key, reason: `admin: ${reason}`, points: delta });
    }
  } finally {
    stop();
    await client.close();
  }
};

/**
 * The console's ring check, then a void of one account: the first flagged member not voided yet,
 * else someone on the board (a run of honest attendees may flag none), racing the awards still
 * being paid, so the end-of-run checks see totals, boards and teams after voids.
 */
const voidSuspect = async (
  client: SimClient,
  world: World,
  scored: readonly Peer[],
  rng: Rng,
  reason: string,
): Promise<void> => {
  const report = await client.call('adminRingReport', { eventId: world.setup.eventId });
  const flagged = report.ok
    ? report.value.clusters.flatMap((c) => c.members).filter((m) => m.voided === 0)
    : [];
  const key = flagged[0]?.key ?? (scored.length > 0 ? rng.pick(scored).key : undefined);
  if (key === undefined) return;
  const voided = await client.call('adminVoidAwards', { userKey: key, reason }, [
    'nothing-to-void',
  ]);
  if (voided.ok) world.journal.count('organiser: awards voided', voided.value.voided);
};
