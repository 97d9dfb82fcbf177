import { randomInt } from 'node:crypto';
import { fillBingo } from '@engage/domain/bingo';
import { DomainError } from '@engage/domain/errors';
import type { ConnectionResult } from '@engage/domain/games';
import type { AwardConnectionInput } from '@engage/domain/inputs';
import { GAME } from '@engage/domain/points';
import {
  claimQrToken,
  claimTypedCode,
  decideScan,
  newQrCode,
  readScan,
  useTypedCode,
} from '@engage/domain/qr-payload';
import { claimScanReceipt, decideScanTime, settleScanReceipt } from '@engage/domain/queued-scan';
import {
  decideCompletion,
  decideConnection,
  decideLevelUpClaim,
  notifyConnection,
  pairId,
  withFollowUps,
} from '@engage/domain/scoring';
import { DEFAULT_SCORING } from '@engage/domain/scoring-table';
import { eventNodes } from '@engage/domain/store/events';
import { roomNodes } from '@engage/domain/store/rooms';
import { type ScanReceipt, type StoredQrToken, userNodes } from '@engage/domain/store/users';
import { claimAt, commit, commitClaim, type LevelsLater, levelsLater } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { read } from '@engage/server/read';
import { readScoring } from '@engage/server/scoring';
import { warmClaims } from '@engage/server/transact';
import {
  keyForPublicId,
  keyForUid,
  type Me,
  meOf,
  notificationIds,
  profileOf,
  requireMe,
  userOf,
} from '@engage/server/users';
import { countCrawlVisit } from './booth-crawl.ts';
import { partnerLogOf, takeShares } from './partner-shares.ts';

/**
 * A fresh token for the caller's Connect screen: the QR's code and a code of its own to type, each
 * claimed in a transaction (a code already in use is drawn again).
 */
export const issueQrToken = async (deps: Deps, _input: unknown, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const longLived = (await read(deps, eventNodes.longLivedQr(me.profile.eventId))) === true;
  const owner = {
    key: me.key,
    eventId: me.profile.eventId,
    payload: { uid: me.profile.publicId, color: me.profile.color, isRep: me.profile.isRep },
  };
  const token = await drawCode((code) =>
    commitClaim(deps, userNodes.qrToken(code), (current) =>
      claimQrToken(current, owner, code, longLived, deps.now()),
    ),
  );
  const typed = await drawCode((code) =>
    commitClaim(deps, userNodes.qrToken(code), (current) =>
      claimTypedCode(current, owner, code, token.expiresAt, deps.now()),
    ),
  );
  return { ...token, code: typed };
};

/** Claims a newly drawn code, drawing again (at most three times more) while one is in use. */
export const drawCode = async <T>(claimCode: (code: string) => Promise<T>): Promise<T> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await claimCode(newQrCode(randomInt));
    } catch (error) {
      if (!(error instanceof DomainError) || attempt >= 3) throw error;
    }
  }
};

/**
 * A scan or a typed code: the token names the partner, and the public id a QR shows must be the
 * token owner's (read through the public-id index, never taken at its word); the pair is paid
 * once; then the game completion (QR networking) and the bingo squares of both sides, each in its
 * own transaction.
 */
export const awardConnection = async (
  deps: Deps,
  input: AwardConnectionInput,
  caller: Caller,
): Promise<ConnectionResult> => {
  const { queued } = input;
  if (queued === undefined) return connect(deps, input.qr, caller, deps.now());
  const at = await commit(deps, decideScanTime(queued, deps.now()));
  const myKey = await keyForUid(deps, caller.uid);
  // Without an account there is nothing to keep a receipt under: connect refuses the caller.
  if (myKey === null) return connect(deps, input.qr, caller, at);
  const receipt = userNodes.scanReceipt(myKey, queued.id);
  const earlier = await commitClaim(deps, receipt, (current) =>
    claimScanReceipt(current, deps.now()),
  );
  if (earlier !== null) return earlier;
  const settle = (settled: ScanReceipt | null) =>
    commit(deps, settleScanReceipt(myKey, queued.id, settled));
  try {
    const result = await connect(deps, input.qr, caller, at);
    await settle({ at, result });
    return result;
  } catch (error) {
    await settle(error instanceof DomainError ? { at, error: error.code } : null);
    throw error;
  }
};

/**
 * One scan, made `at` (now, or a queued scan's time): the code must have been valid then; the
 * pair and everything after it are paid now.
 */
const connect = async (
  deps: Deps,
  qr: string,
  caller: Caller,
  at: number,
): Promise<ConnectionResult> => {
  const scan = await commit(deps, readScan(qr));
  // Each fact read once, all that do not wait on another at the same time: the caller's key and
  // the token first, then both profiles and both notification lists (the token names the partner)
  // and the points of the token's event (a token of another event is refused below).
  const [myKey, token, shownKey] = await Promise.all([
    keyForUid(deps, caller.uid),
    scan.code === null ? null : read(deps, userNodes.qrToken(scan.code)),
    scan.publicId === null ? null : keyForPublicId(deps, scan.publicId),
  ]);
  const theirKey = token?.key ?? null;
  // The nodes claimed below, listened to from now on, so that each claim's transaction costs its
  // write alone (warmClaims): the partner logs, the pair, the typed code, completions and cards.
  const release = warmClaims(deps, claimedIn(scan.code, token, myKey, theirKey));
  // Each award's level notices are told beside the next steps, and waited for before answering.
  const later = levelsLater();
  try {
    const result = await pay(deps, later, { scan, token, shownKey, myKey, theirKey }, at);
    await later.told();
    return result;
  } catch (error) {
    await later.told().catch(() => undefined);
    throw error;
  } finally {
    release();
  }
};

