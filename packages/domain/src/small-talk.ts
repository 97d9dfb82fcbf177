import { addAward } from './awards.ts';
import { SMALL_TALK_MIN_MESSAGES } from './games.ts';
import { told } from './notice-words.ts';
import { notify } from './notifications.ts';
import type { Player } from './pairing.ts';
import { atRate, FULL_RATE, type PartnerRate } from './partner-awards.ts';
import { accept, type Claim, type Context, claim, type Plan, WriteSet } from './plan.ts';
import { POINTS } from './points.ts';
import { pairId } from './scoring.ts';
import type { PointValues } from './scoring-table.ts';
import type { Node } from './store/node.ts';
import { type GameRoom, roomNodes } from './store/rooms.ts';

/**
 * Leaving a room settles its small talk at the pair's claim (decideSmallTalk decides there whether
 * it pays): only a leaver who is in the room, and only a room of two players; otherwise null.
 */
export const smallTalkClaim = (
  room: GameRoom | null,
  me: { readonly publicId: string; readonly eventId: string },
  players: readonly Pick<Player, 'key'>[],
): Node<number> | null => {
  const [first, second] = players;
  if (first === undefined || second === undefined || !room?.players?.[me.publicId]) return null;
  return roomNodes.smallTalk(me.eventId, pairId(first.key, second.key));
};

/** A small talk that paid completes the game for its players (each their own claim). */
export const completedByTalk = <P>(
  talk: { readonly awarded: number },
  players: readonly P[],
): readonly P[] => (talk.awarded > 0 ? players : []);

/**
 * Whether a room's small talk really happened, as the server reads the room's messages: a
 * confirmed small talk of two players, each of whom wrote at least SMALL_TALK_MIN_MESSAGES.
 */
export const talkHappened = (room: GameRoom | null, players: readonly Player[]): boolean => {
  if (room === null || room.game !== 'act05' || room.status !== 'confirmed') return false;
  const sent = (publicId: string) =>
    Object.values(room.messages ?? {}).filter((m) => m.by === publicId).length;
  return (
    players.length === 2 &&
    players.every((p) => sent(p.profile.publicId) >= SMALL_TALK_MIN_MESSAGES)
  );
};

/**
 * A small talk that really happened pays both, once per pair of attendees per event, decided in
 * a transaction on the pair's claim, each at their share under the partner rule; `awarded` is
 * what the caller (the leaver) was paid.
 */
export const decideSmallTalk = (
  claimedAt: number | null,
  room: GameRoom | null,
  players: readonly Player[],
  ctx: Context,
  /** Each player's share under the partner rule (partner-awards.ts), by key. */
  rates: Readonly<Record<string, PartnerRate>> = {},
  caller?: string,
  /** The event's point values (scoring-table.ts). */
  values: PointValues = POINTS,
): Claim<TalkPayout, number> => {
  if (!talkHappened(room, players) || claimedAt !== null) return accept({ awarded: 0, paid: {} });
  const writes = new WriteSet();
  const paid = (player: Player) => atRate(values.smallTalk, rates[player.key] ?? FULL_RATE);
  for (const player of players) {
    addAward(
      writes,
      player.profile,
      {
        key: player.key,
        points: paid(player),
        full: values.smallTalk,
        reason: 'small-talk',
        by: 'system',
      },
      ctx,
    );
  }
  const mine = players.find((p) => p.key === caller);
  return claim(
    ctx.now,
    accept(
      {
        awarded: mine === undefined ? values.smallTalk : paid(mine),
        paid: Object.fromEntries(players.map((player) => [player.key, paid(player)])),
      },
      writes,
    ),
  );
};

/** What a small talk's claim paid: the caller's share, and every player's by key. */
export type TalkPayout = {
  readonly awarded: number;
  readonly paid: Readonly<Record<string, number>>;
};

/**
 * Each player of a small talk that paid told what it paid them, the completion included, before
 * the room closes: the one who did not press Leave learns it too. The players come back with
 * their notification lists as they now are, for the disconnect's notification after it.
 */
export const notifySmallTalk = (
  talk: TalkPayout,
  completions: Readonly<Record<string, number>>,
  players: readonly Player[],
  ctx: Pick<Context, 'newId'>,
): Plan<readonly Player[]> => {
  const writes = new WriteSet();
  const updated = players.map((player) => {
    const paid = { talk: talk.paid[player.key] ?? 0, completion: completions[player.key] ?? 0 };
    if (paid.talk + paid.completion === 0) return player;
    const partner = players.find((other) => other !== player)?.profile.name ?? '';
    const notifications = notify(
      writes,
      player.key,
      player.notifications,
      {
        ...told({
          message: 'smallTalk',
          params: { partner, talk: paid.talk, completion: paid.completion },
        }),
        points: paid.talk + paid.completion,
      },
      ctx,
    );
    return { ...player, notifications };
  });
  return accept(updated, writes);
};
