import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FUNCTIONS_WORKERS, HOST, PROJECT_ID, type StackPorts } from './stack.ts';

/**
 * One `firebase emulators:start` of the pinned firebase-tools, for one emulator (Auth, or
 * Functions), from a firebase.json written for its ports under `.devstack/`. Auth and Functions
 * run as two processes so the Functions emulator can be restarted (a simulated fault) while the
 * accounts stay.
 */
type FirebaseEmulator = 'auth' | 'functions';

export type FirebaseProcess = {
  readonly child: ChildProcess;
  readonly exited: Promise<number | null>;
  /** Ctrl-C, as a user would; SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<number | null>;
};

const firebaseTools = fileURLToPath(new URL('../node_modules/firebase-tools', import.meta.url));
const firebaseCli = join(firebaseTools, 'lib/bin/firebase.js');
/** Caps the Functions emulator's worker processes (worker-cap.cjs), loaded before its CLI. */
const workerCap = fileURLToPath(new URL('./worker-cap.cjs', import.meta.url));

/** The repository's firebase.json, with only what one emulator process needs, at its own ports. */
const configFor = (
  root: string,
  dir: string,
  emulator: FirebaseEmulator,
  ports: StackPorts,
): Record<string, unknown> => {
  const at = (port: number) => ({ host: HOST, port });
  const common = { ui: { enabled: false }, singleProjectMode: true };
  if (emulator === 'auth')
    return {
      emulators: {
        auth: at(ports.auth),
        hub: at(ports.hub),
        logging: at(ports.logging),
        ...common,
      },
    };
  const project = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
    functions: { source: string }[];
  };
  // Paths in a firebase.json are relative to its folder.
  const functions = project.functions.map((codebase) => ({
    ...codebase,
    source: relative(dir, join(root, codebase.source)),
  }));
  return {
    functions,
    emulators: {
      functions: at(ports.functions),
      hub: at(ports.functionsHub),
      logging: at(ports.functionsLogging),
      eventarc: at(ports.eventarc),
      tasks: at(ports.tasks),
      ...common,
    },
  };
};

/**
 * Every process left in the emulator's group: a firebase-tools process that did not stop within
 * its grace, and the Functions workers it started, which outlive it (a simulator run's emulator
 * restart left 13 of them, 1.5 GB, running after the run).
 */
const sweep = (child: ChildProcess): void => {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // The group is gone already.
  }
};

export const startFirebaseEmulator = (options: {
  readonly root: string;
  readonly emulator: FirebaseEmulator;
  readonly ports: StackPorts;
  readonly env: Record<string, string>;
}): FirebaseProcess => {
  const port = options.emulator === 'auth' ? options.ports.auth : options.ports.functions;
  const dir = join(options.root, '.devstack', `${options.emulator}-${port}`);
  mkdirSync(dir, { recursive: true });
  const config = join(dir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify(configFor(options.root, dir, options.emulator, options.ports), null, 2),
  );
  const child = spawn(
    process.execPath,
    [
      ...(options.emulator === 'functions' ? ['--require', workerCap] : []),
      firebaseCli,
      'emulators:start',
      '--only',
      options.emulator,
      '--project',
      PROJECT_ID,
      '--config',
      config,
    ],
    {
      cwd: options.root,
      env: {
        ...process.env,
        ...options.env,
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        // The Functions emulator starts one Node process per call running at once, up to 50 by
        // default. On this 2-core machine a burst of 50 calls (bench/callable-burst.ts) with 50
        // workers drove the load average to 54 and a call timed out after 5 minutes unanswered;
        // with 4 workers all 50 were answered in 3.7 s and a health probe meanwhile in 1.4 s.
        FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '4',
        // And at most this many workers alive, busy or idle, whatever functions are called.
        ENGAGE_FUNCTIONS_WORKERS: String(FUNCTIONS_WORKERS),
        ENGAGE_FIREBASE_TOOLS: firebaseTools,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
      // A group of its own, so that its Functions workers go with it (sweep, below).
      detached: true,
    },
  );
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  return {
    child,
    exited,
    stop: async (graceMs = 30_000) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        sweep(child);
        return child.exitCode;
      }
      child.kill('SIGINT');
      const timer = setTimeout(() => sweep(child), graceMs);
      const code = await exited;
      clearTimeout(timer);
      sweep(child);
      return code;
    },
  };
};

/** Polls `url` until it answers 2xx. */
export const waitFor = async (what: string, url: string, timeoutMs = 180_000): Promise<void> => {
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
