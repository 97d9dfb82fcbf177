import type { Context } from '@engage/domain/plan';
import type { Database } from 'firebase-admin/database';

/** What every handler gets: the database (admin rights), the clock and randomness, injected. */
export type Deps = {
  readonly db: Database;
  readonly now: () => number;
  readonly random: () => number;
};

/** What a decide function may use besides what was read: the clock now and fresh push ids. */
export const context = (deps: Deps): Context => ({
  now: deps.now(),
  newId: () => deps.db.ref().push().key ?? String(deps.now()),
  random: deps.random,
});

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
