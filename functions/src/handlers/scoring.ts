import type { AwardConnectionInput, CompleteGameInput } from '@engage/domain/inputs';
import { dbPaths } from '@engage/domain/paths';
import { decideLevelUp, POINTS } from '@engage/domain/points';
import { decodeQrPayload } from '@engage/domain/qr-payload';
import { applyAwards } from '../awards.ts';
import type { Caller, Deps } from '../deps.ts';
import { transact } from '../transact.ts';
import { fail } from '../errors.ts';
import { keyForUid, requireMe, requireUser } from '../users.ts';

/** The pair's id does not depend on who scanned whom, so A->B and B->A are the same pair. */
export const pairId = (a: string, b: string): string => (a < b ? `${a}~${b}` : `${b}~${a}`);

/**
 * A QR scan between two attendees: both get the connection points, once per pair (a transaction
 * claims the pair); scanning a sponsor representative also counts a visit for their booth and gives
 * the scanner the booth points.
 */
export const awardConnection = async (deps: Deps, input: AwardConnectionInput, caller: Caller) => {
  const payload = decodeQrPayload(input.qr);
  if (!payload.ok) return fail('invalid-qr');
  if (payload.value.uid === caller.uid) return fail('self-scan');
  const me = await requireMe(deps, caller);
  const otherKey = await keyForUid(deps, payload.value.uid);
  if (otherKey === null) return fail('not-found', 'scanned user');
  const other = await requireUser(deps, otherKey);
  const claim = await transact(
    deps.db.ref(dbPaths.pair(me.profile.eventId, pairId(me.key, otherKey))),
    (current: number | null) => (current === null ? deps.now() : undefined),
  );
  if (!claim.committed) return fail('already-connected');
  const boothVisit = other.isRep ? POINTS.boothVisit : 0;
  await applyAwards(
    deps,
    [
      {
        profile: me.profile,
        award: {
          key: me.key,
          points: POINTS.qrConnection + boothVisit,
          reason: other.isRep ? 'booth-visit' : 'qr-connection',
          by: 'system',
          counters: { super_networker: 1 },
        },
      },
      {
        profile: other,
        award: {
          key: otherKey,
          points: POINTS.qrConnection,
          reason: 'qr-connection',
          by: 'system',
          counters: { super_networker: 1 },
        },
      },
    ],
    other.isRep ? { [dbPaths.boothVisits(me.profile.eventId, otherKey)]: 1 } : {},
  );
  return { awarded: POINTS.qrConnection + boothVisit };
};

/** Completing a game awards its points once; a replay awards nothing and says so. */
export const completeGame = async (deps: Deps, input: CompleteGameInput, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const done = await transact(
    deps.db.ref(`${dbPaths.userGame(me.key, input.code)}/isComplete`),
    (current: boolean | null) => (current === true ? undefined : true),
  );
  if (!done.committed) return { awarded: 0, alreadyComplete: true };
  const points = POINTS.completion[input.code];
  await deps.db.ref(`${dbPaths.userGame(me.key, input.code)}/code`).set(input.code);
  await applyAwards(deps, [
    {
      profile: me.profile,
      award: {
        key: me.key,
        points,
        reason: `complete-${input.code}`,
        by: 'system',
        counters: { kool_badge: 1, issued_badges: 1 },
      },
    },
  ]);
  return { awarded: points, alreadyComplete: false };
};

/** One level at a time, when the running total reaches the next threshold. */
export const levelUp = async (deps: Deps, _input: unknown, caller: Caller) => {
  const me = await requireMe(deps, caller);
  const points =
    ((await deps.db.ref(dbPaths.userTotalPoints(me.key)).get()).val() as number | null) ?? 0;
  let refusal: 'level-up-short' | 'max-level' | undefined;
  const result = await transact(
    deps.db.ref(`${dbPaths.userMetadata(me.key)}/level`),
    (level: number | null) => {
      const decision = decideLevelUp(level ?? 0, points);
      refusal = decision.ok ? undefined : decision.error;
      return decision.ok ? decision.value : undefined;
    },
  );
  if (!result.committed)
    return fail(refusal === 'max-level' ? 'illegal-transition' : 'level-up-short');
  return { level: result.value ?? 0 };
};
