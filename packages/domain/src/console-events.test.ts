import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  claimEventWrite,
  companiesToUnlist,
  companyIndexEntry,
  decideEventWrite,
  decideEventWriteRights,
  type EventWrite,
  removedTeams,
  teamsWithMembers,
} from './console-events.ts';
import { isTimeZone, writeEventInput } from './inputs-console.ts';
import { parseOrganiserClaim } from './organiser.ts';
import { accept, refuse } from './plan.ts';
import type { StoredEvent } from './store/events.ts';
import { SERVER_TIME } from './store/node.ts';

const ids = () => {
  let n = 0;
  return { newId: () => `id${++n}` };
};
const ACTOR = { by: 'kboss', email: 'boss@example.com' };
const NOTHING = { sets: {}, increments: {} };
/** The company is there and no team has members. */
const OPEN = { companyExists: true, teamsWithMembers: [] };

const draft = {
  name: 'Expo 2026',
  startsAt: 1_000,
  endsAt: 2_000,
  venue: 'Hall 1',
  description: 'Stands',
  customerId: 'acme',
  mode: 'hybrid',
} as const;
const create: EventWrite = {
  eventId: 'expo-2026',
  create: true,
  event: draft,
  teams: ['AGILE', 'KNOCK-OUT'],
};
const fields = (eventId: string, event: Record<string, unknown>) =>
  Object.fromEntries(
    ['name', 'startsAt', 'endsAt', 'venue', 'description', 'mode', 'longLivedQr', 'timeZone'].map(
      (field) => [`events/${eventId}/metadata/${field}`, event[field] ?? null],
    ),
  );
const stored: StoredEvent = {
  metadata: { ...draft, registrants: 7 },
  teams: { AGILE: { name: 'AGILE', color: 'green' } },
};

const twoTeams: StoredEvent = {
  ...stored,
  teams: { ...stored.teams, MODERN: { name: 'MODERN', color: 'blue' } },
};

