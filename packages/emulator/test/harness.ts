import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { deleteApp, type FirebaseApp, initializeApp, setLogLevel } from 'firebase/app';
import { connectDatabaseEmulator, type Database, getDatabase, goOffline } from 'firebase/database';
import {
  type App as AdminApp,
  deleteApp as deleteAdminApp,
  initializeApp as initAdmin,
} from 'firebase-admin/app';
import {
  type Database as AdminDatabase,
  getDatabase as getAdminDatabase,
} from 'firebase-admin/database';
import { DatabaseEmulator, type DatabaseEmulatorOptions } from '../src/database/server.ts';

/**
 * The contract suite's view of "a Realtime Database emulator": ours, started in-process on a free
 * port, or, when CONTRACT_DATABASE_EMULATOR_HOST=host:port is set, an already running one (the
 * official emulator), whose rules are then replaced through PUT /.settings/rules.json. Every test
 * file works in a namespace of its own, so nothing leaks between files.
 */
export type Harness = {
  readonly host: string;
  readonly port: number;
  readonly namespace: string;
  readonly emulator: DatabaseEmulator | undefined;
  readonly admin: AdminDatabase;
  /** A web SDK client signed in as `uid` (an unsigned emulator token), or anonymous. */
  client(uid?: string, claims?: Record<string, unknown>): Database;
  /** Replaces the rules of this harness's namespace. */
  setRules(rules: string): Promise<void>;
  close(): Promise<void>;
};

// Refused writes are what many tests expect; the SDK's warning for each is noise.
setLogLevel('error');

export const OPEN_RULES = JSON.stringify({ rules: { '.read': true, '.write': true } });
export const fixtureRules = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

export const startHarness = async (
  rules: string,
  options: Pick<
    DatabaseEmulatorOptions,
    'maxMessageBytes' | 'maxRestBodyBytes' | 'idleTimeoutMs' | 'maxBufferedBytes' | 'latencyMs'
  > = {},
): Promise<Harness> => {
  const external = process.env.CONTRACT_DATABASE_EMULATOR_HOST;
  let emulator: DatabaseEmulator | undefined;
  let host: string;
  if (external !== undefined && external !== '') {
    host = external;
  } else {
    emulator = new DatabaseEmulator({ port: 0, rules, ...options });
    host = `127.0.0.1:${await emulator.start()}`;
  }
  const port = Number(host.split(':')[1]);
  const namespace = `contract-${randomUUID().slice(0, 8)}`;
  const databaseURL = `http://${host}?ns=${namespace}`;
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = host;

  const setRules = async (source: string): Promise<void> => {
    if (emulator !== undefined) {
      emulator.setRules(namespace, source);
      return;
    }
    const response = await fetch(`http://${host}/.settings/rules.json?ns=${namespace}`, {
      method: 'PUT',
      headers: { authorization: 'Bearer owner' },
      body: source,
    });
    if (!response.ok)
      throw new Error(`Could not set rules: ${response.status} ${await response.text()}`);
  };
  if (emulator === undefined) await setRules(rules);

  const adminApp: AdminApp = initAdmin(
    { projectId: 'demo-engage', databaseURL },
    `admin-${namespace}`,
  );
  const admin = getAdminDatabase(adminApp);
  const webApps: FirebaseApp[] = [];
  const clients: Database[] = [];

  return {
    host,
    port,
    namespace,
    emulator,
    admin,
    setRules,
    client(uid?: string, claims: Record<string, unknown> = {}) {
      const app = initializeApp(
        { projectId: 'demo-engage', databaseURL, apiKey: 'demo-key' },
        `web-${namespace}-${webApps.length}`,
      );
      webApps.push(app);
      const db = getDatabase(app);
      connectDatabaseEmulator(
        db,
        '127.0.0.1',
        port,
        uid === undefined ? {} : { mockUserToken: { sub: uid, user_id: uid, ...claims } },
      );
      clients.push(db);
      return db;
    },
    async close() {
      for (const db of clients) goOffline(db);
      await Promise.all(webApps.map((app) => deleteApp(app)));
      await deleteAdminApp(adminApp);
      await emulator?.stop();
    },
  };
};

export const waitFor = async (check: () => boolean, timeoutMs = 5_000): Promise<void> => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
