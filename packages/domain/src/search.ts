import { SNAPSHOT_BOARDS } from './boards.ts';
import { isValidKey } from './store/keys.ts';

/**
 * The routes' search params (`?event=`, `?with=`, …), checked by hand. Every route's
 * `validateSearch` ships with the first visit's JavaScript, whichever screen it opens, and a
 * schema library there cost the entry about 3 KiB gzipped; these checks are a few hundred bytes.
 * A check is a function of the whole search (TanStack Router calls it so): it keeps the params it
 * names, drops the rest, and throws when a named one is malformed, which the router shows as the
 * 404 (root-status.tsx), as a schema's failure did.
 */

/** One param's check: its value when well formed, `undefined` when not. */
type Param<T> = (value: unknown) => T | undefined;

/** The longest text a Connect QR may carry (the awardConnection input holds it to the same). */
export const QR_MAX_LENGTH = 1024;

/** The search a route's params make, each optional (a link may leave any out). */
type SearchOf<P extends Record<string, Param<unknown>>> = {
  [K in keyof P]?: P[K] extends Param<infer T> ? T : never;
};

const searchOf =
  <P extends Record<string, Param<unknown>>>(params: P) =>
  (search: Record<string, unknown>): SearchOf<P> => {
    const checked: Record<string, unknown> = {};
    for (const [name, param] of Object.entries(params)) {
      const value = search[name];
      if (value === undefined) continue;
      const parsed = param(value);
      if (parsed === undefined) throw new TypeError(`?${name}= is not well formed`);
      checked[name] = parsed;
    }
    return checked as SearchOf<P>;
  };

const text: Param<string> = (value) => (typeof value === 'string' ? value : undefined);

/** A database key (an event id, a public id, a company id). */
const key: Param<string> = (value) =>
  typeof value === 'string' && isValidKey(value) ? value : undefined;

const oneOf =
  <T extends string>(options: readonly T[]): Param<T> =>
  (value) =>
    options.find((option) => option === value);

/** `?event=` on every route: an event id, or absent. */
export const eventSearch = searchOf({ event: key });

/**
 * `?with=` on the inbox: the other member's public id opens that conversation. The name shown is
 * one the app holds (the list line, the directory), never the link's: an old link's `?name=` is
 * dropped unread, so a link cannot put a made-up name on someone.
 */
export const inboxSearch = searchOf({ with: key });

/** `?speaker=` on the agenda: a speaker card's link narrows it to that speaker's sessions. */
export const agendaSearch = searchOf({ speaker: key });

/**
 * `?qr=` on Connect: what a phone's camera read from someone's QR. The router reads search values
 * as JSON first, so a code made only of digits arrives as a number and is turned back into text.
 */
export const connectSearch = searchOf({
  qr: (value) => {
    const qr = typeof value === 'number' ? String(value) : text(value);
    return qr !== undefined && qr.length <= QR_MAX_LENGTH ? qr : undefined;
  },
});

/**
 * `?redirect=&ended=` on the event login: where to go once signed in (a path of this app), and
 * why the app signed the user out itself (`revoked`: their sessions were ended by a revoke).
 */
export const loginSearch = searchOf({
  redirect: (value) => {
    const path = text(value);
    return path?.startsWith('/') ? path : undefined;
  },
  ended: oneOf(['revoked'] as const),
});

/** `?token=&email=` of an invitation link (bulk registration); the server judges both. */
export const inviteSearch = searchOf({ token: text, email: text });

/** `?board=` on the projector: one board pinned for the whole show, or absent to rotate. */
export const projectorSearch = searchOf({ board: oneOf(SNAPSHOT_BOARDS) });

/** The organiser console's own search params (no path parameters: the spec has none). */
export const peopleSearch = searchOf({ user: key });
export const eventsSearch = searchOf({ edit: key });
export const companiesSearch = searchOf({
  company: key,
  edit: oneOf(['new', 'company'] as const),
});
