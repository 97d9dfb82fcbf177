import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ADMISSION,
  decideAdmission,
  decideApplication,
  emailDomain,
  planAdmission,
  planApplication,
} from './admission.ts';
import { ACTOR, audit, ids, NOTHING } from './console-fixtures.ts';
import type { Application } from './store/organisers.ts';

const wrongCode = {
  ok: false,
  error: 'invalid-invitation-code',
  detail: 'invitationCode: not this company’s code',
  field: 'invitationCode',
  writes: NOTHING,
};
const notAdmitted = (field: string) => ({
  ok: false,
  error: 'not-admitted',
  detail: `${field}: the company admits this address by none of its ways`,
  field,
  writes: NOTHING,
});

describe('emailDomain', () => {
  it.each([
    ['ada@Northwind.Example', 'northwind.example'],
    ['"a@b"@x.io', 'x.io'],
  ])('%s is at %s', (email, domain) => {
    expect(emailDomain(email)).toBe(domain);
  });
});

describe('decideAdmission', () => {
  const ada = { email: 'ada@northwind.example', application: null };
  it.each([
    [
      'no policy stored: the code admits',
      null,
      'nw-code',
      { invitationCode: 'nw-code' },
      { kind: 'admitted', by: 'code' },
    ],
    [
      'no policy stored: a verified address alone does not',
      undefined,
      'nw-code',
      {},
      notAdmitted('invitationCode'),
    ],
    ['no policy, a wrong code', null, 'nw-code', { invitationCode: 'nw' }, wrongCode],
    [
      'a code, the company having none',
      DEFAULT_ADMISSION,
      undefined,
      { invitationCode: 'x' },
      wrongCode,
    ],
    ['a code, the company’s code empty', DEFAULT_ADMISSION, '', { invitationCode: '' }, wrongCode],
    [
      'the right code where codes do not admit',
      { domains: ['northwind.example'] },
      'nw-code',
      { invitationCode: 'nw-code' },
      wrongCode,
    ],
    [
      'an allowed domain',
      { domains: ['northwind.example'] },
      undefined,
      {},
      { kind: 'admitted', by: 'domain' },
    ],
    [
      'an allowed domain, in capitals',
      { domains: ['northwind.example'] },
      undefined,
      { email: 'ADA@NORTHWIND.EXAMPLE' },
      { kind: 'admitted', by: 'domain' },
    ],
    [
      'a subdomain of an allowed domain is another domain',
      { domains: ['example'] },
      undefined,
      {},
      notAdmitted('email'),
    ],
    [
      'no way on at all',
      { code: false, domains: [], approval: false },
      'nw-code',
      {},
      notAdmitted('email'),
    ],
    ['approval: no application yet', { approval: true }, undefined, {}, { kind: 'apply' }],
    [
      'approval: pending',
      { approval: true },
      undefined,
      { application: { state: 'pending' } },
      { kind: 'pending' },
    ],
    [
      'approval: approved',
      { approval: true },
      undefined,
      { application: { state: 'approved' } },
      { kind: 'admitted', by: 'approval' },
    ],
    [
      'approval: declined',
      { approval: true },
      undefined,
      { application: { state: 'declined' } },
      { ok: false, error: 'registration-declined', writes: NOTHING },
    ],
    [
      'an approval, approval mode since turned off',
      { code: true },
      'c',
      { application: { state: 'approved' } },
      notAdmitted('invitationCode'),
    ],
    [
      'a domain admits before approval is asked',
      { domains: ['northwind.example'], approval: true },
      undefined,
      {},
      { kind: 'admitted', by: 'domain' },
    ],
  ] as const)('%s', (_name, policy, formId, registrant, expected) => {
    expect(decideAdmission(policy, formId, { ...ada, ...registrant })).toStrictEqual(expected);
  });
});

describe('planApplication', () => {
  const who = { key: 'ka', name: 'Ada', email: 'ada@x.io', eventId: 'summit' };
  it('writes a first application pending, in its transaction', () => {
    expect(planApplication(null, who, 5)).toStrictEqual({
      ok: true,
      value: { state: 'pending' },
      next: { ...who, state: 'pending', at: 5 },
      writes: NOTHING,
    });
  });
  it.each(['pending', 'approved', 'declined'] as const)(
    'answers one %s as it stands, writing nothing',
    (state) => {
      expect(planApplication({ ...who, state, at: 1 }, who, 5)).toStrictEqual({
        ok: true,
        value: { state },
        writes: NOTHING,
      });
    },
  );
});

