import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USER_COLORS } from './colors.ts';
import { refuse } from './plan.ts';
import { decodeQrPayload } from './qr-payload.ts';
import {
  type CompanySeats,
  claimAccount,
  claimProfile,
  claimRegistrant,
  claimSeat,
  decideApplicant,
  decideSettled,
  endRegistering,
  endSeatClaim,
  noteSeatCompany,
  planNewAttendee,
  planOrganiserProfile,
  type RegistrationContext,
  type RegistrationInput,
  releaseMovedSeat,
  releaseSeat,
  seatToRelease,
} from './registration.ts';

const NOTHING = { sets: {}, increments: {} };
const ADA_KEY = 'YWRhJTQwZXhhbXBsZS5jb20=';
const context = (random = 0) => {
  let n = 0;
  return { random: () => random, newId: () => `id${++n}` };
};

const input: RegistrationInput = {
  uid: 'uid-1',
  name: 'Ada',
  email: 'ada@example.com',
  company: 'Acme',
  department: 'R&D',
  teamName: 'AGILE',
  customerId: 'acme',
  eventId: 'summit',
};

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

describe('claimSeat', () => {
  const claimed = { key: ADA_KEY, uid: 'uid-1' };
  const release = {
    sets: { [`users/${ADA_KEY}`]: null, 'uids/uid-1': null },
    increments: {},
  };
  const company = (count: number | undefined, limit: number | undefined) => ({
    metadata: { name: 'Acme', ...(limit === undefined ? {} : { userLimit: limit }) },
    ...(count === undefined ? {} : { userCount: count }),
  });

  it.each([
    [undefined, 1],
    [0, 100],
    [98, 100],
    [99, 100],
  ])(
    '%j seats taken of %i: takes the next one, held under the uid with its ticket',
    (count, limit) => {
      const seat = (count ?? 0) + 1;
      expect(claimSeat(company(count, limit), claimed, 't1')).toStrictEqual({
        ok: true,
        value: { ticket: 't1' },
        next: { ...company(count, limit), userCount: seat, seatClaims: { 'uid-1': 't1' } },
        writes: NOTHING,
      });
    },
  );

  it.each([
    [100, 100],
    [101, 100],
    [undefined, 0],
    [0, 0],
    [0, undefined],
  ])('%j seats taken of %j: the limit is reached and both claims are released', (count, limit) => {
    expect(claimSeat(company(count, limit), claimed, 't1')).toStrictEqual({
      ok: false,
      error: 'registration-limit-reached',
      writes: release,
    });
  });

  it('a company gone meanwhile has no seat: both claims are released', () => {
    expect(claimSeat(null, claimed, 't1')).toStrictEqual({
      ok: false,
      error: 'registration-limit-reached',
      writes: release,
    });
  });

  it('a retry finds the seat its first try took: no second seat, even at the limit, and the first ticket', () => {
    const full = { ...company(100, 100), seatClaims: { 'uid-2': 't0', 'uid-1': 't1' } };
    expect(claimSeat(full, claimed, 't9')).toStrictEqual({
      ok: true,
      value: { ticket: 't1' },
      writes: NOTHING,
    });
  });

  it('a try that finds the seat of a finished registration takes nothing and has no ticket, even at the limit', () => {
    const full = { ...company(100, 100), seatClaims: { 'uid-1': true as const } };
    expect(claimSeat(full, claimed, 't9')).toStrictEqual({
      ok: true,
      value: { ticket: null },
      writes: NOTHING,
    });
  });

  it('never gives more seats than the limit, however many register or retry', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.array(fc.nat(80), { maxLength: 120 }), (limit, tries) => {
        let current: CompanySeats = company(undefined, limit);
        for (const [i, who] of tries.entries()) {
          const plan = claimSeat(current, { key: `k${who}`, uid: `u${who}` }, `t${i}`);
          if (plan.next !== undefined) current = plan.next as CompanySeats;
        }
        expect(current.userCount ?? 0).toBe(Math.min(limit, new Set(tries).size));
      }),
    );
  });
});

