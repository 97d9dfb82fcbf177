import { mkdir, writeFile } from 'node:fs/promises';
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

/** The stack's output is kept in test-results/ so that a failed journey's server side can be read. */
export async function teardown(): Promise<void> {
  await stack?.stop();
  const folder = new URL('../test-results/', import.meta.url);
  await mkdir(folder, { recursive: true });
  await writeFile(new URL('dev-stack.log', folder), stack?.output() ?? '');
}
