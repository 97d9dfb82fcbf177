import { signedInBeforeRevoke } from '@engage/domain/organiser';
import { organiserNodes } from '@engage/domain/store/organisers';
import { getIdTokenResult, signOut } from 'firebase/auth';
import { auth } from './auth-client.ts';
import { watch } from './read.ts';

/** The second a token's session signed in (its `auth_time` claim), as the database rules read it. */
const signedInAt = (claims: Record<string, unknown>): number => Number(claims.auth_time ?? 0);

/**
 * Ends this browser's session when the server revokes it. The database rules check a listen once,
 * when it starts: an organiser console left open would keep receiving search, purchases, audit and
 * online data after her rights were taken away, until her token expires. A revoke records when in
 * `revokedAt/{uid}` (only that user may read it); when it is newer than this session's sign-in,
 * the token is refreshed. A refreshed token that still predates the revoke (Auth refuses the
 * refresh of revoked sessions, and an emulator that allows it keeps the old sign-in time) is of no
 * use for organiser reads, so the session ends: `onEnded` runs after signing out, to say why.
 * A session signed in again after the revoke's second is left alone (signedInBeforeRevoke).
 */
export const watchRevocation = (uid: string, onEnded: () => void): (() => void) => {
  let ending = false;
  return watch(
    organiserNodes.revokedAt(uid),
    async (revokedAt) => {
      const user = auth().currentUser;
      if (typeof revokedAt !== 'number' || user === null || user.uid !== uid || ending) return;
      if (!signedInBeforeRevoke(signedInAt((await getIdTokenResult(user)).claims), revokedAt))
        return;
      const refreshed = await getIdTokenResult(user, true).catch(() => null);
      if (refreshed !== null && !signedInBeforeRevoke(signedInAt(refreshed.claims), revokedAt))
        return;
      ending = true;
      await signOut(auth());
      onEnded();
    },
    // Refused (signed out meanwhile): nothing to watch.
    () => undefined,
  );
};
