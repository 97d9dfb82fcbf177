import { type FirebaseApp, initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, type Database, getDatabase, goOffline } from 'firebase/database';
import { env } from '../../env.ts';

/**
 * The web app's only door to Firebase: lazy singletons, with the emulator wiring decided here,
 * once, from the validated env. Each service has its own module (auth.ts, functions.ts,
 * storage.ts) so a screen loads only the SDKs it uses. Screens and features call the app-level
 * verbs of this folder.
 */
export const emulated = env.VITE_USE_EMULATORS === 'true';
export const emulatorHost = env.VITE_EMULATOR_HOST;
let app: FirebaseApp | undefined;
let database: Database | undefined;

export const firebaseApp = (): FirebaseApp => {
  app ??= initializeApp({
    apiKey: env.VITE_FIREBASE_API_KEY,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    databaseURL: env.VITE_FIREBASE_DATABASE_URL,
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
  });
  return app;
};

export const db = (): Database => {
  if (database === undefined) {
    database = getDatabase(firebaseApp());
    if (emulated)
      connectDatabaseEmulator(database, emulatorHost, Number(env.VITE_DATABASE_EMULATOR_PORT));
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
