import { createHash, randomBytes } from 'node:crypto';
import {
  type CreatedKiosk,
  type CreateKioskInput,
  decideKioskCreate,
  decideKioskOpen,
  decideKioskRevoke,
  kioskKey,
  kioskUid,
  type OpenedKiosk,
  type OpenKioskInput,
  parseKioskKey,
  type RevokeKioskInput,
} from '@engage/domain/kiosks';
import { eventNodes } from '@engage/domain/store/events';
import { kioskNodes } from '@engage/domain/store/kiosks';
import { commit } from '@engage/server/commit';
import { type Accounts, type Caller, context, type Deps } from '@engage/server/deps';
import { fail } from '@engage/server/errors';
import { read } from '@engage/server/read';
import { requireOrganiser } from '@engage/server/users';
import { logger } from 'firebase-functions';

/** The stored form of a link's secret: its SHA-256, so the database never holds a usable link. */
const hashOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/**
 * An organiser makes a kiosk link for an event's venue screen: the rights and the event are read
 * together, the secret is 32 random bytes made here (never by the domain, which has no
 * randomness fit for it), and the plan writes the record, the hash and the audit entry in one
 * update. The key is answered once; nothing stored can rebuild it.
 */
export const createKiosk = async (
  deps: Deps,
  input: CreateKioskInput,
  caller: Caller,
): Promise<CreatedKiosk> => {
  const [actor, name] = await Promise.all([
    requireOrganiser(deps, caller, { eventId: input.eventId }),
    read(deps, eventNodes.field(input.eventId, 'name')),
  ]);
  const secret = randomBytes(32).toString('base64url');
  const { kioskId } = await commit(
    deps,
    decideKioskCreate(input, { exists: name !== null }, hashOf(secret), actor, context(deps)),
  );
  return { kioskId, key: kioskKey(kioskId, secret) };
};

/**
 * Revokes a kiosk link: the record and the hash go in one update (the rules refuse the kiosk's
 * token from then on), then the kiosk's account is deleted, so its sign-in cannot be refreshed
 * either; a kiosk that never opened has no account, which is no failure.
 */
export const revokeKiosk = async (
  deps: Deps,
  input: RevokeKioskInput,
  caller: Caller,
): Promise<{ readonly kioskId: string }> => {
  const [actor, kiosk] = await Promise.all([
    requireOrganiser(deps, caller, { eventId: input.eventId }),
    read(deps, kioskNodes.kiosk(input.eventId, input.kioskId)),
  ]);
  const result = await commit(deps, decideKioskRevoke(input, kiosk, actor, context(deps)));
  await deps.accounts?.remove?.(kioskUid(input.kioskId)).catch((error: unknown) => {
    logger.info('kiosk account not removed (never opened?)', error);
  });
  return result;
};

/**
 * The venue PC trades its link's key for a custom token (no account, no email): one read of the
 * hash, and Auth mints a token whose claims name the kiosk and its event, which the database rules
 * give that event's board snapshots and announcements while the kiosk's record exists.
 */
export const openKiosk = async (
  deps: Deps & { accounts: Accounts },
  input: OpenKioskInput,
): Promise<OpenedKiosk> => {
  const key = parseKioskKey(input.key) ?? fail('kiosk-revoked');
  const secret = await read(deps, kioskNodes.secret(key.kioskId));
  const pass = await commit(deps, decideKioskOpen(key.kioskId, secret, hashOf(key.secret)));
  return {
    token: await deps.accounts.customToken(pass.uid, pass.claims),
    eventId: pass.eventId,
    kioskId: pass.kioskId,
  };
};
