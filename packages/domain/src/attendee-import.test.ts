import { describe, expect, it } from 'vitest';
import {
  claimInvitation,
  eventTeamsState,
  type ImportRow,
  judgeImportRows,
  planImport,
  rowRefusalText,
} from './attendee-import.ts';
import {
  claimImportSeats,
  endImportSeats,
  registrantsToCount,
  returnImportSeats,
  seatsLeft,
} from './attendee-import-seats.ts';
import { IMPORT_MARK_DEAD_MS, importTicket } from './import-ticket.ts';
import { claimRegistrant } from './registration-seats.ts';
import { encodeUserKey } from './user-key.ts';

const row = (email: string, team = 'AGILE', name = 'Ada Lovelace'): ImportRow => ({
  name,
  email,
  company: ' Analytical ',
  team,
});
const keyOf = (email: string): string => {
  const key = encodeUserKey(email);
  if (!key.ok) throw new Error(email);
  return key.value;
};
const state = { teams: ['AGILE', 'MODERN'] as const, registered: new Set<string>(), seatsLeft: 10 };

describe('judgeImportRows', () => {
  it.each([
    ['a name', row('ada@example.com', 'AGILE', '  '), 'name-required'],
    ['an address', row('not an address'), 'invalid-email'],
    ['an address with a lone surrogate', row('a\uD800@example.com'), 'invalid-email'],
    ['a team of the event', row('ada@example.com', 'Mauve'), 'unknown-team'],
  ])('refuses a row without %s', (_, input, error) => {
    expect(judgeImportRows([input], state)).toEqual([
      { ok: false, row: 1, email: input.email.trim().toLowerCase(), error },
    ]);
  });

  it('accepts a row with its address lower-cased, its team matched whatever its case', () => {
    expect(judgeImportRows([row(' Ada@Example.com ', 'modern')], state, 7)).toEqual([
      {
        ok: true,
        row: 7,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        key: keyOf('ada@example.com'),
        company: 'Analytical',
        teamName: 'MODERN',
      },
    ]);
  });

  it('matches a team by the name its organisers gave it, before another team’s key', () => {
    const named = {
      ...state,
      ...eventTeamsState({
        AGILE: { name: 'Builders', color: 'green' },
        MODERN: { name: 'agile', color: 'blue' },
      }),
    };
    const teamOf = (team: string) => {
      const [verdict] = judgeImportRows([row('ada@example.com', team)], named);
      return verdict?.ok === true ? verdict.teamName : verdict?.error;
    };
    expect(teamOf(' builders ')).toBe('AGILE');
    expect(teamOf('Agile')).toBe('MODERN');
    expect(teamOf('modern')).toBe('MODERN');
    expect(eventTeamsState(null)).toEqual({ teams: [], names: {} });
  });

  it('refuses a second row of one address, a registered address, and rows past the seats', () => {
    const verdicts = judgeImportRows(
      [
        row('a@example.com'),
        row('A@example.com'),
        row('old@example.com'),
        row('b@example.com'),
        row('c@example.com'),
      ],
      { ...state, registered: new Set([keyOf('old@example.com')]), seatsLeft: 2 },
    );
    expect(verdicts.map((v) => (v.ok ? 'ok' : v.error))).toEqual([
      'ok',
      'repeated-row',
      'duplicate-user',
      'ok',
      'registration-limit-reached',
    ]);
    expect(verdicts[2]).toMatchObject({ key: keyOf('old@example.com') });
    expect(verdicts[1]).not.toHaveProperty('key');
  });

  it('numbers a row by its own number when it carries one', () => {
    expect(judgeImportRows([{ ...row('bad'), row: 40 }], state)).toMatchObject([{ row: 40 }]);
  });

  it('refuses an address an earlier slice of the file held', () => {
    const earlier = new Set([keyOf('a@example.com')]);
    expect(judgeImportRows([row('a@example.com')], { ...state, earlier }, 251)).toEqual([
      { ok: false, row: 251, email: 'a@example.com', error: 'repeated-row' },
    ]);
  });
});

