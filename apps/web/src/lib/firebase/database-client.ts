import { eventInstance, isInstanceName } from '@engage/domain/instances';
import { eventNodes } from '@engage/domain/store/events';
import { BY_ATTENDEE, eventOfPath, placementOf } from '@engage/domain/store/placement';
import {
  connectDatabaseEmulator,
  type Database,
  get,
  getDatabase,
  goOffline,
  onValue,
  ref,
} from 'firebase/database';
import { env } from '../../env.ts';
import { reportConnected } from '../connection-state.ts';
import { databaseUrl, emulated, emulatorHost, firebaseApp, instanceUrl } from './app.ts';
import { auth } from './auth-client.ts';

let database: Database | undefined;
const instances = new Map<string, Database>();
/** The instance of the signed-in attendee's event, once known and when it is not the default. */
let ownEvent: Database | undefined;
/** The signed-in attendee's key, once their event's instance is open. */
let ownKey: string | undefined;
/** Each event's instance, by the event's id, once read from its metadata. */
const eventDatabases = new Map<string, Database>();
/**
 * The event of each attendee a screen of another event's data has named (the console's people of
 * an event, a person's page): their own nodes are read in that event's instance.
 */
const attendeeEvents = new Map<string, string>();

/**
 * The database, with Auth registered first. The Database SDK asks Auth for a token when it opens
 * its connection; if Auth is not registered yet it connects as nobody, and every member-only
 * listen it sends first (a leaderboard loaded directly by a signed-in attendee) is refused and
 * never sent again. With Auth registered, the connection waits for the restored session, so its
 * first request says who is asking.
 */
export const db = (): Database => {
  if (database === undefined) {
    auth();
    database = getDatabase(firebaseApp(), databaseUrl(env.VITE_FIREBASE_DATABASE_URL, emulated));
    if (emulated)
      connectDatabaseEmulator(database, emulatorHost, Number(env.VITE_DATABASE_EMULATOR_PORT));
    // The connection's state, for the offline banner on every screen that uses the database.
    onValue(ref(database, '.info/connected'), (snapshot) =>
      reportConnected(snapshot.val() === true),
    );
  }
  return database;
};

/** The deployment's other instances, as the env names them (docs/instances.md). */
const NAMED = env.VITE_DATABASE_INSTANCES.split(',')
  .map((name) => name.trim())
  .filter((name) => name !== '' && isInstanceName(name));

/** Whether events may have an instance of their own: else the app never looks for one. */
export const hasInstances = (): boolean => NAMED.length > 0;

/** A database instance of the project by name, opened once (with Auth, as db() is). */
const instanceDb = (name: string): Database => {
  const known = instances.get(name);
  if (known !== undefined) return known;
  auth();
  const opened = getDatabase(
    firebaseApp(),
    databaseUrl(instanceUrl(env.VITE_FIREBASE_DATABASE_URL, name), emulated),
  );
  if (emulated)
    connectDatabaseEmulator(opened, emulatorHost, Number(env.VITE_DATABASE_EMULATOR_PORT));
  instances.set(name, opened);
  return opened;
};

/**
 * From now on, the signed-in attendee `key`'s own event is read and written in this instance
 * (null: the default one). An instance the env does not name is the default's, never a made-up
 * address.
 */
export const openEventInstance = (key: string, eventId: string, instance: string | null): void => {
  const opened = instance !== null && NAMED.includes(instance) ? instanceDb(instance) : undefined;
  ownEvent = opened;
  ownKey = key;
  attendeeEvents.delete(key);
  eventDatabases.set(eventId, opened ?? db());
};

/**
 * From now on, the attendee `key`'s own nodes (their profile, ledger, …) are read in the instance
 * of `eventId`, the event the screen that shows them is about, which need not be the signed-in
 * person's own (an organiser of several events).
 */
export const placeAttendee = (key: string, eventId: string): void => {
  // The signed-in person's own nodes stay in their own event's instance, whatever a link says.
  if (NAMED.length > 0 && key !== ownKey) attendeeEvents.set(key, eventId);
};

/**
 * The event whose instance holds a path of the event's data: the one the path names, else, for a
 * path keyed by an attendee a screen placed, the attendee's event; null for the signed-in
 * attendee's own event.
 */
const eventAt = (path: string): string | null => {
  const [root = '', key = ''] = path.split('/');
  return eventOfPath(path) ?? (BY_ATTENDEE.has(root) ? (attendeeEvents.get(key) ?? null) : null);
};

/**
 * The database a path lives in (store/placement.ts), where that needs no read: the default one for
 * what spans events (and the originals of what both keep), the attendee's own event's for its data
 * keyed by the attendee and for the connection's own state (`.info`), and an event's instance once
 * known. Undefined for an event's data before its instance is known.
 */
export const knownAt = (path: string): Database | undefined => {
  if (NAMED.length === 0) return db();
  if (path.startsWith('.info')) return ownEvent ?? db();
  if (placementOf(path) !== 'event') return db();
  const eventId = eventAt(path);
  return eventId === null ? (ownEvent ?? db()) : eventDatabases.get(eventId);
};

/**
 * The database of a path keyed by the attendee (their node, their rooms, their presence) or
 * spanning events: never one that needs its event's instance looked up.
 */
export const dbAt = (path: string): Database => knownAt(path) ?? db();

/** The attendee's own event's instance, for a multi-path update of their event's data. */
export const eventDb = (): Database => ownEvent ?? db();

/**
 * The database any path lives in: for an event's data, the instance its metadata names, read once
 * per event from the default instance, then known.
 */
export const databaseAt = async (path: string): Promise<Database> => {
  const known = knownAt(path);
  if (known !== undefined) return known;
  const eventId = eventAt(path) ?? '';
  const named: unknown = (await get(ref(db(), eventNodes.field(eventId, 'instance')))).val();
  const instance = eventInstance(typeof named === 'string' ? { instance: named } : null);
  const opened = instance !== null && NAMED.includes(instance) ? instanceDb(instance) : db();
  eventDatabases.set(eventId, opened);
  return opened;
};

/**
 * Closes the database connection, if one is open, and keeps it closed: for the end of a test
 * file, so that no reconnection answers arrive after its window is gone.
 */
export const closeDatabase = (): void => {
  if (database !== undefined) goOffline(database);
  for (const instance of instances.values()) goOffline(instance);
};
