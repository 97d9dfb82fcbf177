import type { Accounts } from '../deps.ts';

/** Auth's claims, kept in a map, as the Auth emulator would keep them. */
export const claimsStore = () => {
  const claims = new Map<string, Record<string, unknown>>();
  const accounts: Accounts = {
    uidForEmail: async () => null,
    customToken: async () => 'never',
    claimsOf: async (uid) => claims.get(uid) ?? {},
    setClaims: async (uid, next) => void claims.set(uid, next),
    remove: async () => undefined,
  };
  return { claims, accounts };
};
