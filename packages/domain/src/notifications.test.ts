import { describe, expect, it } from 'vitest';
import { NOTIFICATION_CAP } from './games.ts';
import { addNotification } from './notifications.ts';
import { WriteSet } from './plan.ts';
import { SERVER_TIME } from './store/node.ts';

const note = {
  kind: 'level',
  text: 'You reached level 2!',
  message: 'level',
  params: { level: 2 },
} as const;
const stored = { ...note, at: SERVER_TIME };
const ctx = () => ({ newId: () => 'new' });
/** Push-id-like ids that sort by age: n000 is the oldest. */
const existing = (count: number) =>
  Array.from({ length: count }, (_, i) => `n${String(i).padStart(3, '0')}`);

describe('addNotification', () => {
  it('keeps at most 50', () => {
    expect(NOTIFICATION_CAP).toBe(50);
  });

  it.each([
    ['an empty inbox', [], []],
    ['an inbox one short of the cap', existing(49), []],
    ['a full inbox: the oldest goes', existing(50), ['n000']],
    [
      'an inbox over the cap: back to 50 with the new one',
      existing(53),
      ['n000', 'n001', 'n002', 'n003'],
    ],
    ['a full inbox read in any order: still the oldest', [...existing(50)].reverse(), ['n000']],
  ])('%s', (_name, ids, removed) => {
    const into = new WriteSet();
    expect(addNotification(into, 'ka', ids, note, ctx())).toBe(into);
    expect(into.writes()).toStrictEqual({
      sets: {
        ...Object.fromEntries(removed.map((id) => [`users/ka/notifications/${id}`, null])),
        'users/ka/notifications/new': stored,
      },
      increments: {},
    });
  });

  it('stores no values where a notice has none, and the points where it paid any', () => {
    const checkIn = {
      kind: 'award',
      text: 'Bo checked in your meeting',
      message: 'meetingCheckIn',
      params: { name: 'Bo' },
    } as const;
    const into = new WriteSet();
    addNotification(
      into,
      'ka',
      [],
      { kind: 'disconnect', text: 'Gone', message: 'disconnected', params: {} },
      ctx(),
    );
    addNotification(into, 'kb', [], { ...checkIn, points: 40 }, ctx());
    addNotification(into, 'kc', [], { ...checkIn, points: 0 }, ctx());
    expect(into.writes().sets).toStrictEqual({
      'users/ka/notifications/new': {
        kind: 'disconnect',
        text: 'Gone',
        message: 'disconnected',
        at: SERVER_TIME,
      },
      'users/kb/notifications/new': {
        kind: 'award',
        text: 'Bo checked in your meeting',
        message: 'meetingCheckIn',
        params: { name: 'Bo' },
        points: 40,
        at: SERVER_TIME,
      },
      'users/kc/notifications/new': {
        kind: 'award',
        text: 'Bo checked in your meeting',
        message: 'meetingCheckIn',
        params: { name: 'Bo' },
        at: SERVER_TIME,
      },
    });
  });

  it('leaves the caller’s list as it was', () => {
    const ids = ['n2', 'n1', ...existing(49)];
    const before = [...ids];
    addNotification(new WriteSet(), 'ka', ids, note, ctx());
    expect(ids).toEqual(before);
  });
});
