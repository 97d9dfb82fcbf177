import type { RingReportInput, VoidAwardsInput } from '@engage/domain/inputs';
import { findRings, pairFacts, type RingPerson, ringView } from '@engage/domain/rings';
import { eventNodes } from '@engage/domain/store/events';
import { roomNodes } from '@engage/domain/store/rooms';
import { userNodes } from '@engage/domain/store/users';
import { decideVoidAwards } from '@engage/domain/voids';
import { commitClaim } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { read } from '@engage/server/read';
import { readScoring } from '@engage/server/scoring';
import {
  notificationIds,
  requireOrganiser,
  requireOrganiserAs,
  requireUserAs,
  withCurrentClaims,
} from '@engage/server/users';

/**
 * The suspected rings of an event, worked out when an organiser asks (docs/rings.md): three reads
 * of the event's pay-once claims, one pass over them, then the flagged members' names. Nothing is
 * stored and no job runs while no organiser looks.
 */
export const ringReport = async (deps: Deps, input: RingReportInput, caller: Caller) => {
  const { eventId } = input;
  await requireOrganiser(deps, caller, { eventId });
  const [pairs, smallTalks, rpsWins] = await Promise.all([
    read(deps, roomNodes.pairs(eventId)),
    read(deps, roomNodes.smallTalks(eventId)),
    read(deps, roomNodes.rpsWins(eventId)),
  ]);
  const report = findRings(pairFacts({ pairs, smallTalks, rpsWins }));
  const keys = [...new Set(report.clusters.flatMap((c) => c.members.map((m) => m.key)))];
  const people = await Promise.all(
    keys.map(async (key): Promise<readonly [string, RingPerson]> => {
      const [row, voided] = await Promise.all([
        read(deps, eventNodes.searchRow(eventId, key)),
        read(deps, userNodes.voided(key)),
      ]);
      const named = row === null ? {} : { name: row.name, publicId: row.publicId };
      return [key, { ...named, voided: Object.keys(voided ?? {}).length }];
    }),
  );
  return ringView(report, new Map(people), deps.now());
};

/**
 * Voids every award of an attendee not voided yet (decideVoidAwards), for an organiser of the
 * attendee's event, their rights read from Auth; decided in a transaction on the balance, so two
 * voids at once take each award back once.
 */
export const voidAwards = async (deps: Deps, input: VoidAwardsInput, given: Caller) => {
  const caller = await withCurrentClaims(deps, given);
  const profile = await requireUserAs(deps, caller, input.userKey);
  const actor = await requireOrganiserAs(deps, caller, { eventId: profile.eventId });
  const [ledger, notifications, { levels }] = await Promise.all([
    read(deps, userNodes.ledger(input.userKey)),
    notificationIds(deps, input.userKey),
    readScoring(deps, profile.eventId),
  ]);
  const user = { key: input.userKey, level: profile.level, notifications, profile };
  const ctx = context(deps);
  return commitClaim(deps, userNodes.balance(input.userKey), (balance) =>
    decideVoidAwards(balance, ledger, user, { ...actor, reason: input.reason }, ctx, levels),
  );
};
