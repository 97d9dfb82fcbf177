import { type AwardProfile, planAward } from '@engage/domain/awards';
import { BADGE_QR_TOKEN_TTL_MS, QR_TOKEN_TTL_MS } from '@engage/domain/games';
import { POINTS } from '@engage/domain/points';
import { encodeQrPayload, encodeQrToken } from '@engage/domain/qr-payload';
import { boardNodes } from '@engage/domain/store/boards';
import { eventNodes } from '@engage/domain/store/events';
import { userNodes } from '@engage/domain/store/users';
import { commit } from '@engage/server/commit';
import { context } from '@engage/server/deps';
import { describe, expect, it } from 'vitest';
import { countRoundTrips } from '../testing/round-trips.ts';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { awardConnection, issueQrToken, levelUp } from './scoring.ts';

const h = useHandlerStack({
  instances: 8,
  users: ['ann', 'bob', 'rep', 'cat'],
  setup: async (started) => {
    await started
      .deps()
      .db.ref(userNodes.field(h.key('rep'), 'isRep'))
      .set(true);
  },
});
const stack = () => h.stack();
const read = h.read;
const points = async (name: string) => read(userNodes.totalPoints(h.key(name)));
const first = POINTS.qrConnection + POINTS.completion.act06;

describe('issueQrToken', () => {
  it('issues a short-lived token whose QR carries the spec payload, and a code of its own to type', async () => {
    const now = 1_800_000_000_000;
    const token = await issueQrToken({ ...stack().deps(), now: () => now }, {}, caller('bob'));
    expect(token.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(token.expiresAt).toBe(now + QR_TOKEN_TTL_MS);
    // The spec's `uid` field carries the public id: the QR shows no account id.
    const shown = JSON.parse(token.qr.replace(/^engage:2:/, ''));
    expect(shown).toMatchObject({ uid: await h.publicId('bob'), isRep: false });
    expect(shown.t).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    // The code to type is not the QR's: it connects one partner, the QR whoever scans it.
    expect(shown.t).not.toBe(token.code);
    expect(await read(userNodes.qrToken(token.code))).toMatchObject({
      typed: true,
      expiresAt: token.expiresAt,
    });
    expect(token.qr).not.toContain('uid-bob');
  });

  it('gives long-lived tokens for printed badges when the organiser allows them', async () => {
    await stack().deps().db.ref(eventNodes.longLivedQr(EVENT)).set(true);
    const now = 1_800_000_000_000;
    const token = await issueQrToken({ ...stack().deps(), now: () => now }, {}, caller('bob'));
    expect(token.expiresAt).toBe(now + BADGE_QR_TOKEN_TTL_MS);
  });
});

describe('rotating and typed codes', () => {
  it('refuses a QR replayed after its minute, as expired', async () => {
    let now = Date.now();
    const at = () => ({ ...stack().deps(), now: () => now });
    const { qr } = await issueQrToken(at(), {}, caller('bob'));
    now += QR_TOKEN_TTL_MS;
    await expect(awardConnection(at(), { qr }, caller('ann'))).rejects.toMatchObject({
      code: 'qr-expired',
    });
    expect(await points('ann')).toBe(0);
  });

  it('connects a typed code once: a second partner is told it expired, and nothing is paid', async () => {
    const { code } = await issueQrToken(stack().deps(), {}, caller('bob'));
    expect((await awardConnection(stack().deps(), { qr: code }, caller('ann'))).awarded).toBe(
      first,
    );
    // The same partner again is the pair's answer, not the code's.
    await expect(
      awardConnection(stack().deps(), { qr: code }, caller('ann')),
    ).rejects.toMatchObject({
      code: 'already-connected',
    });
    await expect(
      awardConnection(stack().deps(), { qr: code }, caller('cat')),
    ).rejects.toMatchObject({
      code: 'qr-expired',
    });
    expect(await points('cat')).toBe(0);
    expect(await read(userNodes.qrToken(code))).toMatchObject({ usedBy: h.key('ann') });
  });

  it('refuses a typed code wrapped in a QR text', async () => {
    const { code } = await issueQrToken(stack().deps(), {}, caller('bob'));
    const qr = encodeQrToken({ uid: await h.publicId('bob'), color: 'red', isRep: false }, code);
    await expect(awardConnection(stack().deps(), { qr }, caller('ann'))).rejects.toMatchObject({
      code: 'invalid-qr',
    });
  });

  it('lets a shown QR connect everyone who scans it while it lives', async () => {
    const { qr } = await issueQrToken(stack().deps(), {}, caller('bob'));
    for (const name of ['ann', 'cat'])
      expect((await awardConnection(stack().deps(), { qr }, caller(name))).awarded).toBe(first);
  });
});

describe('awardConnection', () => {
  it('gives both attendees the points once per pair, with ledger, badges, leaderboards and notes', async () => {
    const { qr } = await issueQrToken(stack().deps(), {}, caller('bob'));
    const result = await awardConnection(stack().deps(), { qr }, caller('ann'));
    // The screen says what the user gains: the connection and QR networking's completion.
    expect(result).toEqual({
      awarded: first,
      paid: { connection: POINTS.qrConnection, completion: POINTS.completion.act06, bingo: 0 },
      partnerAwarded: first,
      partnerPaid: {
        connection: POINTS.qrConnection,
        completion: POINTS.completion.act06,
        bingo: 0,
      },
      partner: { name: 'Test User', color: expect.any(String) },
      boothVisit: false,
    });
    expect(await points('ann')).toBe(first);
    expect(await points('bob')).toBe(first);
    const ledger = Object.values((await read(userNodes.ledger(h.key('ann')))) as object);
    expect(ledger).toMatchObject([
      { points: POINTS.qrConnection, reason: 'qr-connection', by: 'system' },
      { points: POINTS.completion.act06, reason: 'complete-act06', by: 'system' },
    ]);
    expect(await read(userNodes.badges(h.key('ann')))).toMatchObject({
      coins: first,
      super_networker: 1,
    });
    expect(await h.boardScore('bob')).toBe(first);
    expect(await read(boardNodes.teamScore(EVENT, 'AGILE'))).toBe(2 * first);
    const notes = Object.values((await read(userNodes.notifications(h.key('bob')))) as object);
    // The partner is told every point, the completion included (was "+10" when 35 was paid).
    expect(notes).toMatchObject([
      { kind: 'award', text: expect.stringContaining(`+${first} points`), points: first },
    ]);
  });

  it('reads in parallel: 2 sequential round trips before its first write, 8 in all', async () => {
    const { qr } = await issueQrToken(stack().deps(), {}, caller('bob'));
    const trips = countRoundTrips(stack().deps());
    expect((await awardConnection(trips.deps, { qr }, caller('ann'))).awarded).toBe(first);
    // Were 5 and 18: the caller's key, profile, the token, the partner's profile and the notes
    // read one after another, then the pair, both completions and both bingo cards in a row.
    // Now the key and token, then both profiles and notes; the pair; the four follow-ups at once
    // (a transaction is 2 trips, its first read and its write, then its plan's update). The
    // partner rule's shares, both sides at once before the pair, add a transaction: 8 became 10.
    // Both sides are told once everything is paid, in one update after the follow-ups: 11.
    // Each commit that paid an award reads, after its update, whether a level was reached (the
    // level notices, one round of reads at once for everyone it paid): after the pair and after
    // the follow-ups, 13.
    // Now the nodes the scan claims are listened to beside the second round of reads, so each
    // transaction costs only its write (13 - 3), and each award's level notices are told beside
    // the next step, not before it (10 - 2): 8.
    expect(trips.beforeFirstWrite()).toBe(2);
    expect(trips.sequential()).toBe(8);
  });

  it('takes the app URL a phone camera opens and the typed code alike', async () => {
    const bob = await issueQrToken(stack().deps(), {}, caller('bob'));
    const url = `https://engage.example/connect?qr=${encodeURIComponent(bob.qr)}`;
    expect((await awardConnection(stack().deps(), { qr: url }, caller('ann'))).awarded).toBe(first);
    const cat = await issueQrToken(stack().deps(), {}, caller('cat'));
    const typed = ` ${cat.code.slice(0, 4).toLowerCase()}-${cat.code.slice(4)} `;
    // Ann's networking game is complete already: the second connection pays only itself.
    expect(await awardConnection(stack().deps(), { qr: typed }, caller('ann'))).toMatchObject({
      awarded: POINTS.qrConnection,
      paid: { connection: POINTS.qrConnection, completion: 0, bingo: 0 },
      partnerAwarded: first,
    });
  });

  it('refuses the same pair again, in either direction, with already-connected', async () => {
    const bob = await issueQrToken(stack().deps(), {}, caller('bob'));
    await awardConnection(stack().deps(), { qr: bob.qr }, caller('ann'));
    const ann = await issueQrToken(stack().deps(), {}, caller('ann'));
    await expect(
      awardConnection(stack().deps(), { qr: ann.qr }, caller('bob')),
    ).rejects.toMatchObject({
      code: 'already-connected',
    });
    expect(await points('ann')).toBe(first);
  });

  it('refuses a screenshot once the token expired, a static profile QR, a raw uid, a forged code, oneself and another event', async () => {
    let now = 1_800_000_000_000;
    const at = () => ({ ...stack().deps(), now: () => now });
    const bob = await issueQrToken(at(), {}, caller('bob'));
    now += QR_TOKEN_TTL_MS + 1;
    const ann = await issueQrToken(at(), {}, caller('ann'));
    await stack()
      .deps()
      .db.ref()
      .update({
        [eventNodes.metadata('other-event')]: { name: 'Other', registrants: 1 },
        [userNodes.field(h.key('cat'), 'eventId')]: 'other-event',
      });
    const cat = await issueQrToken(at(), {}, caller('cat'));
    const bobId = await h.publicId('bob');
    const cases: [string, string][] = [
      ['qr-expired', bob.qr],
      ['qr-expired', encodeQrPayload({ uid: bobId, color: 'red', isRep: false })],
      // A code of the old kind, showing the raw uid, is not ours, even around a live code.
      ['invalid-qr', encodeQrPayload({ uid: 'uid-bob', color: 'red', isRep: false })],
      ['invalid-qr', encodeQrToken({ uid: 'uid-bob', color: 'red', isRep: false }, cat.code)],
      // A live code shown with someone else's public id is not the owner's QR.
      ['invalid-qr', encodeQrToken({ uid: bobId, color: 'red', isRep: false }, cat.code)],
      ['invalid-qr', 'ZZZZZZZZ'],
      ['invalid-qr', 'https://example.com/not-ours'],
      ['self-scan', ann.qr],
      ['not-in-event', cat.qr],
    ];
    const before = await stack().root();
    for (const [code, qr] of cases)
      await expect(awardConnection(at(), { qr }, caller('ann')), code).rejects.toMatchObject({
        code,
      });
    expect(await stack().root()).toEqual(before);
  });

  it('counts a booth visit for the representative, whichever side scans', async () => {
    const rep = await issueQrToken(stack().deps(), {}, caller('rep'));
    const result = await awardConnection(stack().deps(), { qr: rep.qr }, caller('ann'));
    expect(result).toMatchObject({
      awarded: first + POINTS.boothVisit,
      partnerAwarded: first,
      boothVisit: true,
    });
    const cat = await issueQrToken(stack().deps(), {}, caller('cat'));
    const scannedByRep = await awardConnection(stack().deps(), { qr: cat.qr }, caller('rep'));
    expect(scannedByRep).toMatchObject({
      awarded: POINTS.qrConnection,
      partnerAwarded: first + POINTS.boothVisit,
      boothVisit: true,
    });
    expect(await points('cat')).toBe(first + POINTS.boothVisit);
    const repId = await h.publicId('rep');
    expect(await read(eventNodes.boothVisits(EVENT, repId))).toBe(2);
  });
});

describe('queued scans (made offline, sent later)', () => {
  const MINUTE = 60_000;
  /** A clock the test moves, and the handlers' deps that read it. */
  const clock = () => {
    let now = Date.now();
    return {
      deps: () => ({ ...stack().deps(), now: () => now }),
      pass: (ms: number) => {
        now += ms;
      },
      now: () => now,
    };
  };

  it('pays a QR scanned while it lived and sent minutes later, once however often it is sent', async () => {
    const time = clock();
    const { qr } = await issueQrToken(time.deps(), {}, caller('bob'));
    // The phone's clock is an hour behind: the scan's age on it is what counts.
    const scannedAt = time.now() - 60 * MINUTE + 10_000;
    time.pass(5 * MINUTE);
    const queued = { id: 'scan-1', scannedAt, sentAt: scannedAt + 5 * MINUTE - 10_000 };
    const result = await awardConnection(time.deps(), { qr, queued }, caller('ann'));
    expect(result.awarded).toBe(first);
    // Sent again (the first answer was lost): the same answer, paid once.
    expect(await awardConnection(time.deps(), { qr, queued }, caller('ann'))).toEqual(result);
    expect(await points('ann')).toBe(first);
    expect(await points('bob')).toBe(first);
    expect(await read(userNodes.scanReceipt(h.key('ann'), 'scan-1'))).toMatchObject({ result });
  });

  it('pays the same queued scan sent twice at once once', async () => {
    const time = clock();
    const { qr } = await issueQrToken(time.deps(), {}, caller('bob'));
    time.pass(2 * MINUTE);
    const queued = { id: 'scan-2', scannedAt: 1_000, sentAt: 1_000 + 2 * MINUTE };
    const answers = await Promise.allSettled([
      awardConnection(time.deps(), { qr, queued }, caller('ann')),
      awardConnection(time.deps(), { qr, queued }, caller('ann')),
    ]);
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(await points('ann')).toBe(first);
  });

  it('refuses a code scanned after it expired, too old a scan, and a scan time in the future', async () => {
    const time = clock();
    const { qr, code } = await issueQrToken(time.deps(), {}, caller('bob'));
    time.pass(QR_TOKEN_TTL_MS + MINUTE);
    const sentAt = 50 * MINUTE;
    const cases = [
      ['scanned after its minute', qr, sentAt - MINUTE + 1, 'qr-expired'],
      ['typed after its minute', code, sentAt - MINUTE + 1, 'qr-expired'],
      [
        'made 10 minutes and a moment before it was sent',
        qr,
        sentAt - 10 * MINUTE - 1,
        'scan-too-old',
      ],
      ['made after it was sent', qr, sentAt + 1, 'invalid-argument'],
    ] as const;
    for (const [name, text, scannedAt, error] of cases)
      await expect(
        awardConnection(
          time.deps(),
          { qr: text, queued: { id: name.replace(/\W/g, '-'), scannedAt, sentAt } },
          caller('ann'),
        ),
        name,
      ).rejects.toMatchObject({ code: error });
    expect(await points('ann')).toBe(0);
    expect(await points('bob')).toBe(0);
  });

  it('gives a queued typed code to its first partner only, whenever the others send theirs', async () => {
    const time = clock();
    const { code } = await issueQrToken(time.deps(), {}, caller('bob'));
    // Cat typed it first but was offline; Ann typed it later, online, and used it.
    time.pass(20_000);
    expect((await awardConnection(time.deps(), { qr: code }, caller('ann'))).awarded).toBe(first);
    time.pass(3 * MINUTE);
    const queued = { id: 'scan-cat', scannedAt: 0, sentAt: 3 * MINUTE + 20_000 };
    await expect(
      awardConnection(time.deps(), { qr: code, queued }, caller('cat')),
    ).rejects.toMatchObject({ code: 'qr-expired' });
    expect(await points('cat')).toBe(0);
    // The refusal is kept: sent again, it is refused again, and nothing is paid.
    await expect(
      awardConnection(time.deps(), { qr: code, queued }, caller('cat')),
    ).rejects.toMatchObject({ code: 'qr-expired' });
    expect(await read(userNodes.scanReceipt(h.key('cat'), 'scan-cat'))).toMatchObject({
      error: 'qr-expired',
    });
  });
});

describe('levelUp', () => {
  it('refuses with the exact catalogue message when points are short', async () => {
    await expect(levelUp(stack().deps(), {}, caller('ann'))).rejects.toMatchObject({
      code: 'level-up-short',
      message:
        "You do not have enough points to level up but don't worry, you can earn extra points by playing Network Bingo!",
    });
  });

  it('goes up one level once the threshold is reached', async () => {
    const profile = (await read(userNodes.metadata(h.key('ann')))) as AwardProfile;
    const award = { key: h.key('ann'), points: 100, reason: 'test', by: 'test' };
    await commit(stack().deps(), planAward(profile, award, context(stack().deps())));
    expect(await levelUp(stack().deps(), {}, caller('ann'))).toEqual({ level: 1 });
    await expect(levelUp(stack().deps(), {}, caller('ann'))).rejects.toMatchObject({
      code: 'level-up-short',
    });
  });
});

describe('concurrent awards', () => {
  it('1,000 simultaneous awards to one user give the exact total and ledger count', async () => {
    const profile = (await read(userNodes.metadata(h.key('ann')))) as AwardProfile;
    const award = { key: h.key('ann'), points: 3, reason: 'load', by: 'test' };
    await Promise.all(
      Array.from({ length: 1_000 }, (_, i) =>
        commit(stack().deps(i), planAward(profile, award, context(stack().deps(i)))),
      ),
    );
    expect(await points('ann')).toBe(3_000);
    expect(Object.keys((await read(userNodes.ledger(h.key('ann')))) as object)).toHaveLength(1_000);
    expect(await h.boardScore('ann')).toBe(3_000);
    expect(await read(userNodes.badge(h.key('ann'), 'coins'))).toBe(3_000);
  }, 120_000);
});
