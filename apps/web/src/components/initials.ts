/**
 * The initials a board shows in place of a photo: the first letters of the first and the last
 * word ("Guido van Rossum" is GR), one for a single word, "?" for a blank name. Letters are
 * whole characters (an accented or non-Latin first letter stays whole).
 */
export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/);
  const letter = (word = '') => ([...word][0] ?? '').toLocaleUpperCase('en');
  return words[0] ? letter(words[0]) + (words.length > 1 ? letter(words.at(-1)) : '') : '?';
};
