import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { capWorkers } = require('./worker-cap.cjs') as {
  capWorkers: (emulator: unknown, cap: number) => void;
};
const tools = fileURLToPath(new URL('../node_modules/firebase-tools', import.meta.url));
/** The pinned firebase-tools' own worker pool, as the Functions emulator uses it. */
const emulator = require(join(tools, 'lib/emulator/functionsRuntimeWorker.js')) as {
  RuntimeWorkerPool: new () => {
    addWorker(trigger: { id: string }, runtime: unknown, info: unknown, type: string): Worker;
  };
  RuntimeWorker: { prototype: { request: (...args: unknown[]) => unknown } };
};
type Worker = { state: string; triggerKey: string; engageLastUsed?: number };

/** A worker's process as the pool sees it, which records being stopped. */
const runtime = (killed: string[], id: string) => ({
  process: { kill: () => killed.push(id), on: () => undefined, once: () => undefined },
  events: { on: () => undefined, emit: () => undefined },
  conn: { httpReqOpts: () => ({}) },
});

describe('the cap on Functions emulator workers', () => {
  it('stops the least recently used idle workers of any function, never a busy one', () => {
    capWorkers(emulator, 3);
    const pool = new emulator.RuntimeWorkerPool();
    const killed: string[] = [];
    const start = (fn: string, n: number) => {
      const worker = pool.addWorker({ id: fn }, runtime(killed, `${fn}#${n}`), {}, 'nodejs20');
      worker.state = 'IDLE';
      return worker;
    };
    const a = start('a', 1);
    const b = start('b', 1);
    const c = start('c', 1);
    a.engageLastUsed = 3;
    b.engageLastUsed = 1;
    c.engageLastUsed = 2;
    c.state = 'BUSY';
    // A fourth worker: b is the idle one used longest ago.
    start('d', 1);
    expect(killed).toEqual(['b#1']);
    expect(b.state).toBe('FINISHING');
    // With only busy workers besides, nothing is stopped: calls in flight are bounded elsewhere.
    a.state = 'BUSY';
    start('e', 1);
    expect(killed).toEqual(['b#1', 'd#1']);
    start('f', 1);
    expect(killed).toEqual(['b#1', 'd#1', 'e#1']);
    expect(c.state).toBe('BUSY');
    expect(a.state).toBe('BUSY');
  });
});
