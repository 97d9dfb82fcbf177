import { SERVER_TIME } from '@engage/domain/store/node';
import {
  type Badges,
  CONNECTION_SLOTS,
  NO_BADGES,
  type StoredUser,
  type UserMetadata,
  userNodes,
} from '@engage/domain/store/users';
import type { PurchaseRequest } from '@engage/domain/store/users-play';
import { type DatabaseReference, onDisconnect, onValue, ref, set } from 'firebase/database';
import { dbAt } from './database-client.ts';
import { openOwnEvent } from './event-instance.ts';
import { read, watch, write } from './read.ts';

export type Profile = UserMetadata & {
  readonly photo?: string;
  readonly attendance?: 'in_person' | 'online';
};
/** One of the user's own purchases, with the prize desk's hand-over as they see it. */
export type OwnPurchase = PurchaseRequest & { readonly id: string };

export type Me = {
  readonly key: string;
  readonly profile: Profile;
  readonly points: number;
  readonly spent: number;
  readonly badges: Badges;
  readonly purchases: readonly OwnPurchase[];
};

export const keyForUid = (uid: string): Promise<string | null> => read(userNodes.byUid(uid));

const toMe = (key: string, raw: StoredUser | null): Me | null =>
  raw?.metadata === undefined
    ? null
    : {
        key,
        profile: raw.metadata,
        points: raw.games?.act04?.totalPoints ?? 0,
        spent: raw.games?.act04?.spentPoints ?? 0,
        badges: { ...NO_BADGES, ...raw.badges },
        purchases: Object.entries(raw.games?.act04?.requests ?? {})
          .map(([id, request]) => ({ ...request, id }))
          .sort((a, b) => b.at - a.at),
      };

/** The signed-in user's own node (rules allow reading only one's own). */
export const fetchMe = async (uid: string): Promise<Me | null> => {
  const key = await keyForUid(uid);
  if (key === null) return null;
  await openOwnEvent(key);
  return toMe(key, await read(userNodes.user(key)));
};

export const watchMe = (key: string, onChange: (me: Me | null) => void): (() => void) =>
  watch(userNodes.user(key), (raw) => onChange(toMe(key, raw)));

/** The fields rules let a user edit on their own profile. */
export type EditableProfile = {
  name: string;
  company: string;
  department: string;
  /** Left out when the attendee chose none: the server draws it. */
  color?: string;
  photo?: string;
};

/**
 * Name, company, department and colour go through the server (updateProfile), which keeps the
 * organisers' people index and the leaderboards in step; the photo path is the user's own write.
 */
export const saveProfile = async (key: string, fields: EditableProfile): Promise<void> => {
  const { callUpdateProfile } = await import('./calls.ts');
  const { photo, ...edit } = fields;
  await callUpdateProfile(edit);
  if (photo !== undefined) await write(userNodes.field(key, 'photo'), photo);
};

/** A published photo applied to the profile at once: the user's own write, as Save makes it. */
export const applyPhoto = (key: string, path: string): Promise<void> =>
  write(userNodes.field(key, 'photo'), path);

/**
 * Takes the first free connection slot (CONNECTION_SLOTS) from `from` on, with its onDisconnect
 * armed first, so a tab that dies leaves no entry behind. The rules let a slot be taken only while
 * it is free: one another tab holds is refused, and the next is tried. With all slots taken (eight
 * tabs) the attendee is already counted online; this tab adds no entry. Answers the slot's index.
 */
const claimSlot = async (
  key: string,
  from: number,
  stopped: () => boolean,
): Promise<{ entry: DatabaseReference; index: number } | undefined> => {
  for (let step = 0; step < CONNECTION_SLOTS.length; step += 1) {
    const index = (from + step) % CONNECTION_SLOTS.length;
    const entry = ref(
      dbAt(userNodes.user(key)),
      userNodes.connection(key, CONNECTION_SLOTS[index] ?? 'c0'),
    );
    await onDisconnect(entry).remove();
    if (stopped()) return undefined;
    try {
      await set(entry, true);
      return { entry, index };
    } catch {
      await onDisconnect(entry).cancel();
    }
  }
  return undefined;
};

/**
 * Presence, one entry per connection: each time this tab (re)connects (`.info/connected`), it
 * takes a slot under users/{key}/connections, removed by onDisconnect, and marks the profile
 * online with onDisconnect re-armed, so a network blip does not leave the attendee offline. When
 * another tab of the same attendee goes away and its onDisconnect marks the profile offline, a tab
 * still connected marks it online again, so two tabs never leave a wrong state.
 */
export const startPresence = (
  key: string,
  profile: Pick<Profile, 'eventId' | 'publicId' | 'name' | 'color'>,
): (() => void) => {
  const online = ref(dbAt(userNodes.user(key)), userNodes.field(key, 'isOnline'));
  // The event's online list (small talk, rock-paper-scissors) names the attendee by public id.
  const listedNode = userNodes.onlineEntry(profile.eventId, profile.publicId);
  const listed = ref(dbAt(listedNode), listedNode);
  let connected = false;
  // Whether this connection's onDisconnect for isOnline is armed on the server. Until it is, the
  // watcher below must not mark the attendee online: a mark with nothing armed behind it would
  // stay true for good if the tab died then (a new attendee's profile starts with false, so the
  // watcher sees false at once, before markOnline has armed anything).
  let armed = false;
  const fail = (error: unknown) => console.error('presence', error);
  // This session's own connection entries: gone with it when it stops (a restart of presence,
  // after a profile change, must not leave the previous entry behind as a second connection).
  const entries: DatabaseReference[] = [];
  // A stop can land while a (re)connect is still marking the attendee online: nothing is written
  // after it, or the stopped session's entry would come back with its onDisconnect cancelled and
  // stay as a second connection for good.
  let stopped = false;
  const release = (entry: DatabaseReference) => {
    onDisconnect(entry)
      .cancel()
      .catch(() => undefined);
    set(entry, null).catch(() => undefined);
  };
  // A reconnection tries the slot after the one it last held first: the lost connection's entry
  // may still be there until the server notices it is gone.
  let from = 0;
  const markOnline = async () => {
    const mine = await claimSlot(key, from, () => stopped);
    if (mine !== undefined) from = mine.index + 1;
    // A slot taken as the session stopped is given back at once.
    if (mine !== undefined && stopped) release(mine.entry);
    else if (mine !== undefined) entries.push(mine.entry);
    if (stopped) return;
    await onDisconnect(online).set(false);
    if (stopped) return;
    armed = connected;
    await set(online, true);
    if (stopped) return;
    await onDisconnect(listed).remove();
    if (stopped) return;
    await write(listedNode, { name: profile.name, color: profile.color, at: SERVER_TIME });
  };
  const stopConnection = onValue(ref(dbAt('.info'), '.info/connected'), (snapshot) => {
    connected = snapshot.val() === true;
    armed = false;
    if (connected) markOnline().catch(fail);
  });
  const stopWatch = onValue(online, (snapshot) => {
    if (connected && armed && snapshot.val() === false) set(online, true).catch(fail);
  });
  return () => {
    stopped = true;
    stopConnection();
    stopWatch();
    for (const entry of entries.splice(0)) release(entry);
    // Leaving the screen that keeps the session (sign-out) takes the attendee off the list.
    set(listed, null).catch(() => undefined);
  };
};
