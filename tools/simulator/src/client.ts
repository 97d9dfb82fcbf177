import { HOST, NAMESPACE, PROJECT_ID, type StackPorts } from '@engage/devstack/stack';
import type { CallableName, CallableOutput, CallableRequest } from '@engage/domain/contract';
import { deleteApp, type FirebaseApp, FirebaseError, initializeApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, getAuth } from 'firebase/auth';
import {
  connectDatabaseEmulator,
  type Database,
  getDatabase,
  goOffline,
  goOnline,
} from 'firebase/database';
import {
  connectFunctionsEmulator,
  type Functions,
  getFunctions,
  httpsCallable,
} from 'firebase/functions';
import type { Journal, Outcome } from './journal.ts';
import { type Limiter, NotSent } from './limiter.ts';

/**
 * One simulated phone: the unmodified web SDKs (Auth, Functions, Database) pointed at the local
 * stack, as the web app configures them, each in its own Firebase app so each signs in as its own
 * attendee. Every callable goes through the run's limiter and is written in its journal.
 */
export type Called<T> =
  /** `sentAt`: when the call left the phone (ms since epoch), after any wait in the run's queue. */
  | { readonly ok: true; readonly value: T; readonly sentAt: number }
  | { readonly ok: false; readonly outcome: Exclude<Outcome, { kind: 'ok' }> };

export type SimClient = {
  readonly auth: Auth;
  readonly db: Database;
  /** A callable of the contract; `expected` are the refusals this call site plays with. */
  call<N extends CallableName>(
    name: N,
    data: CallableRequest<N>,
    expected?: readonly string[],
  ): Promise<Called<CallableOutput<N>>>;
  /** Whatever a hostile or broken client sends: no type stands in its way. */
  callRaw(
    name: string,
    data: unknown,
    expected?: readonly string[],
    recordAs?: string,
  ): Promise<Called<unknown>>;
  /** The network goes away (the socket closes) and comes back. */
  offline(): void;
  online(): void;
  close(): Promise<void>;
};

export type ClientDeps = {
  readonly ports: StackPorts;
  readonly journal: Journal;
  readonly limiter: Limiter;
};

/**
 * A refusal is a catalogue code the function put in its details; a transport failure (the
 * Functions emulator down, a cut connection) reaches the SDK as a bare `internal`.
 */
const outcomeOf = (error: unknown): Exclude<Outcome, { kind: 'ok' }> => {
  if (error instanceof FirebaseError) {
    const details = (error as FirebaseError & { details?: { code?: unknown } }).details;
    if (typeof details?.code === 'string') return { kind: 'refused', code: details.code };
    if (error.code === 'functions/internal' && error.message === 'internal')
      return { kind: 'failed', code: 'transport' };
    return { kind: 'failed', code: error.code };
  }
  return { kind: 'failed', code: error instanceof Error ? error.message : String(error) };
};

/** A worker's cold start may take the emulator's two minutes on a busy machine: wait a little longer. */
const CALL_TIMEOUT_MS = 150_000;

let apps = 0;

export const simClient = (label: string, deps: ClientDeps): SimClient => {
  apps += 1;
  const { ports } = deps;
  const app: FirebaseApp = initializeApp(
    {
      projectId: PROJECT_ID,
      apiKey: 'demo-api-key',
      databaseURL: `http://${HOST}:${ports.database}?ns=${NAMESPACE}`,
    },
    `${label}-${apps}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${HOST}:${ports.auth}`, { disableWarnings: true });
  const functions: Functions = getFunctions(app);
  connectFunctionsEmulator(functions, HOST, ports.functions);
  const db = getDatabase(app);
  connectDatabaseEmulator(db, HOST, ports.database);
  const callRaw = async (
    name: string,
    data: unknown,
    expected: readonly string[] = [],
    recordAs = name,
  ): Promise<Called<unknown>> =>
    deps.limiter
      .run(async (): Promise<Called<unknown>> => {
        const started = performance.now();
        const sentAt = Date.now();
        try {
          const { data: value } = await httpsCallable(functions, name, {
            timeout: CALL_TIMEOUT_MS,
          })(data);
          deps.journal.call(recordAs, { kind: 'ok' }, performance.now() - started);
          return { ok: true, value, sentAt };
        } catch (error) {
          const outcome = outcomeOf(error);
          deps.journal.call(recordAs, outcome, performance.now() - started, expected);
          return { ok: false, outcome };
        }
      })
      .catch((error: unknown) => {
        if (!(error instanceof NotSent)) throw error;
        return { ok: false, outcome: { kind: 'failed', code: 'not sent' } };
      });
  return {
    auth,
    db,
    call: async (name, data, expected) =>
      (await callRaw(name, data, expected)) as Called<CallableOutput<typeof name>>,
    callRaw,
    offline: () => goOffline(db),
    online: () => goOnline(db),
    close: async () => {
      goOffline(db);
      await deleteApp(app);
    },
  };
};
