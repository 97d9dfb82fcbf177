/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import rulesText from '../../../../database.rules.json?raw';
import { DomainError } from '../errors.ts';
import { NODE_GROUPS } from './groups.ts';
import { placementOf, ROOT_PLACEMENT } from './placement.ts';

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
