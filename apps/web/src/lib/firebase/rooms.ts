import { chatWaitMs, planChatLine } from '@engage/domain/chat';
import { DomainError } from '@engage/domain/errors';
import { type GameRoom, type PlayerCard, roomNodes } from '@engage/domain/store/rooms';
import { type OnlineEntry, userNodes } from '@engage/domain/store/users';
import type { PairNode } from '@engage/domain/store/users-play';
import { onDisconnect, onValue, push, ref, serverTimestamp, set, update } from 'firebase/database';
import { dbAt, eventDb } from './database-client.ts';
import { watch } from './read.ts';

/** Someone at the event with the app open, as the online list shows them. */
export type OnlineAttendee = PlayerCard & { readonly publicId: string; readonly at: number };

/** The attendees online at an event, by name; entries without a name are someone's half-written. */
export const watchOnline = (
  eventId: string,
  onChange: (people: OnlineAttendee[]) => void,
  onError: (error: Error) => void,
): (() => void) =>
  watch(
    userNodes.online(eventId),
    (online) => {
      // Entries are written by each attendee: one may be half-written, any field missing.
      const raw: Readonly<Record<string, Partial<OnlineEntry>>> = online ?? {};
      onChange(
        Object.entries(raw)
          .filter(([, entry]) => typeof entry.name === 'string' && entry.name !== '')
          .map(([publicId, entry]) => ({
            publicId,
            name: entry.name ?? '',
            color: entry.color ?? '',
            at: entry.at ?? 0,
          }))
          .sort((a, b) => a.name.localeCompare(b.name) || a.publicId.localeCompare(b.publicId)),
      );
    },
    onError,
  );

/** The user's own pairing flags, live; null before their first pairing. */
export const watchPairFlags = (
  key: string,
  onChange: (flags: PairNode | null) => void,
  onError: (error: Error) => void,
): (() => void) => watch(userNodes.pairFlags(key), onChange, onError);

/**
 * A room, live. Only its two players may read it, and the server names a room in the flags a
 * moment before it writes the room, so a listen started on the flags alone could be refused. The
 * user's own mirror of the room (users/{key}/rooms/{roomId}) is written in the same update as the
 * room: the room is listened to once the mirror is there. A refused listen means the room is gone.
 */
export const watchRoom = (
  key: string,
  roomId: string,
  onChange: (room: GameRoom | null) => void,
): (() => void) => {
  let stopRoom: (() => void) | undefined;
  const stopMirror = onValue(
    ref(dbAt(userNodes.room(key, roomId)), userNodes.room(key, roomId)),
    (mirror) => {
      if (stopRoom !== undefined) return;
      if (!mirror.exists()) {
        onChange(null);
        return;
      }
      stopRoom = watch(
        roomNodes.room(roomId),
        // A room is gone once its players are: a field written as the room was deleted can leave
        // remains without players behind (the cleanup removes them), and a screen must not show those.
        (room) => onChange(room?.players === undefined ? null : room),
        () => onChange(null),
      );
    },
  );
  return () => {
    stopMirror();
    stopRoom?.();
  };
};

/** How far the database's clock is ahead of this device's, so countdowns end when the server's do. */
export const watchServerTimeOffset = (onChange: (offsetMs: number) => void): (() => void) =>
  onValue(ref(dbAt('.info'), '.info/serverTimeOffset'), (snapshot) =>
    onChange(Number(snapshot.val() ?? 0)),
  );

/** How far the database's clock is ahead, kept from the first line sent on. */
let clockOffset: number | undefined;
const serverNow = (): number => {
  if (clockOffset === undefined) {
    clockOffset = 0;
    onValue(ref(dbAt('.info'), '.info/serverTimeOffset'), (snapshot) => {
      clockOffset = Number(snapshot.val() ?? 0);
    });
  }
  return Date.now() + clockOffset;
};

/** A little past the gap the rules keep between two lines, for the clocks' disagreement. */
const PACE_MARGIN_MS = 100;

/**
 * A chat line and the player's tally, in one update (planChatLine, whose numbers the rules hold);
 * the server's clock stamps both, so both players see the same order. A line sent sooner than
 * the rules take waits its turn; one past the room's limit is refused with chat-full.
 */
export const sendRoomMessage = async (
  roomId: string,
  room: GameRoom,
  by: string,
  text: string,
): Promise<void> => {
  const wait = chatWaitMs(room, by, serverNow());
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + PACE_MARGIN_MS));
  const messageId =
    push(ref(dbAt(roomNodes.messages(roomId)), roomNodes.messages(roomId))).key ?? '';
  const plan = planChatLine(room, roomId, by, messageId, text, serverNow());
  if (!plan.ok) throw new DomainError(plan.error);
  await update(ref(eventDb()), plan.writes.sets);
};

/**
 * While the user is in a room, a dropped connection marks them lost in it at the server's time
 * (onDisconnect), so the other player waits for them; on every reconnection the mark is armed
 * again and then cleared, which the rules allow only within the grace period (ROOM_GRACE_MS).
 * Closing the tab is leaving for good, not a blip: the player is flagged disconnected while the
 * page still has its socket. Leaving the room in the ordinary way cancels both.
 */
export const armRoomDisconnect = (roomId: string, publicId: string): (() => void) => {
  const lost = ref(dbAt(roomNodes.room(roomId)), roomNodes.playerLostAt(roomId, publicId));
  const gone = ref(dbAt(roomNodes.room(roomId)), roomNodes.playerDisconnected(roomId, publicId));
  const fail = (error: unknown) => console.error('room presence', error);
  let live = true;
  const stop = onValue(ref(dbAt('.info'), '.info/connected'), (snapshot) => {
    if (snapshot.val() !== true) return;
    onDisconnect(lost)
      .set(serverTimestamp())
      .then(() => (live ? set(lost, null) : undefined))
      .catch(fail);
  });
  const closing = () => {
    set(gone, true).catch(fail);
  };
  addEventListener('pagehide', closing);
  return () => {
    live = false;
    stop();
    removeEventListener('pagehide', closing);
    onDisconnect(lost).cancel().catch(fail);
  };
};
