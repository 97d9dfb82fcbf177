import type { AuthContext } from '../rules/database-rules.ts';
import { nestsDeeperThan } from './json-depth.ts';
import { MAX_DEPTH } from './tree.ts';

/**
 * Who a credential is. `owner` is the admin credential the SDKs send to an emulator; anything
 * else must be a Firebase ID token. Like every Firebase emulator, this one does not verify
 * signatures or expiry (the Auth emulator's tokens are unsigned, the SDKs' mock tokens expired in
 * 1970), but it refuses malformed tokens with the status production uses.
 */
type Identity =
  | { readonly kind: 'admin'; readonly auth: AuthContext }
  | { readonly kind: 'user'; readonly auth: AuthContext; readonly expires: number };

export type CredentialError = { readonly status: 'invalid_token'; readonly message: string };

const ADMIN_CREDENTIAL = 'owner';

const decodeSegment = (segment: string): unknown =>
  JSON.parse(Buffer.from(segment.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));

export const identify = (credential: string, nowSeconds: number): Identity | CredentialError => {
  if (credential === ADMIN_CREDENTIAL) return { kind: 'admin', auth: null };
  const parts = credential.split('.');
  if (parts.length !== 3)
    return { status: 'invalid_token', message: 'Could not parse auth token.' };
  let payload: unknown;
  try {
    payload = decodeSegment(parts[1] ?? '');
  } catch {
    return { status: 'invalid_token', message: 'Could not parse auth token.' };
  }
  // The claims go back to the client in the auth reply and into rules: absurdly nested ones
  // would overflow JSON.stringify there.
  if (typeof payload !== 'object' || payload === null || nestsDeeperThan(payload, MAX_DEPTH)) {
    return { status: 'invalid_token', message: 'Could not parse auth token.' };
  }
  const claims = payload as Record<string, unknown>;
  const uid = typeof claims.user_id === 'string' ? claims.user_id : claims.sub;
  if (typeof uid !== 'string' || uid.length === 0) {
    return { status: 'invalid_token', message: 'The token has no subject.' };
  }
  // Like the official emulator, expiry is not enforced: the SDKs' mock tokens expire in 1970.
  const exp = typeof claims.exp === 'number' ? claims.exp : nowSeconds + 3600;
  const firebase = claims.firebase as { sign_in_provider?: unknown } | undefined;
  const provider =
    typeof firebase?.sign_in_provider === 'string' ? firebase.sign_in_provider : 'custom';
  return { kind: 'user', auth: { uid, provider, token: claims }, expires: exp };
};

export const isCredentialError = (value: Identity | CredentialError): value is CredentialError =>
  'status' in value;
