import {
  connectDatabaseEmulator,
  type Database,
  getDatabase,
  goOffline,
  onValue,
  ref,
} from 'firebase/database';
import { env } from '../../env.ts';
import { reportConnected } from '../connection-state.ts';
import { databaseUrl, emulated, emulatorHost, firebaseApp } from './app.ts';
import { auth } from './auth-client.ts';

let database: Database | undefined;

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

/**
 * Closes the database connection, if one is open, and keeps it closed: for the end of a test
 * file, so that no reconnection answers arrive after its window is gone.
 */
export const closeDatabase = (): void => {
  if (database !== undefined) goOffline(database);
};
