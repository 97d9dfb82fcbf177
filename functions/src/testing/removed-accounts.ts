import type { Accounts } from '@engage/server/deps';

/** Auth as a removal sees it: no lookups, and every account removed noted in `removed`. */
export const removedAccounts = (): { readonly accounts: Accounts; readonly removed: string[] } => {
  const removed: string[] = [];
  return {
    removed,
    accounts: {
      uidForEmail: async () => null,
      customToken: async () => 'never',
      remove: async (uid) => void removed.push(uid),
    },
  };
};
