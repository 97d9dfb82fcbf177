import {
  STORAGE_MAX_OPERATION_RETRY_MS,
  STORAGE_MAX_UPLOAD_RETRY_MS,
} from '@engage/domain/constants';
import { type FirebaseApp, initializeApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectDatabaseEmulator, type Database, getDatabase } from 'firebase/database';
import { connectFunctionsEmulator, type Functions, getFunctions } from 'firebase/functions';
import { connectStorageEmulator, type FirebaseStorage, getStorage } from 'firebase/storage';
import { env } from '../../env.ts';

/**
 * The web app's only door to Firebase: lazy singletons, with the emulator wiring decided here,
 * once, from the validated env. Screens and features call the app-level verbs of this folder.
 */
const emulated = env.VITE_USE_EMULATORS === 'true';
const host = env.VITE_EMULATOR_HOST;
let app: FirebaseApp | undefined;
let database: Database | undefined;
let authInstance: Auth | undefined;
let functionsInstance: Functions | undefined;
let storageInstance: FirebaseStorage | undefined;

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
    if (emulated) connectDatabaseEmulator(database, host, Number(env.VITE_DATABASE_EMULATOR_PORT));
  }
  return database;
};

export const auth = (): Auth => {
  if (authInstance === undefined) {
    authInstance = getAuth(firebaseApp());
    if (emulated) {
      connectAuthEmulator(authInstance, `http://${host}:${env.VITE_AUTH_EMULATOR_PORT}`, {
        disableWarnings: true,
      });
    }
  }
  return authInstance;
};

export const functions = (): Functions => {
  if (functionsInstance === undefined) {
    functionsInstance = getFunctions(firebaseApp());
    if (emulated)
      connectFunctionsEmulator(functionsInstance, host, Number(env.VITE_FUNCTIONS_EMULATOR_PORT));
  }
  return functionsInstance;
};

/** Storage retries 5xx, 408 and 429 itself, for the spec's 2 minutes (operations) and 10 (uploads). */
export const storage = (): FirebaseStorage => {
  if (storageInstance === undefined) {
    storageInstance = getStorage(firebaseApp());
    storageInstance.maxOperationRetryTime = STORAGE_MAX_OPERATION_RETRY_MS;
    storageInstance.maxUploadRetryTime = STORAGE_MAX_UPLOAD_RETRY_MS;
    if (emulated)
      connectStorageEmulator(storageInstance, host, Number(env.VITE_STORAGE_EMULATOR_PORT));
  }
  return storageInstance;
};
