import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { POINTS } from './points.ts';
import {
  attendanceRows,
  decideSessionFeedback,
  FEEDBACK_COMMENT_MAX,
  RATING,
  rateSessionInput,
  ratingSummary,
} from './session-feedback.ts';
import { SERVER_TIME } from './store/node.ts';
import { sessionCheckInNodes } from './store/session-checkins.ts';
import { userNodes } from './store/users.ts';

const MIN = 60_000;
const SESSION = { startsAt: 100 * MIN, endsAt: 145 * MIN };
const AFTER = SESSION.endsAt + MIN;
const me = {
  key: 'ka',
  profile: { eventId: 'summit', teamName: 'AGILE', name: 'Ada', publicId: 'p-ada' },
} as const;
const ctxAt = (now: number) => {
  let n = 0;
  return { now, newId: () => `id${++n}` };
};
const input = { sessionId: 's1', rating: 4, comment: 'Clear and short' };
const visit = { at: SESSION.startsAt };

describe('decideSessionFeedback', () => {
  it('takes a rating and a comment once the session ended, and pays it once', () => {
    const decided = decideSessionFeedback(visit, SESSION, input, me, ctxAt(AFTER));
    expect(decided).toMatchObject({
      ok: true,
      value: { sessionId: 's1', awarded: POINTS.sessionFeedback },
      next: { at: SESSION.startsAt, rating: 4 },
    });
    const field = (name: 'rating' | 'comment' | 'ratedAt') =>
      sessionCheckInNodes.attendeeField('summit', 's1', 'ka', name);
    expect(decided.writes.sets).toMatchObject({
      [field('rating')]: 4,
      [field('comment')]: 'Clear and short',
      [field('ratedAt')]: SERVER_TIME,
    });
    expect(decided.writes.increments).toMatchObject({
      [sessionCheckInNodes.ratings('summit', 's1')]: 1,
      [sessionCheckInNodes.ratingSum('summit', 's1')]: 4,
      [userNodes.totalPoints('ka')]: POINTS.sessionFeedback,
    });
  });

  it('stores no comment when none was written, and pays the event’s value', () => {
    const values = { ...POINTS, sessionFeedback: 9 };
    const decided = decideSessionFeedback(
      visit,
      SESSION,
      { sessionId: 's1', rating: 2, comment: '' },
      me,
      ctxAt(AFTER),
      values,
    );
    expect(decided).toMatchObject({ ok: true, value: { awarded: 9 } });
    const comment = sessionCheckInNodes.attendeeField('summit', 's1', 'ka', 'comment');
    expect(decided.writes.sets).not.toHaveProperty(comment);
    const none = decideSessionFeedback(
      visit,
      SESSION,
      { sessionId: 's1', rating: 2 },
      me,
      ctxAt(AFTER),
    );
    expect(none.writes.sets).not.toHaveProperty(comment);
  });

  it.each([
    ['a session not in the event', visit, null, AFTER, 'not-found'],
    ['a session not checked in to', null, SESSION, AFTER, 'session-not-attended'],
    ['a second rating', { ...visit, rating: 5 }, SESSION, AFTER, 'session-rated'],
    ['a session still running', visit, SESSION, SESSION.endsAt - 1, 'session-not-ended'],
  ] as const)('refuses %s and changes nothing', (_name, given, session, now, error) => {
    const decided = decideSessionFeedback(given, session, input, me, ctxAt(now));
    expect(decided).toMatchObject({ ok: false, error });
    expect(decided.writes).toEqual({ sets: {}, increments: {} });
  });
});

describe('rateSessionInput', () => {
  it.each([
    [{ sessionId: 's1', rating: 1 }, true],
    [{ sessionId: 's1', rating: 5, comment: '  Good  ' }, true],
    [{ sessionId: 's1', rating: 0 }, false],
    [{ sessionId: 's1', rating: 6 }, false],
    [{ sessionId: 's1', rating: 3.5 }, false],
    [{ sessionId: 's1', rating: 3, comment: 'x'.repeat(FEEDBACK_COMMENT_MAX + 1) }, false],
    [{ sessionId: 's1', rating: 3, comment: 'bell\u0007' }, false],
    [{ sessionId: 's1', rating: 3, extra: true }, false],
  ])('%j is valid: %s', (given, valid) => {
    expect(v.is(rateSessionInput, given)).toBe(valid);
  });

  it('trims a comment, and rates 1 to 5', () => {
    expect(v.parse(rateSessionInput, { sessionId: 's1', rating: 3, comment: ' ok ' }).comment).toBe(
      'ok',
    );
    expect(RATING).toEqual({ min: 1, max: 5 });
  });
});

describe('what organisers see', () => {
  const attendance = {
    checkIns: 3,
    ratings: 2,
    ratingSum: 7,
    people: {
      kb: { name: 'Bo', at: 20, rating: 3, comment: 'Too fast', ratedAt: 99 },
      ka: { name: 'Ada', company: 'Acme', at: 10, rating: 4, ratedAt: 98 },
      kc: { name: 'Cy', at: 20 },
    },
  };

  it('averages the ratings, and says none for none', () => {
    expect(ratingSummary(attendance)).toEqual({ count: 2, average: 3.5 });
    expect(ratingSummary(null)).toEqual({ count: 0, average: null });
    expect(ratingSummary({ ratings: 1 })).toEqual({ count: 1, average: 0 });
  });

  it('lists the attendees by check-in time, then name', () => {
    expect(attendanceRows(attendance)).toEqual([
      { name: 'Ada', company: 'Acme', at: 10, rating: 4, comment: '' },
      { name: 'Bo', company: '', at: 20, rating: 3, comment: 'Too fast' },
      { name: 'Cy', company: '', at: 20, rating: null, comment: '' },
    ]);
    expect(attendanceRows(null)).toEqual([]);
  });
});
