import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { TEAM_NAMES } from '@engage/domain/colors';
import { teamsNode } from '@engage/domain/console-events';
import type { RegisterAnswer, RegisterResult } from '@engage/domain/registration';
import { boardNodes } from '@engage/domain/store/boards';
import { eventNodes } from '@engage/domain/store/events';
import { marketNodes } from '@engage/domain/store/market';
import { organiserNodes } from '@engage/domain/store/organisers';
import { userNodes } from '@engage/domain/store/users';
import { encodeUserKey } from '@engage/domain/user-key';
import { DatabaseEmulator } from '@engage/emulator/server';
import type { Caller, Deps } from '@engage/server/deps';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/**
 * Handlers under test run as they do in production: the admin SDK over the wire to a database that
 * enforces the project's rules for everyone else. Several admin connections stand for several
 * function instances, so concurrent calls really race.
 */
export type TestStack = {
  readonly port: number;
  readonly namespace: string;
  readonly emulator: DatabaseEmulator;
  deps(instance?: number): Deps;
  /** Clears everything, then writes `updates` (path -> value) with admin rights. */
  reset(updates?: Record<string, unknown>): Promise<void>;
  root(): Promise<unknown>;
  close(): Promise<void>;
};

const RULES = readFileSync(new URL('../../../database.rules.json', import.meta.url), 'utf8');

export const startStack = async (instances = 4): Promise<TestStack> => {
  const emulator = new DatabaseEmulator({ port: 0, rules: RULES });
  const port = await emulator.start();
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const namespace = `fn-${randomUUID().slice(0, 8)}`;
  const apps: App[] = Array.from({ length: instances }, (_, i) =>
    initializeApp(
      { projectId: 'demo-engage', databaseURL: `http://127.0.0.1:${port}?ns=${namespace}` },
      `${namespace}-${i}`,
    ),
  );
  let clock = 1_750_000_000_000;
  const deps = (instance = 0): Deps => ({
    db: getDatabase(apps[instance % apps.length]),
    now: () => clock++,
    random: Math.random,
    boardInterval: false,
  });
  return {
    port,
    namespace,
    emulator,
    deps,
    reset: async (updates = {}) => {
      await deps().db.ref().set(null);
      if (Object.keys(updates).length > 0) await deps().db.ref().update(updates);
    },
    root: async () => (await deps().db.ref().get()).val(),
    close: async () => {
      await Promise.all(apps.map((app) => deleteApp(app)));
      await emulator.stop();
    },
  };
};

export const EVENT = 'test-event';
export const COMPANY = 'acme_abc_xyz';

export const keyOf = (email: string): string => {
  const key = encodeUserKey(email);
  if (!key.ok) throw new Error(`bad email ${email}`);
  return key.value;
};

export const caller = (name: string, token: Record<string, unknown> = {}): Caller => ({
  uid: `uid-${name}`,
  email: `${name}@example.com`,
  token: { email: `${name}@example.com`, email_verified: true, ...token },
});

/** An event with its teams and a company with a user limit, as an organiser would have set them up. */
export const baseData = (userLimit = 100): Record<string, unknown> => ({
  [organiserNodes.companyMetadata(COMPANY)]: {
    name: 'Acme',
    subscription: 'premium',
    eventTotal: 1,
    userLimit,
  },
  // The test callers' addresses are at example.com (caller()): the company admits that domain.
  [organiserNodes.admission(COMPANY)]: { domains: ['example.com'] },
  [organiserNodes.userCount(COMPANY)]: 0,
  [eventNodes.metadata(EVENT)]: { name: 'Test Event', registrants: 0, customerId: COMPANY },
  // All 8 teams, so registrations may name any of them.
  [eventNodes.teams(EVENT)]: teamsNode(TEAM_NAMES),
  [marketNodes.prize(EVENT, 'mug')]: { name: 'Mug', cost: 50, stock: 2 },
});

export const registerInputFor = (overrides: Record<string, unknown> = {}) => ({
  name: 'Test User',
  company: 'Acme',
  department: 'R&D',
  teamName: 'AGILE' as const,
  eventId: EVENT,
  ...overrides,
});

/** A registration's answer that must be the profile (created, or the account's own). */
export const seated = (answer: RegisterAnswer): RegisterResult => {
  if (!('user' in answer)) throw new Error(`not seated: ${answer.status}`);
  return answer;
};

/** Registers `names` through the real handler and returns their keys. */
export const registerAll = async (
  stack: TestStack,
  names: readonly string[],
  overrides: Record<string, unknown> = {},
) => {
  const { register } = await import('../handlers/register.ts');
  const keys: Record<string, string> = {};
  for (const name of names)
    keys[name] = (await register(stack.deps(), registerInputFor(overrides), caller(name))).key;
  return keys;
};

/**
 * The hooks every handler test file needs: a stack for the file, and before each test a clean
 * database with the base event and company, `users` registered, then `setup`.
 */
export const useHandlerStack = (options: {
  readonly instances?: number;
  readonly users?: readonly string[];
  readonly setup?: (stack: TestStack, keys: Record<string, string>) => Promise<void>;
}) => {
  const state = { stack: undefined as TestStack | undefined, keys: {} as Record<string, string> };
  const stack = (): TestStack => {
    if (state.stack === undefined) throw new Error('the stack is not started');
    return state.stack;
  };
  beforeAll(async () => {
    state.stack = await startStack(options.instances ?? 4);
  });
  afterAll(() => state.stack?.close());
  beforeEach(async () => {
    await stack().reset(baseData(100));
    state.keys = await registerAll(stack(), options.users ?? []);
    await options.setup?.(stack(), state.keys);
  });
  return {
    stack,
    /** The registered key of `name`. */
    key: (name: string): string => state.keys[name] ?? '',
    read: async (path: string): Promise<unknown> => (await stack().deps().db.ref(path).get()).val(),
    /** The public id of `name` (what rooms and boards name them by). */
    publicId: async (name: string): Promise<string> =>
      (
        await stack()
          .deps()
          .db.ref(userNodes.field(state.keys[name] ?? '', 'publicId'))
          .get()
      ).val() as string,
    /** The score on the event's board of `name`, found by their public id. */
    boardScore: async (name: string): Promise<unknown> => {
      const db = stack().deps().db;
      const publicId = (
        await db.ref(userNodes.field(state.keys[name] ?? '', 'publicId')).get()
      ).val();
      return (await db.ref(boardNodes.entryField(EVENT, 'all', publicId, 'score')).get()).val();
    },
  };
};
