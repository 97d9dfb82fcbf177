import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  decideSession,
  SESSION_LIMITS,
  type SessionInput,
  sessionFromStored,
  sessionInputSchema,
  sessionsFromStored,
  toStoredSession,
} from './sessions.ts';

const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2026, 11, 3, 8, 0);
const input: SessionInput = {
  title: 'Opening keynote',
  description: 'Why we are here',
  startsAt: T0,
  endsAt: T0 + HOUR,
  room: 'Main stage',
  track: 'Business',
  speakerIds: ['ada'],
  capacity: null,
};
const SPEAKERS = new Set(['ada', 'grace']);

describe('sessionInputSchema', () => {
  it('takes a whole session and trims its words', () => {
    const parsed = v.parse(sessionInputSchema, { ...input, title: '  Opening keynote ' });
    expect(parsed.title).toBe('Opening keynote');
  });

  it.each([
    ['an empty title', { title: ' ' }],
    ['an empty room', { room: '' }],
    ['an empty track', { track: '' }],
    ['a time that is not whole', { startsAt: 1.5 }],
    ['a capacity of 0', { capacity: 0 }],
    ['a capacity past the limit', { capacity: SESSION_LIMITS.capacity + 1 }],
    ['a speaker id the database cannot hold', { speakerIds: ['a/b'] }],
    ['too many speakers', { speakerIds: Array.from({ length: 13 }, (_, i) => `s${i}`) }],
    ['an unknown field', { hall: 'B' }],
  ])('refuses %s', (_name, change) => {
    expect(v.safeParse(sessionInputSchema, { ...input, ...change }).success).toBe(false);
  });
});

describe('decideSession', () => {
  it('accepts a session of the event’s speakers, each named once', () => {
    const plan = decideSession({ ...input, speakerIds: ['ada', 'grace', 'ada'] }, SPEAKERS);
    expect(plan).toMatchObject({ ok: true, value: { speakerIds: ['ada', 'grace'] } });
  });

  it.each<[string, Partial<SessionInput>, string, string]>([
    ['ends when it starts', { endsAt: T0 }, 'session-ends-before-start', 'endsAt'],
    ['ends before it starts', { endsAt: T0 - 1 }, 'session-ends-before-start', 'endsAt'],
    ['lasts more than a day', { endsAt: T0 + 24 * HOUR + 1 }, 'session-too-long', 'endsAt'],
    ['names a stranger', { speakerIds: ['ada', 'bob'] }, 'session-unknown-speaker', 'speakerIds'],
  ])('refuses a session that %s', (_name, change, error, field) => {
    expect(decideSession({ ...input, ...change }, SPEAKERS)).toMatchObject({
      ok: false,
      error,
      field,
    });
  });

  it('takes a session of exactly a day', () => {
    expect(decideSession({ ...input, endsAt: T0 + 24 * HOUR }, SPEAKERS).ok).toBe(true);
  });
});

describe('stored sessions', () => {
  it('stores no empty list and no null, and reads them back', () => {
    const bare = toStoredSession({ ...input, speakerIds: [], capacity: null });
    expect(bare).not.toHaveProperty('speakerIds');
    expect(bare).not.toHaveProperty('capacity');
    expect(sessionFromStored('s1', bare)).toEqual({
      ...input,
      id: 's1',
      speakerIds: [],
      capacity: null,
    });
    const objectList = { ...bare, speakerIds: { 1: 'grace', 0: 'ada' } };
    expect(sessionFromStored('s3', objectList).speakerIds).toEqual(['ada', 'grace']);
    const full = toStoredSession({ ...input, capacity: 80 });
    expect(sessionFromStored('s2', full)).toEqual({ ...input, id: 's2', capacity: 80 });
  });

  it('orders a programme by start, then room, then title', () => {
    const at = (startsAt: number, room: string, title: string) =>
      toStoredSession({ ...input, startsAt, endsAt: startsAt + HOUR, room, title });
    const list = sessionsFromStored({
      c: at(T0 + HOUR, 'A', 'Later'),
      b: at(T0, 'B', 'Second room'),
      a2: at(T0, 'A', 'Zebra'),
      a1: at(T0, 'A', 'Alpha'),
    });
    expect(list.map((s) => s.id)).toEqual(['a1', 'a2', 'b', 'c']);
    expect(sessionsFromStored(null)).toEqual([]);
    expect(sessionsFromStored(undefined)).toEqual([]);
  });
});
