import type { Database } from 'firebase-admin/database';

/** What every handler gets: the database (admin rights), the clock and randomness, injected. */
export type Deps = {
  readonly db: Database;
  readonly now: () => number;
  readonly random: () => number;
};

/** The few Auth operations the one-time-code sign-in needs. */
export type Accounts = {
  readonly uidForEmail: (email: string) => Promise<string | null>;
  readonly customToken: (uid: string) => Promise<string>;
};

/** The caller, as the callable wrapper verified it. */
export type Caller = {
  readonly uid: string;
  readonly email: string | undefined;
  readonly token: Readonly<Record<string, unknown>>;
};