describe('decideApplication', () => {
  const pending: Application = {
    key: 'ka',
    name: 'Ada',
    email: 'ada@x.io',
    eventId: 'summit',
    state: 'pending',
    at: 1,
  };
  const target = { customerId: 'acme', uid: 'u1' };
  it.each([
    [true, 'approved', 'seat.approve'],
    [false, 'declined', 'seat.decline'],
  ] as const)('approve %j: %s, audited under the company', (approve, state, action) => {
    expect(decideApplication(pending, target, approve, ACTOR, { ...ids(), now: 7 })).toStrictEqual({
      ok: true,
      value: { state },
      next: { ...pending, state, decidedBy: 'org-1', decidedAt: 7 },
      writes: {
        sets: {
          'audit/companies/acme/id1': audit(
            action,
            'ka',
            { state: 'pending' },
            { state, email: 'ada@x.io', eventId: 'summit' },
          ),
        },
        increments: {},
      },
    });
  });
  it('an approval keeps the ticket of the seat it holds, and a decline answers it as freed', () => {
    const approved = decideApplication(pending, target, true, ACTOR, { ...ids(), now: 7 }, 'a1');
    expect(approved).toMatchObject({
      ok: true,
      value: { state: 'approved' },
      next: { ...pending, state: 'approved', seat: 'a1' },
    });
    const held = { ...pending, state: 'approved' as const, seat: 'a1' };
    const declined = decideApplication(held, target, false, ACTOR, { ...ids(), now: 8 });
    expect(declined).toMatchObject({
      ok: true,
      value: { state: 'declined', freed: 'a1' },
      next: { ...pending, state: 'declined', decidedBy: 'org-1', decidedAt: 8 },
    });
    expect(declined.next).not.toHaveProperty('seat');
  });
  it('deciding again the same way changes nothing', () => {
    expect(
      decideApplication({ ...pending, state: 'approved' }, target, true, ACTOR, {
        ...ids(),
        now: 7,
      }),
    ).toStrictEqual({ ok: true, value: { state: 'approved' }, writes: NOTHING });
  });
  it('no application is not found', () => {
    expect(decideApplication(null, target, true, ACTOR, { ...ids(), now: 7 })).toStrictEqual({
      ok: false,
      error: 'not-found',
      detail: 'application',
      writes: NOTHING,
    });
  });
});

describe('planAdmission', () => {
  const input = {
    customerId: 'acme',
    code: true,
    domains: ['Acme.Example', 'acme.example', 'partner.example'],
    approval: false,
  };
  const company = { name: 'Acme', formId: 'acme-code' };
  it('stores the policy, each domain once in lowercase, audited as what changed', () => {
    const policy = { code: true, domains: ['acme.example', 'partner.example'], approval: false };
    expect(planAdmission(company, null, input, ACTOR, ids())).toStrictEqual({
      ok: true,
      value: policy,
      writes: {
        sets: {
          'companies/acme/admission': policy,
          'audit/companies/acme/id1': audit(
            'company.admission',
            'acme',
            { domains: null, approval: null },
            { domains: ['acme.example', 'partner.example'], approval: false },
          ),
        },
        increments: {},
      },
    });
  });
  it('refuses the code mode for a company without a code, naming the field', () => {
    expect(planAdmission({ name: 'Acme' }, null, input, ACTOR, ids())).toStrictEqual({
      ok: false,
      error: 'invalid-argument',
      detail: 'code: the company has no invitation code to admit by',
      field: 'code',
      writes: NOTHING,
    });
  });
  it('refuses a company that is not there', () => {
    expect(planAdmission(null, null, input, ACTOR, ids())).toMatchObject({
      ok: false,
      error: 'not-found',
      detail: 'company',
    });
  });
  it('a policy without the code mode needs no code', () => {
    const open = { ...input, code: false, domains: [], approval: true };
    expect(planAdmission({ name: 'Acme' }, { code: true }, open, ACTOR, ids())).toMatchObject({
      ok: true,
      value: { code: false, domains: [], approval: true },
    });
  });
});
