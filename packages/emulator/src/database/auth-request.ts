import { type CredentialError, identify, isCredentialError } from './auth-token.ts';
import type { Actor } from './namespace.ts';
import { ProtocolError } from './protocol-error.ts';

type Authenticated = {
  readonly actor: Actor;
  /** The auth reply's body: the claims rules will see and when they expire. */
  readonly reply: { readonly auth: Actor['auth']; readonly expires: number | null };
};

/**
 * Who a session acts as after an `auth` (or `gauth`) request, from its credential `cred`. The
 * admin SDK may act as a given user (`authvar`, its databaseAuthVariableOverride) or as nobody
 * (`noauth`).
 */
export const authenticate = (body: Record<string, unknown>): Authenticated | CredentialError => {
  if (typeof body.cred !== 'string') throw new ProtocolError('Missing credential');
  const identity = identify(body.cred, Date.now() / 1000);
  if (isCredentialError(identity)) return identity;
  if (identity.kind !== 'admin') {
    return {
      actor: { admin: false, auth: identity.auth },
      reply: { auth: identity.auth, expires: identity.expires },
    };
  }
  let actor: Actor;
  if (body.noauth === true) actor = { admin: false, auth: null };
  else if (typeof body.authvar === 'object' && body.authvar !== null) {
    const authvar = body.authvar as Record<string, unknown>;
    actor = {
      admin: false,
      auth: { uid: String(authvar.uid ?? ''), provider: 'custom', token: authvar },
    };
  } else actor = { admin: true, auth: null };
  return { actor, reply: { auth: actor.auth, expires: null } };
};
