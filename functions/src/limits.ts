import { type Bucket, type LimitName, takeToken } from '@engage/domain/limits';
import { dbPaths } from '@engage/domain/paths';
import { commitClaim } from '@engage/server/commit';
import type { Handler } from './callable.ts';

/**
 * A handler behind the caller's token bucket (kept in the database, so every function instance
 * shares it): an empty bucket refuses with rate-limited before any work is done.
 */
export const limited =
  <I, O>(limit: LimitName, handler: Handler<I, O>): Handler<I, O> =>
  async (deps, input, caller) => {
    await commitClaim(deps, dbPaths.limit(caller.uid, limit), (bucket: Bucket | null) =>
      takeToken(bucket, limit, deps.now()),
    );
    return handler(deps, input, caller);
  };
