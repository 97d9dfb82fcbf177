import { describe, expect, it } from 'vitest';
import { Namespace } from '../src/database/namespace.ts';
import { compileDatabaseRules } from '../src/rules/database-rules.ts';

// A write's server timestamp and the rules' `now` are one instant: rules such as the online
// list's `newData.child('at').val() === now` must hold even when the clock moves during the write
// (a busy machine crosses a millisecond between two reads of it).
const RULES = compileDatabaseRules(
  JSON.stringify({
    rules: { seen: { $id: { '.write': true, '.validate': "newData.child('at').val() === now" } } },
  }),
);
const USER = { admin: false, auth: { uid: 'u1', provider: 'password', token: {} } } as const;

describe('server time in rules', () => {
  it('gives a server timestamp and the rules the same now, though the clock ticks on every read', () => {
    let tick = 1_750_000_000_000;
    const namespace = new Namespace(
      'clock',
      () => RULES,
      () => tick++,
    );
    for (let i = 0; i < 5; i += 1) {
      const status = namespace.write(USER, [[['seen', `p${i}`], { at: { '.sv': 'timestamp' } }]]);
      expect(status).toEqual({ status: 'ok' });
    }
    expect(namespace.write(USER, [[['seen', 'late'], { at: 1 }]])).toMatchObject({
      status: 'permission_denied',
    });
  });
});
