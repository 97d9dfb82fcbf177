import {
  CALLABLES,
  type CallableInput,
  type CallableName,
  type CallableOutput,
  type PublicCallableName,
} from '@engage/domain/contract';
import { DomainError, messageFor } from '@engage/domain/errors';
import { listsForObjects } from '@engage/domain/input-shape';
import { isKioskToken } from '@engage/domain/kiosks';
import {
  decideOrganiserAccess,
  decideSession,
  parseOrganiserClaim,
} from '@engage/domain/organiser';
import { organiserNodes } from '@engage/domain/store/organisers';
import { commit } from '@engage/server/commit';
import type { Accounts, Caller, Deps } from '@engage/server/deps';
import { fail } from '@engage/server/errors';
import { forCall } from '@engage/server/event-instance';
import { read } from '@engage/server/read';
import { withCurrentClaims } from '@engage/server/users';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import type { SecretParam } from 'firebase-functions/params';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { adminApp } from '../infra/admin-app.ts';
import { httpsCodeFor } from '../infra/errors.ts';
import { databasesFromEnv } from '../infra/databases.ts';
import { bucketFiles } from '../infra/files.ts';
import { mailerFromEnv } from '../infra/mail.ts';

export type Handler<I, O> = (deps: Deps, input: I, caller: Caller) => Promise<O>;
/** The handler of a contract callable: its checked input in, its contract answer out. */
export type ContractHandler<N extends CallableName> = Handler<CallableInput<N>, CallableOutput<N>>;
export type PublicHandler<N extends PublicCallableName> = (
  deps: Deps & { accounts: Accounts },
  input: CallableInput<N>,
) => Promise<CallableOutput<N>>;

/**
 * Checks the input, runs the work and turns a DomainError into an HttpsError whose message is the
 * catalogue text and whose details carry the domain code and, where the refusal gives one, its
 * reason (`detail`: "an event with registrants stays with its company"), which screens show. Anything else is logged and reaches the
 * client as `internal`, with no internals.
 */
