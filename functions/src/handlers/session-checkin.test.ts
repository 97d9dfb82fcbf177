import { POINTS } from '@engage/domain/points';
import { encodeSessionCode } from '@engage/domain/session-checkin';
import { organiserNodes } from '@engage/domain/store/organisers';
import { sessionCheckInNodes } from '@engage/domain/store/session-checkins';
import { sessionNodes, type StoredSession } from '@engage/domain/store/sessions';
import { userNodes } from '@engage/domain/store/users';
import type { Deps } from '@engage/server/deps';
import { describe, expect, it } from 'vitest';
import { claimsStore } from '../testing/claims-store.ts';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { checkInSession, rateSession, sessionCode } from './session-checkin.ts';

/**
 * Session check-in and feedback through the real handlers and the database emulator: the screen's
 * code, a check-in paid once however many taps, refusals outside the window and without the code,
 * and a rating taken once, after the session, from someone who was there.
 */
const MIN = 60_000;
const T = 1_800_000_000_000;
const SESSION: StoredSession = {
  title: 'Keynote',
  description: '',
  startsAt: T,
  endsAt: T + 45 * MIN,
  room: 'Main stage',
  track: 'Main',
};
const organiser = caller('eve', { organiser: `|e:${EVENT}|` });
const h = useHandlerStack({
  instances: 2,
  users: ['ann', 'bob'],
  setup: async (stack) => {
    await stack
      .deps()
      .db.ref()
      .update({
        [sessionNodes.session(EVENT, 's1')]: SESSION,
        [organiserNodes.organiser(organiser.uid)]: { claim: `|e:${EVENT}|` },
      });
  },
});
const at = (now: number, instance = 0): Deps => ({
  ...h.stack().deps(instance),
  now: () => now,
  accounts: claimsStore(organiser).accounts,
});
const showCode = (now: number) =>
  sessionCode(at(now), { eventId: EVENT, sessionId: 's1' }, organiser);
const totalOf = (name: string) => h.read(userNodes.totalPoints(h.key(name)));

describe('a session’s check-in code', () => {
  it('is issued to the event’s organiser for a minute, naming the session', async () => {
    const shown = await showCode(T);
    expect(shown.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(shown).toEqual({
      qr: encodeSessionCode('s1', shown.code),
      code: shown.code,
      expiresAt: T + MIN,
    });
    expect(await h.read(sessionCheckInNodes.codes(EVENT, 's1'))).toEqual({
      [shown.code]: { issuedAt: T, expiresAt: T + MIN },
    });
  });

  it('is refused for a session that does not exist, and to an attendee', async () => {
    await expect(
      sessionCode(at(T), { eventId: EVENT, sessionId: 'nope' }, organiser),
    ).rejects.toMatchObject({ code: 'not-found' });
    await expect(
      sessionCode(at(T), { eventId: EVENT, sessionId: 's1' }, caller('ann')),
    ).rejects.toMatchObject({ code: 'not-admin' });
  });
});

describe('checking in', () => {
  it('pays once per session however many taps, and counts the attendee', async () => {
    const { qr } = await showCode(T - 5 * MIN);
    const now = T - 5 * MIN + 10_000;
    const answers = await Promise.all([
      checkInSession(at(now, 0), { qr }, caller('ann')),
      checkInSession(at(now, 1), { qr }, caller('ann')),
      checkInSession(at(now, 0), { qr }, caller('ann')),
    ]);
    expect(answers.map((answer) => answer.awarded).sort()).toEqual([0, 0, POINTS.sessionCheckIn]);
    expect(answers.filter((answer) => answer.already)).toHaveLength(2);
    expect(await totalOf('ann')).toBe(POINTS.sessionCheckIn);
    expect(await h.read(userNodes.badge(h.key('ann'), 'sessions'))).toBe(1);
    const attendance = (await h.read(sessionCheckInNodes.attendance(EVENT, 's1'))) as {
      checkIns: number;
      people: Record<string, { name: string }>;
    };
    expect(attendance.checkIns).toBe(1);
    expect(Object.keys(attendance.people)).toEqual([h.key('ann')]);
  });

  it.each([
    ['too early', T - 11 * MIN, 'checkin-too-early'],
    ['after the end', T + 45 * MIN, 'checkin-closed'],
  ])('refuses a scan %s in words and pays nothing', async (_name, now, code) => {
    const { qr } = await showCode(now - 1_000);
    await expect(checkInSession(at(now), { qr }, caller('ann'))).rejects.toMatchObject({ code });
    expect(await totalOf('ann')).toBe(0);
    expect(await h.read(sessionCheckInNodes.attendance(EVENT, 's1'))).toBeNull();
  });

  it('refuses a code it never issued, an expired one and one of another kind', async () => {
    const { qr } = await showCode(T);
    const forged = encodeSessionCode('s1', 'ZZZZZZZZ');
    await expect(checkInSession(at(T), { qr: forged }, caller('ann'))).rejects.toMatchObject({
      code: 'invalid-qr',
    });
    await expect(checkInSession(at(T + MIN), { qr }, caller('ann'))).rejects.toMatchObject({
      code: 'checkin-code-expired',
    });
    await expect(checkInSession(at(T), { qr: 'ABCD2345' }, caller('ann'))).rejects.toMatchObject({
      code: 'invalid-qr',
    });
    expect(await totalOf('ann')).toBe(0);
  });
});

describe('rating a session', () => {
  const rate = (name: string, now: number, rating = 4) =>
    rateSession(at(now), { sessionId: 's1', rating, comment: 'Good pace' }, caller(name));

  it('takes one rating after the session from someone who checked in', async () => {
    const { qr } = await showCode(T);
    await checkInSession(at(T + MIN / 2), { qr }, caller('ann'));
    await expect(rate('ann', T + 10 * MIN)).rejects.toMatchObject({ code: 'session-not-ended' });
    expect(await rate('ann', T + 50 * MIN)).toEqual({
      sessionId: 's1',
      awarded: POINTS.sessionFeedback,
    });
    await expect(rate('ann', T + 51 * MIN, 1)).rejects.toMatchObject({ code: 'session-rated' });
    await expect(rate('bob', T + 50 * MIN)).rejects.toMatchObject({
      code: 'session-not-attended',
    });
    expect(await totalOf('ann')).toBe(POINTS.sessionCheckIn + POINTS.sessionFeedback);
    expect(await h.read(sessionCheckInNodes.attendance(EVENT, 's1'))).toMatchObject({
      checkIns: 1,
      ratings: 1,
      ratingSum: 4,
      people: { [h.key('ann')]: { name: expect.any(String), rating: 4, comment: 'Good pace' } },
    });
  });
});
