import { describe, expect, it } from 'vitest';
import { addAudit, changedFields } from './audit.ts';
import { WriteSet } from './plan.ts';
import { SERVER_TIME } from './store/node.ts';
import { AUDIT_ACTIONS } from './store/organisers.ts';

const ids = () => {
  let n = 0;
  return { newId: () => `id${++n}` };
};

describe('addAudit', () => {
  it.each([
    [{ kind: 'event', id: 'summit' }, 'audit/events/summit/id1'],
    [{ kind: 'company', id: 'acme' }, 'audit/companies/acme/id1'],
    [{ kind: 'deployment' }, 'audit/deployment/id1'],
  ] as const)('files an entry for %j at %s, before and after as JSON text', (scope, path) => {
    const writes = addAudit(
      new WriteSet(),
      scope,
      { by: 'kboss', email: 'boss@example.com' },
      {
        action: 'theme.set',
        target: 'summit',
        before: { palette: { 'odd.key': '#000000' } },
        after: undefined,
      },
      ids(),
    ).writes();
    expect(writes).toStrictEqual({
      sets: {
        [path]: {
          at: SERVER_TIME,
          by: 'kboss',
          email: 'boss@example.com',
          action: 'theme.set',
          target: 'summit',
          before: '{"palette":{"odd.key":"#000000"}}',
          after: 'null',
        },
      },
      increments: {},
    });
  });

  it('leaves the email out when the actor has none', () => {
    const writes = addAudit(
      new WriteSet(),
      { kind: 'deployment' },
      { by: 'uid:u1' },
      { action: 'company.create', target: 'acme', before: null, after: {} },
      ids(),
    ).writes();
    expect(writes.sets['audit/deployment/id1']).not.toHaveProperty('email');
  });

  it('names every organiser action once', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
  });
});

describe('changedFields', () => {
  it.each([
    [null, { a: 1 }, { a: null }, { a: 1 }],
    [{ a: 1, b: [1, 2] }, { a: 1, b: [1, 2] }, {}, {}],
    [
      { a: 1, b: 'x' },
      { a: 2, c: true },
      { a: 1, b: 'x', c: null },
      { a: 2, b: null, c: true },
    ],
  ])('%j -> %j records %j -> %j', (before, after, was, now) => {
    expect(changedFields(before, after)).toStrictEqual({ before: was, after: now });
  });
});
