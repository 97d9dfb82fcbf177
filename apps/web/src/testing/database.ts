import { DatabaseEmulator } from '@engage/emulator/server';
import { startDatabaseWire } from './database-wire.ts';
import { testRules } from './test-rules.ts';

/** The namespace of env.ts' default database URL. */
const NAMESPACE = 'demo-engage-default-rtdb';
const ADMIN = { admin: true, auth: null } as const;

type Tree = { readonly [key: string]: unknown };

const segments = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

const emulator = new DatabaseEmulator({ port: 0, rules: testRules([], []) });
const databasePort = await emulator.start();
const wire = await startDatabaseWire(databasePort);
// Read by env.ts when a test first loads the app: the app's database is the emulator, over the wire.
process.env.VITE_DATABASE_EMULATOR_PORT = String(wire.port);

const namespace = emulator.namespace(NAMESPACE);
const refused = new Set<string>();
const membersOnly = new Set<string>();
const applyRules = () => emulator.setRules(NAMESPACE, testRules(refused, membersOnly));

/** Another client's (or a function's) write; null removes. Server values resolve as they do. */
const set = (path: string, value: unknown): void => {
  const result = namespace.write(ADMIN, [[segments(path), value]]);
  if (result.status !== 'ok') throw new Error(`${path}: ${result.message}`);
};

/**
 * The project's Realtime Database emulator, running in this test file's process, and the wire to
 * it. The database SDK keeps one connection for a whole test file, so a file shares one database
 * and resets it before each test. Rules let everything through except what a test refuses.
 */
export const testDatabase = {
  /** Starts again from `tree`, with open rules and nothing held or recorded. */
  reset: (tree: Tree = {}) => {
    refused.clear();
    membersOnly.clear();
    applyRules();
    wire.reset();
    namespace.replaceRoot(tree);
  },
  set,
  value: (path: string): unknown =>
    JSON.parse(JSON.stringify(namespace.view(segments(path)))) as unknown,
  /** Reads and listens at `path` or below wait until the returned release is called. */
  hold: wire.hold,
  /** Reads, listens and writes at `path` and below are refused, or no longer. */
  refuse: (path: string, refuse = true) => {
    if (refuse) refused.add(path);
    else refused.delete(path);
    applyRules();
  },
  /** Reads at `path` or below are refused to a client that has not signed in. */
  membersOnly: (path: string) => {
    membersOnly.add(path);
    applyRules();
  },
  /** What this app wrote (and the database did not refuse), in order, server values as sent. */
  writes: wire.writes,
  /** The onDisconnect sets armed and not cancelled. */
  onDisconnect: wire.onDisconnect,
  /**
   * Whether `url` (as msw sees it: http, not ws) is this database's traffic: the app's WebSocket
   * to the wire, or the wire's own to the emulator.
   */
  carries: (url: string): boolean =>
    [`127.0.0.1:${wire.port}`, `127.0.0.1:${databasePort}`].includes(new URL(url).host),
  stop: async () => {
    await wire.close();
    await emulator.stop();
  },
};
