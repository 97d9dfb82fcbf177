/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import rulesText from '../../../../database.rules.json?raw';
import { DomainError } from '../errors.ts';
import { NODE_GROUPS } from './groups.ts';
import { BY_ATTENDEE, eventOfPath, placementOf, ROOT_PLACEMENT } from './placement.ts';

/** The root of every node the store builds (an audit node's scope given as an event's). */
const nodeRoots = (): Set<string> =>
  new Set(
    Object.values(NODE_GROUPS).flatMap((nodes) =>
      Object.entries(nodes).map(([member, build]) => {
        const args = Array.from({ length: build.length }, (_, i) => `a${i}`);
        const call = member.startsWith('audit') ? [{ kind: 'event', id: 'a0' }, 'a1'] : args;
        const path = (build as (...a: unknown[]) => string)(...call);
        return path.split('/')[0] ?? '';
      }),
    ),
  );

const ruleRoots = (): string[] =>
  Object.keys((JSON.parse(rulesText) as { rules: Record<string, unknown> }).rules).filter(
    (key) => !key.startsWith('.'),
  );

describe('placement of the tree', () => {
  it('places every root the store builds, and no other', () => {
    expect([...nodeRoots()].sort()).toEqual(Object.keys(ROOT_PLACEMENT).sort());
  });

  it('places every root the rules name', () => {
    for (const root of ruleRoots()) expect(ROOT_PLACEMENT).toHaveProperty(root);
  });

  it.each([
    ['users/k/metadata', 'event'],
    ['ledger/k/e1', 'event'],
    ['leaderboards/e/all/p1', 'event'],
    ['boardSnapshots/e/all', 'event'],
    ['rooms/r1', 'event'],
    ['companies/c/userCount', 'default'],
    ['organisers/u1', 'default'],
    ['publicIds/p1', 'default'],
    ['everyone/k', 'default'],
    ['uids/u1', 'both'],
    ['events/e/metadata/registrants', 'both'],
    ['revokedAt/u1', 'every'],
  ] as const)('%s lives in %s', (path, placement) => {
    expect(placementOf(path)).toBe(placement);
  });

  it('refuses a path whose root it does not place', () => {
    expect(() => placementOf('nowhere/x')).toThrow(DomainError);
  });
});

describe('rules that read across groups', () => {
  /**
   * The rules of the event's own instance may read only what that instance holds: roots kept
   * there (`event`) or copied there (`both`, `every`). A rule of a root that spans events may
   * read only roots the default holds.
   */
  const reads = (rule: unknown): string[] => [
    ...new Set(
      [...JSON.stringify(rule).matchAll(/root\.child\('([A-Za-z]+)/g)].map((m) => m[1] ?? ''),
    ),
  ];
  const HELD = {
    event: ['event', 'both', 'every'],
    default: ['default', 'both', 'every'],
    both: ['both', 'every'],
    every: ['both', 'every'],
  };
  const rules = JSON.parse(rulesText) as { rules: Record<string, unknown> };

  it.each(ruleRoots())('%s reads only what its instance holds', (root) => {
    const held = HELD[placementOf(root)];
    for (const read of reads(rules.rules[root]))
      expect(held, `${root} reads ${read}`).toContain(placementOf(read));
  });
});

describe('eventOfPath', () => {
  /** Every node builder's path, its first argument an event's id and the others plain keys. */
  const built = Object.values(NODE_GROUPS).flatMap((nodes) =>
    Object.entries(nodes)
      .filter(([member]) => !member.startsWith('audit'))
      .map(([member, build]) => {
        const args = Array.from({ length: build.length }, (_, i) => (i === 0 ? 'EVT' : `a${i}`));
        return [member, (build as (...a: unknown[]) => string)(...args), build.length] as const;
      }),
  );

  it('names the event of every path of its data keyed by the event, as the builder was given it', () => {
    for (const [member, path, arity] of built) {
      const event = eventOfPath(path);
      if (event !== null) expect([member, event]).toEqual([member, 'EVT']);
      else if (arity > 0 && placementOf(path) === 'event')
        expect([...BY_ATTENDEE]).toContain(path.split('/')[0]);
    }
  });

  it.each([
    ['leaderboards/summit/all/p1', 'summit'],
    ['boardSnapshots/summit', 'summit'],
    ['users/k/metadata', null],
    ['rooms/r1', null],
    ['companies/c', null],
    ['events/summit/metadata', null],
    ['leaderboards', null],
  ])('%s -> %s', (path, event) => {
    expect(eventOfPath(path)).toBe(event);
  });
});
