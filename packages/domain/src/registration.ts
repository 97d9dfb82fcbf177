import { decideAdmission } from './admission.ts';
import { type TeamName, validateColorName } from './colors.ts';
import { checkPicks, type Picks } from './pick-lists.ts';
import { accept, type Claim, claim, isRefused, type Plan, refuse, WriteSet } from './plan.ts';
import type { StoredPickLists } from './store/events.ts';
import type { AdmissionPolicy, Application } from './store/organisers.ts';
import { type UserMetadata, userNodes } from './store/users.ts';
import { encodeUserKey } from './user-key.ts';

export type RegisterResult = {
  readonly status: 'created' | 'duplicate';
  readonly key: string;
  readonly user: UserMetadata;
};

/**
 * What `register` answers: the profile (created, or the account's own), or what the registration
 * waits for: an organiser's approval (`pending`: the app listens to the application, customerId's
 * `applications/{customerId}/{uid}`), or another try of the same account that is under way
 * (`under-way`: the app asks again in a moment; no call waits inside the server).
 */
export type RegisterAnswer =
  | RegisterResult
  | { readonly status: 'pending'; readonly key: string; readonly customerId: string }
  | { readonly status: 'under-way'; readonly key: string };

/**
 * What registration reads before it decides: the event, its teams (events/{id}/teams), the company
 * the event belongs to with its admission policy, and the caller's application there, if any.
 */
export type RegistrationContext = {
  readonly event: { readonly customerId?: string } | null;
  readonly teams: Readonly<Record<string, unknown>> | null;
  readonly company: { readonly userLimit?: number; readonly formId?: string } | null;
  readonly admission?: AdmissionPolicy | null;
  readonly application?: Pick<Application, 'state'> | null;
  /** The event's lists (events/{id}/pickLists): a value not on one is refused by field. */
  readonly pickLists?: StoredPickLists | null;
};

/** An applicant the company admits (`seat`), or one that applies for, or waits on, approval. */
export type Applicant = {
  readonly key: string;
  readonly email: string;
  readonly customerId: string;
  readonly next: 'seat' | 'apply' | 'pending';
  /** The department, country and interests as the event's lists spell them. */
  readonly picks?: Picks;
};

/**
 * Who may register, and for which company. The key comes from the caller's account email; the
 * company is the one the event belongs to, never the caller's word; the team is one the event has
 * (a team the organisers removed, or never gave it, is not found). The company's admission policy
 * decides whether the address may take a seat (decideAdmission): a wrong invitation code and an
 * address no way admits are refused before anything else is asked. The address must then be
 * verified (the link Auth sent), whatever admitted it: a code admits the company, not an address
 * its holder does not own.
 */
export const decideApplicant = (
  caller: { readonly email: string | undefined; readonly emailVerified: boolean },
  input: {
    readonly teamName: TeamName;
    readonly color?: string | undefined;
    readonly invitationCode?: string | undefined;
    readonly department?: string | undefined;
    readonly country?: string | undefined;
    readonly interests?: readonly string[] | undefined;
  },
  read: RegistrationContext,
): Plan<Applicant> => {
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
  const picks = checkPicks(read.pickLists, {
    department: input.department ?? '',
    ...(input.country === undefined ? {} : { country: input.country }),
    ...(input.interests === undefined ? {} : { interests: input.interests }),
  });
  if (!picks.ok) return picks;
  const admission = decideAdmission(read.admission, read.company.formId, {
    email,
    invitationCode: input.invitationCode,
    application: read.application ?? null,
  });
  if (isRefused(admission)) return admission;
  if (!caller.emailVerified) return refuse('email-not-verified');
  const next = admission.kind === 'admitted' ? 'seat' : admission.kind;
  // Without lists there is nothing to spell as a list does: the form's words stand.
  const spelled = read.pickLists == null ? {} : { picks: picks.value };
  return accept({ key: key.value, email, customerId, next, ...spelled });
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

/**
 * How long a registration holds its account's turn: longer than a call may run, so a holder still
 * running is never overtaken, and a holder that died gives way after it.
 */
export const REGISTERING_LEASE_MS = 90_000;

/**
 * A registration takes its account's turn in a transaction on it (users/{key}/registering) before
 * its claims: a second try of the account that finds the turn held answers "under way" at once
 * (the app asks again shortly) and takes no seat, instead of waiting inside the call. A turn whose
 * time ran out was left by a try that died, and the next try takes it over; the seat and registrant
 * marks (registration-seats.ts) then let it finish that try's work without counting anything twice.
 */
export const decideRegistering = (
  heldUntil: number | null,
  now: number,
): Claim<'go' | 'under-way', number> =>
  heldUntil !== null && heldUntil > now
    ? accept('under-way' as const)
    : claim(now + REGISTERING_LEASE_MS, accept('go' as const));

/**
 * A finished profile (a public id is the last thing a registration writes) of the account the
 * caller's uid already holds: a registration that finds one answers it as the duplicate, before
 * any policy or claim.
 */
export const finishedProfile = (user: UserMetadata | null): UserMetadata | null =>
  user?.publicId === undefined ? null : user;

/**
 * Then the key (the email) is claimed for the uid, so two accounts never share a profile; an
 * address another account holds is the spec's duplicate user, and the uid claim is released.
 */
export const claimProfile = (currentUid: string | null, uid: string): Claim<true, string> => {
  if (currentUid === null) return claim(uid, accept(true));
  if (currentUid === uid) return accept(true);
  return refuse('duplicate-user', undefined, new WriteSet().remove(userNodes.byUid(uid)));
};
