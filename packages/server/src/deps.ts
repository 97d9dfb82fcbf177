import type { Context } from '@engage/domain/plan';
import type { OutboxMail } from '@engage/domain/store/users';
import type { Database } from 'firebase-admin/database';

/** One mail to send (a one-time code), as the outbox stores it; the SMTP sender delivers it. */
export type Mail = Pick<OutboxMail, 'to' | 'subject' | 'text'>;
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * The database instances of a deployment beyond the default one (docs/instances.md): each opened
 * once by its name, and the names of them all, for what every instance keeps a copy of.
 */
export type Databases = {
  readonly open: (instance: string) => Database;
  readonly names: readonly string[];
};

/** What every handler gets: the database (admin rights), the clock and randomness, injected. */
export type Deps = {
  /** The database instance of the call's event (the default one for most events). */
  readonly db: Database;
  /**
   * The default instance, when `db` is an event's own: what spans events lives there
   * (store/placement.ts; placed.ts routes each path).
   */
  readonly spanning?: Database;
  /** The deployment's other instances, when it has any (docs/instances.md). */
  readonly databases?: Databases;
  readonly now: () => number;
  readonly random: () => number;
  /** Auth's admin operations; the organiser and removal callables need them. */
  readonly accounts?: Accounts;
  /**
   * The least time between two publishes of an event's board snapshots (default 1 s); `false`
   * publishes none (handler tests, where the snapshots are tested on their own).
   */
  readonly boardInterval?: number | false;
  /** Storage files with admin rights; publishing a profile photo needs them. */
  readonly files?: Files;
  /** Sends mail (one-time codes) when SMTP is configured; without it, mail waits in outbox/. */
  readonly mailer?: Mailer;
  /** The web app's address (APP_URL), which invitation links open. */
  readonly appUrl?: string;
};

/** What a decide function may use besides what was read: the clock now and fresh push ids. */
export const context = (deps: Deps): Context => ({
  now: deps.now(),
  newId: () => deps.db.ref().push().key ?? String(deps.now()),
  random: deps.random,
});

/** The few Auth operations the functions need (one-time codes, organiser rights, removal). */
export type Accounts = {
  readonly uidForEmail: (email: string) => Promise<string | null>;
  /** A custom token for `uid`; `claims` go into its ID tokens (a kiosk's scope, kiosks.ts). */
  readonly customToken: (uid: string, claims?: Readonly<Record<string, string>>) => Promise<string>;
  /** The account of an address, made (with its display name) when it has none; answers its uid. */
  readonly createAccount?: (email: string, name: string) => Promise<string>;
  readonly claimsOf?: (uid: string) => Promise<Readonly<Record<string, unknown>>>;
  readonly setClaims?: (uid: string, claims: Record<string, unknown>) => Promise<void>;
  readonly remove?: (uid: string) => Promise<void>;
  /**
   * Ends the user's sessions (refresh tokens), so a narrowed claim reaches them at sign-in; answers
   * the second from which their sign-ins are valid again (Auth's tokensValidAfterTime).
   */
  readonly revokeSessions?: (uid: string) => Promise<number>;
};

/** The few Storage operations the functions need (publishing and removing pictures). */
export type Files = {
  readonly exists: (path: string) => Promise<boolean>;
  /**
   * Copies the file when `typeOf` finds what its bytes are, stored as that type whatever the
   * upload declared; answers the type, or null when the bytes are refused and nothing is written.
   * The bytes checked are the bytes copied, so a file swapped meanwhile is never published unseen.
   */
  readonly copy: (
    from: string,
    to: string,
    typeOf: (bytes: Uint8Array) => string | null,
  ) => Promise<string | null>;
  /** Deletes the file; one that is already gone is no error, so a retry can delete again. */
  readonly remove: (path: string) => Promise<void>;
  /** The file's bytes; null when there is no such file. */
  readonly read: (path: string) => Promise<Uint8Array | null>;
  /** Stores `bytes` at `path`, served as `contentType`, under a fresh download URL. */
  readonly write: (path: string, bytes: Uint8Array, contentType: string) => Promise<void>;
};

/** The caller, as the callable wrapper verified it. */
export type Caller = {
  readonly uid: string;
  readonly email: string | undefined;
  readonly token: Readonly<Record<string, unknown>>;
  /** The organiser claim in `token` was read from Auth in this call (withCurrentClaims). */
  readonly claimsRead?: true;
};
