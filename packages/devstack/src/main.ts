import { type ChildProcess, spawn, execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dbPaths } from '@engage/domain/paths';
import { startEmulators } from '@engage/emulator/server';
import { getDatabase } from 'firebase-admin/database';
import { runCleanup } from '@engage/functions/cleanup';
import { sampleOnline } from '@engage/functions/activity';
import { assertPortsFree } from './ports.ts';
import { DEMO_ADMIN_EMAIL, DEMO_EVENT_ID, DEMO_PASSWORD, demoSeed } from './seed.ts';
import { adminAppFor, applySeed } from './seed-stack.ts';
import { BUCKET, HOST, NAMESPACE, PORT_NAMES, PORTS, PROJECT_ID, webEnv } from './stack.ts';

/**
 * The "run it" command: Auth + Functions emulators (firebase-tools), the project's own Database +
 * Storage emulator, a seeded demo event and the Vite dev server; Ctrl-C stops everything.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const CLEANUP_INTERVAL_MS = 60_000;
const children: ChildProcess[] = [];
const stoppers: (() => Promise<void>)[] = [];
let stopping = false;

const log = (message: string) => process.stdout.write(`[dev] ${message}\n`);

const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  log('stopping...');
  for (const child of children) child.kill('SIGINT');
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) =>
          child.exitCode !== null ? resolve(null) : child.once('exit', resolve),
        ),
    ),
  );
  for (const stopper of stoppers.reverse()) await stopper().catch(() => undefined);
  process.exit(code);
};
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));

const waitFor = async (what: string, url: string, timeoutMs = 90_000) => {
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs)
      throw new Error(`${what} did not start within ${timeoutMs / 1000} s (${url})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

const main = async () => {
  await assertPortsFree(
    Object.entries(PORTS).map(([key, port]) => ({
      name: PORT_NAMES[key as keyof typeof PORTS],
      port,
    })),
  );

  log('building functions...');
  execFileSync(process.execPath, ['functions/build.mjs'], { cwd: root, stdio: 'inherit' });
  // The Functions emulator needs a value for every bound secret; `off` means no SMTP, so one-time
  // codes stay in outbox/ and are printed here.
  writeFileSync(`${root}/functions/dist/.secret.local`, 'SMTP_URL=off\nMAIL_FROM=off\n');

  const emulators = await startEmulators({
    host: HOST,
    databasePort: PORTS.database,
    storagePort: PORTS.storage,
    databaseRules: readFileSync(`${root}/database.rules.json`, 'utf8'),
    storageRules: readFileSync(`${root}/storage.rules`, 'utf8'),
  });
  stoppers.push(() => emulators.stop());
  log(
    `Realtime Database emulator on http://${HOST}:${PORTS.database}, Storage emulator on http://${HOST}:${PORTS.storage}`,
  );

  const emulatorEnv = {
    FIREBASE_DATABASE_EMULATOR_HOST: `${HOST}:${PORTS.database}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${PORTS.storage}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
    DATABASE_URL: `http://${HOST}:${PORTS.database}?ns=${NAMESPACE}`,
    // App Check is enforced in production; locally there is no attestation provider.
    ENGAGE_APP_CHECK: 'off',
  };
  Object.assign(process.env, emulatorEnv);
  const firebaseBin = fileURLToPath(new URL('../node_modules/.bin/firebase', import.meta.url));
  const firebase = spawn(
    firebaseBin,
    ['emulators:start', '--only', 'auth,functions', '--project', PROJECT_ID],
    {
      cwd: root,
      env: {
        ...process.env,
        ...emulatorEnv,
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        // The Functions emulator starts one Node process per call running at once, up to 50 by
        // default. On this 2-core machine a burst of 50 calls (bench/callable-burst.ts) with 50
        // workers drove the load average to 54 and a call timed out after 5 minutes unanswered;
        // with 4 workers all 50 were answered in 3.7 s and a health probe meanwhile in 1.4 s.
        FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '4',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  children.push(firebase);
  firebase.once('exit', (code) => {
    if (!stopping) {
      log(`firebase emulators exited (${code}); stopping the stack`);
      void stop(1);
    }
  });
  await waitFor('Auth emulator', `http://${HOST}:${PORTS.auth}/`);
  await waitFor(
    'Functions emulator',
    `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1/health`,
  );

  log('seeding the demo event...');
  const admin = adminAppFor({
    projectId: PROJECT_ID,
    databaseURL: `http://${HOST}:${PORTS.database}?ns=${NAMESPACE}`,
    storageBucket: BUCKET,
  });
  await applySeed(admin, demoSeed({ now: Date.now(), random: Math.random }));

  // The one-time-code mails: no mail server locally, so the dev stack prints them.
  getDatabase(admin)
    .ref(dbPaths.outbox())
    .on('child_added', (snapshot) => {
      const mail = snapshot.val() as { to: string; text: string };
      log(`outbox -> ${mail.to}: ${mail.text}`);
    });

  // The schedules the Functions emulator cannot fire: the cleanup and the live overview's
  // online sample, every minute.
  const scheduled = {
    db: getDatabase(admin),
    now: Date.now,
    log: (message: string, data: Record<string, unknown>) =>
      log(`${message} ${JSON.stringify(data)}`),
  };
  const cleanup = setInterval(() => {
    runCleanup(scheduled).catch((error: unknown) => log(`cleanup failed: ${String(error)}`));
    sampleOnline({ ...scheduled, log: () => undefined }).catch((error: unknown) =>
      log(`online sample failed: ${String(error)}`),
    );
  }, CLEANUP_INTERVAL_MS);
  stoppers.push(async () => clearInterval(cleanup));

  Object.assign(process.env, webEnv());
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: `${root}/apps/web`,
    server: { port: PORTS.web, strictPort: true, host: HOST },
  });
  await vite.listen();
  stoppers.push(() => vite.close());

  log('');
  log(`Ready: http://localhost:${PORTS.web}/?event=${DEMO_EVENT_ID}`);
  log(`Organiser sign-in: ${DEMO_ADMIN_EMAIL} / ${DEMO_PASSWORD}`);
  log(`Attendees: attendee01@demo.engage.test ... attendee30@demo.engage.test / ${DEMO_PASSWORD}`);
  log('Ctrl-C stops everything.');
};

main().catch((error: unknown) => {
  process.stderr.write(`[dev] ${error instanceof Error ? error.message : String(error)}\n`);
  void stop(1);
});
