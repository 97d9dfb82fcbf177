/**
 * The initials a board shows in place of a photo: the first letters of the first and the last
 * word ("Guido van Rossum" is GR), one for a single word, "?" for a blank name. Letters are
 * whole characters (an accented or non-Latin first letter stays whole).
 */
export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => ([...word][0] ?? '').toLocaleUpperCase('en');
  return letter(first) + (last === undefined ? '' : letter(last));
};
