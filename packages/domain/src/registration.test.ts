import { describe, expect, it } from 'vitest';
import {
  claimAccount,
  claimProfile,
  decideApplicant,
  decideRegistering,
  finishedProfile,
  REGISTERING_LEASE_MS,
  type RegistrationContext,
} from './registration.ts';
import type { UserMetadata } from './store/users.ts';

const NOTHING = { sets: {}, increments: {} };
const ADA_KEY = 'YWRhJTQwZXhhbXBsZS5jb20=';

describe('decideApplicant', () => {
  const verified = { email: 'ada@example.com', emailVerified: true };
  const read: RegistrationContext = {
    event: { customerId: 'acme' },
    teams: { AGILE: { name: 'AGILE', color: 'green' }, MODERN: { name: 'MODERN', color: 'blue' } },
    company: { userLimit: 10, formId: 'invite-42' },
    admission: { code: true, domains: ['example.com'] },
  };
  const accepted = {
    ok: true,
    value: { key: ADA_KEY, email: 'ada@example.com', customerId: 'acme', next: 'seat' },
    writes: NOTHING,
  };
  const byCodeOnly = { ...read, admission: null };
  const byApproval = { ...read, admission: { approval: true } };
  const refused = (error: string, detail?: string) => ({
    ok: false,
    error,
    ...(detail === undefined ? {} : { detail }),
    writes: NOTHING,
  });
  const refusedField = (error: string, field: string, why: string) => ({
    ...refused(error, `${field}: ${why}`),
    field,
  });

  it.each([
    ['a verified address, for the company the event names', verified, {}, read, accepted],
    ['a colour of their own of 3 to 7 characters', verified, { color: 'teal' }, read, accepted],
    [
      'a verified address with the company’s invitation code, at any domain',
      { email: 'ceo@northwind.example', emailVerified: true },
      { invitationCode: 'invite-42' },
      byCodeOnly,
      {
        ...accepted,
        value: {
          ...accepted.value,
          key: 'Y2VvJTQwbm9ydGh3aW5kLmV4YW1wbGU=',
          email: 'ceo@northwind.example',
        },
      },
    ],
    [
      'a verified address of a company admitting by approval: it applies',
      verified,
      {},
      byApproval,
      { ...accepted, value: { ...accepted.value, next: 'apply' } },
    ],
    [
      'an application still pending: it waits',
      verified,
      {},
      { ...byApproval, application: { state: 'pending' } },
      { ...accepted, value: { ...accepted.value, next: 'pending' } },
    ],
    [
      'an approved application: it takes a seat',
      verified,
      {},
      { ...byApproval, application: { state: 'approved' } },
      accepted,
    ],
    [
      'a declined application',
      verified,
      {},
      { ...byApproval, application: { state: 'declined' } },
      refused('registration-declined'),
    ],
    [
      'a verified address the company admits by no way (no policy stored: the code alone)',
      verified,
      {},
      byCodeOnly,
      refusedField(
        'not-admitted',
        'invitationCode',
        'the company admits this address by none of its ways',
      ),
    ],
    [
      'a verified address at a domain the company does not list, no code mode',
      { email: 'eve@throwaway.example', emailVerified: true },
      {},
      { ...read, admission: { domains: ['example.com'] } },
      refusedField('not-admitted', 'email', 'the company admits this address by none of its ways'),
    ],
    [
      'a wrong invitation code, though the domain would admit the address',
      verified,
      { invitationCode: 'invite-41' },
      read,
      refusedField('invalid-invitation-code', 'invitationCode', 'not this company’s code'),
    ],
    [
      'the right code, when the company does not admit by code',
      verified,
      { invitationCode: 'invite-42' },
      { ...read, admission: { domains: ['example.com'] } },
      refusedField('invalid-invitation-code', 'invitationCode', 'not this company’s code'),
    ],
    [
      'a code, when the company has no code at all',
      verified,
      { invitationCode: 'invite-42' },
      { ...read, company: { userLimit: 10 } },
      refusedField('invalid-invitation-code', 'invitationCode', 'not this company’s code'),
    ],
    [
      'no email on the account',
      { email: undefined, emailVerified: true },
      {},
      read,
      refused('invalid-email'),
    ],
    [
      'an email that cannot be a key',
      { email: '\uD800@x.io', emailVerified: true },
      {},
      read,
      refused('invalid-email'),
    ],
    ['a colour name too short', verified, { color: 're' }, read, refused('invalid-colour')],
    ['a colour name too long', verified, { color: 'turquoise' }, read, refused('invalid-colour')],
    ['no such event', verified, {}, { ...read, event: null }, refused('not-found', 'event')],
    [
      'an event that names no company',
      verified,
      {},
      { ...read, event: {} },
      refused('not-found', 'event'),
    ],
    ['no such company', verified, {}, { ...read, company: null }, refused('not-found', 'company')],
    [
      'a team the event does not have (removed, or never given it)',
      verified,
      { teamName: 'OBSESSIVE' },
      read,
      refused('not-found', 'team'),
    ],
    [
      'an event with no teams',
      verified,
      {},
      { ...read, teams: null },
      refused('not-found', 'team'),
    ],
    [
      'a name the teams node inherits rather than holds',
      verified,
      { teamName: 'constructor' },
      read,
      refused('not-found', 'team'),
    ],
    [
      'an address not verified, without a code, at an admitted domain',
      { ...verified, emailVerified: false },
      {},
      read,
      refused('email-not-verified'),
    ],
    [
      'an address not verified, with the company’s code: the code admits, the address is still verified',
      { ...verified, emailVerified: false },
      { invitationCode: 'invite-42' },
      read,
      refused('email-not-verified'),
    ],
    [
      'an address not verified, with a wrong code: the code is said to be wrong first',
      { ...verified, emailVerified: false },
      { invitationCode: 'invite-41' },
      read,
      refusedField('invalid-invitation-code', 'invitationCode', 'not this company’s code'),
    ],
    [
      'a department not on the event’s list, before any seat is asked',
      verified,
      { department: 'Attack Co' },
      { ...read, pickLists: { departments: ['Sales'] } },
      refusedField('invalid-argument', 'department', 'not on the event’s list'),
    ],
    [
      'picks on the event’s lists, spelt as the lists spell them',
      verified,
      { department: 'sales', interests: ['chess'] },
      { ...read, pickLists: { departments: ['Sales'], interests: ['Chess'] } },
      {
        ...accepted,
        value: {
          ...accepted.value,
          picks: { department: 'Sales', interests: ['Chess'] },
        },
      },
    ],
    [
      'an address not verified, of a company admitting by approval: it applies once verified',
      { ...verified, emailVerified: false },
      {},
      byApproval,
      refused('email-not-verified'),
    ],
  ] as const)('%s', (_name, caller, choice, current, expected) => {
    // A team name the schema would refuse ('constructor') still reaches the rule here.
    const form = { teamName: 'AGILE', ...choice } as Parameters<typeof decideApplicant>[1];
    expect(decideApplicant(caller, form, current)).toStrictEqual(expected);
  });
});

