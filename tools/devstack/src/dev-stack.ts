import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { userNodes } from '@engage/domain/store/users';
import { startEmulators } from '@engage/emulator/server';
import { sampleOnline } from '@engage/server/activity';
import { watchDueBoards } from '@engage/server/board-publisher';
import { everyInstance } from '@engage/server/event-instance';
import { runCleanup } from '@engage/server/cleanup';
import { settlePurchases } from '@engage/server/purchase-sweep';
import { onChildAdded } from '@engage/server/read';
import { bucketStagedFiles, sweepStaging } from '@engage/server/staging-sweep';
import { getDatabase } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import { type FirebaseProcess, startFirebaseEmulator, waitFor } from './firebase-process.ts';
import { assertPortsFree } from './ports.ts';
import { DEMO_EVENT_ID, demoSeed } from './seed.ts';
import { adminAppFor, applySeed, seededInstances } from './seed-stack.ts';
import {
  BUCKET,
  EXPO_INSTANCE,
  HOST,
  PORT_NAMES,
  PROJECT_ID,
  type StackPorts,
  stackUrls,
  webEnv,
} from './stack.ts';

/**
 * The whole local product, as `pnpm dev` runs it: the project's Database + Storage emulator, the
 * Auth and Functions emulators (firebase-tools, one process each), the seeded demo event, the
 * board publisher, the room cleanup every minute and, unless `web` is false, the Vite dev server.
 * The simulator starts the same stack without Vite, and uses two faults only its owner can cause:
 * a Functions emulator restart and every database socket dropped at once.
 */
type DevStackOptions = {
  readonly ports: StackPorts;
  readonly web: boolean;
  readonly log: (message: string) => void;
  readonly cleanupEveryMs?: number;
  /** The database's added time per request (the emulator's latencyMs; 0 by default). */
  readonly latencyMs?: number;
};

export type DevStack = {
  readonly ports: StackPorts;
  /** The address to open, when the web app runs. */
  readonly url: string | null;
  /** Stops the Functions emulator (Ctrl-C: requests in flight are cut) and starts it again. */
  restartFunctions(): Promise<void>;
  /** Drops every database client socket without a close handshake, as a dead network would. */
  dropConnections(): void;
  /** Resolves when a firebase-tools process exits on its own (not by stop or restart). */
  readonly crashed: Promise<string>;
  stop(): Promise<void>;
};

const root = fileURLToPath(new URL('../../../', import.meta.url));
const CLEANUP_INTERVAL_MS = 60_000;

