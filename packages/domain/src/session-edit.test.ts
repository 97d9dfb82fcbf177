import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ACTOR, ids } from './console-fixtures.ts';
import {
  importSessionsInput,
  planDeleteSession,
  planImportSessions,
  planSetSession,
  SESSION_IMPORT_BATCH,
} from './session-edit.ts';
import { SESSION_FIXTURE } from './session-fixtures.ts';
import { SESSION_LIMITS, type SessionInput, toStoredSession } from './sessions.ts';

const actor = ACTOR;
const T0 = SESSION_FIXTURE.startsAt;
const session: SessionInput = { ...SESSION_FIXTURE, speakerIds: ['ada'], capacity: 200 };
const read = { exists: true, speakerIds: new Set(['ada']), sessions: 3 };
const auditsOf = (sets: Record<string, unknown>) =>
  Object.entries(sets).filter(([path]) => path.startsWith('audit/events/summit/'));

describe('planSetSession', () => {
  it('adds a session under a new id, with an audit entry', () => {
    const plan = planSetSession(null, { eventId: 'summit', id: null, session }, read, actor, ids());
    expect(plan).toMatchObject({ ok: true, value: { id: 'id1' } });
    if (!plan.ok) return;
    expect(plan.writes.sets['sessions/summit/id1']).toEqual(toStoredSession(session));
    expect(auditsOf(plan.writes.sets)).toEqual([
      [
        'audit/events/summit/id2',
        expect.objectContaining({ action: 'session.write', target: 'session/id1' }),
      ],
    ]);
  });

  it('edits the session named', () => {
    const before = toStoredSession(session);
    const plan = planSetSession(
      before,
      { eventId: 'summit', id: 's1', session: { ...session, room: 'Hall B' } },
      read,
      actor,
      ids(),
    );
    expect(plan.ok && plan.writes.sets['sessions/summit/s1']).toMatchObject({ room: 'Hall B' });
  });

  it.each([
    ['an event that does not exist', null, 'x', { ...read, exists: false }, 'not-found', 'eventId'],
    ['a session that does not exist', null, 's9', read, 'not-found', 'id'],
    [
      'a new session past the limit',
      null,
      null,
      { ...read, sessions: SESSION_LIMITS.perEvent },
      'sessions-full',
      'eventId',
    ],
    [
      'a session of a stranger',
      null,
      null,
      { ...read, speakerIds: new Set<string>() },
      'session-unknown-speaker',
      'speakerIds',
    ],
  ] as const)('refuses %s, writing nothing', (_name, current, id, state, error, field) => {
    const plan = planSetSession(current, { eventId: 'summit', id, session }, state, actor, ids());
    expect(plan).toMatchObject({ ok: false, error, field });
  });
});

describe('planDeleteSession', () => {
  it('removes the session and records what it was', () => {
    const plan = planDeleteSession(
      toStoredSession(session),
      { eventId: 'summit', id: 's1' },
      actor,
      ids(),
    );
    expect(plan.ok && plan.writes.sets['sessions/summit/s1']).toBeNull();
    expect(plan.ok && auditsOf(plan.writes.sets)[0]?.[1]).toMatchObject({
      action: 'session.delete',
    });
  });

  it('refuses a session that is not there', () => {
    expect(planDeleteSession(null, { eventId: 'summit', id: 's1' }, actor, ids())).toMatchObject({
      ok: false,
      error: 'not-found',
      field: 'id',
    });
  });
});

describe('planImportSessions', () => {
  const rows = [
    { row: 2, session },
    { row: 3, session: { ...session, endsAt: T0 - 1 } },
    { row: 4, session: { ...session, title: 'Panel' } },
  ];

  it('adds the good rows, answers the bad ones by row, and audits the batch once', () => {
    const plan = planImportSessions({ eventId: 'summit', rows }, read, actor, ids());
    expect(plan).toMatchObject({
      ok: true,
      value: {
        imported: 2,
        refused: [{ row: 3, error: 'session-ends-before-start', field: 'endsAt' }],
      },
    });
    expect(
      plan.ok && Object.keys(plan.writes.sets).filter((p) => p.startsWith('sessions/')),
    ).toEqual(['sessions/summit/id1', 'sessions/summit/id2']);
    expect(plan.ok && auditsOf(plan.writes.sets)).toHaveLength(1);
  });

  it('stops at the event’s limit, refusing the rest by row', () => {
    const plan = planImportSessions(
      { eventId: 'summit', rows: [rows[0], rows[2]].filter((r) => r !== undefined) },
      { ...read, sessions: SESSION_LIMITS.perEvent - 1 },
      actor,
      ids(),
    );
    expect(plan).toMatchObject({
      ok: true,
      value: { imported: 1, refused: [{ row: 4, error: 'sessions-full' }] },
    });
  });

  it('writes nothing, not even an audit entry, when every row is refused', () => {
    const plan = planImportSessions(
      { eventId: 'summit', rows: [rows[1]].filter((r) => r !== undefined) },
      read,
      actor,
      ids(),
    );
    expect(plan.ok && plan.writes.sets).toEqual({});
  });

  it('refuses an event that does not exist', () => {
    expect(
      planImportSessions({ eventId: 'x', rows }, { ...read, exists: false }, actor, ids()).ok,
    ).toBe(false);
  });

  it('takes a batch of at most SESSION_IMPORT_BATCH rows, and at least one', () => {
    const many = Array.from({ length: SESSION_IMPORT_BATCH + 1 }, (_, i) => ({
      row: i + 2,
      session,
    }));
    expect(v.safeParse(importSessionsInput, { eventId: 'summit', rows: many }).success).toBe(false);
    expect(v.safeParse(importSessionsInput, { eventId: 'summit', rows: [] }).success).toBe(false);
    expect(v.safeParse(importSessionsInput, { eventId: 'summit', rows }).success).toBe(true);
  });
});
