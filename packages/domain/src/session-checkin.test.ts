import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { QR_TOKEN_TTL_MS } from './games.ts';
import { POINTS } from './points.ts';
import { QUEUED_SCAN_MAX_AGE_MS } from './queued-scan.ts';
import {
  CHECKIN_OPENS_BEFORE_MS,
  checkInSessionInput,
  checkInWindow,
  claimSessionCode,
  decideSessionCheckIn,
  encodeSessionCode,
  isSessionScan,
  readSessionScan,
  SESSION_CODE_TTL_MS,
  sessionCodeInput,
} from './session-checkin.ts';
import { SERVER_TIME } from './store/node.ts';
import { sessionCheckInNodes } from './store/session-checkins.ts';
import { userNodes } from './store/users.ts';

const MIN = 60_000;
const START = 1_000 * MIN;
const SESSION = { startsAt: START, endsAt: START + 45 * MIN, title: 'Keynote' };
const CODE = 'ABCD2345';
const codes = (issuedAt: number) => ({ [CODE]: { issuedAt, expiresAt: issuedAt + MIN } });
const me = {
  key: 'ka',
  profile: {
    eventId: 'summit',
    teamName: 'AGILE',
    name: 'Ada',
    publicId: 'p-ada',
    company: 'Acme',
  },
} as const;
const ctxAt = (now: number) => {
  let n = 0;
  return { now, newId: () => `id${++n}` };
};
const scan = { sessionId: 's1', code: CODE };

describe('checkInWindow', () => {
  it.each([
    ['an hour before the start', START - 60 * MIN, 'early'],
    ['just before the window opens', START - CHECKIN_OPENS_BEFORE_MS - 1, 'early'],
    ['as the window opens, 10 minutes before', START - CHECKIN_OPENS_BEFORE_MS, 'open'],
    ['at the start', START, 'open'],
    ['a moment before the end', SESSION.endsAt - 1, 'open'],
    ['at the end', SESSION.endsAt, 'closed'],
    ['after the end', SESSION.endsAt + MIN, 'closed'],
  ] as const)('%s is %s', (_name, at, window) => {
    expect(checkInWindow(SESSION, at)).toBe(window);
  });
});

describe('the check-in code', () => {
  it('follows the connection token rules: 8 characters, a minute', () => {
    expect(SESSION_CODE_TTL_MS).toBe(QR_TOKEN_TTL_MS);
  });

  it.each([
    ['the QR text', encodeSessionCode('s1', CODE)],
    [
      'an app link',
      `https://app.test/connect?qr=${encodeURIComponent(encodeSessionCode('s1', CODE))}`,
    ],
    ['with spaces around', `  ${encodeSessionCode('s1', CODE)}\n`],
  ])('reads %s', (_name, text) => {
    expect(isSessionScan(text)).toBe(true);
    expect(readSessionScan(text)).toMatchObject({ ok: true, value: scan });
  });

  it.each([
    ['a connection QR', 'engage:2:{"uid":"p","color":"RED","isRep":false,"t":"ABCD2345"}'],
    ['a typed code', CODE],
    ['broken JSON', 'engage:3:{"s":'],
    ['not an object', 'engage:3:42'],
    ['no session', 'engage:3:{"t":"ABCD2345"}'],
    ['a session id no key can be', 'engage:3:{"s":"a/b","t":"ABCD2345"}'],
    ['a code of look-alikes', 'engage:3:{"s":"s1","t":"ABCD0001"}'],
    ['a code that is no string', 'engage:3:{"s":"s1","t":12345678}'],
    ['a bad link', 'https://app.test/connect?qr=%E0%A4%A'],
    ['too long', `engage:3:{"s":"s1","t":"${'A'.repeat(1100)}"}`],
  ])('refuses %s as not ours', (_name, text) => {
    expect(readSessionScan(text)).toMatchObject({ ok: false, error: 'invalid-qr' });
  });

  it('tells a connection code from a check-in code', () => {
    expect(isSessionScan('engage:2:{}')).toBe(false);
    expect(isSessionScan(CODE)).toBe(false);
  });

  it('reads back every code it writes', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-zA-Z0-9_-]{1,40}$/),
        fc.stringMatching(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/),
        (sessionId, code) => {
          const read = readSessionScan(encodeSessionCode(sessionId, code));
          expect(read).toMatchObject({ ok: true, value: { sessionId, code } });
        },
      ),
    );
  });
});

