import { indexOn } from './indexed.ts';
import { seg } from './keys.ts';
import { node, type Stamp } from './node.ts';

/**
 * The prize desk's part of the tree: prizes/{event}/{prize} (the offer, with every sale decided
 * on it), the sweep's index of refused sales, and the desk's record of every purchase.
 */

/** Why a sale was refused. */
export type SaleRefusal = 'not-found' | 'out-of-stock' | 'invalid-argument' | 'request-expired';
/** Charged and waiting for its sale (pending), then sold, or refunded with the sale's refusal. */
export type PurchaseState = 'pending' | 'sold' | 'refunded';

export type Sale = { readonly qty: number; readonly cost: number; readonly at: number };
/**
 * A sale id that was refused: kept on the prize so that another call of the same request (a
 * double tap, a retry racing the sweeper) cannot sell after the buyer was refunded.
 */
export type SaleTombstone = { readonly refused: SaleRefusal; readonly at: number };

/** What the sale reads and writes of a prize: its price, its stock and the sales decided on it. */
export type PrizeOffer = {
  readonly name: string;
  readonly cost: number;
  readonly stock: number;
  readonly sales?: Readonly<Record<string, Sale | SaleTombstone>>;
};
/** A prize as stored: the offer, and its picture (a storage path of the event's media). */
export type StoredPrize = PrizeOffer & { readonly image?: string };

/** The purchase sweep's index of refused sale ids on prizes: `{event}/{prize}/{saleId}: at`. */
export type TombstoneIndex = Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<string, number>>>>>
>;

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
  readonly allocatedAt?: Stamp;
  readonly claimedAt?: Stamp;
  /**
   * Set while the sale's gift counters are being added (when the closer that set it began): the
   * counters and this mark's removal are one write, so a record without it has been counted.
   */
  readonly countsDue?: number;
};

export const marketNodes = {
  prizes: (eventId: string) =>
    node<Readonly<Record<string, StoredPrize>>>(`prizes/${seg(eventId)}`),
  prize: (eventId: string, id: string) => node<StoredPrize>(`prizes/${seg(eventId)}/${seg(id)}`),
  stock: (eventId: string, id: string) => node<number>(`prizes/${seg(eventId)}/${seg(id)}/stock`),
  /** A prize's name alone (a purchase is named by it, not by the prize's id). */
  prizeName: (eventId: string, id: string) =>
    node<string>(`prizes/${seg(eventId)}/${seg(id)}/name`),
  tombstones: () => node<TombstoneIndex>('prizeTombstones'),
  tombstone: (eventId: string, prizeId: string, saleId: string) =>
    node<number>(`prizeTombstones/${seg(eventId)}/${seg(prizeId)}/${seg(saleId)}`),
  /** Every sale of an event's prize desk, by the sale's id (as on the prize's node). */
  purchases: indexOn(
    (eventId: string) => node<Readonly<Record<string, DeskPurchase>>>(`purchases/${seg(eventId)}`),
    ['state', 'at'],
  ),
  purchase: (eventId: string, id: string) =>
    node<DeskPurchase>(`purchases/${seg(eventId)}/${seg(id)}`),
  purchaseField: <F extends 'state' | 'allocatedAt' | 'claimedAt' | 'countsDue'>(
    eventId: string,
    id: string,
    field: F,
  ) => node<Exclude<DeskPurchase[F], undefined>>(`purchases/${seg(eventId)}/${seg(id)}/${field}`),
} as const;