export const startDevStack = async (options: DevStackOptions): Promise<DevStack> => {
  const { ports, log } = options;
  const stoppers: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const stopper of stoppers.reverse()) await stopper().catch(() => undefined);
    stoppers.length = 0;
  };
  try {
    const needed = (Object.keys(ports) as (keyof StackPorts)[]).filter(
      (name) => options.web || name !== 'web',
    );
    await assertPortsFree(needed.map((name) => ({ name: PORT_NAMES[name], port: ports[name] })));

    log('building functions...');
    execFileSync(process.execPath, ['functions/build.mjs'], { cwd: root, stdio: 'inherit' });
    // The Functions emulator needs a value for every bound secret; `off` means no SMTP, so
    // one-time codes stay in outbox/ and are printed here.
    writeFileSync(`${root}/functions/dist/.secret.local`, 'SMTP_URL=off\nMAIL_FROM=off\n');

    const emulators = await startEmulators({
      host: HOST,
      databasePort: ports.database,
      storagePort: ports.storage,
      databaseRules: readFileSync(`${root}/database.rules.json`, 'utf8'),
      storageRules: readFileSync(`${root}/storage.rules`, 'utf8'),
      latencyMs: options.latencyMs ?? 0,
    });
    stoppers.push(() => emulators.stop());
    log(
      `Realtime Database emulator on http://${HOST}:${ports.database}${options.latencyMs ? ` (${options.latencyMs} ms a request)` : ''}, Storage emulator on http://${HOST}:${ports.storage}`,
    );

    const urls = stackUrls(ports);
    const emulatorEnv = {
      FIREBASE_DATABASE_EMULATOR_HOST: `${HOST}:${ports.database}`,
      FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${ports.storage}`,
      FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
      DATABASE_URL: urls.databaseURL,
      // The seed's second event keeps its data in an instance of its own (docs/instances.md).
      DATABASE_INSTANCES: EXPO_INSTANCE,
      DATABASE_INSTANCE_URL: urls.instanceURL,
      STORAGE_BUCKET: BUCKET,
      // App Check is enforced in production; locally there is no attestation provider.
      ENGAGE_APP_CHECK: 'off',
      // Invitation links (bulk registration) open the local web app.
      APP_URL: `http://${HOST}:${ports.web}`,
      // The Functions emulator starts a worker process per concurrent request; on a busy machine
      // one can take longer than its default 30 s to load, and the request it was for is then
      // never answered. Two minutes.
      FUNCTIONS_DISCOVERY_TIMEOUT: '120',
    };
    Object.assign(process.env, emulatorEnv);

    let crash: (what: string) => void = () => undefined;
    const crashed = new Promise<string>((resolve) => {
      crash = resolve;
    });
    const processes = new Set<FirebaseProcess>();
    const launch = (emulator: 'auth' | 'functions') => {
      const started = startFirebaseEmulator({
        root,
        emulator,
        ports,
        env: emulatorEnv,
      });
      processes.add(started);
      void started.exited.then((code) => {
        if (processes.delete(started)) crash(`the ${emulator} emulator exited (${code})`);
      });
      return started;
    };
    const halt = async (running: FirebaseProcess) => {
      processes.delete(running);
      await running.stop();
    };
    stoppers.push(() => Promise.all([...processes].map(halt)));

    launch('auth');
    let functions = launch('functions');
    await waitFor('Auth emulator', `${urls.auth}/`);
    await waitFor('Functions emulator', urls.health);

    log('seeding the demo event...');
    const admin = adminAppFor({
      projectId: PROJECT_ID,
      databaseURL: urls.databaseURL,
      storageBucket: BUCKET,
    });
    const seed = demoSeed({ now: Date.now(), random: Math.random });
    await applySeed(admin, seed);
    // Each instance's own deps: the default one, and the second event's with the default around it.
    const instances = everyInstance(seededInstances(admin, seed)(undefined));

    // The one-time-code mails: no mail server locally, so the dev stack prints them.
    const stopOutbox = onChildAdded({ db: getDatabase(admin) }, userNodes.outbox(), (mail) =>
      log(`outbox -> ${mail.to}: ${mail.text}`),
    );
    stoppers.push(async () => stopOutbox());

    // The board publisher, which a database trigger runs in production and the Functions emulator
    // cannot fire: it publishes the board snapshots of each event that a commit marked due.
    // Production deploys one trigger per instance; here one watcher per instance.
    for (const deps of instances) {
      const boards = watchDueBoards({ ...deps, now: Date.now }, (error) =>
        log(`board publish failed: ${String(error)}`),
      );
      stoppers.push(() => boards.stop());
    }

    // The schedules the Functions emulator cannot fire: the cleanup, the sweep of purchases whose
    // call died, and the live overview's online sample, every minute.
    const scheduled = {
      db: getDatabase(admin),
      now: Date.now,
      log: (message: string, data: Record<string, unknown>) =>
        log(`${message} ${JSON.stringify(data)}`),
    };
    // Staged organiser pictures never published (sweepStagedUploads in production).
    const staging = {
      ...scheduled,
      files: bucketStagedFiles(() => getStorage(admin).bucket()),
    };
    const cleanup = setInterval(() => {
      // Each instance pages through its own events' data.
      for (const deps of instances) {
        const inInstance = { ...scheduled, ...deps };
        runCleanup(inInstance).catch((error: unknown) => log(`cleanup failed: ${String(error)}`));
        settlePurchases(inInstance).catch((error: unknown) =>
          log(`purchase sweep failed: ${String(error)}`),
        );
        sampleOnline({ ...inInstance, log: () => undefined }).catch((error: unknown) =>
          log(`online sample failed: ${String(error)}`),
        );
      }
      sweepStaging({ ...staging, log: () => undefined }).catch((error: unknown) =>
        log(`staging sweep failed: ${String(error)}`),
      );
    }, options.cleanupEveryMs ?? CLEANUP_INTERVAL_MS);
    stoppers.push(async () => clearInterval(cleanup));

    let url: string | null = null;
    if (options.web) {
      Object.assign(process.env, webEnv(ports));
      const { createServer } = await import('vite');
      const vite = await createServer({
        root: `${root}/apps/web`,
        server: { port: ports.web, strictPort: true, host: HOST },
      });
      await vite.listen();
      stoppers.push(() => vite.close());
      url = `http://localhost:${ports.web}/?event=${DEMO_EVENT_ID}`;
    }

    return {
      ports,
      url,
      crashed,
      restartFunctions: async () => {
        await halt(functions);
        functions = launch('functions');
        await waitFor('Functions emulator', urls.health);
      },
      dropConnections: () => emulators.database.terminateConnections(),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