describe('decideEventWrite', () => {
  it('creates an event: its fields, registrants at zero, its teams in their colours (its company’s events follow later)', () => {
    expect(decideEventWrite(null, OPEN, create, ACTOR, ids())).toStrictEqual({
      ok: true,
      value: { eventId: 'expo-2026' },
      writes: {
        sets: {
          ...fields('expo-2026', draft),
          'events/expo-2026/metadata/registrants': 0,
          'events/expo-2026/teams': {
            AGILE: { name: 'AGILE', color: 'green' },
            'KNOCK-OUT': { name: 'KNOCK-OUT', color: 'white' },
          },
          'audit/events/expo-2026/id1': {
            at: SERVER_TIME,
            by: 'kboss',
            email: 'boss@example.com',
            action: 'event.create',
            target: 'expo-2026',
            before: JSON.stringify({
              name: null,
              startsAt: null,
              endsAt: null,
              venue: null,
              description: null,
              customerId: null,
              mode: null,
              teams: null,
            }),
            after: JSON.stringify({ ...draft, teams: ['AGILE', 'KNOCK-OUT'] }),
          },
        },
        increments: {},
      },
    });
  });

  it('completes a create whose earlier attempt died after storing only the company', () => {
    const bare = { metadata: { customerId: 'acme' } };
    expect(decideEventWrite(bare, OPEN, create, ACTOR, ids())).toStrictEqual(
      decideEventWrite(null, OPEN, create, ACTOR, ids()),
    );
  });

  it('edits an event without touching its registrants; the company’s count stays', () => {
    const plan = decideEventWrite(
      stored,
      OPEN,
      { ...create, create: false, event: { ...draft, venue: 'Hall 2', longLivedQr: true } },
      ACTOR,
      ids(),
    );
    expect(plan.ok).toBe(true);
    expect(plan.writes.sets).not.toHaveProperty(['events/expo-2026/metadata/registrants']);
    expect(plan.writes.sets['events/expo-2026/metadata/longLivedQr']).toBe(true);
    expect(plan.writes.increments).toStrictEqual({});
    expect(plan.writes.sets['audit/events/expo-2026/id1']).toMatchObject({
      action: 'event.update',
      before: JSON.stringify({ venue: 'Hall 1', teams: ['AGILE'], longLivedQr: null }),
      after: JSON.stringify({ venue: 'Hall 2', teams: ['AGILE', 'KNOCK-OUT'], longLivedQr: true }),
    });
  });

  it('an event with registrants keeps its company: a move is refused and nothing is written', () => {
    expect(
      decideEventWrite(
        stored,
        OPEN,
        { ...create, create: false, event: { ...draft, customerId: 'globex' } },
        ACTOR,
        ids(),
      ),
    ).toStrictEqual({
      ok: false,
      error: 'illegal-transition',
      detail: 'an event with registrants stays with its company',
      writes: { sets: {}, increments: {} },
    });
  });

  it('moving an event nobody has registered for is recorded in both companies’ logs (their events follow later)', () => {
    const plan = decideEventWrite(
      { ...stored, metadata: { ...stored.metadata, registrants: 0 } },
      OPEN,
      { ...create, create: false, event: { ...draft, customerId: 'globex' } },
      ACTOR,
      ids(),
    );
    expect(Object.keys(plan.writes.sets).filter((path) => path.startsWith('companies/'))).toEqual(
      [],
    );
    expect(plan.writes.increments).toStrictEqual({});
    // Recorded in the event's log and in both companies' logs.
    const move = {
      action: 'event.update',
      target: 'expo-2026',
      before: JSON.stringify({ customerId: 'acme', teams: ['AGILE'] }),
      after: JSON.stringify({ customerId: 'globex', teams: ['AGILE', 'KNOCK-OUT'] }),
    };
    expect(plan.writes.sets['audit/events/expo-2026/id1']).toMatchObject(move);
    expect(plan.writes.sets['audit/companies/acme/id2']).toMatchObject(move);
    expect(plan.writes.sets['audit/companies/globex/id3']).toMatchObject(move);
  });

  it('an edit that keeps the company is recorded in the event’s log only', () => {
    const plan = decideEventWrite(stored, OPEN, { ...create, create: false }, ACTOR, ids());
    expect(Object.keys(plan.writes.sets).filter((path) => path.startsWith('audit/'))).toEqual([
      'audit/events/expo-2026/id1',
    ]);
  });

  it.each([
    ['creating over an existing event', stored, true, true, 'event-exists', undefined],
    ['creating over leftovers of one', { teams: {} }, true, true, 'event-exists', undefined],
    ['editing an event that is not there', null, false, true, 'not-found', 'event'],
    ['editing an event with no name', { metadata: {} }, false, true, 'not-found', 'event'],
    ['naming a company that is not there', null, true, false, 'not-found', 'company'],
  ] as const)('refuses %s, writing nothing', (_name, existing, isCreate, exists, error, detail) => {
    expect(
      decideEventWrite(
        existing,
        { ...OPEN, companyExists: exists },
        { ...create, create: isCreate },
        ACTOR,
        ids(),
      ),
    ).toStrictEqual({
      ok: false,
      error,
      ...(detail === undefined ? {} : { detail }),
      writes: NOTHING,
    });
  });

  const keepAgile = { ...create, create: false, teams: ['AGILE' as const] };

  it('refuses to remove a team with members, writing nothing', () => {
    const read = { companyExists: true, teamsWithMembers: ['MODERN'] };
    expect(decideEventWrite(twoTeams, read, keepAgile, ACTOR, ids())).toStrictEqual({
      ok: false,
      error: 'illegal-transition',
      detail: 'a team with members stays',
      writes: NOTHING,
    });
  });

  it('removes a team nobody is on, and keeps one with members that stays', () => {
    const read = { companyExists: true, teamsWithMembers: ['AGILE'] };
    const plan = decideEventWrite(twoTeams, read, keepAgile, ACTOR, ids());
    expect(plan.ok).toBe(true);
    expect(plan.writes.sets['events/expo-2026/teams']).toStrictEqual({
      AGILE: { name: 'AGILE', color: 'green' },
    });
  });
});

