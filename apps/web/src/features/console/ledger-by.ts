/**
 * Who moved a person's points, in words: Engage for what the server pays by itself (the games'
 * awards, purchases) and for the demo seed's points, else the organiser by name (the ledger
 * stores their key, an encoded email, which no screen or file shows).
 */
const NOT_A_PERSON: ReadonlyMap<string, string> = new Map([
  ['system', 'Engage (automatic)'],
  ['seed', 'Engage (demo data)'],
]);

export const ledgerByWords = (by: string, name: string | null | undefined): string => {
  const words = NOT_A_PERSON.get(by);
  if (words !== undefined) return words;
  if (by.startsWith('uid:')) return 'An account with no profile';
  return name ?? 'A person with no profile';
};

/** Whether the ledger's `by` names a person whose name is to be read. */
export const isPersonKey = (by: string): boolean => !NOT_A_PERSON.has(by) && !by.startsWith('uid:');
