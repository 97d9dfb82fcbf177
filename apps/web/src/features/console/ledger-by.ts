import { i18n } from '../../lib/i18n/i18n.ts';

const words = i18n('ledgerBy', {
  system: 'Engage (automatic)',
  seed: 'Engage (demo data)',
  noAccount: 'An account with no profile',
  noProfile: 'A person with no profile',
});

/**
 * Who moved a person's points, in words: Engage for what the server pays by itself (the games'
 * awards, purchases) and for the demo seed's points, else the organiser by name (the ledger
 * stores their key, an encoded email, which no screen or file shows).
 */
const NOT_A_PERSON = ['system', 'seed'] as const;
const notAPerson = (by: string): by is (typeof NOT_A_PERSON)[number] =>
  (NOT_A_PERSON as readonly string[]).includes(by);

export const ledgerByWords = (by: string, name: string | null | undefined): string => {
  const t = words.get();
  if (notAPerson(by)) return t[by];
  if (by.startsWith('uid:')) return t.noAccount;
  return name ?? t.noProfile;
};

/** Whether the ledger's `by` names a person whose name is to be read. */
export const isPersonKey = (by: string): boolean => !notAPerson(by) && !by.startsWith('uid:');
