import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { WireQuery } from '../src/database/order.ts';
import { normalize } from '../src/database/tree.ts';
import { type AuthContext, canRead, compileDatabaseRules } from '../src/rules/database-rules.ts';

/**
 * Our rules language against Firebase's, on rule expressions whose results someone else recorded
 * against a live database: targaryen's fixtures (test/spec/lib/parser/fixtures.json of
 * goldibex/targaryen 3.1.0, ISC licence, see fixtures/targaryen-rules.LICENSE). Each case is
 * replayed as it was recorded: the rule deployed as the `.read` rule under its `$variables`,
 * the data set, the location read as the case's user with the case's query. `isValid` is whether
 * Firebase took the rules; `failAtRuntime` is whether the rule raised an error, which the
 * recording found by reading again under `(rule) || true`, since an error refuses even that.
 */
type Spec = {
  readonly rule: string;
  readonly user: string;
  readonly isValid: boolean;
  readonly failAtRuntime?: boolean;
  readonly evaluateTo?: boolean;
  readonly data?: unknown;
  readonly wildchildren?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string | number | boolean>>;
};

const fixtures = JSON.parse(
  readFileSync(new URL('./fixtures/targaryen-rules.json', import.meta.url), 'utf8'),
) as { users: Record<string, Record<string, unknown> | null>; tests: Spec[] };

/**
 * A recorded user as `auth`: the recording signed in with legacy tokens, whose data is `auth`
 * itself (`auth.someInt`), where today's tokens put claims under `auth.token`.
 */
const authOf = (user: string): AuthContext => {
  const data = fixtures.users[user];
  if (data === undefined) throw new Error(`No recorded user ${user}`);
  if (data === null) return null;
  return { ...data, uid: String(data.uid), provider: String(data.provider ?? 'custom'), token: {} };
};

/** The query the SDK sends for the recorded one (`orderByValue().limitToLast(10)`). */
const wireQuery = (query: Spec['query']): WireQuery | undefined => {
  if (query === undefined) return undefined;
  const { orderByChild, orderByValue, startAt, endAt, equalTo, limitToFirst, limitToLast } = query;
  const start = equalTo ?? startAt;
  const end = equalTo ?? endAt;
  return {
    ...(typeof orderByChild === 'string' ? { i: orderByChild } : {}),
    ...(orderByValue === true ? { i: '.value' } : {}),
    ...(start !== undefined ? { sp: start, sin: true } : {}),
    ...(end !== undefined ? { ep: end, ein: true } : {}),
    ...(typeof limitToFirst === 'number' ? { l: limitToFirst, vf: 'l' as const } : {}),
    ...(typeof limitToLast === 'number' ? { l: limitToLast, vf: 'r' as const } : {}),
  };
};

type Outcome = {
  readonly isValid: boolean;
  readonly failAtRuntime?: boolean;
  readonly evaluateTo?: boolean;
};

const replay = (spec: Spec): Outcome => {
  const names = Object.keys(spec.wildchildren ?? {}).sort((a, b) => a.localeCompare(b));
  const path = names.map((name) => spec.wildchildren?.[name] ?? '');
  const rulesAt = (rule: string): string => {
    let node: Record<string, unknown> = { '.read': rule };
    for (const name of [...names].reverse()) node = { [name]: node };
    return JSON.stringify({ rules: node });
  };
  const read = (rule: string): boolean =>
    canRead(
      compileDatabaseRules(rulesAt(rule)),
      normalize(spec.data ?? null),
      path,
      { auth: authOf(spec.user), now: Date.now() },
      wireQuery(spec.query),
    );
  try {
    compileDatabaseRules(rulesAt(spec.rule));
  } catch {
    return { isValid: false };
  }
  if (read(spec.rule)) return { isValid: true, failAtRuntime: false, evaluateTo: true };
  const failAtRuntime = !read(`(${spec.rule}) || true`);
  return failAtRuntime
    ? { isValid: true, failAtRuntime }
    : { isValid: true, failAtRuntime, evaluateTo: false };
};

const recorded = (spec: Spec): Outcome => ({
  isValid: spec.isValid,
  ...(spec.failAtRuntime !== undefined ? { failAtRuntime: spec.failAtRuntime } : {}),
  ...(spec.evaluateTo !== undefined ? { evaluateTo: spec.evaluateTo } : {}),
});

describe('database rules conformance with a live recording (targaryen)', () => {
  it('replays every recorded case', () => {
    expect(fixtures.tests.length).toBeGreaterThan(180);
  });

  for (const spec of fixtures.tests) {
    const as = spec.wildchildren ? ` with ${JSON.stringify(spec.wildchildren)}` : '';
    it(`${spec.rule} (as ${spec.user}${as})`, () => {
      expect(replay(spec)).toEqual(recorded(spec));
    });
  }
});