describe('claimRegistrant', () => {
  it('counts the registrant on the event’s metadata while the event is the seat’s company’s, marked with the ticket', () => {
    const metadata = { name: 'Summit', customerId: 'acme', registrants: 4 };
    expect(claimRegistrant(metadata, 'acme', 't1')).toStrictEqual({
      ok: true,
      value: true,
      next: { ...metadata, registrants: 5, registering: { t1: true } },
      writes: NOTHING,
    });
    expect(claimRegistrant({ customerId: 'acme' }, 'acme', 't1')).toMatchObject({
      next: { customerId: 'acme', registrants: 1, registering: { t1: true } },
    });
  });

  it('a retry that finds its ticket’s mark counts nothing again', () => {
    const counted = {
      customerId: 'acme',
      registrants: 5,
      registering: { t0: true, t1: true } as const,
    };
    expect(claimRegistrant(counted, 'acme', 't1')).toStrictEqual({
      ok: true,
      value: true,
      writes: NOTHING,
    });
  });

  it.each([
    ['moved to another company', { customerId: 'globex', registrants: 0 }],
    ['gone', null],
  ])(
    'an event %s is refused with no writes: the seat goes back by releaseSeat',
    (_name, metadata) => {
      expect(claimRegistrant(metadata, 'acme', 't1')).toStrictEqual({
        ok: false,
        error: 'illegal-transition',
        detail: 'the event moved to another company: try again',
        writes: NOTHING,
      });
    },
  );

  it('leaves the count to it: the attendee’s writes then count no registrant', () => {
    const counted = planNewAttendee(ADA_KEY, input, context(0.2), { registrantCounted: true });
    expect(counted.writes.increments).not.toHaveProperty('events/summit/metadata/registrants');
    expect(planNewAttendee(ADA_KEY, input, context(0.2)).writes.increments).toMatchObject({
      'events/summit/metadata/registrants': 1,
    });
  });
});

describe('releaseSeat', () => {
  const claimed = { key: ADA_KEY, uid: 'uid-1', ticket: 't1' };
  const why = refuse('illegal-transition', 'the event moved to another company: try again');
  const refused = {
    ok: false,
    error: 'illegal-transition',
    detail: 'the event moved to another company: try again',
    writes: { sets: { [`users/${ADA_KEY}`]: null, 'uids/uid-1': null }, increments: {} },
  };

  it('gives back the seat the ticket holds, then both claims, and the refusal stands', () => {
    const company = { userCount: 3, seatClaims: { 'uid-1': 't1', 'uid-2': 't2' } };
    expect(releaseSeat(company, claimed, why)).toStrictEqual({
      ...refused,
      next: { userCount: 2, seatClaims: { 'uid-2': 't2' } },
    });
  });

  it.each([
    ['already given back by the other try', { userCount: 2, seatClaims: { 'uid-2': 't2' } }],
    ['held by another ticket', { userCount: 2, seatClaims: { 'uid-1': 't9' } }],
    ['on a company with no marks', { userCount: 2 }],
    ['on a company gone', null],
  ])('a seat %s is not given back twice: only the claims go', (_name, company) => {
    expect(releaseSeat(company, claimed, why)).toStrictEqual(refused);
  });

  it('two tries sharing one seat, both refused, give it back once', () => {
    let company: CompanySeats | null = { userCount: 5, seatClaims: { 'uid-1': 't1' } };
    for (const _try of [1, 2]) {
      const plan = releaseSeat(company, claimed, why);
      if (plan.next !== undefined) company = plan.next as CompanySeats;
    }
    expect(company).toStrictEqual({ userCount: 4, seatClaims: {} });
  });
});