const checked = async <S extends v.GenericSchema, O>(
  schema: S,
  data: unknown,
  run: (input: v.InferOutput<S>) => Promise<O>,
  /** What must hold before the input is read (an organiser callable's caller's rights). */
  gate: () => Promise<void> = async () => undefined,
): Promise<O> => {
  try {
    await gate();
  } catch (error) {
    refusal(error);
  }
  // valibot takes a list for an object (`[]` as `{}`): refused here, by path, like any bad input.
  const lists = listsForObjects(schema, data);
  if (lists.length > 0) {
    throw new HttpsError('invalid-argument', messageFor('invalid-argument'), {
      code: 'invalid-argument',
      issues: lists.map((path) => `${path}: an object is expected, not a list`),
    });
  }
  const parsed = v.safeParse(schema, data);
  if (!parsed.success) {
    throw new HttpsError('invalid-argument', messageFor('invalid-argument'), {
      code: 'invalid-argument',
      issues: parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'input'}: ${issue.message}`),
    });
  }
  try {
    return await run(parsed.output);
  } catch (error) {
    return refusal(error);
  }
};

/** A DomainError as the HttpsError the client gets; anything else logged, and `internal`. */
const refusal = (error: unknown): never => {
  if (error instanceof DomainError) {
    throw new HttpsError(httpsCodeFor(error.code), error.message, {
      code: error.code,
      ...(error.detail === undefined ? {} : { detail: error.detail }),
      ...(error.field === undefined ? {} : { field: error.field }),
    });
  }
  logger.error('callable failed', error);
  throw new HttpsError('internal', 'Something went wrong');
};

/** A callable of the contract: its input schema and who may call it. */
type ContractEntry<S extends v.GenericSchema> = {
  readonly input: S;
  readonly access: (typeof CALLABLES)[CallableName]['access'];
};

/**
 * A callable for signed-in callers: no caller (or a venue kiosk's sign-in) is `unauthenticated`,
 * before the input is read. An organiser callable (the contract's `access: 'organiser'`) also
 * refuses, before the input is read, a caller whose account holds no organiser claim at all (read from Auth, as the handlers
 * read it: a token keeps a revoked claim for up to an hour), so a non-organiser learns nothing of
 * the input's shape from validation errors, and a session signed in before `revokedAt/{uid}`
 * (`unauthenticated`: it must sign in again). Each handler still checks that the rights cover its
 * target.
 */
export const runCallable = async <C extends ContractEntry<v.GenericSchema>, O>(
  contract: C,
  handler: Handler<v.InferOutput<C['input']>, O>,
  deps: Deps,
  auth: { uid: string; token: Record<string, unknown> } | undefined,
  data: unknown,
): Promise<O> => {
  if (auth === undefined) {
    throw new HttpsError('unauthenticated', messageFor('unauthenticated'), {
      code: 'unauthenticated',
    });
  }
  // A venue kiosk's sign-in only reads (kiosks.ts): to every callable it is nobody.
  if (isKioskToken(auth.token)) {
    throw new HttpsError('unauthenticated', messageFor('unauthenticated'), {
      code: 'unauthenticated',
    });
  }
  const email = typeof auth.token.email === 'string' ? auth.token.email : undefined;
  let caller: Caller = { uid: auth.uid, email, token: auth.token };
  const gate = async () => {
    if (contract.access !== 'organiser') return;
    // The handler's own organiser checks reuse this read of Auth (claimsRead).
    const [current, revokedAt] = await Promise.all([
      withCurrentClaims(deps, caller),
      read(deps, organiserNodes.revokedAt(auth.uid)),
    ]);
    caller = current;
    // A session a revoke ended acts as no organiser, as the database rules read it.
    await commit(deps, decideSession(auth.token.auth_time, revokedAt));
    await commit(deps, decideOrganiserAccess(parseOrganiserClaim(caller.token.organiser)));
  };
  return checked(
    contract.input,
    data,
    async (input) => handler(await forCall(deps, input, caller.uid), input, caller),
    gate,
  );
};

/** For the few calls made before sign-in (one-time codes): input checked, no caller required. */
export const runPublicCallable = async <S extends v.GenericSchema, O>(
  schema: S,
  handler: (deps: Deps & { accounts: Accounts }, input: v.InferOutput<S>) => Promise<O>,
  deps: Deps & { accounts: Accounts },
  data: unknown,
): Promise<O> => checked(schema, data, (input) => handler(deps, input));

export const publicCallable = <N extends PublicCallableName>(
  name: N,
  handler: PublicHandler<N>,
  options: { readonly secrets?: readonly SecretParam[] } = {},
) =>
  onCall({ ...callOptions(), secrets: [...(options.secrets ?? [])] }, (request) => {
    const deps = productionDeps();
    return runPublicCallable(
      CALLABLES[name].input,
      handler,
      { ...deps, accounts: deps.accounts ?? fail('not-found'), mailer: mailerFromEnv(process.env) },
      request.data,
    );
  });

/**
 * Every callable: at most MAX_INSTANCES instances (20 unless the deploy's functions .env says
 * otherwise), and App Check enforced unless ENGAGE_APP_CHECK=off (the local dev stack sets it).
 */
const callOptions = () => ({
  maxInstances: Number(process.env.MAX_INSTANCES ?? 20),
  enforceAppCheck: process.env.ENGAGE_APP_CHECK !== 'off',
});

/**
 * Auth's tokensValidAfterTime (a UTC date string, "Wed, 25 Nov 2026 21:29:46 GMT") as the whole
 * second the database rules compare a token's auth_time (seconds) with. Auth answers none only for
 * an account never revoked; then, or for a string that is no date, the second of `now` (after the
 * revoke, so no token signed in before it passes), never NaN, which the rules would compare as null.
 */
export const validSinceSecond = (tokensValidAfterTime: string | undefined, now: number): number => {
  const at = tokensValidAfterTime === undefined ? Number.NaN : Date.parse(tokensValidAfterTime);
  return Math.floor((Number.isNaN(at) ? now : at) / 1000);
};

/** The deployment's other database instances, opened once per process (each when first used). */
const databases = databasesFromEnv(adminApp, process.env);

const productionDeps = (): Deps => {
  const auth = getAuth(adminApp());
  return {
    db: getDatabase(adminApp()),
    ...(databases === undefined ? {} : { databases }),
    now: Date.now,
    random: Math.random,
    files: bucketFiles(() => getStorage(adminApp()).bucket()),
    ...(process.env.APP_URL === undefined ? {} : { appUrl: process.env.APP_URL }),
    accounts: {
      uidForEmail: (email) =>
        auth.getUserByEmail(email).then(
          (user) => user.uid,
          () => null,
        ),
      customToken: (uid, claims) => auth.createCustomToken(uid, claims),
      createAccount: (email, displayName) =>
        auth.createUser({ email, displayName }).then(
          (user) => user.uid,
          async () => (await auth.getUserByEmail(email)).uid,
        ),
      claimsOf: async (uid) => (await auth.getUser(uid)).customClaims ?? {},
      setClaims: (uid, claims) => auth.setCustomUserClaims(uid, claims),
      remove: (uid) => auth.deleteUser(uid),
      revokeSessions: async (uid) => {
        await auth.revokeRefreshTokens(uid);
        const { tokensValidAfterTime } = await auth.getUser(uid);
        return validSinceSecond(tokensValidAfterTime, Date.now());
      },
    },
  };
};

/**
 * A signed-in callable as deployed. One that binds the mail secrets (`secrets`) also gets the
 * mailer they configure, to deliver the mails it writes to outbox/.
 */
export const callable = <N extends CallableName>(
  name: N,
  handler: ContractHandler<N>,
  options: { readonly secrets?: readonly SecretParam[] } = {},
) =>
  onCall({ ...callOptions(), secrets: [...(options.secrets ?? [])] }, (request) =>
    runCallable(
      CALLABLES[name],
      handler,
      options.secrets === undefined
        ? productionDeps()
        : { ...productionDeps(), mailer: mailerFromEnv(process.env) },
      request.auth
        ? { uid: request.auth.uid, token: request.auth.token as Record<string, unknown> }
        : undefined,
      request.data,
    ),
  );
