import { type Actor, addAudit } from './audit.ts';
import { dbPaths } from './paths.ts';
import { accept, type Claim, type Context, claim, refuse, SERVER_TIME, WriteSet } from './plan.ts';

export type Handover = 'allocated' | 'claimed';
/** A purchase on the event's prize desk: bought, then allocated, then claimed. */
export type DeskState = 'bought' | Handover;
export type DeskPurchase = {
  readonly key: string;
  readonly publicId: string;
  readonly name: string;
  /** The buyer's request, where the attendee's own view of the hand-over is kept. */
  readonly requestId?: string;
  readonly prizeId: string;
  readonly prizeName: string;
  readonly qty: number;
  readonly cost: number;
  readonly at: number;
  readonly state: DeskState;
  readonly allocatedAt?: number;
  readonly claimedAt?: number;
  /**
   * Set while the sale's gift counters are being added (when the closer that set it began): the
   * counters and this mark's removal are one write, so a record without it has been counted.
   */
  readonly countsDue?: number;
};
/**
 * The prize desk hands a purchase over in two steps, decided in a transaction on the purchase's
 * state: bought, then allocated (set aside for the attendee), then claimed (handed over). The
 * attendee's own request shows the step, and the spec's user flags isPrizeAllocated and
 * isPrizeClaimed follow it.
 */
export const decideHandover = (
  state: DeskState | null,
  purchase: Pick<DeskPurchase, 'key' | 'requestId'> | null,
  eventId: string,
  purchaseId: string,
  target: Handover,
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Claim<{ readonly state: Handover }> => {
  if (purchase === null || state === null) return refuse('not-found', 'purchase');
  const from: DeskState = target === 'allocated' ? 'bought' : 'allocated';
  if (state !== from)
    return refuse(
      'illegal-transition',
      state === 'bought' ? 'not allocated yet' : `already ${state}`,
    );
  const writes = new WriteSet()
    .set(
      dbPaths.purchaseField(
        eventId,
        purchaseId,
        target === 'allocated' ? 'allocatedAt' : 'claimedAt',
      ),
      SERVER_TIME,
    )
    .set(dbPaths.userPurchaseHandover(purchase.key, purchase.requestId ?? purchaseId), target)
    .set(
      dbPaths.userField(
        purchase.key,
        target === 'allocated' ? 'isPrizeAllocated' : 'isPrizeClaimed',
      ),
      true,
    );
  addAudit(
    writes,
    { kind: 'event', id: eventId },
    actor,
    { action: 'prize.handover', target: purchaseId, before: { state }, after: { state: target } },
    ctx,
  );
  return claim(target, accept({ state: target }, writes));
};