describe('rowRefusalText', () => {
  it('says the import’s own reasons in its words, the others in the catalogue’s', () => {
    expect(rowRefusalText('unknown-team')).toBe('That team is not one of this event’s teams');
    expect(rowRefusalText('repeated-row')).toBe(
      'That email address is in an earlier row of the file',
    );
    expect(rowRefusalText('invalid-email')).toBe('That email address is not valid');
  });
});

describe('seats', () => {
  const NOW = Date.UTC(2026, 10, 27, 10);
  const company = { metadata: { userLimit: 3 }, userCount: 1, seatClaims: { old: true as const } };

  it('counts the seats left, never below zero', () => {
    expect(seatsLeft(company)).toBe(2);
    expect(seatsLeft({ metadata: { userLimit: 1 }, userCount: 4 })).toBe(0);
    expect(seatsLeft(null)).toBe(0);
  });

  it('seats up to the limit, refuses held uids and the rest, and a retry takes no second seat', () => {
    const first = claimImportSeats(company, ['a', 'old', 'b', 'c'], 't1', NOW);
    expect(first).toMatchObject({
      ok: true,
      value: {
        seated: ['a', 'b'],
        refused: { old: 'duplicate-user', c: 'registration-limit-reached' },
      },
      next: { userCount: 3, seatClaims: { old: true, a: 't1', b: 't1' } },
    });
    const next = first.next ?? company;
    const retry = claimImportSeats(next, ['a', 'b'], 't1', NOW);
    expect(retry).toMatchObject({ ok: true, value: { seated: ['a', 'b'], refused: {} } });
    expect(retry.next).toBeUndefined();
    expect(claimImportSeats(null, ['a'], 't1', NOW)).toMatchObject({
      value: { seated: [], refused: { a: 'registration-limit-reached' } },
    });
  });

  it('takes over the seat a dead batch marked, and counts it again only if that batch did not', () => {
    const dead = importTicket(NOW - IMPORT_MARK_DEAD_MS - 1, 'x');
    const running = importTicket(NOW - 30_000, 'y');
    const held = {
      metadata: { userLimit: 3 },
      userCount: 3,
      seatClaims: { a: dead, b: running, c: 'a-registration' },
    };
    const claimed = claimImportSeats(held, ['a', 'b', 'c', 'd'], 't1', NOW);
    expect(claimed).toMatchObject({
      ok: true,
      value: {
        seated: ['a'],
        adopted: { a: dead },
        refused: { b: 'duplicate-user', c: 'duplicate-user', d: 'registration-limit-reached' },
      },
      // No second seat: the dead batch's seat is this batch's now.
      next: { userCount: 3, seatClaims: { a: 't1', b: running, c: 'a-registration' } },
    });
    const adopted = { a: dead };
    expect(registrantsToCount(['a', 'e'], adopted, { [dead]: true })).toBe(1);
    expect(registrantsToCount(['a', 'e'], adopted, undefined)).toBe(2);
  });

  it('ends the marks of its own ticket only, and gives back only those', () => {
    const held = {
      metadata: { userLimit: 5 },
      userCount: 3,
      seatClaims: { a: 't1', b: 't2', c: true as const },
    };
    expect(endImportSeats(held, ['a', 'b', 'c'], 't1').next).toEqual({
      ...held,
      seatClaims: { b: 't2', c: true },
    });
    expect(endImportSeats(held, ['b'], 't1').next).toBeUndefined();
    expect(endImportSeats(null, ['a'], 't1').next).toBeUndefined();
    expect(returnImportSeats(held, ['a', 'c'], 't1').next).toEqual({
      ...held,
      userCount: 2,
      seatClaims: { b: 't2', c: true },
    });
    expect(returnImportSeats(held, ['b'], 't1').next).toBeUndefined();
    expect(returnImportSeats(null, ['a'], 't1').next).toBeUndefined();
  });

  it('counts the registrants once per ticket, only while the event is the company’s', () => {
    const metadata = { customerId: 'acme', registrants: 4 };
    expect(claimRegistrant(metadata, 'acme', 't1', 3).next).toEqual({
      customerId: 'acme',
      registrants: 7,
      registering: { t1: true },
    });
    const counted = { ...metadata, registering: { t1: true as const } };
    expect(claimRegistrant(counted, 'acme', 't1', 3).next).toBeUndefined();
    expect(claimRegistrant(metadata, 'acme', 't1', 0).next).toBeUndefined();
    expect(claimRegistrant(metadata, 'other', 't1', 3)).toMatchObject({
      ok: false,
      error: 'illegal-transition',
    });
    expect(claimRegistrant(null, 'acme', 't1', 1)).toMatchObject({ ok: false });
  });
});

