'use strict';
// Loaded with `node --require` into the firebase-tools process that runs the Functions emulator
// (firebase-process.ts). That emulator starts a worker process (about 115 MB) whenever a function
// has no idle one and keeps every worker it started, one set per function: FUNCTIONS_EMULATOR_PARALLEL
// bounds the calls in flight, not the workers, and a burst over 15 callables left 60 of them
// (7 GB). Here the pool stops the least recently used idle workers of any function once more than
// ENGAGE_FUNCTIONS_WORKERS are alive; a busy worker is never stopped.
const { join } = require('node:path');

const ALIVE = new Set(['CREATED', 'IDLE', 'BUSY']);

/** Puts a cap of `cap` live workers on the pool class, stopping idle ones as new ones start. */
const capWorkers = (emulator, cap) => {
  const { RuntimeWorkerPool, RuntimeWorker } = emulator;
  const request = RuntimeWorker.prototype.request;
  RuntimeWorker.prototype.request = function (...args) {
    this.engageLastUsed = Date.now();
    return request.apply(this, args);
  };
  const addWorker = RuntimeWorkerPool.prototype.addWorker;
  RuntimeWorkerPool.prototype.addWorker = function (...args) {
    const added = addWorker.apply(this, args);
    const alive = [...this.workers.values()].flat().filter((w) => ALIVE.has(w.state));
    const idle = alive
      .filter((w) => w !== added && w.state === 'IDLE')
      .sort((a, b) => (a.engageLastUsed ?? 0) - (b.engageLastUsed ?? 0));
    for (let over = alive.length - cap; over > 0 && idle.length > 0; over -= 1) {
      const worker = idle.shift();
      worker.state = 'FINISHING';
      worker.runtime.process.kill();
    }
    return added;
  };
};

module.exports = { capWorkers };

const cap = Number(process.env.ENGAGE_FUNCTIONS_WORKERS);
const tools = process.env.ENGAGE_FIREBASE_TOOLS;
if (Number.isInteger(cap) && cap > 0 && tools !== undefined)
  capWorkers(require(join(tools, 'lib/emulator/functionsRuntimeWorker.js')), cap);
