import { type FirebaseApp, initializeApp } from 'firebase/app';
import { env } from '../../env.ts';

/**
 * The web app's only door to Firebase: lazy singletons, with the emulator wiring decided here,
 * once, from the validated env. Each service has its own module (auth-client.ts,
 * database-client.ts, functions-client.ts, storage-client.ts) so a screen loads only the SDKs it
 * uses. Screens and features call the app-level
 * verbs of this folder.
 */
export const emulated = env.VITE_USE_EMULATORS === 'true';
export const emulatorHost = env.VITE_EMULATOR_HOST;
let app: FirebaseApp | undefined;

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

/**
 * The database address the SDK is given. The local emulator speaks the WebSocket protocol only,
 * with no long polling: after one WebSocket attempt fails, the SDK remembers it (in
 * localStorage, `previous_websocket_failure`) and from then on opens every connection by long
 * polling first, which the emulator never answers, so the app would stay offline until the
 * storage is cleared. A ws:// address makes the SDK use WebSockets only (its `webSocketOnly`,
 * kept by connectDatabaseEmulator), and a failed socket is simply retried. Production keeps the
 * configured address: Firebase serves both transports.
 */
export const databaseUrl = (configured: string, useEmulators: boolean): string =>
  useEmulators ? configured.replace(/^http(s?):/, 'ws$1:') : configured;

/**
 * The address of another database instance of the project, from the default one's
 * (docs/instances.md): the emulator's namespace (`?ns=`) swapped, or in production the host's
 * first label (`engage-default-rtdb.europe-west1.firebasedatabase.app` to
 * `summit-2027.europe-west1.firebasedatabase.app`).
 */
export const instanceUrl = (configured: string, instance: string): string => {
  const url = new URL(configured);
  if (url.searchParams.has('ns')) url.searchParams.set('ns', instance);
  else url.hostname = [instance, ...url.hostname.split('.').slice(1)].join('.');
  return url.toString().replace(/\/$/, '');
};
