import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_TEXT,
  decideAnnouncement,
  unseenAnnouncements,
} from './announcements.ts';
import { ERROR_MESSAGES } from './errors.ts';
import { SERVER_TIME } from './store/node.ts';

const NOW = 1_800_000_000_000;
const MINUTE = 60_000;
const actor = { by: 'keve', email: 'eve@example.com' };
const ctx = () => {
  let n = 0;
  return { now: NOW, newId: () => `id${++n}` };
};
const decide = (text: string, sends: Record<string, number> | null = null, exists = true) =>
  decideAnnouncement({ eventId: 'summit', text }, { exists }, sends, actor, ctx());

describe('decideAnnouncement', () => {
  it('stores the trimmed text once for the event, audits it in words, and records the send', () => {
    const plan = decide('  Lunch is served in hall B  ', { old: NOW - 61 * MINUTE });
    expect(plan).toStrictEqual({
      ok: true,
      value: { id: 'id1', at: NOW },
      next: { id1: NOW },
      writes: {
        sets: {
          'announcements/summit/id1': { text: 'Lunch is served in hall B', at: SERVER_TIME },
          'audit/events/summit/id2': {
            at: SERVER_TIME,
            by: 'keve',
            email: 'eve@example.com',
            action: 'announcement.send',
            target: 'announcement/id1',
            before: 'null',
            after: '{"text":"Lunch is served in hall B"}',
          },
        },
        increments: {},
      },
    });
  });

  it.each([
    ['an empty text', '', 'announcement-empty'],
    ['spaces only', '   \n ', 'announcement-empty'],
    ['281 characters', 'x'.repeat(281), 'announcement-too-long'],
  ] as const)('refuses %s by its field, writing nothing', (_name, text, error) => {
    const plan = decide(text);
    expect(plan).toMatchObject({ ok: false, error, field: 'text' });
    expect(plan.writes).toStrictEqual({ sets: {}, increments: {} });
    expect(plan.next).toBeUndefined();
  });

  it('says how far over the text is', () => {
    expect(decide('x'.repeat(290))).toMatchObject({
      detail: 'text: 290 characters, 10 too many',
    });
  });

  it('takes exactly 280 characters, counted after trimming', () => {
    expect(decide(` ${'x'.repeat(ANNOUNCEMENT_TEXT.max)} `).ok).toBe(true);
  });

  it('refuses an event that does not exist', () => {
    expect(decide('Hello', null, false)).toMatchObject({ ok: false, error: 'no-event' });
  });

  const sent = (...agesInMinutes: number[]) =>
    Object.fromEntries(agesInMinutes.map((age, i) => [`s${i}`, NOW - age * MINUTE]));

  it.each([
    ['nothing sent yet', null, true],
    ['the last one 59 s ago', { s: NOW - 59_000 }, 'announcement-too-soon'],
    ['the last one a minute ago', { s: NOW - MINUTE }, true],
    ['nine in the hour', sent(2, 5, 10, 15, 20, 30, 40, 50, 59), true],
    ['ten in the hour', sent(2, 5, 10, 15, 20, 30, 40, 50, 55, 59), 'announcement-hour-full'],
    ['ten, the oldest an hour ago', sent(2, 5, 10, 15, 20, 30, 40, 50, 55, 60), true],
  ] as const)('with %s: %s', (_name, sends, expected) => {
    const plan = decide('Hello', sends);
    if (expected === true) expect(plan.ok).toBe(true);
    else expect(plan).toMatchObject({ ok: false, error: expected, writes: { sets: {} } });
  });

  it('keeps only the last hour’s sends in its record', () => {
    expect(decide('Hello', sent(2, 60, 90)).next).toStrictEqual({ s0: NOW - 2 * MINUTE, id1: NOW });
  });

  it('says its limits in the catalogue’s words', () => {
    expect(ANNOUNCEMENT_LIMITS).toStrictEqual({ perMinute: 1, perHour: 10 });
    expect(ERROR_MESSAGES['announcement-too-soon']).toMatch(/^One announcement a minute/);
    expect(ERROR_MESSAGES['announcement-hour-full']).toMatch(/^Ten announcements an hour/);
    expect(ERROR_MESSAGES['announcement-too-long']).toContain(String(ANNOUNCEMENT_TEXT.max));
  });
});

describe('unseenAnnouncements', () => {
  const list = [
    { id: 'a1', text: 'one', at: 100 },
    { id: 'a3', text: 'three', at: 300 },
    { id: 'a2', text: 'two', at: 200 },
  ];
  it.each([
    [null, ['a3', 'a2', 'a1']],
    [100, ['a3', 'a2']],
    [250, ['a3']],
    [300, []],
  ])('after a seen stamp of %j: %j, newest first', (seen, ids) => {
    expect(unseenAnnouncements(list, seen).map((a) => a.id)).toStrictEqual(ids);
  });
});
