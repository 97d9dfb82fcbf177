/** Key order of the SDK (`nameCompare`): 32-bit integer keys first, numerically, then strings. */
const INTEGER_KEY = /^-?(0*)\d{1,10}$/;
const asInt = (key: string): number | null => {
  // Most keys (push ids, uids, names) do not start like a number: skip the pattern for those.
  const first = key.charCodeAt(0);
  if (first !== 45 && (first < 48 || first > 57)) return null;
  if (!INTEGER_KEY.test(key)) return null;
  const value = Number(key);
  return value >= -2147483648 && value <= 2147483647 ? value : null;
};

export const MIN_NAME = '[MIN_NAME]';
export const MAX_NAME = '[MAX_NAME]';

export const compareKeys = (a: string, b: string): number => {
  if (a === b) return 0;
  if (a === MIN_NAME || b === MAX_NAME) return -1;
  if (b === MIN_NAME || a === MAX_NAME) return 1;
  const ai = asInt(a);
  const bi = asInt(b);
  if (ai !== null && bi !== null) return ai - bi === 0 ? a.length - b.length : ai - bi;
  if (ai !== null) return -1;
  if (bi !== null) return 1;
  return a < b ? -1 : 1;
};
