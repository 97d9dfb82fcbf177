/**
 * Who moved a person's points, in words: the app for what the games pay, else the organiser by
 * name (the ledger stores their key, an encoded email, which no screen or file shows).
 */
export const ledgerByWords = (by: string, name: string | null | undefined): string => {
  if (by === 'system') return 'The app';
  if (by.startsWith('uid:')) return 'An account with no profile';
  return name ?? 'A person with no profile';
};

/** Whether the ledger's `by` names a person whose name is to be read. */
export const isPersonKey = (by: string): boolean => by !== 'system' && !by.startsWith('uid:');
