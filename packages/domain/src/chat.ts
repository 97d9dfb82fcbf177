import { accept, type Plan, refuse, WriteSet } from './plan.ts';
import { SERVER_TIME } from './store/node.ts';
import { type GameRoom, roomNodes } from './store/rooms.ts';

/**
 * A small talk's chat, which the players write themselves (a line must not wait for a function):
 * the database rules hold these numbers, so a script meets them too. Each player may write
 * `linesPerPlayer` lines in a room, one per `gapMs` at most, each up to `textMax` characters: a
 * room holds at most about 50 KB, where a script once pushed 174 KB to the other player.
 */
export const CHAT_LIMITS = { textMax: 500, linesPerPlayer: 50, gapMs: 1_000 } as const;

/** How long a player must still wait before their next line, by the server's time `now`. */
export const chatWaitMs = (room: GameRoom, me: string, now: number): number => {
  const tally = room.sent?.[me];
  return tally === undefined ? 0 : Math.max(0, tally.at + CHAT_LIMITS.gapMs - now);
};

/** The lines a player may still write in the room. */
export const chatLinesLeft = (room: GameRoom, me: string): number =>
  Math.max(0, CHAT_LIMITS.linesPerPlayer - (room.sent?.[me]?.n ?? 0));

/**
 * A line `me` writes into the room under the fresh id `messageId`: the message and the player's
 * tally (one more line, its time, its id) in one update, which is the only shape the rules take.
 * Refused when the player has written all the lines a room takes (chat-full) or the last one is
 * too recent (rate-limited); the text is the screen's, checked there (trimmed, 1 to 500).
 */
export const planChatLine = (
  room: GameRoom,
  roomId: string,
  me: string,
  messageId: string,
  text: string,
  now: number,
): Plan<{ readonly left: number }> => {
  if (chatLinesLeft(room, me) === 0) return refuse('chat-full');
  if (chatWaitMs(room, me, now) > 0) return refuse('rate-limited');
  const n = (room.sent?.[me]?.n ?? 0) + 1;
  const writes = new WriteSet()
    .set(roomNodes.message(roomId, messageId), { by: me, text, at: SERVER_TIME })
    .set(roomNodes.sent(roomId, me), { n, at: SERVER_TIME, last: messageId });
  return accept({ left: CHAT_LIMITS.linesPerPlayer - n }, writes);
};
