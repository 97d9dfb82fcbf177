import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareKeys } from '../src/database/key-order.ts';
import type { Listen, Push } from '../src/database/listen.ts';
import { Namespace } from '../src/database/namespace.ts';
import { compareValues, type WireQuery } from '../src/database/order.ts';
import type { Json, PlainJson } from '../src/database/tree.ts';
import { compileDatabaseRules } from '../src/rules/database-rules.ts';

/**
 * The live query machinery (indexes kept write by write, windows compared before and after)
 * against a brute-force oracle: after every write, what a listener has assembled from the
 * pushes it received must equal sorting all children and cutting the window afresh.
 */
type Plain = Record<string, PlainJson>;

const ADMIN = { admin: true, auth: null } as const;
const RULES = compileDatabaseRules(JSON.stringify({ rules: {} }));
const KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', '1', '2', '10', '007', '-3', 'x y', 'Zed'];

const isRecord = (value: PlainJson | undefined): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const plain = (value: Json | Readonly<Record<string, Json>>): PlainJson =>
  JSON.parse(JSON.stringify(value)) as PlainJson;

/** The query evaluated the slow, obvious way: index every child, filter, sort, cut. */
const oracle = (node: Plain, query: WireQuery): Plain => {
  const indexOf = (key: string, value: PlainJson): PlainJson => {
    if (query.i === '.key') return key;
    if (query.i === '.value') return typeof value === 'object' ? {} : value;
    if (query.i === undefined) return null;
    const field = isRecord(value) ? value[query.i] : undefined;
    return field === undefined || (typeof field === 'object' && field !== null) ? null : field;
  };
  const compare = (a: { key: string; index: PlainJson }, b: { key: string; index: PlainJson }) =>
    query.i === '.key'
      ? compareKeys(String(a.index), String(b.index))
      : compareValues(a.index as Json, b.index as Json) || compareKeys(a.key, b.key);
  let items = Object.entries(node).map(([key, value]) => ({
    key,
    value,
    index: indexOf(key, value),
  }));
  if ('sp' in query) {
    const bound = {
      index: query.sp as PlainJson,
      key: query.sn ?? (query.sin === false ? '[MAX_NAME]' : '[MIN_NAME]'),
    };
    items = items.filter((item) =>
      query.sin === false ? compare(item, bound) > 0 : compare(item, bound) >= 0,
    );
  }
  if ('ep' in query) {
    const bound = {
      index: query.ep as PlainJson,
      key: query.en ?? (query.ein === false ? '[MIN_NAME]' : '[MAX_NAME]'),
    };
    items = items.filter((item) =>
      query.ein === false ? compare(item, bound) < 0 : compare(item, bound) <= 0,
    );
  }
  items.sort(compare);
  if (query.l !== undefined)
    items = query.vf === 'r' ? items.slice(-query.l) : items.slice(0, query.l);
  return Object.fromEntries(items.map(({ key, value }) => [key, value]));
};

const score = fc.oneof(
  fc.integer({ min: 0, max: 4 }),
  fc.constantFrom('low', 'high'),
  fc.boolean(),
  fc.constant(null),
);
const player = fc.record({ score, team: fc.constantFrom('red', 'blue') });
const child = fc.oneof(player, fc.integer({ min: 0, max: 4 }), fc.constantFrom('low', 'high'));
const key = fc.constantFrom(...KEYS);

const write = fc.oneof(
  fc.record({ kind: fc.constant('child' as const), key, value: fc.option(child, { nil: null }) }),
  fc.record({ kind: fc.constant('score' as const), key, value: score }),
  fc.record({
    kind: fc.constant('update' as const),
    values: fc.dictionary(key, fc.option(child, { nil: null }), { maxKeys: 4 }),
  }),
  fc.record({
    kind: fc.constant('replace' as const),
    values: fc.dictionary(key, child, { maxKeys: KEYS.length }),
  }),
);
type Write = typeof write extends fc.Arbitrary<infer W> ? W : never;

