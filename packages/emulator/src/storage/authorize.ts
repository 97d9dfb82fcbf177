import type { IncomingMessage } from 'node:http';
import { identify, isCredentialError } from '../database/auth-token.ts';
import { headerCredential } from '../http.ts';
import {
  type compileStorageRules,
  type StorageMethod,
  storageAllows,
} from '../rules/storage-rules.ts';
import { HttpError } from './http-error.ts';
import { firebaseResource } from './object-resource.ts';
import type { ObjectStore } from './object-store.ts';

/** Who makes a request: the admin credential passes every rule; anyone else is judged. */
export type Actor = {
  readonly admin: boolean;
  readonly auth: { uid: string; token: Record<string, unknown> } | null;
};

export const requestActor = (request: IncomingMessage): Actor => {
  const credential = headerCredential(request);
  if (credential === null) return { admin: false, auth: null };
  const identity = identify(credential, Date.now() / 1000);
  if (isCredentialError(identity)) throw new HttpError(401, identity.message);
  if (identity.kind === 'admin') return { admin: true, auth: null };
  return {
    admin: false,
    auth: identity.auth === null ? null : { uid: identity.auth.uid, token: identity.auth.token },
  };
};

/** `request.resource` as storage.rules see an upload before it is stored. */
export const incomingResource = (
  bucket: string,
  name: string,
  metadata: Record<string, unknown>,
  size: number,
  contentType: string,
) => ({
  name,
  bucket,
  size,
  contentType: typeof metadata.contentType === 'string' ? metadata.contentType : contentType,
  metadata: metadata.metadata ?? {},
});

/** Throws a 403 unless storage.rules allow `method` on the object for `actor`. */
export const authorize = (
  rules: ReturnType<typeof compileStorageRules>,
  objects: ObjectStore,
  actor: Actor,
  bucket: string,
  name: string,
  method: StorageMethod,
  incoming?: Record<string, unknown>,
): void => {
  if (actor.admin) return;
  const existing = objects.get(bucket, name);
  const allowed = storageAllows(
    rules,
    bucket,
    name,
    method,
    { auth: actor.auth, ...(incoming ? { resource: incoming } : {}), time: Date.now() },
    existing ? { ...firebaseResource(existing), size: existing.data.length } : null,
  );
  if (!allowed)
    throw new HttpError(403, `Permission denied. No ${method.toUpperCase()} permission.`);
};
