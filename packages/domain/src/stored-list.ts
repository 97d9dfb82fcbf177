/**
 * A list as the database stores it, read back as a list: the database may give a list back as an
 * object by index, so readers of a stored list (pick lists, a session's speakers) go through here.
 */
export const listFromStored = (
  stored: readonly string[] | Readonly<Record<string, string>> | undefined,
): readonly string[] =>
  stored === undefined
    ? []
    : Array.isArray(stored)
      ? stored
      : Object.entries(stored)
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([, value]) => value);
