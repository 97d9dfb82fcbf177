import { type LimitName, takeToken } from '@engage/domain/limits';
import { userNodes } from '@engage/domain/store/users';
import { commitClaim } from '@engage/server/commit';
import type { Handler } from '../triggers/callable.ts';

/**
 * A handler behind the caller's token bucket (kept in the database, so every function instance
 * shares it): an empty bucket refuses with rate-limited before any work is done.
 */
export const limited =
  <I, O>(limit: LimitName, handler: Handler<I, O>): Handler<I, O> =>
  async (deps, input, caller) => {
    await commitClaim(deps, userNodes.limit(caller.uid, limit), (bucket) =>
      takeToken(bucket, limit, deps.now()),
    );
    return handler(deps, input, caller);
  };