describe('claimSessionCode', () => {
  const session = { id: 's1', exists: true };

  it('claims a code for a minute, with the QR that names the session', () => {
    const claimed = claimSessionCode(null, session, CODE, START);
    expect(claimed).toMatchObject({
      ok: true,
      value: { qr: encodeSessionCode('s1', CODE), code: CODE, expiresAt: START + MIN },
      next: { [CODE]: { issuedAt: START, expiresAt: START + MIN } },
    });
  });

  it('keeps the other screens’ live codes and drops those past keeping', () => {
    const old = { issuedAt: 0, expiresAt: MIN };
    const live = { issuedAt: START - 30_000, expiresAt: START + 30_000 };
    const claimed = claimSessionCode({ OLDOLDAA: old, LIVELIVE: live }, session, CODE, START);
    expect(claimed.next).toEqual({
      LIVELIVE: live,
      [CODE]: { issuedAt: START, expiresAt: START + MIN },
    });
  });

  it('refuses a code still kept for late scans, so the server draws another', () => {
    const kept = { [CODE]: { issuedAt: 0, expiresAt: START - QUEUED_SCAN_MAX_AGE_MS + 1 } };
    expect(claimSessionCode(kept, session, CODE, START)).toMatchObject({
      ok: false,
      error: 'illegal-transition',
    });
  });

  it('refuses a session that does not exist', () => {
    expect(claimSessionCode(null, { id: 's9', exists: false }, CODE, START)).toMatchObject({
      ok: false,
      error: 'not-found',
    });
  });
});

describe('decideSessionCheckIn', () => {
  const at = START - 5 * MIN;
  const read = { session: SESSION, codes: codes(at - 10_000) };

  it('pays a first check-in once, counts it and lists the attendee', () => {
    const decided = decideSessionCheckIn(null, read, scan, me, ctxAt(at));
    expect(decided).toMatchObject({
      ok: true,
      value: { sessionId: 's1', title: 'Keynote', awarded: POINTS.sessionCheckIn, already: false },
      next: { at },
    });
    expect(decided.writes.increments).toMatchObject({
      [sessionCheckInNodes.checkIns('summit', 's1')]: 1,
      [userNodes.totalPoints('ka')]: POINTS.sessionCheckIn,
      [userNodes.badge('ka', 'sessions')]: 1,
    });
    expect(decided.writes.sets[sessionCheckInNodes.attendee('summit', 's1', 'ka')]).toEqual({
      name: 'Ada',
      company: 'Acme',
      at: SERVER_TIME,
    });
    expect(decided.writes.sets[userNodes.ledgerEntry('ka', 'id1')]).toMatchObject({
      points: POINTS.sessionCheckIn,
      reason: 'session-checkin:s1',
    });
  });

  it('pays the event’s own value, and lists an attendee without a company by name', () => {
    const values = { ...POINTS, sessionCheckIn: 40 };
    const plain = { key: 'kb', profile: { ...me.profile, company: undefined } };
    const decided = decideSessionCheckIn(null, read, scan, plain, ctxAt(at), values);
    expect(decided).toMatchObject({ ok: true, value: { awarded: 40 } });
    expect(decided.writes.sets[sessionCheckInNodes.attendee('summit', 's1', 'kb')]).toEqual({
      name: 'Ada',
      at: SERVER_TIME,
    });
  });

  it('pays nothing for a second check-in and writes nothing', () => {
    const decided = decideSessionCheckIn({ at: at - MIN }, read, scan, me, ctxAt(at));
    expect(decided).toMatchObject({ ok: true, value: { awarded: 0, already: true } });
    expect(decided.writes).toEqual({ sets: {}, increments: {} });
    expect(decided.next).toBeUndefined();
  });

  it.each([
    ['a session not in the event', { session: null, codes: read.codes }, at, 'not-found'],
    ['no code', { session: SESSION, codes: null }, at, 'invalid-qr'],
    [
      'another session’s code',
      { session: SESSION, codes: { ZZZZZZZZ: read.codes[CODE] } },
      at,
      'invalid-qr',
    ],
    [
      'an expired code',
      { session: SESSION, codes: codes(at - 2 * MIN) },
      at,
      'checkin-code-expired',
    ],
    [
      'a code issued after the scan',
      { session: SESSION, codes: codes(at + 1) },
      at,
      'checkin-code-expired',
    ],
    [
      'too early',
      { session: SESSION, codes: codes(START - 11 * MIN - 1_000) },
      START - 11 * MIN,
      'checkin-too-early',
    ],
    [
      'after the end',
      { session: SESSION, codes: codes(SESSION.endsAt) },
      SESSION.endsAt + 1,
      'checkin-closed',
    ],
  ] as const)('refuses %s and changes nothing', (_name, given, now, error) => {
    const decided = decideSessionCheckIn(null, given, scan, me, ctxAt(now));
    expect(decided).toMatchObject({ ok: false, error });
    expect(decided.writes).toEqual({ sets: {}, increments: {} });
  });
});

describe('the inputs', () => {
  it('takes a scanned text and a session of an event', () => {
    expect(v.is(checkInSessionInput, { qr: 'x' })).toBe(true);
    expect(v.is(checkInSessionInput, { qr: 'x'.repeat(1025) })).toBe(false);
    expect(v.is(sessionCodeInput, { eventId: 'summit', sessionId: 's1' })).toBe(true);
    expect(v.is(sessionCodeInput, { eventId: 'summit', sessionId: 'a/b' })).toBe(false);
  });
});
