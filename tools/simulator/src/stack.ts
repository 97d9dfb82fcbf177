import { runStack } from '@engage/devstack/run-stack';
import { PORTS, portsFrom, type StackPorts, stackUrls } from '@engage/devstack/stack';
import type { StackMode } from './options.ts';

/**
 * The stack the simulation drives: a running one (`pnpm dev`, reused), or the same stack started
 * here without the web app. Only a stack started here takes the faults that need its processes:
 * a Functions emulator restart and every database socket dropped at once.
 */
export type SimStack = {
  readonly ports: StackPorts;
  readonly owned: boolean;
  /** Resolves with how long the restart took; null when the stack is not ours. */
  readonly restartFunctions: (() => Promise<number>) | null;
  readonly dropConnections: (() => Promise<number>) | null;
  stop(): Promise<void>;
};

const answers = async (url: string): Promise<boolean> => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(3_000) })).ok;
  } catch {
    return false;
  }
};

export const openStack = async (
  mode: StackMode,
  portBase: number | null,
  log: (message: string) => void,
  latencyMs = 0,
): Promise<SimStack> => {
  const ports = portBase === null ? PORTS : portsFrom(portBase);
  const { health } = stackUrls(ports);
  const running = mode !== 'start' && (await answers(health));
  if (running) {
    log(
      `reusing the stack that answers at ${health}${latencyMs > 0 ? ' (its database latency is its own: --latency applies to a stack the simulator starts)' : ''}`,
    );
    return {
      ports,
      owned: false,
      restartFunctions: null,
      dropConnections: null,
      stop: async () => undefined,
    };
  }
  if (mode === 'reuse')
    throw new Error(`no stack answers at ${health}: start one with pnpm dev, or use --stack start`);
  log(`starting the stack (as pnpm dev, without the web app) on ports from ${ports.database}...`);
  const stack = runStack({ ...(portBase === null ? {} : { portBase }), web: false, latencyMs });
  try {
    await stack.ready(360_000);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return {
    ports,
    owned: true,
    restartFunctions: () => stack.command('restart-functions'),
    dropConnections: () => stack.command('drop-connections'),
    stop: async () => {
      await stack.stop();
    },
  };
};
