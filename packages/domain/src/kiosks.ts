import * as v from 'valibot';
import { type Actor, addAudit } from './audit.ts';
import { keySchema } from './entities.ts';
import { plainTextSchema } from './plain-text.ts';
import { accept, type Context, type Plan, refuse, WriteSet } from './plan.ts';
import { isValidKey } from './store/keys.ts';
import { type Kiosk, type KioskSecret, kioskNodes } from './store/kiosks.ts';
import { SERVER_TIME } from './store/node.ts';

/**
 * Kiosk links: a read-only projector for the venue's PC that needs no account. An organiser makes
 * one for an event (a record the console lists, and the hash of a random secret the link
 * carries); the venue PC trades the link's secret for a sign-in whose token names the kiosk and
 * the event, and the database rules give that token the event's board snapshots and
 * announcements while the record exists. Revoking deletes the record, so the rules refuse at once.
 */

/** An organiser's name for the screen ("Hall A projector"): short, one line. */
export const KIOSK_LABEL_MAX = 60;

/** The token claims of a kiosk's sign-in: its id and its event, which the rules compare. */
export type KioskClaims = { readonly kiosk: string; readonly kioskEvent: string };

/** The link's secret: 32 random bytes, base64url (no padding), made by the server. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

export const createKioskInput = v.strictObject({
  eventId: keySchema,
  label: v.pipe(plainTextSchema(KIOSK_LABEL_MAX), v.minLength(1, 'name the screen')),
});
export const revokeKioskInput = v.strictObject({ eventId: keySchema, kioskId: keySchema });
/** What the link carries after `#`: `{kioskId}.{secret}` (kioskKey). */
export const openKioskInput = v.strictObject({ key: v.pipe(v.string(), v.maxLength(200)) });

export type CreateKioskInput = v.InferOutput<typeof createKioskInput>;
export type RevokeKioskInput = v.InferOutput<typeof revokeKioskInput>;
export type OpenKioskInput = v.InferOutput<typeof openKioskInput>;

/** What the organiser gets back once: the link's key, which is stored nowhere in clear. */
export type CreatedKiosk = { readonly kioskId: string; readonly key: string };
/** What the venue PC gets for a live link: a custom token to sign in with, and the event. */
export type OpenedKiosk = {
  readonly token: string;
  readonly eventId: string;
  readonly kioskId: string;
};

/** The key a link carries: the kiosk's id, then its secret. */
export const kioskKey = (kioskId: string, secret: string): string => `${kioskId}.${secret}`;

/** A link's key split into the kiosk's id and its secret; null for anything else. */
export const parseKioskKey = (key: string): { kioskId: string; secret: string } | null => {
  const dot = key.lastIndexOf('.');
  const kioskId = key.slice(0, dot);
  const secret = key.slice(dot + 1);
  return dot > 0 && isValidKey(kioskId) && SECRET.test(secret) ? { kioskId, secret } : null;
};

/** The account a kiosk signs in as: one per kiosk, no email, no profile, no `uids/` entry. */
export const kioskUid = (kioskId: string): string => `kiosk-${kioskId}`;

/** Whether a verified token is a kiosk's: such a caller may call no callable at all. */
export const isKioskToken = (token: Readonly<Record<string, unknown>>): boolean =>
  token.kiosk !== undefined || token.kioskEvent !== undefined;

/**
 * A new kiosk link for an event: refused for an event that does not exist; else the record the
 * console lists and the rules look for, the secret's hash (server only) and an audit entry, in
 * one update. `secretHash` is the handler's hash of the secret it made for the link.
 */
export const decideKioskCreate = (
  input: CreateKioskInput,
  event: { readonly exists: boolean },
  secretHash: string,
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Plan<{ readonly kioskId: string }> => {
  if (!event.exists) return refuse('no-event');
  const kioskId = ctx.newId();
  const writes = new WriteSet()
    .set(kioskNodes.kiosk(input.eventId, kioskId), {
      label: input.label,
      at: SERVER_TIME,
      by: actor.by,
    })
    .set(kioskNodes.secret(kioskId), { eventId: input.eventId, hash: secretHash });
  addAudit(
    writes,
    { kind: 'event', id: input.eventId },
    actor,
    {
      action: 'kiosk.create',
      target: `kiosk/${kioskId}`,
      before: null,
      after: { label: input.label },
    },
    ctx,
  );
  return accept({ kioskId }, writes);
};

/**
 * Revokes a kiosk link: the record and the secret go in one update, with an audit entry; from
 * then on the rules refuse the kiosk's token and the link opens nothing. An unknown link (one
 * revoked already, or of another event) is `not-found`.
 */
export const decideKioskRevoke = (
  input: RevokeKioskInput,
  kiosk: Kiosk | null,
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Plan<{ readonly kioskId: string }> => {
  if (kiosk === null) return refuse('not-found');
  const writes = new WriteSet()
    .remove(kioskNodes.kiosk(input.eventId, input.kioskId))
    .remove(kioskNodes.secret(input.kioskId));
  addAudit(
    writes,
    { kind: 'event', id: input.eventId },
    actor,
    {
      action: 'kiosk.revoke',
      target: `kiosk/${input.kioskId}`,
      before: { label: kiosk.label },
      after: null,
    },
    ctx,
  );
  return accept({ kioskId: input.kioskId }, writes);
};

/** Who a live link signs in as, and the claims that scope its token to the kiosk and the event. */
export type KioskPass = {
  readonly uid: string;
  readonly eventId: string;
  readonly kioskId: string;
  readonly claims: KioskClaims;
};

/**
 * The venue PC's link traded for a sign-in: only a link whose secret hashes to the stored hash
 * passes (the hash goes with the kiosk's record, in one update, so a live hash is a live link);
 * anything else (a revoked link, a guess) is the same refusal in words, so a guess learns
 * nothing. Writes nothing.
 */
export const decideKioskOpen = (
  kioskId: string,
  secret: KioskSecret | null,
  presentedHash: string,
): Plan<KioskPass> => {
  if (secret === null || secret.hash !== presentedHash) return refuse('kiosk-revoked');
  return accept({
    uid: kioskUid(kioskId),
    eventId: secret.eventId,
    kioskId,
    claims: { kiosk: kioskId, kioskEvent: secret.eventId },
  });
};
