import { type TeamName, validateColorName } from './colors.ts';
import { accept, type Claim, claim, type Plan, refuse, WriteSet } from './plan.ts';
import { type UserMetadata, userNodes } from './store/users.ts';
import { encodeUserKey } from './user-key.ts';

export type RegisterResult = {
  readonly status: 'created' | 'duplicate';
  readonly key: string;
  readonly user: UserMetadata;
};

/**
 * What registration reads before it decides: the event, its teams (events/{id}/teams), and the
 * company the event belongs to.
 */
export type RegistrationContext = {
  readonly event: { readonly customerId?: string } | null;
  readonly teams: Readonly<Record<string, unknown>> | null;
  readonly company: { readonly userLimit?: number; readonly formId?: string } | null;
};

/**
 * Who may register, and for which company. The key comes from the caller's account email; the
 * company is the one the event belongs to, never the caller's word; the address must be verified
 * (the link Auth sent) unless the caller has the company's invitation code (its form id). The team
 * is one the event has: a team the organisers removed, or never gave it, is not found.
 */
export const decideApplicant = (
  caller: { readonly email: string | undefined; readonly emailVerified: boolean },
  input: {
    readonly teamName: TeamName;
    readonly color?: string | undefined;
    readonly invitationCode?: string | undefined;
  },
  read: RegistrationContext,
): Plan<{ readonly key: string; readonly email: string; readonly customerId: string }> => {
  const { email } = caller;
  const key = email === undefined ? undefined : encodeUserKey(email);
  if (email === undefined || key === undefined || !key.ok) return refuse('invalid-email');
  if (input.color !== undefined && !validateColorName(input.color).ok)
    return refuse('invalid-colour');
  const customerId = read.event?.customerId;
  if (read.event === null || customerId === undefined) return refuse('not-found', 'event');
  if (read.company === null) return refuse('not-found', 'company');
  if (read.teams === null || !Object.hasOwn(read.teams, input.teamName))
    return refuse('not-found', 'team');
  const invited =
    input.invitationCode !== undefined &&
    read.company.formId !== undefined &&
    input.invitationCode === read.company.formId;
  if (!caller.emailVerified && !invited) return refuse('email-not-verified');
  return accept({ key: key.value, email, customerId });
};

/**
 * One profile per account: the uid index is claimed first (a transaction), so a caller who
 * changed their Auth email and registers again gets their existing profile back, not a second
 * profile and a second seat.
 */
export const claimAccount = (
  currentKey: string | null,
  key: string,
): Claim<{ readonly status: 'new' | 'duplicate'; readonly key: string }, string> =>
  currentKey === null
    ? claim(key, accept({ status: 'new' as const, key }))
    : accept({ status: 'duplicate' as const, key: currentKey });

/** How long a registration waits for another try of its account, and how often it looks. */
const SETTLE_WAIT_MS = 10_000;
export const SETTLE_LOOK_MS = 100;

/**
 * A registration that finds its account claimed already (claimAccount's duplicate) waits for the
 * other try to finish: it answers that try's profile once written (a public id is the last thing a
 * registration writes), carries on as the first when the claim was released (the other try was
 * turned away) or the wait is over, and otherwise looks again after SETTLE_LOOK_MS. The wait is
 * over when the clock says so, or when the pauses between its looks alone add up to it (so a clock
 * that runs slow cannot hold a registration longer).
 */
export const decideSettled = (
  read: {
    readonly user: Partial<UserMetadata> | null;
    /** The key the account's uid index holds now. */
    readonly claimedKey: string | null;
  },
  key: string,
  wait: { readonly since: number; readonly now: number; readonly looks: number },
):
  | { readonly status: 'finished'; readonly user: UserMetadata }
  | { readonly status: 'carry-on' | 'wait' } => {
  if (read.user?.publicId !== undefined)
    return { status: 'finished', user: read.user as UserMetadata };
  const over =
    wait.now - wait.since > SETTLE_WAIT_MS || wait.looks * SETTLE_LOOK_MS > SETTLE_WAIT_MS;
  if (read.claimedKey !== key || over) return { status: 'carry-on' };
  return { status: 'wait' };
};

/**
 * Then the key (the email) is claimed for the uid, so two accounts never share a profile; an
 * address another account holds is the spec's duplicate user, and the uid claim is released.
 */
export const claimProfile = (currentUid: string | null, uid: string): Claim<true, string> => {
  if (currentUid === null) return claim(uid, accept(true));
  if (currentUid === uid) return accept(true);
  return refuse('duplicate-user', undefined, new WriteSet().remove(userNodes.byUid(uid)));
};
