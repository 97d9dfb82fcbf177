import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMPORT_MARK_DEAD_MS, importTicket } from './import-ticket.ts';
import { planNewAttendee } from './new-profile.ts';
import { refuse } from './plan.ts';
import { ADA_KEY, context, input } from './registration-fixtures.ts';
import {
  type CompanySeats,
  claimRegistrant,
  claimSeat,
  endRegistering,
  endSeatClaim,
  noteSeatCompany,
  releaseMovedSeat,
  releaseSeat,
  reserveApprovalSeat,
  returnMarkedSeat,
  seatToRelease,
  settleLateSeat,
} from './registration-seats.ts';

const NOTHING = { sets: {}, increments: {} };
const NOW = 1_750_000_000_000;

describe('claimSeat', () => {
  const claimed = { key: ADA_KEY, uid: 'uid-1', email: 'ada@example.com' };
  const release = {
    sets: { [`users/${ADA_KEY}`]: null, 'uids/uid-1': null },
    increments: {},
  };
  const company = (count: number | undefined, limit: number | undefined) => ({
    metadata: {
      name: 'Acme',
      formId: 'acme-code',
      ...(limit === undefined ? {} : { userLimit: limit }),
    },
    admission: { code: true, domains: ['example.com'] },
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
      expect(claimSeat(company(count, limit), claimed, 't1', NOW)).toStrictEqual({
        ok: true,
        value: { ticket: 't1', fresh: true },
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
    expect(claimSeat(company(count, limit), claimed, 't1', NOW)).toStrictEqual({
      ok: false,
      error: 'registration-limit-reached',
      writes: release,
    });
  });

  it('a company gone meanwhile has no seat: both claims are released', () => {
    expect(claimSeat(null, claimed, 't1', NOW)).toStrictEqual({
      ok: false,
      error: 'registration-limit-reached',
      writes: release,
    });
  });

  it('a retry finds the seat its first try took: no second seat, even at the limit, and the first ticket', () => {
    const full = { ...company(100, 100), seatClaims: { 'uid-2': 't0', 'uid-1': 't1' } };
    expect(claimSeat(full, claimed, 't9', NOW)).toStrictEqual({
      ok: true,
      value: { ticket: 't1', fresh: false },
      writes: NOTHING,
    });
  });

  it('a try that finds a seated mark (as kept before marks ended) takes nothing and has no ticket, even at the limit', () => {
    const full = { ...company(100, 100), seatClaims: { 'uid-1': true as const } };
    expect(claimSeat(full, claimed, 't9', NOW)).toStrictEqual({
      ok: true,
      value: { ticket: null, importing: false },
      writes: NOTHING,
    });
  });

  it.each([
    ['under way: the import writes the attendee', 60_000, 'live'],
    [
      'dead: the registration carries on with it, under its ticket',
      IMPORT_MARK_DEAD_MS + 1,
      'dead',
    ],
  ] as const)('a seat an import batch marked for the uid, %s', (_name, age, state) => {
    const mark = importTicket(NOW - age, 'x');
    const full = { ...company(100, 100), seatClaims: { 'uid-1': mark } };
    // No second seat either way: the batch counted it (and the registrant, if it did, under its
    // ticket, which claimRegistrant then finds).
    expect(claimSeat(full, claimed, 't9', NOW)).toStrictEqual({
      ok: true,
      value: state === 'dead' ? { ticket: mark, fresh: false } : { ticket: null, importing: true },
      writes: NOTHING,
    });
  });

  it('never gives more seats than the limit, however many register or retry', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.array(fc.nat(80), { maxLength: 120 }), (limit, tries) => {
        let current: CompanySeats = company(undefined, limit);
        for (const [i, who] of tries.entries()) {
          const who_ = { key: `k${who}`, uid: `u${who}`, email: `u${who}@example.com` };
          const plan = claimSeat(current, who_, `t${i}`, NOW);
          if (plan.next !== undefined) current = plan.next as CompanySeats;
        }
        expect(current.userCount ?? 0).toBe(Math.min(limit, new Set(tries).size));
      }),
    );
  });
});

