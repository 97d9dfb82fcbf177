import { type DevStack, startDevStack } from './dev-stack.ts';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from './seed.ts';
import { PORTS, portsFrom } from './stack.ts';

/**
 * The "run it" command: Auth + Functions emulators (firebase-tools), the project's own Database +
 * Storage emulator, a seeded demo event and the Vite dev server; Ctrl-C stops everything.
 *   --no-web          without the Vite dev server (the simulator's stack)
 *   --port-base <n>   eight consecutive ports from n instead of the usual ones
 *   --latency <ms>    the database handles each request this long after it arrives: the network
 *                     between Cloud Functions and the database in one region (about 20 ms)
 * Started with an IPC channel (run-stack.ts), it tells its parent when it is ready and takes the
 * simulator's fault commands: `restart-functions` and `drop-connections`.
 */
export type StackCommand = 'restart-functions' | 'drop-connections';
export type StackMessage =
  | { readonly type: 'ready'; readonly ports: DevStack['ports']; readonly url: string | null }
  | { readonly type: 'done'; readonly command: StackCommand; readonly ms: number }
  | { readonly type: 'failed'; readonly command: StackCommand; readonly error: string };

const log = (message: string) => process.stdout.write(`[dev] ${message}\n`);

const argValue = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const base = argValue('--port-base');
if (base !== undefined && !/^\d+$/.test(base)) {
  process.stderr.write(`[dev] --port-base takes a port number, not "${base}"\n`);
  process.exit(2);
}
const ports = base === undefined ? PORTS : portsFrom(Number(base));
const web = !process.argv.includes('--no-web');
const latency = argValue('--latency') ?? '0';
if (!/^\d+$/.test(latency)) {
  process.stderr.write(`[dev] --latency takes milliseconds, not "${latency}"\n`);
  process.exit(2);
}
const latencyMs = Number(latency);

let stack: DevStack | undefined;
let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  log('stopping...');
  await stack?.stop();
  process.exit(code);
};
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));
// A parent that goes away (the simulator killed) takes its stack with it.
process.once('disconnect', () => void stop(0));

const send = (message: StackMessage) => process.send?.(message);

const run = async (command: StackCommand, running: DevStack) => {
  const started = Date.now();
  try {
    if (command === 'restart-functions') await running.restartFunctions();
    else running.dropConnections();
    send({ type: 'done', command, ms: Date.now() - started });
  } catch (error) {
    send({ type: 'failed', command, error: String(error) });
  }
};

const main = async () => {
  stack = await startDevStack({ ports, web, log, latencyMs });
  const running = stack;
  void running.crashed.then((what) => {
    if (stopping) return;
    log(`${what}; stopping the stack`);
    void stop(1);
  });
  process.on('message', (message: unknown) => {
    if (message === 'restart-functions' || message === 'drop-connections')
      void run(message, running);
  });
  log('');
  if (stack.url !== null) {
    log(`Ready: ${stack.url}`);
    log(`Organiser sign-in: ${DEMO_ADMIN_EMAIL} / ${DEMO_PASSWORD}`);
    log(
      `Attendees: attendee01@demo.engage.test ... attendee30@demo.engage.test / ${DEMO_PASSWORD}`,
    );
  } else {
    log(`Ready (no web app): database on port ${ports.database}, functions on ${ports.functions}`);
  }
  log('Ctrl-C stops everything.');
  send({ type: 'ready', ports, url: stack.url });
};

main().catch((error: unknown) => {
  process.stderr.write(`[dev] ${error instanceof Error ? error.message : String(error)}\n`);
  void stop(1);
});
