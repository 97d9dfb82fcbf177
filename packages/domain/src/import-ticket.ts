/**
 * An import batch's ticket (attendee-import-seats.ts), the mark of the seats it is taking: when it
 * began (base 36) and a unique id, so a registration can tell a batch's mark from its own, and a
 * batch that died from one under way.
 */
export const importTicket = (at: number, id: string): string => `import-${at.toString(36)}-${id}`;

/**
 * An import call ends within a minute (Cloud Functions' default timeout), so a seat its ticket
 * still marks ten minutes later is a batch that died between its seats and its profiles.
 */
export const IMPORT_MARK_DEAD_MS = 10 * 60_000;

const beganAt = (held: string | true | undefined): number | null => {
  const began = typeof held === 'string' ? /^import-([0-9a-z]+)-/u.exec(held)?.[1] : undefined;
  return began === undefined ? null : Number.parseInt(began, 36);
};

/** Whether a seat's mark is an import batch's ticket. */
export const isImportTicket = (held: string | true | undefined): held is string =>
  beganAt(held) !== null;

/** Whether a seat's mark is the ticket of an import batch that died. */
export const isDeadImportTicket = (
  held: string | true | undefined,
  now: number,
): held is string => {
  const began = beganAt(held);
  return began !== null && now - began > IMPORT_MARK_DEAD_MS;
};
