import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Starts the dev stack as `pnpm dev` does, in a child process, for tests that need the whole
 * local product: wait for its ready line, read its output, stop it with Ctrl-C (SIGINT).
 */
export type RunningStack = {
  readonly child: ChildProcess;
  readonly exited: Promise<number | null>;
  output(): string;
  /** Resolves with the printed URL once the stack is ready; rejects if it exits first. */
  ready(timeoutMs?: number): Promise<string>;
  /** SIGINT, then SIGKILL after 30 s, as a user would; resolves with the exit code. */
  stop(): Promise<number | null>;
};

const packageDir = fileURLToPath(new URL('..', import.meta.url));

export const runStack = (): RunningStack => {
  const child = spawn(`${packageDir}node_modules/.bin/tsx`, ['src/main.ts'], {
    cwd: packageDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return {
    child,
    exited,
    output: () => output,
    ready: async (timeoutMs = 150_000) => {
      const started = Date.now();
      for (;;) {
        const match = /Ready: (\S+)/.exec(output);
        if (match?.[1]) return match[1];
        if (child.exitCode !== null)
          throw new Error(`The dev stack exited (${child.exitCode}):\n${output}`);
        if (Date.now() - started > timeoutMs)
          throw new Error(`The dev stack did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    stop: async () => {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
};