describe('a seat left in the company an event moved from', () => {
  it('seatToRelease names an earlier company noted on the user, and noteSeatCompany notes the new one', () => {
    expect(seatToRelease(null, 'globex')).toBeNull();
    expect(seatToRelease('globex', 'globex')).toBeNull();
    expect(seatToRelease('acme', 'globex')).toBe('acme');
    const noted = { ok: true, value: true, next: 'globex', writes: NOTHING };
    expect(noteSeatCompany(null, 'globex')).toStrictEqual(noted);
    expect(noteSeatCompany('acme', 'globex')).toStrictEqual(noted);
    expect(noteSeatCompany('globex', 'globex')).toStrictEqual({
      ok: true,
      value: true,
      writes: NOTHING,
    });
  });

  it('releaseMovedSeat gives back a seat under way once, never a seated one', () => {
    const company = { userCount: 3, seatClaims: { 'uid-1': 't1', 'uid-2': true as const } };
    const released = releaseMovedSeat(company, 'uid-1');
    expect(released).toStrictEqual({
      ok: true,
      value: true,
      next: { userCount: 2, seatClaims: { 'uid-2': true } },
      writes: NOTHING,
    });
    const untouched = { ok: true, value: true, writes: NOTHING };
    expect(releaseMovedSeat(released.next as CompanySeats, 'uid-1')).toStrictEqual(untouched);
    expect(releaseMovedSeat(company, 'uid-2')).toStrictEqual(untouched);
    expect(releaseMovedSeat(null, 'uid-1')).toStrictEqual(untouched);
  });
});

describe('the marks of a finished registration', () => {
  it('endSeatClaim marks the uid’s seat seated while it holds the ticket; the count and the others’ marks stay', () => {
    const company = { userCount: 2, seatClaims: { 'uid-1': 't1', 'uid-2': 't2' } };
    expect(endSeatClaim(company, 'uid-1', 't1')).toStrictEqual({
      ok: true,
      value: true,
      next: { userCount: 2, seatClaims: { 'uid-1': true, 'uid-2': 't2' } },
      writes: NOTHING,
    });
    const untouched = { ok: true, value: true, writes: NOTHING };
    expect(endSeatClaim(company, 'uid-3', 't3')).toStrictEqual(untouched);
    expect(endSeatClaim(company, 'uid-1', 't9')).toStrictEqual(untouched);
    expect(endSeatClaim({ seatClaims: { 'uid-1': true } }, 'uid-1', 't1')).toStrictEqual(untouched);
    expect(endSeatClaim(null, 'uid-1', 't1')).toStrictEqual(untouched);
  });

  it('endRegistering takes the ticket’s registrant mark off, the count stays', () => {
    const metadata = { registrants: 2, registering: { t1: true, t2: true } as const };
    expect(endRegistering(metadata, 't1')).toStrictEqual({
      ok: true,
      value: true,
      next: { registrants: 2, registering: { t2: true } },
      writes: NOTHING,
    });
    expect(endRegistering(metadata, 't3')).toStrictEqual({
      ok: true,
      value: true,
      writes: NOTHING,
    });
    expect(endRegistering(null, 't1')).toStrictEqual({ ok: true, value: true, writes: NOTHING });
  });
});

