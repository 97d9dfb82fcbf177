import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { StackCommand, StackMessage } from './main.ts';

/**
 * Starts the dev stack as `pnpm dev` does, in a child process, for tests and the simulator that
 * need the whole local product: wait until it is ready, read its output, send it a fault command,
 * stop it with Ctrl-C (SIGINT).
 */
export type RunningStack = {
  readonly child: ChildProcess;
  readonly exited: Promise<number | null>;
  output(): string;
  /** Resolves with the printed URL (the database's without the web app) once the stack is ready; rejects if it exits first. */
  ready(timeoutMs?: number): Promise<string>;
  /** Runs a fault command in the stack; resolves with how long it took. */
  command(command: StackCommand): Promise<number>;
  /** SIGINT, then SIGKILL after 30 s, as a user would; resolves with the exit code. */
  stop(): Promise<number | null>;
};

export type RunStackOptions = {
  /** Eight consecutive ports from here (see portsFrom) instead of the usual ones. */
  readonly portBase?: number;
  /** Without the Vite dev server. */
  readonly web?: boolean;
  /** Also copies the stack's output to this process's stderr. */
  readonly echo?: boolean;
  /** The database's added time per request (main.ts --latency). */
  readonly latencyMs?: number;
};

const packageDir = fileURLToPath(new URL('..', import.meta.url));

export const runStack = (options: RunStackOptions = {}): RunningStack => {
  const args = ['--import', 'tsx', 'src/main.ts'];
  if (options.portBase !== undefined) args.push('--port-base', String(options.portBase));
  if (options.web === false) args.push('--no-web');
  if (options.latencyMs) args.push('--latency', String(options.latencyMs));
  const child = spawn(process.execPath, args, {
    cwd: packageDir,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (options.echo) process.stderr.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  let readyUrl: string | undefined;
  const replies = new Map<StackCommand, (message: StackMessage) => void>();
  child.on('message', (raw) => {
    const message = raw as StackMessage;
    if (message.type === 'ready')
      readyUrl = message.url ?? `http://127.0.0.1:${message.ports.database}`;
    else replies.get(message.command)?.(message);
  });
  return {
    child,
    exited,
    output: () => output,
    ready: async (timeoutMs = 150_000) => {
      const started = Date.now();
      for (;;) {
        if (readyUrl !== undefined) return readyUrl;
        if (child.exitCode !== null)
          throw new Error(`The dev stack exited (${child.exitCode}):\n${output}`);
        if (Date.now() - started > timeoutMs)
          throw new Error(`The dev stack did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    command: (command) =>
      new Promise<number>((resolve, reject) => {
        replies.set(command, (message) => {
          replies.delete(command);
          if (message.type === 'done') resolve(message.ms);
          else if (message.type === 'failed') reject(new Error(message.error));
        });
        child.send(command);
      }),
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
