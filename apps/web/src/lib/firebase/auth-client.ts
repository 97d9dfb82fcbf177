import {
  type Auth,
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { env } from '../../env.ts';
import { emulated, emulatorHost, firebaseApp } from './app.ts';

let instance: Auth | undefined;

/**
 * Auth with getAuth()'s persistence but without its popup/redirect resolver: the app signs in by
 * password, code and custom token only, and the resolver loads apis.google.com's script and an
 * iframe on start (a request off our origin, which an offline venue cannot answer, and main-thread
 * work on every first visit).
 */
export const auth = (): Auth => {
  if (instance === undefined) {
    instance = initializeAuth(firebaseApp(), {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    });
    if (emulated)
      connectAuthEmulator(instance, `http://${emulatorHost}:${env.VITE_AUTH_EMULATOR_PORT}`, {
        disableWarnings: true,
      });
  }
  return instance;
};