describe('planNewAttendee', () => {
  const user = {
    uid: 'uid-1',
    name: 'Ada',
    email: 'ada@example.com',
    company: 'Acme',
    department: 'R&D',
    color: 'blue',
    qr_code: 'engage:1:{"uid":"id1","color":"blue","isRep":false}',
    isOnline: false,
    isAdmin: false,
    isRep: false,
    isPrizeAllocated: false,
    isPrizeClaimed: false,
    isPrizePurchased: false,
    welcomeVideo: false,
    eventId: 'summit',
    customerId: 'acme',
    teamName: 'AGILE',
    level: 0,
    isLoggedIn: false,
    attendance: 'in_person',
    publicId: 'id1',
  };

  it('writes the profile, the points game and badges at zero, the uid and public id indexes, and counts the registrant and its traits', () => {
    expect(planNewAttendee(ADA_KEY, input, context(0.2))).toStrictEqual({
      ok: true,
      value: { status: 'created', key: ADA_KEY, user },
      writes: {
        sets: {
          [`users/${ADA_KEY}/metadata`]: user,
          [`users/${ADA_KEY}/games/act04`]: {
            code: 'act04',
            isComplete: false,
            totalPoints: 0,
            spentPoints: 0,
          },
          [`users/${ADA_KEY}/badges`]: {
            coins: 0,
            kool_badge: 0,
            super_networker: 0,
            issued_badges: 0,
            gifts: 0,
          },
          'uids/uid-1': ADA_KEY,
          'publicIds/id1': ADA_KEY,
          'traits/summit/department-r&d/label': 'Works in R&D',
          'traits/summit/company-acme/label': 'Works at Acme',
          'traits/summit/team-agile/label': 'Is on team AGILE',
          'traits/summit/attendance-in_person/label': 'Is here in person',
          [`search/summit/${ADA_KEY}`]: {
            n: 'ada',
            e: 'ada@example.com',
            name: 'Ada',
            email: 'ada@example.com',
            company: 'Acme',
            department: 'R&D',
            teamName: 'AGILE',
            attendance: 'in_person',
            publicId: 'id1',
            isRep: false,
            isAdmin: false,
          },
        },
        increments: {
          'events/summit/metadata/registrants': 1,
          'traits/summit/department-r&d/count': 1,
          'traits/summit/company-acme/count': 1,
          'traits/summit/team-agile/count': 1,
          'traits/summit/attendance-in_person/count': 1,
        },
      },
    });
  });

  it('lists the attendee in the organisers’ people index, by lowercased name and email', () => {
    const plan = planNewAttendee(
      ADA_KEY,
      { ...input, name: 'Ada Ö', email: 'Ada@Example.com' },
      context(0.2),
    );
    expect(plan.writes.sets[`search/summit/${ADA_KEY}`]).toStrictEqual({
      n: 'ada ö',
      e: 'ada@example.com',
      name: 'Ada Ö',
      email: 'Ada@Example.com',
      company: 'Acme',
      department: 'R&D',
      teamName: 'AGILE',
      attendance: 'in_person',
      publicId: 'id1',
      isRep: false,
      isAdmin: false,
    });
  });

  it('keeps the colour chosen and the attendance given', () => {
    const plan = planNewAttendee(
      ADA_KEY,
      { ...input, color: 'teal', attendance: 'online' },
      context(0.9),
    );
    expect(plan.ok && plan.value.user).toMatchObject({
      color: 'teal',
      attendance: 'online',
      qr_code: 'engage:1:{"uid":"id1","color":"teal","isRep":false}',
    });
  });

  it('gives one of the 7 colours and a QR code that names the user by public id (no uid), whatever the draw', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        const plan = planNewAttendee(ADA_KEY, input, context(r));
        if (!plan.ok) throw new Error('a new attendee is always accepted');
        const { color, qr_code, publicId } = plan.value.user;
        expect(USER_COLORS).toContain(color);
        expect(decodeQrPayload(qr_code)).toEqual({
          ok: true,
          value: { uid: publicId, color, isRep: false },
        });
        expect(qr_code).not.toContain('uid-1');
      }),
    );
  });
});

describe('planOrganiserProfile', () => {
  it('is an admin profile taking no seat, with a points game, not a registrant, no badges, traits or public id index, on no board', () => {
    const plan = planOrganiserProfile(ADA_KEY, input, context(0));
    const user = planNewAttendee(ADA_KEY, input, context(0));
    if (!user.ok) throw new Error('a new attendee is always accepted');
    const admin = { ...user.value.user, isAdmin: true, takesSeat: false };
    const row = user.writes.sets[`search/summit/${ADA_KEY}`];
    expect(plan).toStrictEqual({
      ok: true,
      value: admin,
      writes: {
        sets: {
          [`users/${ADA_KEY}/metadata`]: admin,
          [`users/${ADA_KEY}/games/act04`]: {
            code: 'act04',
            isComplete: false,
            totalPoints: 0,
            spentPoints: 0,
          },
          'uids/uid-1': ADA_KEY,
          [`search/summit/${ADA_KEY}`]: { ...(row as object), isAdmin: true },
        },
        increments: {},
      },
    });
    expect(admin).toMatchObject({ color: 'red', publicId: 'id1', level: 0, isRep: false });
  });
});