/** The nodes a scan between the two keys claims, for warmClaims; those not known yet, none. */
const claimedIn = (
  code: string | null,
  token: StoredQrToken | null,
  myKey: string | null,
  theirKey: string | null,
): (string | null)[] => {
  if (myKey === null || theirKey === null || token === null) return [];
  return [
    userNodes.partnerLog(myKey),
    userNodes.partnerLog(theirKey),
    roomNodes.pair(token.eventId, pairId(myKey, theirKey)),
    code !== null && token.typed === true ? userNodes.qrToken(code) : null,
    userNodes.gameComplete(myKey, GAME.networking),
    userNodes.gameComplete(theirKey, GAME.networking),
    userNodes.bingo(myKey),
    userNodes.bingo(theirKey),
  ];
};

type Scanned = {
  readonly scan: Parameters<typeof decideScan>[0];
  readonly token: StoredQrToken | null;
  readonly shownKey: string | null;
  readonly myKey: string | null;
  readonly theirKey: string | null;
};

/** The scan's payment, from what its first round of reads found. */
const pay = async (
  deps: Deps,
  later: LevelsLater,
  { scan, token, shownKey, myKey, theirKey }: Scanned,
  at: number,
): Promise<ConnectionResult> => {
  const [myProfile, myNotes, myLog, theirProfile, theirNotes, theirLog, scoring] =
    await Promise.all([
      myKey === null ? null : profileOf(deps, myKey),
      myKey === null ? [] : notificationIds(deps, myKey),
      myKey === null ? null : partnerLogOf(deps, myKey),
      theirKey === null ? null : profileOf(deps, theirKey),
      theirKey === null ? [] : notificationIds(deps, theirKey),
      theirKey === null ? null : partnerLogOf(deps, theirKey),
      token === null ? DEFAULT_SCORING : readScoring(deps, token.eventId),
    ]);
  const { points } = scoring;
  const me = meOf(myKey, myProfile);
  const scanned = await commit(
    deps,
    decideScan(scan, { token, shownKey }, { key: me.key, eventId: me.profile.eventId }, at),
  );
  // A typed code connects its first partner only: used up in a transaction on the code.
  if (scan.code !== null && token?.typed === true)
    await commitClaim(deps, userNodes.qrToken(scan.code), (current) =>
      useTypedCode(current, me.key, at),
    );
  const other: Me = { key: scanned.key, profile: userOf(theirProfile) };
  const ctx = context(deps);
  // Each side's share under the partner rule, taken first; a pair already paid gives it back.
  const shares = await takeShares(
    deps,
    [
      { ...me, log: myLog },
      { ...other, log: theirLog },
    ],
    [me, other],
  );
  const rates = { me: shares.rateOf(me.key), other: shares.rateOf(other.key) };
  const decided = await claimAt(
    deps,
    roomNodes.pair(me.profile.eventId, pairId(me.key, other.key)),
    (at) =>
      decideConnection(
        at,
        { ...me, notifications: myNotes },
        { ...other, notifications: theirNotes },
        ctx,
        rates,
        points,
      ),
  );
  if (!decided.ok) await shares.release();
  const result = await later.commit(deps, decided);
  // The follow-ups touch four nodes of their own, each in its own transaction: all at once.
  const completion = (player: Me) =>
    commitClaim(
      deps,
      userNodes.gameComplete(player.key, GAME.networking),
      (done) => decideCompletion(done, player, GAME.networking, ctx, points),
      later.commit,
    );
  // A booth visit counts for the visitor's booth crawl, whatever the partner rule paid for it.
  const crawl = () => {
    if (!result.boothVisit) return null;
    const [visitor, notes, rep] =
      me.profile.isRep === true ? [other, theirNotes, me] : [me, myNotes, other];
    return countCrawlVisit(deps, visitor, notes, rep);
  };
  const [myCompletion, theirCompletion, square, theirSquare] = await Promise.all([
    completion(me),
    completion(other),
    commitClaim(
      deps,
      userNodes.bingo(me.key),
      (card) => fillBingo(card, me, other.profile, ctx, rates.me, points),
      later.commit,
    ),
    commitClaim(
      deps,
      userNodes.bingo(other.key),
      (card) => fillBingo(card, other, me.profile, ctx, rates.other, points),
      later.commit,
    ),
    crawl(),
  ]);
  const paid = withFollowUps(
    result,
    { completion: myCompletion.awarded, bingo: square.awarded },
    { completion: theirCompletion.awarded, bingo: theirSquare.awarded },
  );
  const told = await commit(
    deps,
    notifyConnection(
      paid,
      { ...me, notifications: myNotes },
      { ...other, notifications: theirNotes },
      ctx,
    ),
  );
  return square.square === undefined
    ? told
    : {
        ...told,
        bingoSquare: square.square,
        ...(square.filled ? { filledSquare: square.filled } : {}),
      };
};

export const levelUp = async (deps: Deps, _input: unknown, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const [points, { levels }] = await Promise.all([
    read(deps, userNodes.totalPoints(me.key)),
    readScoring(deps, me.profile.eventId),
  ]);
  return commitClaim(deps, userNodes.level(me.key), (level) =>
    decideLevelUpClaim(level, points ?? 0, levels),
  );
};
