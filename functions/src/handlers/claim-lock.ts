import { organiserNodes } from '@engage/domain/store/organisers';
import type { Deps } from '@engage/server/deps';
import { fail } from '@engage/server/errors';
import { transact } from '@engage/server/transact';

/** How long a hold lasts if its holder dies before letting go. */
const HOLD_MS = 30_000;
const WAIT_MS = 50;
const ATTEMPTS = 100;

/**
 * Runs `work` while no other grant or revoke of the same user's organiser rights runs: they read
 * the account's claim, work out the next one and write it, and two at once would let the later
 * write put back what the other took away. The hold is a database transaction; a holder that
 * crashed is outlived after HOLD_MS. Waiting too long is `rate-limited`, with nothing changed.
 */
export const withClaimLock = async <T>(
  deps: Deps,
  uid: string,
  work: () => Promise<T>,
): Promise<T> => {
  const lock = organiserNodes.lock(uid);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const until = deps.now() + HOLD_MS;
    const { committed } = await transact(deps.db, lock, (held) =>
      held !== null && held > deps.now() ? undefined : until,
    );
    if (committed) {
      try {
        return await work();
      } finally {
        // Let go only of our own hold (one that ran out may have been taken since).
        await transact(deps.db, lock, (held) => (held === until ? null : undefined));
      }
    }
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
  }
  return fail('rate-limited');
};
