import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Browser journeys run against the whole local stack, started once as `pnpm dev` starts it
 * (emulators, seed, Vite) and stopped with Ctrl-C (SIGINT) at the end.
 */
let stack: ChildProcess | undefined;

export async function setup(): Promise<void> {
  const devstack = fileURLToPath(new URL('../../../packages/devstack/', import.meta.url));
  stack = spawn(`${devstack}node_modules/.bin/tsx`, ['src/main.ts'], {
    cwd: devstack,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The dev stack did not start:\n${output}`)),
      150_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready: ')) {
        clearTimeout(timer);
        resolve();
      }
    };
    stack?.stdout?.on('data', onData);
    stack?.stderr?.on('data', onData);
    stack?.once('exit', (code) => reject(new Error(`The dev stack exited (${code}):\n${output}`)));
  });
  process.env.E2E_STACK_READY = 'true';
}

export async function teardown(): Promise<void> {
  if (stack === undefined || stack.exitCode !== null) return;
  const exited = new Promise((resolve) => stack?.once('exit', resolve));
  stack.kill('SIGINT');
  const timer = setTimeout(() => stack?.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}
