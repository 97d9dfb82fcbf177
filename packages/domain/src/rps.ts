import { addAward } from './awards.ts';
import { stateToFlags } from './chat-pairing.ts';
import { RPS_MOVE_TIMEOUT_MS, type RpsResult } from './games.ts';
import { told } from './notice-words.ts';
import { addNotification } from './notifications.ts';
import type { Player } from './pairing.ts';
import { atRate, FULL_RATE, type PartnerRate } from './partner-awards.ts';
import { accept, type Claim, type Context, claim, type Plan, refuse, WriteSet } from './plan.ts';
import { POINTS } from './points.ts';
import { rpsWinner } from './room.ts';
import type { PointValues } from './scoring-table.ts';
import type { Node } from './store/node.ts';
import {
  type GameRoom,
  type RpsMove,
  type RpsPaid,
  type RpsState,
  roomNodes,
} from './store/rooms.ts';
import { userNodes } from './store/users.ts';

/**
 * Rock-paper-scissors (act03), best of three: moves wait at rpsMoves/{room}, which no client can
 * read, until both are in; the room shows who moved, never what. Two won rounds win the match (a
 * match of draws ends after 9 rounds, the leader winning); a player who does not move within 30 s
 * forfeits. The win pays once per distinct opponent per event.
 */
const WINS_NEEDED = 2;
const MAX_ROUNDS = 9;

/** Only a player of a running rock-paper-scissors room may move. */
export const decideRpsRoom = (room: GameRoom | null, me: string): Plan<GameRoom> => {
  if (room === null || room.players?.[me] === undefined) return refuse('not-found', 'room');
  if (room.game !== 'act03') return refuse('illegal-transition', 'not a rock-paper-scissors room');
  if (room.status === 'finished') return refuse('illegal-transition', 'the match is over');
  if (room.status !== 'confirmed') return refuse('illegal-transition', 'the match has not started');
  return accept(room);
};

/** A move goes in a transaction on the round's hidden moves: one move per player per round. */
export const claimMove = (
  moves: Readonly<Record<string, RpsMove>> | null,
  me: string,
  move: RpsMove,
): Claim<Readonly<Record<string, RpsMove>>, Readonly<Record<string, RpsMove>>> => {
  if (moves?.[me] !== undefined)
    return refuse('illegal-transition', 'you already moved this round');
  const next = { ...moves, [me]: move };
  return claim(next, accept(next));
};

/** The match so far; an empty score is not stored by the database, so it reads back absent. */
const state = (room: GameRoom): RpsState => ({
  round: 1,
  roundStartedAt: room.updatedAt,
  ...room.rps,
  score: room.rps?.score ?? {},
});

/** The end of a match: the room finished, its players (still in it) free to pair again. */
const finish = (
  writes: WriteSet,
  roomId: string,
  rps: RpsState,
  winner: string | null,
  players: readonly Pick<Player, 'key' | 'node'>[],
  now: number,
): WriteSet => {
  writes
    .remove(roomNodes.rpsMoves(roomId))
    .set(roomNodes.field(roomId, 'status'), 'finished')
    .set(roomNodes.field(roomId, 'updatedAt'), now)
    .set(roomNodes.rps(roomId), { ...rps, winner, moved: null });
  for (const player of players)
    if (player.node?.roomId === roomId)
      writes.set(userNodes.pairFlags(player.key), stateToFlags('rejected'));
  return writes;
};

/**
 * After a move: alone, the room shows that this player moved; with both in, the round resolves
 * (the moves are shown, the score moves), then the match finishes or the next round starts.
 */
export const decideRpsRound = (
  roomId: string,
  room: GameRoom,
  played: Readonly<Record<string, RpsMove>>,
  players: readonly Pick<Player, 'key' | 'node'>[],
  now: number,
): Plan<RpsResult> => {
  const rps = state(room);
  const movers = Object.keys(played);
  if (movers.length < 2) {
    const writes = new WriteSet().set(roomNodes.rpsMoved(roomId), {
      ...rps.moved,
      ...Object.fromEntries(movers.map((p) => [p, true])),
    });
    return accept({ status: 'waiting', round: rps.round, score: rps.score, awarded: 0 }, writes);
  }
  const winner = rpsWinner(played);
  const score = { ...rps.score };
  if (winner !== null) score[winner] = (score[winner] ?? 0) + 1;
  const lastResult = { round: rps.round, moves: played, winner };
  const leader = Object.entries(score).sort((a, b) => b[1] - a[1]);
  const [first, second] = leader;
  const won = first !== undefined && first[1] >= WINS_NEEDED;
  if (won || rps.round >= MAX_ROUNDS) {
    const matchWinner =
      first !== undefined && (second === undefined || first[1] > second[1]) ? first[0] : null;
    const next = { ...rps, score, lastResult };
    return accept(
      { status: 'finished', round: rps.round, score, winner: matchWinner, awarded: 0 },
      finish(new WriteSet(), roomId, next, matchWinner, players, now),
    );
  }
  const writes = new WriteSet()
    .remove(roomNodes.rpsMoves(roomId))
    .set(roomNodes.field(roomId, 'updatedAt'), now)
    .set(roomNodes.rps(roomId), {
      ...rps,
      round: rps.round + 1,
      roundStartedAt: now,
      score,
      lastResult,
      moved: null,
    });
  return accept({ status: 'round', round: rps.round + 1, score, awarded: 0 }, writes);
};

