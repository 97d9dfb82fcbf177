import { claimShrinks, planSessionsRevoked } from '@engage/domain/organiser';
import { claimOrganiserEntry } from '@engage/domain/organiser-grants';
import type { Plan } from '@engage/domain/plan';
import { type OrganiserEntry, organiserNodes } from '@engage/domain/store/organisers';
import { commit, commitClaim } from '@engage/server/commit';
import type { Accounts, Deps } from '@engage/server/deps';
import { fail } from '@engage/server/errors';
import { read } from '@engage/server/read';

/**
 * How often a change of one user's rights is decided again because another landed first, and
 * how often the account's claim is set again because the stored one moved while it was set. Each
 * round follows a change that did land, so many rounds mean many changes at once: then the call
 * is refused `rate-limited`, with nothing of its own written.
 */
const ROUNDS = 10;

export const needAccounts = (deps: Deps): Accounts =>
  deps.accounts ?? fail('not-found', 'accounts');

/** What a change of a user's rights is decided on: where they live, and the account's claims. */
export type RightsRead = {
  /** The organisers index entry (organisers/{uid}), where the rights live. */
  readonly entry: OrganiserEntry | null;
  /** The account's custom claims now (the claim there derives from the entry). */
  readonly claims: Readonly<Record<string, unknown>>;
  /** The claim the user holds: the entry's (none without one, whatever the account says). */
  readonly held: string | undefined;
};

/** A user's rights as they are stored now. */
export const readRights = async (deps: Deps, uid: string): Promise<RightsRead> => {
  const claimsOf = deps.accounts?.claimsOf;
  const [entry, claims] = await Promise.all([
    read(deps, organiserNodes.organiser(uid)),
    claimsOf === undefined ? Promise.resolve<Readonly<Record<string, unknown>>>({}) : claimsOf(uid),
  ]);
  return { entry, claims, held: entry?.claim };
};

/**
 * Changes a user's organiser rights without waiting on anyone: `decide` plans the change on what
 * is read now, and its new index entry is written in a transaction there only while the entry is
 * still the one read (claimOrganiserEntry); when another change landed first, it is decided again
 * on what that one left. Then the account's claim follows the stored entry (syncClaim), and a
 * change that took rights away ends the user's sessions (revokeSessions).
 */
export const changeRights = async <T>(
  deps: Deps,
  uid: string,
  decide: (asRead: RightsRead) => Promise<Plan<T>>,
): Promise<T> => {
  needAccounts(deps);
  for (let round = 0; round < ROUNDS; round += 1) {
    const asRead = await readRights(deps, uid);
    const { entry, held } = asRead;
    const plan = await decide(asRead);
    const change = await commitClaim(deps, organiserNodes.organiser(uid), (stored) =>
      claimOrganiserEntry(stored, entry, uid, plan),
    );
    if (change.stale) continue;
    if (change.claim !== undefined) {
      await syncClaim(deps, uid);
      if (claimShrinks(held, change.claim ?? null)) await revokeSessions(deps, uid);
    }
    return change.value;
  }
  return fail('rate-limited');
};

/**
 * The account's organiser claim set to the one the index stores, until a read after setting it
 * still finds that one there. The claim is derived, never decided here: every change syncs after
 * its own transaction, so whichever sync sets the claim last has read the last change, and a
 * change that lands meanwhile is set again, by this call or by its own.
 */
const syncClaim = async (deps: Deps, uid: string): Promise<void> => {
  const accounts = needAccounts(deps);
  // The first round's two reads (the index's claim, the account's claims) wait on neither.
  let [claim, claims] = await Promise.all([
    read(deps, organiserNodes.claim(uid)),
    accounts.claimsOf?.(uid),
  ]);
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round > 0) claims = await accounts.claimsOf?.(uid);
    const { organiser: _derived, ...others } = claims ?? {};
    await accounts.setClaims?.(uid, claim === null ? others : { ...others, organiser: claim });
    const now = await read(deps, organiserNodes.claim(uid));
    if (now === claim) return;
    claim = now;
  }
  fail('rate-limited');
};

/** Ends the user's sessions, and stores from when for the database rules (planSessionsRevoked). */
export const revokeSessions = async (deps: Deps, uid: string): Promise<void> => {
  const validSince = await needAccounts(deps).revokeSessions?.(uid);
  if (validSince !== undefined) await commit(deps, planSessionsRevoked(uid, validSince));
};
