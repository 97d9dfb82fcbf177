import { type RunningStack, runStack } from '@engage/devstack/run-stack';

/**
 * Browser journeys run against the whole local stack, started once as `pnpm dev` starts it
 * (emulators, seed, Vite) and stopped with Ctrl-C (SIGINT) at the end.
 */
let stack: RunningStack | undefined;

export async function setup(): Promise<void> {
  stack = runStack();
  await stack.ready();
}

export async function teardown(): Promise<void> {
  await stack?.stop();
}