describe('claimAccount', () => {
  it.each([
    [null, { ok: true, value: { status: 'new', key: ADA_KEY }, next: ADA_KEY, writes: NOTHING }],
    [ADA_KEY, { ok: true, value: { status: 'duplicate', key: ADA_KEY }, writes: NOTHING }],
    [
      'b2xkJTQwZXhhbXBsZS5jb20=',
      {
        ok: true,
        value: { status: 'duplicate', key: 'b2xkJTQwZXhhbXBsZS5jb20=' },
        writes: NOTHING,
      },
    ],
  ])('uid index holding %j -> %j', (current, expected) => {
    expect(claimAccount(current, ADA_KEY)).toStrictEqual(expected);
  });
});

describe('decideRegistering (a second try of an account answers at once, never waits)', () => {
  it.each([
    [
      'no turn held: this try takes it',
      null,
      1_000,
      { ok: true, value: 'go', next: 1_000 + REGISTERING_LEASE_MS, writes: NOTHING },
    ],
    [
      'a turn held by a try still in time: under way',
      5_000,
      4_999,
      { ok: true, value: 'under-way', writes: NOTHING },
    ],
    [
      'a turn run out (its try died): this try takes it over',
      5_000,
      5_000,
      { ok: true, value: 'go', next: 5_000 + REGISTERING_LEASE_MS, writes: NOTHING },
    ],
  ] as const)('%s', (_name, held, now, expected) => {
    expect(decideRegistering(held, now)).toStrictEqual(expected);
  });
});

describe('finishedProfile', () => {
  it('is the profile once written, else none', () => {
    const user = { name: 'Ada', publicId: 'p1' } as unknown as UserMetadata;
    expect(finishedProfile(user)).toBe(user);
    expect(finishedProfile(null)).toBeNull();
  });
});

describe('claimProfile', () => {
  it.each([
    [null, { ok: true, value: true, next: 'uid-1', writes: NOTHING }],
    ['uid-1', { ok: true, value: true, writes: NOTHING }],
    [
      'uid-2',
      {
        ok: false,
        error: 'duplicate-user',
        writes: { sets: { 'uids/uid-1': null }, increments: {} },
      },
    ],
  ])('a key held by %j -> %j', (current, expected) => {
    expect(claimProfile(current, 'uid-1')).toStrictEqual(expected);
  });
});