describe('claimEventWrite', () => {
  const empty = { ...stored, metadata: { ...draft, registrants: 0 } };
  const move = { ...create, create: false, event: { ...draft, customerId: 'globex' } };

  it('stores a moved event’s new company on its metadata, in the step that saw no registrant', () => {
    const plan = claimEventWrite(empty.metadata, empty, OPEN, move, ACTOR, ids());
    expect(plan).toMatchObject({
      ok: true,
      next: { ...draft, registrants: 0, customerId: 'globex' },
    });
    expect(plan.writes).toStrictEqual(decideEventWrite(empty, OPEN, move, ACTOR, ids()).writes);
  });

  it('refuses the move when a registrant arrived since the event was read', () => {
    const arrived = { ...draft, registrants: 1 };
    expect(claimEventWrite(arrived, empty, OPEN, move, ACTOR, ids())).toStrictEqual({
      ok: false,
      error: 'illegal-transition',
      detail: 'an event with registrants stays with its company',
      writes: NOTHING,
    });
  });

  it('refuses an event that changed company since it was read (rights were checked on that one)', () => {
    const elsewhere = { ...draft, customerId: 'initech', registrants: 0 };
    expect(claimEventWrite(elsewhere, empty, OPEN, move, ACTOR, ids())).toStrictEqual({
      ok: false,
      error: 'illegal-transition',
      detail: 'the event changed company meanwhile: try again',
      writes: NOTHING,
    });
  });

  it('stores a new event’s company on its metadata, so a second create of the id finds it', () => {
    expect(claimEventWrite(null, null, OPEN, create, ACTOR, ids())).toMatchObject({
      ok: true,
      next: { customerId: 'acme' },
    });
    expect(claimEventWrite(empty.metadata, null, OPEN, create, ACTOR, ids())).toMatchObject({
      ok: false,
      error: 'event-exists',
    });
  });

  it('decides an edit that keeps the company without writing the metadata node itself', () => {
    const edit = { ...create, create: false, event: { ...draft, venue: 'Hall 2' } };
    const plan = claimEventWrite(stored.metadata, stored, OPEN, edit, ACTOR, ids());
    expect(plan.ok).toBe(true);
    expect(plan).not.toHaveProperty('next');
    // Its later writes leave the company alone: a move committed after this step stays.
    expect(plan.writes.sets).not.toHaveProperty('events/expo-2026/metadata/customerId');
    expect(plan.writes.sets).toHaveProperty('events/expo-2026/metadata/venue', 'Hall 2');
    // Its metadata gone since it was read: not found.
    expect(claimEventWrite(null, stored, OPEN, edit, ACTOR, ids())).toMatchObject({
      ok: false,
      error: 'not-found',
    });
  });
});

describe('teamsWithMembers', () => {
  it.each([
    [{ named: false, onBoard: false }, []],
    [{ named: true, onBoard: false }, ['MODERN']],
    [{ named: false, onBoard: true }, ['MODERN']],
    [{ named: true, onBoard: true }, ['MODERN']],
  ])('a team read as %o has members: %o', (read, members) => {
    expect(teamsWithMembers([{ team: 'MODERN', ...read }])).toStrictEqual(members);
  });

  it('keeps the order of the teams read', () => {
    const read = (team: string, named: boolean) => ({ team, named, onBoard: false });
    expect(
      teamsWithMembers([read('AGILE', true), read('MODERN', false), read('OBSESSIVE', true)]),
    ).toStrictEqual(['AGILE', 'OBSESSIVE']);
  });
});

describe('removedTeams', () => {
  it('names the stored teams an edit leaves out, none for a new event', () => {
    expect(removedTeams(twoTeams, ['AGILE'])).toStrictEqual(['MODERN']);
    expect(removedTeams(twoTeams, ['MODERN', 'AGILE', 'OBSESSIVE'])).toStrictEqual([]);
    expect(removedTeams(null, ['AGILE'])).toStrictEqual([]);
  });
});

describe('companiesToUnlist', () => {
  it('names the companies listing the event that it is not with now', () => {
    const companies = {
      acme: { metadata: { events: { expo: true } } },
      globex: { metadata: { events: { expo: true, other: true } } },
      initech: { metadata: { events: { other: true } } },
      hooli: { metadata: { events: { expo: false } } },
      bare: {},
    };
    expect(companiesToUnlist(companies, 'expo', 'acme')).toStrictEqual(['globex']);
    expect(companiesToUnlist(companies, 'expo', 'initech')).toStrictEqual(['acme', 'globex']);
    expect(companiesToUnlist(null, 'expo', 'acme')).toStrictEqual([]);
  });
});