describe('planImport', () => {
  const ctx = {
    now: 1_000,
    newId: (() => {
      let n = 0;
      return () => `id${++n}`;
    })(),
    random: () => 0,
  };
  const [accepted] = judgeImportRows([row('ada@example.com')], state);
  const event = { eventId: 'ev', customerId: 'acme', name: 'Summit' };

  it('writes each profile, its invitation and mail, and audits the batch', () => {
    if (accepted === undefined || !accepted.ok) throw new Error('accepted');
    const plan = planImport(
      event,
      [{ ...accepted, uid: 'u1', invitation: 'hash1', link: 'https://x/invite?token=s' }],
      [],
      { by: 'org', email: 'org@example.com' },
      ctx,
    );
    expect(plan).toMatchObject({ ok: true, value: { imported: 1, refused: [] } });
    const sets = plan.writes.sets;
    const key = keyOf('ada@example.com');
    expect(sets[`users/${key}/metadata`]).toMatchObject({
      uid: 'u1',
      eventId: 'ev',
      customerId: 'acme',
      teamName: 'AGILE',
      company: 'Analytical',
    });
    expect(sets['invitations/hash1']).toEqual({
      uid: 'u1',
      email: 'ada@example.com',
      eventId: 'ev',
      until: 1_000 + 14 * 24 * 60 * 60_000,
    });
    const mails = Object.entries(sets).filter(([path]) => path.startsWith('outbox/'));
    expect(mails).toEqual([
      [
        expect.any(String),
        expect.objectContaining({
          to: 'ada@example.com',
          text: expect.stringContaining('https://x/invite?token=s'),
        }),
      ],
    ]);
    const audits = Object.entries(sets).filter(([path]) => path.startsWith('audit/events/ev/'));
    expect(audits).toEqual([
      [expect.any(String), expect.objectContaining({ action: 'attendees.import' })],
    ]);
    expect(plan.writes.increments[`events/ev/metadata/registrants`]).toBeUndefined();
  });

  it('writes nothing, not even an audit entry, for a batch with no row seated', () => {
    const refused = [{ ok: false as const, row: 1, email: 'x', error: 'invalid-email' as const }];
    const plan = planImport(event, [], refused, { by: 'org' }, ctx);
    expect(plan).toMatchObject({ ok: true, value: { imported: 0, refused } });
    expect(plan.writes.sets).toEqual({});
  });
});

describe('claimInvitation', () => {
  const invitation = { uid: 'u1', email: 'ada@example.com', eventId: 'ev', until: 5_000 };
  it.each([
    ['an unknown invitation', null, 'ada@example.com', 1_000, 'invitation-invalid'],
    ['another address', invitation, 'eve@example.com', 1_000, 'invitation-invalid'],
    ['a used one', { ...invitation, usedAt: 900 }, 'ada@example.com', 1_000, 'invitation-used'],
    ['an expired one', invitation, 'ada@example.com', 5_001, 'invitation-used'],
  ])('refuses %s', (_, stored, email, now, error) => {
    expect(claimInvitation(stored, email, now)).toMatchObject({ ok: false, error });
  });

  it('signs in its own address once, and keeps when', () => {
    expect(claimInvitation(invitation, ' Ada@Example.com', 1_000)).toMatchObject({
      ok: true,
      value: { uid: 'u1', eventId: 'ev' },
      next: { ...invitation, usedAt: 1_000 },
    });
  });
});