/**
 * The other player did not move in time: the player who did wins by forfeit, decided in a
 * transaction on the hidden moves so a late move cannot slip in.
 */
export const claimForfeit = (
  moves: Readonly<Record<string, RpsMove>> | null,
  roomId: string,
  room: GameRoom,
  me: string,
  players: readonly Pick<Player, 'key' | 'node'>[],
  now: number,
): Claim<RpsResult, Readonly<Record<string, RpsMove>>> => {
  const rps = state(room);
  if (moves?.[me] === undefined) return refuse('illegal-transition', 'move first');
  if (Object.keys(moves).length > 1) return refuse('illegal-transition', 'both have moved');
  if (now < rps.roundStartedAt + RPS_MOVE_TIMEOUT_MS)
    return refuse('illegal-transition', 'the other player still has time');
  const writes = finish(new WriteSet(), roomId, { ...rps, forfeit: true }, me, players, now);
  return claim(
    null,
    accept(
      { status: 'finished', round: rps.round, score: rps.score, winner: me, awarded: 0 },
      writes,
    ),
  );
};

/**
 * The winner's points, once per distinct opponent per event (a transaction on the pair's win
 * claim, so two friends cannot farm each other); both players are told once the match is settled
 * (notifyRps).
 */
export const decideRpsPayout = (
  claimedAt: number | null,
  winner: Player,
  ctx: Context,
  /** The winner's share under the partner rule (partner-awards.ts). */
  rate: PartnerRate = FULL_RATE,
  /** The event's point values (scoring-table.ts). */
  values: PointValues = POINTS,
): Claim<{ readonly awarded: number }, number> => {
  if (claimedAt !== null) return accept({ awarded: 0 });
  const writes = new WriteSet();
  const points = atRate(values.rpsWin, rate);
  addAward(
    writes,
    winner.profile,
    { key: winner.key, points, full: values.rpsWin, reason: 'rps-win', by: 'system' },
    ctx,
  );
  return claim(ctx.now, accept({ awarded: points }, writes));
};

/**
 * The key of a win's pay-once claim under rpsWins/{event}: directed, winner first
 * (`winner~loser`), so a win pays once per opponent and each of two players may be paid once for
 * beating the other. Claims have been stored under this key from the start, so it must not change
 * (an old claim would no longer stop a second payment), and the simulator reads the winner from it.
 */
export const rpsWinId = (winner: string, loser: string): string => `${winner}~${loser}`;

type RpsSettlement = {
  /** The winner's pay-once claim (decideRpsPayout decides there), or null: nobody to pay. */
  readonly payout: {
    readonly at: Node<number>;
    readonly winner: Player;
    readonly loser: Player;
  } | null;
  /** The players whose game completes (each their own claim). */
  readonly completes: readonly Player[];
};

/**
 * What a result settles once committed: a finished match pays its winner (a draw pays nobody) and
 * completes the game for every player; a round or a wait settles nothing.
 */
export const settleRps = (result: RpsResult, players: readonly Player[]): RpsSettlement => {
  if (result.status !== 'finished') return { payout: null, completes: [] };
  const winner = players.find((p) => p.profile.publicId === result.winner);
  const loser = players.find((p) => p.profile.publicId !== result.winner);
  const payout =
    winner === undefined || loser === undefined
      ? null
      : {
          at: roomNodes.rpsWin(winner.profile.eventId, rpsWinId(winner.key, loser.key)),
          winner,
          loser,
        };
  return { payout, completes: players };
};

/** A finished match's result with what its settlement paid each player; others as they are. */
export const settledRps = (
  result: RpsResult,
  paid: Readonly<Record<string, RpsPaid>>,
  me: string,
): RpsResult => {
  if (result.status !== 'finished') return result;
  const mine = paid[me] ?? { win: 0, completion: 0 };
  return { ...result, awarded: mine.win + mine.completion, paid };
};

/**
 * A settled match: what it paid each player kept on the room, so the screen that did not make
 * the last move shows it too (a room already gone is not made again), and each player told what
 * they were paid and why.
 */
export const notifyRps = (
  rps: RpsState | null,
  result: RpsResult,
  players: readonly Player[],
  ctx: Pick<Context, 'newId'>,
): Claim<RpsResult, RpsState> => {
  const writes = new WriteSet();
  const paid = result.paid ?? {};
  for (const player of players) {
    const me = player.profile.publicId;
    const opponent = players.find((other) => other !== player);
    const mine = paid[me] ?? { win: 0, completion: 0 };
    const outcome =
      result.winner === me
        ? 'won'
        : result.winner === null || result.winner === undefined
          ? 'draw'
          : 'lost';
    addNotification(
      writes,
      player.key,
      player.notifications,
      {
        ...told({
          message: 'rps',
          params: {
            outcome,
            opponent: opponent?.profile.name ?? '',
            win: mine.win,
            completion: mine.completion,
          },
        }),
        points: mine.win + mine.completion,
      },
      ctx,
    );
  }
  return rps === null ? accept(result, writes) : claim({ ...rps, paid }, accept(result, writes));
};
