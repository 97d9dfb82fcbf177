import type * as v from 'valibot';
import { type Actor, addAudit } from './audit.ts';
import type { prizeSchema } from './entities.ts';
import {
  accept,
  type Claim,
  type Context,
  claim,
  type Plan,
  refuse,
  refuseField,
  WriteSet,
} from './plan.ts';
import type { PrizeOffer } from './store/market.ts';
import { isEventPicture } from './store/storage.ts';

type PrizeFields = v.InferOutput<typeof prizeSchema>;
type StoredPrize = PrizeOffer & { readonly image?: string };

/**
 * A picture an organiser stores on an event's content (`field` of a speaker, sponsor or prize)
 * must be one of the event's own files (isEventPicture), else invalid-path naming the field. The
 * picture the item already has may stay: content saved before this rule (a photo the spec's
 * speakers/{name} holds, put there by hand) remains editable, and keeping it shows nothing new.
 */
export const decidePicture = (
  eventId: string,
  field: string,
  picture: unknown,
  stored: unknown,
): Plan<true> =>
  typeof picture !== 'string' || picture === stored || isEventPicture(eventId, picture)
    ? accept(true)
    : refuseField('invalid-path', field, "not one of this event's pictures");

/**
 * A prize written by an organiser, in a transaction on its node (which also holds its sales). A
 * new prize takes the form's stock as it is. An edit moves the stock by what the organiser
 * changed (the form's stock minus `stockSeen`, the stock the form showed), not to the form's
 * number: units sold while the form was open stay sold, so the shop never offers more than is on
 * the shelf (20 seen, 3 sold meanwhile, 30 saved: 27 left). A cut below what is left stops at 0.
 * An edit that does not say what stock it saw is refused, changing nothing. The other fields are
 * set as sent (an image left out is removed), and the sales are kept.
 */
export const planPrizeEdit = (
  current: StoredPrize | null,
  target: { readonly eventId: string; readonly id: string },
  prize: PrizeFields,
  stockSeen: number | undefined,
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Claim<{ readonly id: string }, StoredPrize> => {
  if (current !== null && stockSeen === undefined)
    return refuse('invalid-argument', 'stockSeen: the stock the form showed is needed to edit');
  const picture = decidePicture(target.eventId, 'image', prize.image, current?.image);
  if (!picture.ok) return picture;
  const stock =
    current === null || stockSeen === undefined
      ? prize.stock
      : Math.max(0, current.stock + prize.stock - stockSeen);
  const { image: _, ...kept } = current ?? {};
  const edited = { ...prize, stock };
  const writes = new WriteSet();
  addAudit(
    writes,
    { kind: 'event', id: target.eventId },
    actor,
    { action: 'content.write', target: `prize/${target.id}`, before: current, after: edited },
    ctx,
  );
  return claim({ ...kept, ...edited }, accept({ id: target.id }, writes));
};
