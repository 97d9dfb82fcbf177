import { encodeSessionCode } from '@engage/domain/session-checkin';
import { sessionCheckInNodes } from '@engage/domain/store/session-checkins';
import { type StoredSession, sessionNodes } from '@engage/domain/store/sessions';
import { userNodes } from '@engage/domain/store/users';
import { increment, ref, set } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EVENT_ID } from '../src/seed.ts';
import { type AttackKit, OTHER_EVENT } from './attack-kit.ts';
import { refusal } from './web-client.ts';

const MIN = 60_000;
const SESSIONS = ['atk-now', 'atk-later', 'atk-ended'] as const;
type AttackSession = (typeof SESSIONS)[number];

const session = (title: string, startsAt: number, endsAt: number): StoredSession => ({
  title,
  description: '',
  startsAt,
  endsAt,
  room: 'Attack room',
  track: 'Attacks',
});

/**
 * Session check-in and feedback from the web SDK, on the kit's second event (sessions of its own,
 * removed afterwards): a check-in without the code or outside the window, a session of another
 * event, writes of one's own check-in or of the attendance, rating a session not attended or
 * twice, and reading others' feedback. Each is refused, and nothing changes.
 */
export const sessionCheckInAttacks = (kit: AttackKit): void => {
  describe('session check-in and feedback', () => {
    const codes: Partial<Record<AttackSession, string>> = {};
    const qr = (id: AttackSession) => encodeSessionCode(id, codes[id] ?? '');
    beforeAll(async () => {
      const now = Date.now();
      await kit.admin.db.ref().update({
        [sessionNodes.session(OTHER_EVENT, 'atk-now')]: session(
          'Now',
          now - 5 * MIN,
          now + 2 * 60 * MIN,
        ),
        [sessionNodes.session(OTHER_EVENT, 'atk-later')]: session(
          'Later',
          now + 2 * 60 * MIN,
          now + 3 * 60 * MIN,
        ),
        [sessionNodes.session(OTHER_EVENT, 'atk-ended')]: session(
          'Ended',
          now - 2 * 60 * MIN,
          now - MIN,
        ),
      });
      for (const id of SESSIONS) {
        const shown = await kit.organiser.call('adminSessionCode', {
          eventId: OTHER_EVENT,
          sessionId: id,
        });
        codes[id] = shown.code;
      }
    });
    afterAll(async () => {
      await kit.admin.db.ref().update(
        Object.fromEntries(
          SESSIONS.flatMap((id) => [
            [sessionNodes.session(OTHER_EVENT, id), null],
            [sessionCheckInNodes.codes(OTHER_EVENT, id), null],
            [sessionCheckInNodes.attendance(OTHER_EVENT, id), null],
          ]),
        ),
      );
    });

    const checkIns = async (key: string) =>
      Object.values((await kit.admin.read(userNodes.ledger(key))) ?? {}).filter((entry) =>
        entry.reason.startsWith('session-'),
      ).length;

    it('a check-in without the session’s code, or with another’s, pays nothing', async () => {
      const mallory = await kit.attendee('checkin-forger', OTHER_EVENT);
      const paths = [
        sessionCheckInNodes.visits(mallory.key),
        sessionCheckInNodes.attendance(OTHER_EVENT, 'atk-now'),
      ];
      const before = await kit.admin.readAll(paths);
      const attempts = [
        encodeSessionCode('atk-now', 'ZZZZZZZZ'),
        // The later session's code names the later session: another session's code proves nothing.
        encodeSessionCode('atk-now', codes['atk-later'] ?? ''),
        `engage:3:{"s":"atk-now"}`,
        codes['atk-now'] ?? '',
        'atk-now',
      ];
      expect(
        await Promise.all(
          attempts.map((text) => refusal(mallory.client.callRaw('checkInSession', { qr: text }))),
        ),
      ).toEqual(Array(attempts.length).fill('invalid-qr'));
      expect(await checkIns(mallory.key)).toBe(0);
      expect(await kit.admin.readAll(paths)).toEqual(before);
    });

    it('a check-in outside the session’s window is refused in words', async () => {
      const early = await kit.attendee('checkin-early', OTHER_EVENT);
      expect(await refusal(early.client.callRaw('checkInSession', { qr: qr('atk-later') }))).toBe(
        'checkin-too-early',
      );
      expect(await refusal(early.client.callRaw('checkInSession', { qr: qr('atk-ended') }))).toBe(
        'checkin-closed',
      );
      expect(await checkIns(early.key)).toBe(0);
      expect(await kit.admin.read(sessionCheckInNodes.visits(early.key))).toBeNull();
    });

    it('many taps at once pay one check-in; another event’s attendee checks in to none', async () => {
      const ann = await kit.attendee('checkin-taps', OTHER_EVENT);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => ann.client.call('checkInSession', { qr: qr('atk-now') })),
      );
      expect(answers.filter((answer) => !answer.already)).toHaveLength(1);
      expect(await checkIns(ann.key)).toBe(1);
      const bob = await kit.attendee('checkin-outsider', DEMO_EVENT_ID);
      expect(await refusal(bob.client.callRaw('checkInSession', { qr: qr('atk-now') }))).toBe(
        'not-found',
      );
      expect(await checkIns(bob.key)).toBe(0);
    });

    it('an attendee writes no check-in, count or rating, and shows no code', async () => {
      const mallory = await kit.attendee('checkin-writer', OTHER_EVENT);
      const paths = [
        sessionCheckInNodes.visits(mallory.key),
        sessionCheckInNodes.attendance(OTHER_EVENT, 'atk-now'),
        sessionCheckInNodes.codes(OTHER_EVENT, 'atk-now'),
      ];
      const before = await kit.admin.readAll(paths);
      const db = mallory.client.db;
      expect(
        await Promise.all(
          [
            set(ref(db, sessionCheckInNodes.visit(mallory.key, 'atk-ended')), { at: 1 }),
            set(ref(db, sessionCheckInNodes.checkIns(OTHER_EVENT, 'atk-now')), increment(50)),
            set(ref(db, sessionCheckInNodes.attendee(OTHER_EVENT, 'atk-now', mallory.key)), {
              name: 'Mallory',
              at: 1,
              rating: 5,
            }),
            set(ref(db, `${sessionCheckInNodes.codes(OTHER_EVENT, 'atk-now')}/AAAAAAAA`), {
              issuedAt: 0,
              expiresAt: 9e12,
            }),
          ].map(refusal),
        ),
      ).toEqual(Array(4).fill('PERMISSION_DENIED'));
      expect(
        await refusal(
          mallory.client.callRaw('adminSessionCode', {
            eventId: OTHER_EVENT,
            sessionId: 'atk-now',
          }),
        ),
      ).toBe('not-admin');
      expect(await kit.admin.readAll(paths)).toEqual(before);
    });

    it('rating a session not attended, or twice, pays once at most', async () => {
      const stranger = await kit.attendee('rate-stranger', OTHER_EVENT);
      expect(
        await refusal(
          stranger.client.callRaw('rateSession', { sessionId: 'atk-ended', rating: 1 }),
        ),
      ).toBe('session-not-attended');
      // One who checked in while it ran (stored as the server stores it) rates it, many times at once.
      const ann = await kit.attendee('rate-twice', OTHER_EVENT);
      await kit.admin.db
        .ref(sessionCheckInNodes.visit(ann.key, 'atk-ended'))
        .set({ at: Date.now() - 30 * MIN });
      const answers = await Promise.all(
        [5, 1, 1].map((rating) =>
          refusal(ann.client.callRaw('rateSession', { sessionId: 'atk-ended', rating })),
        ),
      );
      expect(answers.filter((answer) => answer === 'accepted')).toHaveLength(1);
      expect(answers.filter((answer) => answer === 'session-rated')).toHaveLength(2);
      expect(await checkIns(ann.key)).toBe(1);
      expect(await kit.admin.read(sessionCheckInNodes.ratings(OTHER_EVENT, 'atk-ended'))).toBe(1);
      // A running session is not rated yet, even by one who is in it.
      const now = await kit.attendee('rate-early', OTHER_EVENT);
      await now.client.call('checkInSession', { qr: qr('atk-now') });
      expect(
        await refusal(now.client.callRaw('rateSession', { sessionId: 'atk-now', rating: 5 })),
      ).toBe('session-not-ended');
      expect(await checkIns(stranger.key)).toBe(0);
    });

    it('an attendee reads no one’s feedback, attendance or check-ins but their own', async () => {
      const eve = await kit.attendee('feedback-reader', OTHER_EVENT);
      const other = await kit.attendee('feedback-other', OTHER_EVENT);
      expect(
        await Promise.all(
          [
            eve.client.read(sessionCheckInNodes.attendances(OTHER_EVENT)),
            eve.client.read(sessionCheckInNodes.attendance(OTHER_EVENT, 'atk-ended')),
            eve.client.read(sessionCheckInNodes.attendee(OTHER_EVENT, 'atk-ended', other.key)),
            eve.client.read(sessionCheckInNodes.visits(other.key)),
            eve.client.read(sessionCheckInNodes.codes(OTHER_EVENT, 'atk-now')),
          ].map(refusal),
        ),
      ).toEqual(Array(5).fill('PERMISSION_DENIED'));
      expect(await refusal(eve.client.read(sessionCheckInNodes.visits(eve.key)))).toBe('accepted');
    });
  });
};