const boundValue = fc.oneof(
  fc.integer({ min: -1, max: 5 }),
  fc.constantFrom('low', 'high'),
  fc.boolean(),
  fc.constant(null),
);
const query: fc.Arbitrary<WireQuery> = fc
  .record(
    {
      i: fc.constantFrom('score', '.key', '.value', '.priority'),
      sp: boundValue,
      sn: key,
      sin: fc.boolean(),
      ep: boundValue,
      en: key,
      ein: fc.boolean(),
      l: fc.integer({ min: 1, max: 6 }),
      vf: fc.constantFrom('l' as const, 'r' as const),
    },
    { requiredKeys: [] },
  )
  .map((q) => {
    const { i, ...rest } = q;
    const out: Record<string, unknown> = i === '.priority' ? { ...rest } : { ...q };
    // The SDK sends a key bound as a string, and no key names with it.
    if (i === '.key') {
      for (const name of ['sp', 'ep'] as const) {
        if (name in out) out[name] = String(out[name]);
      }
      delete out.sn;
      delete out.en;
    }
    if ('vf' in out && !('l' in out)) delete out.vf;
    return out as WireQuery;
  });

/** Stored form: null members dropped, objects left empty dropped with them. */
const clean = (node: Plain): Plain => {
  const out: Plain = {};
  for (const [k, value] of Object.entries(node)) {
    if (isRecord(value)) {
      const inner = clean(value);
      if (Object.keys(inner).length > 0) out[k] = inner;
    } else if (value !== null) out[k] = value;
  }
  return out;
};

const apply = (node: Plain, step: Write): Plain => {
  const next = { ...node };
  const put = (k: string, value: PlainJson) => {
    if (value === null) delete next[k];
    else next[k] = value;
  };
  if (step.kind === 'child') put(step.key, step.value);
  else if (step.kind === 'score') {
    const current = next[step.key];
    // Removing a child of a leaf leaves the leaf as it is.
    if (step.value === null && !isRecord(current)) return next;
    const updated: Plain = { ...(isRecord(current) ? current : {}), score: step.value };
    if (step.value === null) delete updated.score;
    put(step.key, Object.keys(updated).length === 0 ? null : updated);
  } else if (step.kind === 'update') {
    for (const [k, value] of Object.entries(step.values)) put(k, value);
  } else return { ...step.values };
  return next;
};

const entriesOf = (step: Write): [string[], unknown][] => {
  if (step.kind === 'child') return [[['n', step.key], step.value]];
  if (step.kind === 'score') return [[['n', step.key, 'score'], step.value]];
  if (step.kind === 'update')
    return Object.entries(step.values).map(([k, value]) => [['n', k], value]);
  return [[['n'], step.values]];
};

/** A listener that keeps what the pushes say, as the SDK's server cache would. */
const listener = (namespace: Namespace, q: WireQuery) => {
  let state: Plain = {};
  const listen: Listen = {
    path: ['n'],
    query: q,
    deliver: (push: Push) => {
      const data = plain(push.data);
      if (push.action === 'd') {
        state = (data ?? {}) as Plain;
        return;
      }
      for (const [k, value] of Object.entries((data ?? {}) as Plain)) {
        if (value === null) delete state[k];
        else state[k] = value;
      }
    },
  };
  state = (plain(namespace.listen(listen)) ?? {}) as Plain;
  return { listen, state: () => state };
};

describe('live queries', () => {
  it('keep every listener equal to a brute-force evaluation, write after write', () => {
    fc.assert(
      fc.property(
        fc.dictionary(key, child),
        fc.array(query, { minLength: 1, maxLength: 4 }),
        fc.array(write, { maxLength: 30 }),
        (initial, queries, writes) => {
          const namespace = new Namespace('live', () => RULES);
          namespace.replaceRoot({ n: initial });
          let model: Plain = clean(initial);
          const listeners = queries.map((q) => ({ q, ...listener(namespace, q) }));
          for (const [step, w] of writes.entries()) {
            if (step === Math.floor(writes.length / 2)) {
              // Midway, one query gains a listener and another loses its own (and maybe its index).
              const [first, last] = [listeners[0], listeners.at(-1)];
              if (last !== undefined && listeners.length > 1) {
                namespace.unlisten(last.listen);
                listeners.pop();
              }
              if (first !== undefined)
                listeners.push({ q: first.q, ...listener(namespace, first.q) });
            }
            expect(namespace.write(ADMIN, entriesOf(w))).toEqual({ status: 'ok' });
            model = clean(apply(model, w));
            const fresh = new Namespace('fresh', () => RULES);
            fresh.replaceRoot({ n: model });
            for (const { q, state } of listeners) {
              const expected = oracle(model, q);
              expect(state(), JSON.stringify({ q, w })).toEqual(expected);
              expect(plain(namespace.view(['n'], q)) ?? {}).toEqual(expected);
              expect(plain(fresh.view(['n'], q)) ?? {}).toEqual(expected);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