describe('claimSeat under the company’s admission policy, as it is in the seat’s transaction', () => {
  const claimed = { key: ADA_KEY, uid: 'uid-1', email: 'ada@example.com' };
  const release = { sets: { [`users/${ADA_KEY}`]: null, 'uids/uid-1': null }, increments: {} };
  const company = (admission?: CompanySeats['admission']) => ({
    metadata: { name: 'Acme', userLimit: 10, formId: 'acme-code' },
    ...(admission === undefined ? {} : { admission }),
    userCount: 0,
  });

  it.each([
    ['the code, with no policy stored', undefined, { invitationCode: 'acme-code' }],
    ['the address’s domain', { domains: ['example.com'] }, {}],
    ['an approved application', { approval: true }, { application: { state: 'approved' } }],
  ] as const)('seats a registrant admitted by %s', (_way, admission, registrant) => {
    expect(claimSeat(company(admission), { ...claimed, ...registrant }, 't1', NOW)).toMatchObject({
      ok: true,
      value: { ticket: 't1' },
    });
  });

  it.each([
    ['a verified address alone, with no policy stored', undefined, {}, 'not-admitted'],
    ['an address at another domain', { domains: ['northwind.example'] }, {}, 'not-admitted'],
    [
      'the code, after the code mode was turned off',
      { domains: [] },
      { invitationCode: 'acme-code' },
      'invalid-invitation-code',
    ],
    [
      'an application still pending',
      { approval: true },
      { application: { state: 'pending' } },
      'not-admitted',
    ],
    [
      'an approved application, after approval was turned off',
      { code: true },
      { application: { state: 'approved' } },
      'not-admitted',
    ],
  ] as const)(
    'refuses %s, taking no seat and releasing both claims',
    (_way, admission, registrant, error) => {
      const plan = claimSeat(company(admission), { ...claimed, ...registrant }, 't1', NOW);
      expect(plan).toMatchObject({ ok: false, error, writes: release });
      expect(plan.next).toBeUndefined();
    },
  );
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

describe('the seat an approval holds', () => {
  const company = (count: number, marks: Record<string, string | true> = {}) => ({
    metadata: { userLimit: 2 },
    userCount: count,
    seatClaims: marks,
  });

  it('is taken under the limit, marked with the approval’s ticket', () => {
    expect(reserveApprovalSeat(company(1), 'uid-1', 'a1')).toStrictEqual({
      ok: true,
      value: { ticket: 'a1' },
      next: company(2, { 'uid-1': 'a1' }),
      writes: NOTHING,
    });
  });

  it.each([
    ['every seat taken', company(2)],
    ['more taken than the limit', company(3)],
    ['no company', null],
    ['a company without a limit', { userCount: 0 }],
  ])('is refused with %s: seats-full, nothing taken', (_name, seats) => {
    expect(reserveApprovalSeat(seats, 'uid-1', 'a1')).toStrictEqual({
      ok: false,
      error: 'seats-full',
      writes: NOTHING,
    });
  });

  it.each([
    ['another approval’s ticket', 'a0', 'a0'],
    ['a finished registration', true, null],
  ] as const)('is not taken twice for a uid holding %s', (_name, mark, ticket) => {
    expect(reserveApprovalSeat(company(2, { 'uid-1': mark }), 'uid-1', 'a1')).toStrictEqual({
      ok: true,
      value: { ticket },
      writes: NOTHING,
    });
  });

  it('is taken over by the registration, under its own ticket, counted once', () => {
    const held = company(2, { 'uid-1': 'a1' });
    const claimed = {
      key: ADA_KEY,
      uid: 'uid-1',
      email: 'ada@elsewhere.example',
      application: { state: 'approved' as const, seat: 'a1' },
    };
    expect(claimSeat(held, claimed, 't1', NOW)).toStrictEqual({
      ok: true,
      value: { ticket: 't1', fresh: false },
      next: company(2, { 'uid-1': 't1' }),
      writes: NOTHING,
    });
    // A retry of that registration carries on with its ticket.
    expect(claimSeat(company(2, { 'uid-1': 't1' }), claimed, 't2', NOW)).toMatchObject({
      ok: true,
      value: { ticket: 't1' },
    });
  });

  it('goes back while the approval’s ticket marks it, once', () => {
    expect(
      returnMarkedSeat(company(2, { 'uid-1': 'a1', 'uid-2': true }), 'uid-1', 'a1'),
    ).toStrictEqual({
      ok: true,
      value: true,
      next: company(1, { 'uid-2': true }),
      writes: NOTHING,
    });
    expect(returnMarkedSeat({ seatClaims: { 'uid-1': 'a1' } }, 'uid-1', 'a1')).toMatchObject({
      next: { userCount: 0, seatClaims: {} },
    });
  });

  it.each([
    ['taken over by the registration', company(2, { 'uid-1': 't1' })],
    ['given back already', company(1)],
    ['on a company gone', null],
  ])('stays when %s', (_name, seats) => {
    expect(returnMarkedSeat(seats, 'uid-1', 'a1')).toStrictEqual({
      ok: true,
      value: true,
      writes: NOTHING,
    });
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
  it('endSeatClaim takes the uid’s mark off while it holds the ticket; the count and the others’ marks stay', () => {
    const company = { userCount: 2, seatClaims: { 'uid-1': 't1', 'uid-2': 't2' } };
    expect(endSeatClaim(company, 'uid-1', 't1')).toStrictEqual({
      ok: true,
      value: true,
      next: { userCount: 2, seatClaims: { 'uid-2': 't2' } },
      writes: NOTHING,
    });
    const untouched = { ok: true, value: true, writes: NOTHING };
    expect(endSeatClaim(company, 'uid-3', 't3')).toStrictEqual(untouched);
    expect(endSeatClaim(company, 'uid-1', 't9')).toStrictEqual(untouched);
    expect(endSeatClaim({ seatClaims: { 'uid-1': true } }, 'uid-1', 't1')).toStrictEqual(untouched);
    expect(endSeatClaim(null, 'uid-1', 't1')).toStrictEqual(untouched);
  });

  it('settleLateSeat gives back a seat the try counted, and only ends the mark of one it carried on with', () => {
    const company = { userCount: 2, seatClaims: { 'uid-1': 't1', 'uid-2': 't2' } };
    expect(settleLateSeat(company, 'uid-1', { ticket: 't1', fresh: true }).next).toStrictEqual({
      userCount: 1,
      seatClaims: { 'uid-2': 't2' },
    });
    expect(settleLateSeat(company, 'uid-1', { ticket: 't1', fresh: false }).next).toStrictEqual({
      userCount: 2,
      seatClaims: { 'uid-2': 't2' },
    });
    // Another try's ticket holds the seat now: this try touches nothing.
    expect(settleLateSeat(company, 'uid-1', { ticket: 't9', fresh: true }).next).toBeUndefined();
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
