import { type Actor, addAudit, changedFields } from './audit.ts';
import type { SetAdmissionInput } from './inputs-console.ts';
import {
  accept,
  type Claim,
  type Context,
  claim,
  type Plan,
  type Refused,
  refuse,
  refuseField,
  WriteSet,
} from './plan.ts';
import { type AdmissionPolicy, type Application, organiserNodes } from './store/organisers.ts';

/**
 * Who a company seats. A verified address alone takes no seat: the company admits by its invitation
 * code, by addresses at its allowed email domains, or by an organiser's approval, and an address
 * none of these admits is refused. A company that stored no policy admits by its code alone.
 */
export const DEFAULT_ADMISSION: AdmissionPolicy = { code: true };

/** How an address was admitted, or what its registration waits for. */
export type Admission =
  | { readonly kind: 'admitted'; readonly by: 'code' | 'domain' | 'approval' }
  /** The company admits by approval and has no application of this account yet. */
  | { readonly kind: 'apply' }
  | { readonly kind: 'pending' };

/** The part of an address after its last `@`, lowercased: what allowed domains are matched to. */
export const emailDomain = (email: string): string =>
  email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * The company's policy applied to one registrant. A code that is given must be the company's (and
 * the company must admit by code): a wrong one is said to be wrong, naming the field, even where
 * the address would be admitted otherwise. Then the code, the address's domain, or an approved
 * application admits; a declined application is refused; in approval mode the registrant applies,
 * or waits on the application they made.
 */
export const decideAdmission = (
  policy: AdmissionPolicy | null | undefined,
  formId: string | undefined,
  registrant: {
    readonly email: string;
    readonly invitationCode?: string | undefined;
    readonly application: Pick<Application, 'state'> | null;
  },
): Admission | Refused => {
  const admission = policy ?? DEFAULT_ADMISSION;
  const code = registrant.invitationCode;
  if (code !== undefined) {
    if (admission.code !== true || formId === undefined || formId === '' || code !== formId)
      return refuseField('invalid-invitation-code', 'invitationCode', 'not this company’s code');
    return { kind: 'admitted', by: 'code' };
  }
  if ((admission.domains ?? []).includes(emailDomain(registrant.email)))
    return { kind: 'admitted', by: 'domain' };
  if (admission.approval === true) {
    const state = registrant.application?.state;
    if (state === 'approved') return { kind: 'admitted', by: 'approval' };
    if (state === 'declined') return refuse('registration-declined');
    return state === 'pending' ? { kind: 'pending' } : { kind: 'apply' };
  }
  return refuseField(
    'not-admitted',
    admission.code === true ? 'invitationCode' : 'email',
    'the company admits this address by none of its ways',
  );
};

/**
 * A registrant of a company that admits by approval applies, in a transaction on their
 * application: the first try writes it pending, and a second finds it and writes nothing. The
 * answer is the application's state as it stands.
 */
export const planApplication = (
  current: Application | null,
  who: {
    readonly key: string;
    readonly name: string;
    readonly email: string;
    readonly eventId: string;
  },
  now: number,
): Claim<{ readonly state: Application['state'] }, Application> => {
  if (current !== null) return accept({ state: current.state });
  // A transaction's value carries the clock it was decided by (a claim stores the stored shape).
  const application = { ...who, state: 'pending' as const, at: now };
  return claim(application, accept({ state: 'pending' as const }));
};

/**
 * An organiser approves or declines a registrant's application, in a transaction on it: only one
 * there may be decided, and deciding it again the same way changes nothing (a double tap). An
 * approval holds a seat, taken first in the company's seat transaction (reserveApprovalSeat): its
 * ticket, `seat`, is kept on the application, and the approved registrant's app, listening to the
 * application, then finishes the registration in that seat. A decline of an approved application
 * answers the seat it held (`freed`), for the handler to give back. Audited under the company.
 */
export const decideApplication = (
  current: Application | null,
  target: { readonly customerId: string; readonly uid: string },
  approve: boolean,
  actor: Actor,
  ctx: Pick<Context, 'newId' | 'now'>,
  seat?: string,
): Claim<{ readonly state: Application['state']; readonly freed?: string }, Application> => {
  if (current === null) return refuse('not-found', 'application');
  const state = approve ? ('approved' as const) : ('declined' as const);
  if (current.state === state) return accept({ state });
  const writes = new WriteSet();
  addAudit(
    writes,
    { kind: 'company', id: target.customerId },
    actor,
    {
      action: approve ? 'seat.approve' : 'seat.decline',
      target: current.key,
      before: { state: current.state },
      after: { state, email: current.email, eventId: current.eventId },
    },
    ctx,
  );
  const { seat: held, ...rest } = current;
  const decided = { ...rest, state, decidedBy: actor.by, decidedAt: ctx.now };
  if (approve)
    return claim(seat === undefined ? decided : { ...decided, seat }, accept({ state }, writes));
  return claim(decided, accept(held === undefined ? { state } : { state, freed: held }, writes));
};

/**
 * A company's organisers set how its seats are taken. The domains are kept lowercase, each once;
 * the code mode needs the company's invitation code to exist, or it would admit nobody by it.
 */
export const planAdmission = (
  company: { readonly name?: string; readonly formId?: string } | null,
  before: AdmissionPolicy | null,
  input: SetAdmissionInput,
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Plan<AdmissionPolicy> => {
  if (company?.name === undefined) return refuse('not-found', 'company');
  if (input.code && (company.formId ?? '') === '')
    return refuseField(
      'invalid-argument',
      'code',
      'the company has no invitation code to admit by',
    );
  const domains = [...new Set(input.domains.map((domain) => domain.toLowerCase()))];
  const policy: AdmissionPolicy = { code: input.code, domains, approval: input.approval };
  const writes = new WriteSet().set(organiserNodes.admission(input.customerId), policy);
  addAudit(
    writes,
    { kind: 'company', id: input.customerId },
    actor,
    {
      action: 'company.admission',
      target: input.customerId,
      ...changedFields(before ?? DEFAULT_ADMISSION, policy),
    },
    ctx,
  );
  return accept(policy, writes);
};
