import type { CallableName, CallableOutput, CallableRequest } from '@engage/domain/contract';
import type { Node } from '@engage/domain/store/node';
import { read } from '@engage/server/read';
import { deleteApp, type FirebaseApp, FirebaseError, initializeApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, getAuth } from 'firebase/auth';
import {
  connectDatabaseEmulator,
  type Database,
  get,
  getDatabase,
  goOffline,
  ref,
} from 'firebase/database';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { connectStorageEmulator, type FirebaseStorage, getStorage } from 'firebase/storage';
import { type App as AdminApp, deleteApp as deleteAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import {
  type Database as AdminDatabase,
  getDatabase as getAdminDatabase,
} from 'firebase-admin/database';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import { adminAppFor } from '../src/seed-stack.ts';
import { BUCKET, HOST, NAMESPACE, PORTS, PROJECT_ID } from '../src/stack.ts';

/**
 * A browser's view of the local stack: the unmodified web SDKs (Auth, Functions, Database,
 * Storage) pointed at the emulators, as the web app configures them. Each client is its own
 * Firebase app, so each can be signed in as a different person.
 */
export type WebClient = {
  readonly auth: Auth;
  readonly db: Database;
  readonly storage: FirebaseStorage;
  /** A callable of the contract, typed by it. */
  call<N extends CallableName>(name: N, data: CallableRequest<N>): Promise<CallableOutput<N>>;
  /** A callable with whatever a hostile client sends: no type stands in its way. */
  callRaw(name: string, data: unknown): Promise<unknown>;
  /** What this client may read at a node, typed from the node (null when nothing is there). */
  read<T>(node: Node<T>): Promise<T | null>;
  close(): Promise<void>;
};

let clients = 0;

/** A client of the local stack, its database the default instance or another (`instance`). */
export const webClient = (label: string, instance = NAMESPACE): WebClient => {
  clients += 1;
  const app: FirebaseApp = initializeApp(
    {
      projectId: PROJECT_ID,
      apiKey: 'demo-api-key',
      databaseURL: `http://${HOST}:${PORTS.database}?ns=${instance}`,
      storageBucket: BUCKET,
    },
    `${label}-${Date.now()}-${clients}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${HOST}:${PORTS.auth}`, { disableWarnings: true });
  const functions = getFunctions(app);
  connectFunctionsEmulator(functions, HOST, PORTS.functions);
  const db = getDatabase(app);
  connectDatabaseEmulator(db, HOST, PORTS.database);
  const storage = getStorage(app);
  connectStorageEmulator(storage, HOST, PORTS.storage);
  const callRaw = async (name: string, data: unknown) =>
    (await httpsCallable(functions, name)(data)).data;
  return {
    auth,
    db,
    storage,
    call: async (name, data) => (await callRaw(name, data)) as CallableOutput<typeof name>,
    callRaw,
    read: async <T>(node: Node<T>) => (await get(ref(db, node))).val() as T | null,
    close: async () => {
      goOffline(db);
      await deleteApp(app);
    },
  };
};

/**
 * What refused an attempt, as a code: the domain code a function put in its details
 * (`email-not-verified`, `not-admin`…), else the SDK's code (`storage/unauthorized`), or
 * PERMISSION_DENIED for a database refusal (the SDK reports reads and writes differently).
 * An attempt that succeeded answers `accepted`, so a test expecting a refusal fails by name.
 */
export const refusal = async (attempt: Promise<unknown>): Promise<string> => {
  try {
    await attempt;
    return 'accepted';
  } catch (error) {
    if (error instanceof FirebaseError) {
      const details = (error as FirebaseError & { details?: { code?: unknown } }).details;
      if (typeof details?.code === 'string') return details.code;
      return error.code;
    }
    if (error instanceof Error && /permission.denied/i.test(error.message))
      return 'PERMISSION_DENIED';
    throw error;
  }
};

/**
 * The server's view: the admin SDKs (rules do not apply), to read what an attempt changed or
 * to set up what only an operator could (a second customer and event).
 */
export type AdminClient = {
  readonly app: AdminApp;
  readonly db: AdminDatabase;
  /** What is stored at a node, typed from the node (the server's read). */
  read<T>(node: Node<T>): Promise<T | null>;
  /** Whatever is at a path the store has no node for, to compare before and after. */
  readRaw(path: string): Promise<unknown>;
  /** Several paths at once, by path, to compare before and after an attempt. */
  readAll(paths: readonly string[]): Promise<Record<string, unknown>>;
  claimsOf(uid: string): Promise<Record<string, unknown>>;
  /** A stored object's bytes and type, or null when there is none. */
  object(path: string): Promise<{ readonly contentType: string; readonly data: Buffer } | null>;
  close(): Promise<void>;
};

export const adminClient = (): AdminClient => {
  // The admin SDKs find the emulators through these, as the dev stack's own seed does.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${HOST}:${PORTS.auth}`;
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = `${HOST}:${PORTS.database}`;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `${HOST}:${PORTS.storage}`;
  const app = adminAppFor({
    projectId: PROJECT_ID,
    databaseURL: `http://${HOST}:${PORTS.database}?ns=${NAMESPACE}`,
    storageBucket: BUCKET,
  });
  const db = getAdminDatabase(app);
  // Before and after only compare, so any path will do and its value stays unknown.
  const readRaw = async (path: string): Promise<unknown> => (await db.ref(path).get()).val();
  return {
    app,
    db,
    read: (node) => read({ db }, node),
    readRaw,
    readAll: async (paths) =>
      Object.fromEntries(await Promise.all(paths.map(async (path) => [path, await readRaw(path)]))),
    claimsOf: async (uid) => (await getAdminAuth(app).getUser(uid)).customClaims ?? {},
    object: async (path) => {
      const file = getAdminStorage(app).bucket().file(path);
      const [exists] = await file.exists();
      if (!exists) return null;
      const [[metadata], [data]] = await Promise.all([file.getMetadata(), file.download()]);
      return { contentType: String(metadata.contentType), data };
    },
    close: () => deleteAdminApp(app),
  };
};
