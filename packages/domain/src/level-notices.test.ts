import { describe, expect, it } from 'vitest';
import { addAward } from './awards.ts';
import { NOTIFICATION_CAP } from './games.ts';
import { awardEvent, awardsPaid, decideLevelNotices, levelNoticeText } from './level-notices.ts';
import { WriteSet } from './plan.ts';
import { eventNodes } from './store/events.ts';
import { SERVER_TIME } from './store/node.ts';
import { userNodes } from './store/users.ts';

const profile = { eventId: 'ev', teamName: 'AGILE', name: 'Ann', publicId: 'pa' } as const;
const ids = (prefix: string) => {
  let next = 0;
  return () => `${prefix}${next++}`;
};
const notice = (level: number) => ({
  kind: 'level',
  text: levelNoticeText(level),
  message: 'level',
  params: { level },
  at: SERVER_TIME,
});

describe('awardEvent', () => {
  const award = (writes: WriteSet, eventId: string) =>
    addAward(
      writes,
      { ...profile, eventId },
      { key: 'ka', points: 10, reason: 'qr-connection', by: 'system' },
      { newId: ids('l') },
    );
  it('names the one event whose awards the writes paid', () => {
    const writes = award(award(new WriteSet(), 'ev'), 'ev');
    expect(awardEvent(writes.writes())).toBe('ev');
  });
  it('names none for writes of no award, or of two events', () => {
    expect(
      awardEvent(new WriteSet().increment(eventNodes.badge('ev', 'gifts'), 1).writes()),
    ).toBeNull();
    expect(awardEvent(award(award(new WriteSet(), 'ev'), 'other').writes())).toBeNull();
  });
});

describe('awardsPaid', () => {
  it('finds each attendee an award paid, and how much in all', () => {
    const writes = new WriteSet();
    const ctx = { newId: ids('l') };
    addAward(
      writes,
      profile,
      { key: 'ka', points: 10, reason: 'qr-connection', by: 'system' },
      ctx,
    );
    addAward(writes, profile, { key: 'ka', points: 25, reason: 'bingo-line', by: 'system' }, ctx);
    addAward(writes, profile, { key: 'kb', points: 5, reason: 'admin: quiz', by: 'ko' }, ctx);
    // The partner rule's nothing, a charge, a void and a deduction pay no award.
    addAward(writes, profile, { key: 'kc', points: 0, reason: 'qr-connection', by: 'system' }, ctx);
    addAward(writes, profile, { key: 'kd', points: -5, reason: 'admin: oops', by: 'ko' }, ctx);
    writes.set(userNodes.ledgerEntry('ke', 'p1'), {
      points: 20,
      reason: 'buy-mug',
      kind: 'purchase',
      at: SERVER_TIME,
      by: 'system',
    });
    writes.set(userNodes.ledgerEntry('kf', 'v1'), {
      points: 30,
      reason: 'void: ring',
      kind: 'void',
      at: SERVER_TIME,
      by: 'ko',
    });
    writes.set(userNodes.notification('kg', 'n1'), {
      kind: 'award',
      text: '+10',
      points: 10,
      at: SERVER_TIME,
    });
    expect(awardsPaid(writes.writes())).toStrictEqual(
      new Map([
        ['ka', 35],
        ['kb', 5],
      ]),
    );
  });

  it('finds none in writes that pay nothing', () => {
    const writes = new WriteSet()
      .set(userNodes.level('ka'), 2)
      .set(userNodes.levelNoticed('ka'), 2)
      .remove(userNodes.ledgerEntry('ka', 'l1'))
      .set(userNodes.ledger('ka'), null)
      .increment(userNodes.totalPoints('ka'), 10);
    expect(awardsPaid(writes.writes()).size).toBe(0);
    expect(awardsPaid({ sets: { 'ledger/ka/l1/points': 10 }, increments: {} }).size).toBe(0);
  });
});

describe('decideLevelNotices', () => {
  const read = { key: 'ka', level: 0, total: 0, notifications: [] };

  it.each([
    ['nothing told yet, under level 1', null, { total: 95 }, [], undefined],
    ['nothing told yet, level 1 reached', null, { total: 100 }, [1], 1],
    ['nothing told yet, two levels at once', null, { total: 260 }, [1, 2], 2],
    ['nothing told yet, the level held is not news', null, { level: 2, total: 300 }, [], undefined],
    ['nothing told yet, above the level held', null, { level: 1, total: 500 }, [2, 3], 3],
    ['level 1 told, level 2 reached', 1, { total: 250 }, [2], 2],
    ['level 2 told, still level 2', 2, { total: 499 }, [], undefined],
    ['level 2 told, a void took the total under it', 2, { total: 120 }, [], undefined],
    ['level 2 told, back over it after a void', 2, { total: 300 }, [], undefined],
    ['level 2 told while the level held is 1', 2, { level: 1, total: 300 }, [], undefined],
    ['every level at once', 0, { total: 5_000 }, [1, 2, 3, 4, 5], 5],
    ['the top told: nothing above', 5, { level: 5, total: 9_999 }, [], undefined],
  ] as const)('%s', (_case, noticed, change, levels, next) => {
    const plan = decideLevelNotices(noticed, { ...read, ...change }, { newId: ids('n') });
    expect(plan).toMatchObject({ ok: true, value: { levels } });
    expect(plan.next).toBe(next);
    expect(plan.writes).toStrictEqual({
      sets: Object.fromEntries(
        levels.map((level, i) => [`users/ka/notifications/n${i}`, notice(level)]),
      ),
      increments: {},
    });
  });

  it('keeps the inbox at its cap, the oldest going first', () => {
    const full = Array.from(
      { length: NOTIFICATION_CAP },
      (_, i) => `m${String(i).padStart(2, '0')}`,
    );
    const plan = decideLevelNotices(
      0,
      { ...read, total: 250, notifications: full },
      { newId: ids('z') },
    );
    expect(plan.writes.sets).toStrictEqual({
      'users/ka/notifications/m00': null,
      'users/ka/notifications/m01': null,
      'users/ka/notifications/z0': notice(1),
      'users/ka/notifications/z1': notice(2),
    });
  });

  it('says the level in words', () => {
    expect(levelNoticeText(2)).toBe(
      'You reached level 2! Press Level up on the home screen to move up.',
    );
  });
});
