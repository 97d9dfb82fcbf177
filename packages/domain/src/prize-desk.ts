import { type Actor, addAudit } from './audit.ts';
import { told } from './notice-words.ts';
import { addNotification } from './notifications.ts';
import { accept, type Claim, type Context, claim, refuse, WriteSet } from './plan.ts';
import { type DeskPurchase, type DeskState, type Handover, marketNodes } from './store/market.ts';
import { SERVER_TIME } from './store/node.ts';
import { userNodes } from './store/users.ts';

/**
 * The prize desk hands a purchase over in two steps, decided in a transaction on the purchase's
 * state: bought, then allocated (set aside for the attendee), then claimed (handed over). The
 * attendee's own request shows the step, and the spec's user flags isPrizeAllocated and
 * isPrizeClaimed follow it. An allocated prize is also a notice to the attendee (it waits for them
 * at the desk); a claimed one is not (they are standing there).
 */
export const decideHandover = (
  state: DeskState | null,
  purchase: Pick<DeskPurchase, 'key' | 'requestId' | 'prizeName'> | null,
  /** The buyer's notification ids, for the notice's cap. */
  notifications: readonly string[],
  eventId: string,
  purchaseId: string,
  target: Handover,
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Claim<{ readonly state: Handover }, DeskState> => {
  if (purchase === null || state === null) return refuse('not-found', 'purchase');
  const from: DeskState = target === 'allocated' ? 'bought' : 'allocated';
  if (state !== from)
    return refuse(
      'illegal-transition',
      state === 'bought' ? 'not allocated yet' : `already ${state}`,
    );
  const writes = new WriteSet()
    .set(
      marketNodes.purchaseField(
        eventId,
        purchaseId,
        target === 'allocated' ? 'allocatedAt' : 'claimedAt',
      ),
      SERVER_TIME,
    )
    .set(userNodes.handover(purchase.key, purchase.requestId ?? purchaseId), target)
    .set(
      userNodes.field(purchase.key, target === 'allocated' ? 'isPrizeAllocated' : 'isPrizeClaimed'),
      true,
    );
  addAudit(
    writes,
    { kind: 'event', id: eventId },
    actor,
    {
      action: 'prize.handover',
      target: purchaseId,
      // The prize's name on both sides: the log names the purchase by it, and it did not change.
      before: { name: purchase.prizeName, state },
      after: { name: purchase.prizeName, state: target },
    },
    ctx,
  );
  if (target === 'allocated')
    addNotification(
      writes,
      purchase.key,
      notifications,
      told({ message: 'prizeSetAside', params: { prize: purchase.prizeName } }),
      ctx,
    );
  return claim(target, accept({ state: target }, writes));
};
