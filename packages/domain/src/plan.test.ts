import { describe, expect, it } from 'vitest';
import { accept, type Claim, claim, refuse, WriteSet } from './plan.ts';
import { node, SERVER_TIME } from './store/node.ts';

describe('WriteSet', () => {
  it('keeps sets and removals by path, the last one winning', () => {
    const writes = new WriteSet()
      .set(node('a'), 1)
      .set(node('b'), { x: 2 })
      .remove(node('c'))
      .set(node('a'), 3)
      .writes();
    expect(writes).toEqual({ sets: { a: 3, b: { x: 2 }, c: null }, increments: {} });
  });

  it.each([
    [[['n', 2]], { n: 2 }],
    [
      [
        ['n', 2],
        ['n', 3],
      ],
      { n: 5 },
    ],
    [
      [
        ['n', 2],
        ['n', -7],
      ],
      { n: -5 },
    ],
    [[['n', 0]], {}],
    [
      [
        ['n', 4],
        ['m', 0],
        ['m', 1],
      ],
      { n: 4, m: 1 },
    ],
  ] as [[string, number][], Record<string, number>][])(
    'increments %j add up to %j, a zero increment is no write',
    (steps, increments) => {
      const set = new WriteSet();
      for (const [path, by] of steps) set.increment(node(path), by);
      expect(set.writes()).toEqual({ sets: {}, increments });
    },
  );

  it('merges another plan: its sets overwrite, its increments add to the ones already there', () => {
    const merged = new WriteSet()
      .set(node('a'), 1)
      .set(node('keep'), true)
      .increment(node('n'), 2)
      .merge({ sets: { a: 2, b: null }, increments: { n: 3, m: -1 } })
      .writes();
    expect(merged).toEqual({
      sets: { a: 2, keep: true, b: null },
      increments: { n: 5, m: -1 },
    });
  });

  it('hands out a copy: later writes do not change a plan already made', () => {
    const set = new WriteSet().set(node('a'), 1);
    const first = set.writes();
    set.set(node('b'), 2).increment(node('n'), 1);
    expect(first).toEqual({ sets: { a: 1 }, increments: {} });
  });
});

describe('accept, refuse, claim', () => {
  it.each([
    [accept(7), { ok: true, value: 7, writes: { sets: {}, increments: {} } }],
    [
      accept('v', new WriteSet().set(node('p'), 1)),
      { ok: true, value: 'v', writes: { sets: { p: 1 }, increments: {} } },
    ],
    [
      accept('v', { sets: {}, increments: { n: 1 } }),
      { ok: true, value: 'v', writes: { sets: {}, increments: { n: 1 } } },
    ],
    [refuse('not-found'), { ok: false, error: 'not-found', writes: { sets: {}, increments: {} } }],
    [
      refuse('not-found', 'room'),
      { ok: false, error: 'not-found', detail: 'room', writes: { sets: {}, increments: {} } },
    ],
    [
      refuse('out-of-stock', undefined, new WriteSet().increment(node('spent'), -5)),
      { ok: false, error: 'out-of-stock', writes: { sets: {}, increments: { spent: -5 } } },
    ],
    [
      claim(3, accept('x')),
      { ok: true, value: 'x', next: 3, writes: { sets: {}, increments: {} } },
    ],
    [
      claim(null, refuse('otp-invalid')),
      { ok: false, error: 'otp-invalid', next: null, writes: { sets: {}, increments: {} } },
    ],
  ])('%#: %j', (plan, expected) => {
    expect(plan).toStrictEqual(expected);
  });

  it('a claim stores only the shape its node stores', () => {
    const level: Claim<true, number> = claim(2, accept(true));
    // @ts-expect-error a node of number takes no string
    const name: Claim<true, number> = claim('two', accept(true));
    expect([level.next, name.next]).toEqual([2, 'two']);
  });

  it('a refusal without detail has no detail key at all', () => {
    expect(Object.hasOwn(refuse('not-found'), 'detail')).toBe(false);
  });

  it('spells the server clock as the database does', () => {
    expect(SERVER_TIME).toEqual({ '.sv': 'timestamp' });
  });
});
