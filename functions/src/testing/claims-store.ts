import type { Accounts, Caller } from '@engage/server/deps';

/**
 * Auth's claims, kept in a map, as the Auth emulator would keep them; the callers given hold the
 * organiser claim of their token (so the handlers, which read the claim from Auth, agree with it).
 * `revoked` lists the uids whose sessions were ended, `validSince` the second each revoke answered.
 */
export const claimsStore = (...holders: readonly Caller[]) => {
  const claims = new Map<string, Record<string, unknown>>(
    holders.map((holder) => [holder.uid, { organiser: holder.token.organiser }]),
  );
  const revoked: string[] = [];
  const validSince = new Map<string, number>();
  const accounts: Accounts = {
    uidForEmail: async () => null,
    customToken: async () => 'never',
    // An imported attendee's account: one uid per address, as Auth keeps it.
    createAccount: async (email) => `uid-${email.split('@')[0]}`,
    claimsOf: async (uid) => claims.get(uid) ?? {},
    setClaims: async (uid, next) => void claims.set(uid, next),
    remove: async () => undefined,
    revokeSessions: async (uid) => {
      revoked.push(uid);
      const second = Math.floor(Date.now() / 1000);
      validSince.set(uid, second);
      return second;
    },
  };
  return { claims, accounts, revoked, validSince };
};
