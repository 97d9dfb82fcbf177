import { performance } from 'node:perf_hooks';
import { Namespace } from '../src/database/namespace.ts';
import { compileDatabaseRules } from '../src/rules/database-rules.ts';

/**
 * The emulator's own cost of one child write into a node of `size` children while one top-20
 * query of that node is listened, in process (no sockets, no SDK): what the database does per
 * write, apart from the clients.
 */
const RULES = compileDatabaseRules(JSON.stringify({ rules: { '.read': true, '.write': true } }));
const ADMIN = { admin: true, auth: null } as const;

export const benchWriteCost = (size: number, writes: number): Record<string, string> => {
  const namespace = new Namespace('cost', () => RULES);
  const key = (i: number) => `user${String(i).padStart(6, '0')}`;
  namespace.replaceRoot({
    board: Object.fromEntries(
      Array.from({ length: size }, (_, i) => [
        key(i),
        { name: `Attendee ${i}`, score: Math.floor(Math.random() * 10_000) },
      ]),
    ),
  });
  let pushes = 0;
  namespace.listen({
    path: ['board'],
    query: { i: 'score', l: 20, vf: 'r' },
    deliver: () => {
      pushes += 1;
    },
  });
  const timed = (write: (i: number) => void) => {
    // Untimed first writes let the JIT settle and the collector clear what seeding left behind.
    for (let i = 0; i < writes / 10; i += 1) write(writes + i);
    const started = performance.now();
    for (let i = 0; i < writes; i += 1) write(i);
    return `${(((performance.now() - started) * 1_000) / writes).toFixed(0)} µs`;
  };
  const score = () => Math.floor(Math.random() * 10_000);
  const scoreSet = timed(() => {
    namespace.write(ADMIN, [[['board', key(Math.floor(Math.random() * size)), 'score'], score()]]);
  });
  const newChild = timed((i) => {
    namespace.write(ADMIN, [[['board', `new${i}`], { name: `Newcomer ${i}`, score: score() }]]);
  });
  return {
    'score set of an existing child': scoreSet,
    'set of a new child': newChild,
    'window updates pushed': String(pushes),
  };
};
