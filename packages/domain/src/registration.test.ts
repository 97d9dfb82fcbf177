import { describe, expect, it } from 'vitest';
import {
  claimAccount,
  claimProfile,
  decideApplicant,
  decideSettled,
  type RegistrationContext,
} from './registration.ts';

const NOTHING = { sets: {}, increments: {} };
const ADA_KEY = 'YWRhJTQwZXhhbXBsZS5jb20=';

describe('decideApplicant', () => {
  const verified = { email: 'ada@example.com', emailVerified: true };
  const read: RegistrationContext = {
    event: { customerId: 'acme' },
    teams: { AGILE: { name: 'AGILE', color: 'green' }, MODERN: { name: 'MODERN', color: 'blue' } },
    company: { userLimit: 10, formId: 'invite-42' },
  };
  const accepted = {
    ok: true,
    value: { key: ADA_KEY, email: 'ada@example.com', customerId: 'acme' },
    writes: NOTHING,
  };
  const refused = (error: string, detail?: string) => ({
    ok: false,
    error,
    ...(detail === undefined ? {} : { detail }),
    writes: NOTHING,
  });

  it.each([
    ['a verified address, for the company the event names', verified, {}, read, accepted],
    ['a colour of their own of 3 to 7 characters', verified, { color: 'teal' }, read, accepted],
    [
      'an address not verified, with the company’s invitation code',
      { ...verified, emailVerified: false },
      { invitationCode: 'invite-42' },
      read,
      accepted,
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
      'an address not verified, without a code',
      { ...verified, emailVerified: false },
      {},
      read,
      refused('email-not-verified'),
    ],
    [
      'an address not verified, with a wrong code',
      { ...verified, emailVerified: false },
      { invitationCode: 'invite-41' },
      read,
      refused('email-not-verified'),
    ],
    [
      'an address not verified, when the company has no code at all',
      { ...verified, emailVerified: false },
      { invitationCode: 'invite-42' },
      { ...read, company: { userLimit: 10 } },
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

describe('decideSettled (a registration tapped twice waits for the first)', () => {
  const finished = { publicId: 'p1', name: 'Ada' };
  const early = { since: 1000, now: 2000, looks: 10 };
  it.each([
    [
      'a finished profile is answered',
      finished,
      ADA_KEY,
      early,
      { status: 'finished', user: finished },
    ],
    [
      'a finished profile is answered after the wait too',
      finished,
      ADA_KEY,
      { ...early, now: 20_000 },
      { status: 'finished', user: finished },
    ],
    ['a profile under way is waited for', { name: 'Ada' }, ADA_KEY, early, { status: 'wait' }],
    [
      'no profile yet is waited for, to the last moment',
      null,
      ADA_KEY,
      { since: 1000, now: 11_000, looks: 100 },
      { status: 'wait' },
    ],
    [
      'a released claim: this try carries on as the first',
      null,
      null,
      early,
      { status: 'carry-on' },
    ],
    ['a claim by another key: this try carries on', null, 'other', early, { status: 'carry-on' }],
    [
      'the clock says the wait is over: this try carries on',
      { name: 'Ada' },
      ADA_KEY,
      { ...early, now: 11_001 },
      { status: 'carry-on' },
    ],
    [
      'the pauses add up to the wait on a slow clock: it carries on',
      null,
      ADA_KEY,
      { ...early, looks: 101 },
      { status: 'carry-on' },
    ],
  ] as const)('%s', (_name, user, claimedKey, wait, expected) => {
    expect(decideSettled({ user, claimedKey }, ADA_KEY, wait)).toStrictEqual(expected);
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