describe('companyIndexEntry', () => {
  const acme = { name: 'Acme', events: { other: true }, eventTotal: 2 } as const;

  it('lists the event and counts it once: a second sync changes nothing', () => {
    const listed = companyIndexEntry(acme, 'expo', true);
    expect(listed).toStrictEqual({
      name: 'Acme',
      events: { other: true, expo: true },
      eventTotal: 3,
    });
    expect(companyIndexEntry(listed ?? null, 'expo', true)).toBeUndefined();
  });

  it('unlists the event and uncounts it once; a company without the entry is left alone', () => {
    const listed = { ...acme, events: { ...acme.events, expo: true }, eventTotal: 3 } as const;
    expect(companyIndexEntry(listed, 'expo', false)).toStrictEqual(acme);
    expect(companyIndexEntry(acme, 'expo', false)).toBeUndefined();
  });

  it('starts a company with no events or total at one, never counts below zero; a company that is gone stays gone', () => {
    const initech: { name: string; events?: Record<string, true> } = { name: 'Initech' };
    expect(companyIndexEntry(initech, 'expo', true)).toStrictEqual({
      name: 'Initech',
      events: { expo: true },
      eventTotal: 1,
    });
    expect(companyIndexEntry({ ...initech, events: { expo: true } }, 'expo', false)).toStrictEqual({
      name: 'Initech',
      events: {},
      eventTotal: 0,
    });
    expect(companyIndexEntry(null, 'expo', true)).toBeUndefined();
  });
});

describe('decideEventWriteRights', () => {
  const write = { eventId: 'summit', create: false, exists: true, from: 'acme', to: 'acme' };
  it.each([
    ['every event, anything', '*', { ...write, from: 'acme', to: 'globex' }, true],
    [
      'a create, with the company',
      'c:acme',
      { ...write, create: true, exists: false, from: undefined },
      true,
    ],
    [
      'a create, with a grant of the event only',
      'e:summit',
      { ...write, create: true, exists: false, from: undefined },
      false,
    ],
    [
      'a create over a stored id needs the company still',
      'e:summit',
      { ...write, create: true },
      false,
    ],
    ['an edit, with a grant of the event', 'e:summit', write, true],
    ["an edit, with the event's company", 'c:acme', write, true],
    ['an edit, with another event', 'e:other|c:globex', write, false],
    [
      'an edit of an event gone is a create: the company',
      'e:summit',
      { ...write, exists: false },
      false,
    ],
    ['a move, with both companies', 'c:acme|c:globex', { ...write, to: 'globex' }, true],
    [
      'a move, with the grant and the new company only',
      'e:summit|c:globex',
      { ...write, to: 'globex' },
      false,
    ],
    ['a move, with the old company only', 'c:acme', { ...write, to: 'globex' }, false],
    [
      'a create completing a bare one',
      'c:globex',
      { ...write, create: true, from: undefined, to: 'globex' },
      true,
    ],
    ['no rights', undefined, write, false],
  ])('%s', (_name, claim, rights, allowed) => {
    expect(decideEventWriteRights(parseOrganiserClaim(claim), rights)).toStrictEqual(
      allowed ? accept(true) : refuse('not-admin'),
    );
  });
});

describe('an event’s time zone', () => {
  const write = (timeZone: unknown) =>
    v.safeParse(writeEventInput, { ...create, event: { ...draft, timeZone } }).success;
  it.each([
    ['Europe/Lisbon', true],
    ['America/Argentina/Buenos_Aires', true],
    ['UTC', true],
    ['Mars/Olympus_Mons', false],
    ['', false],
    [42, false],
  ])('%s is %s', (zone, ok) => {
    expect(write(zone)).toBe(ok);
    if (typeof zone === 'string') expect(isTimeZone(zone)).toBe(ok);
  });
  it('is stored with the event’s fields, and none clears it', () => {
    const plan = decideEventWrite(
      null,
      OPEN,
      { ...create, event: { ...draft, timeZone: 'Europe/Lisbon' } },
      ACTOR,
      ids(),
    );
    expect(plan.writes.sets['events/expo-2026/metadata/timeZone']).toBe('Europe/Lisbon');
  });
});
