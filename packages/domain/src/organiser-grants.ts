import { type Actor, addAudit } from './audit.ts';
import {
  formatOrganiserClaim,
  isOrganiser,
  mayOrganise,
  type OrganiserScope,
  type OrganiserTarget,
} from './organiser.ts';
import { decideClaimsFit } from './organiser-claim-size.ts';
import { claimScope, entryFor, grantedEvents } from './organiser-entry.ts';
import { accept, type Claim, type Context, claim, type Plan, refuse, WriteSet } from './plan.ts';
import { type AuditScope, type OrganiserEntry, organiserNodes } from './store/organisers.ts';
import { userNodes } from './store/users.ts';

export type OrganiserGrant = {
  readonly grant: boolean;
  readonly all?: boolean | undefined;
  readonly events?: readonly string[] | undefined;
  readonly customers?: readonly string[] | undefined;
};

/** What is read of a user's rights for a grant, a revoke or a removal. */
export type HoldingsRead = {
  /** The company of each event named or held (and of the user's own event). */
  readonly eventCustomers: Readonly<Record<string, string | undefined>>;
  /** The events of each company named or held. */
  readonly customerEvents: Readonly<Record<string, readonly string[]>>;
  /** The organisers index entry's own events, when it records them (older entries do not). */
  readonly grantedEvents?: readonly string[] | undefined;
  /** The account's custom claims now (the organiser claim among them), for the size limit. */
  readonly claims?: Readonly<Record<string, unknown>> | undefined;
};

/** Whether the granter runs everything `current` holds: what taking all of it away needs. */
const runsAllHeld = (
  granter: OrganiserScope,
  current: OrganiserScope,
  held: ReadonlySet<string>,
  eventCustomers: HoldingsRead['eventCustomers'],
): boolean =>
  (!current.all || granter.all) &&
  [...held].every((eventId) =>
    mayOrganise(granter, { kind: 'event', eventId, customerId: eventCustomers[eventId] }),
  ) &&
  [...current.customers].every((customerId) =>
    mayOrganise(granter, { kind: 'company', customerId }),
  );

/**
 * Removing a user deletes their account and every right it holds: only an organiser who runs all
 * of those may (the test of a revoke of everything), so no one removes a higher organiser.
 */
export const decideUserRemoval = (
  remover: OrganiserScope,
  current: OrganiserScope,
  read: HoldingsRead,
): Plan<true> =>
  runsAllHeld(
    remover,
    current,
    grantedEvents(current, read.grantedEvents, read.customerEvents),
    read.eventCustomers,
  )
    ? accept(true)
    : refuse('not-admin');

/**
 * Granting or revoking: the granter must run everything they hand out (only an organiser of every
 * event grants `*`); a company brings its events along. A revoke that names nothing revokes
 * everything the user holds, so the granter must run all of it; when the user holds nothing, the
 * granter must run the user's event, where it is recorded. The result is the new claim (refused
 * when it would not fit in a sign-in token) and the profile mirror; the organisers index and the
 * audit log (one entry per event, company or the deployment touched, or the user's own event when
 * none is) go in the same plan: every organiser action leaves an entry, a change or not.
 */
export const decideOrganiserGrant = (
  granter: OrganiserScope,
  current: OrganiserScope,
  change: OrganiserGrant,
  read: HoldingsRead,
  user: {
    readonly key: string | null;
    readonly uid: string;
    readonly name?: string | undefined;
    readonly email?: string | undefined;
    /** The user's own event: where a change that names no event or company is recorded. */
    readonly eventId?: string | undefined;
  },
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Plan<{ readonly claim: string | null; readonly isAdmin: boolean }> => {
  const events = change.events ?? [];
  const customers = change.customers ?? [];
  // `|` separates the ids in the claim: an id holding one could smuggle in another right.
  if ([...events, ...customers].some((id) => id.includes('|') || id.includes(':')))
    return refuse('invalid-argument');
  const held = grantedEvents(current, read.grantedEvents, read.customerEvents);
  const revokeAll = !change.grant && change.all !== true && events.length + customers.length === 0;
  if (change.grant && change.all !== true && events.length + customers.length === 0)
    return refuse('invalid-argument');
  const named: AuditScope[] = revokeAll
    ? [
        ...(current.all ? [{ kind: 'deployment' } as const] : []),
        ...[...held].sort().map((id): AuditScope => ({ kind: 'event', id })),
        ...[...current.customers].sort().map((id): AuditScope => ({ kind: 'company', id })),
      ]
    : change.all === true
      ? [{ kind: 'deployment' }]
      : [
          ...events.map((id): AuditScope => ({ kind: 'event', id })),
          ...customers.map((id): AuditScope => ({ kind: 'company', id })),
        ];
  const fallback: OrganiserTarget =
    user.eventId === undefined
      ? { kind: 'deployment' }
      : { kind: 'event', eventId: user.eventId, customerId: read.eventCustomers[user.eventId] };
  const mayEvent = (eventId: string) =>
    mayOrganise(granter, { kind: 'event', eventId, customerId: read.eventCustomers[eventId] });
  const mayCompany = (customerId: string) => mayOrganise(granter, { kind: 'company', customerId });
  // A user the granter has no reach over (not of an event they run, holding nothing they run) is
  // answered as a key nobody registered is (decideUserLookup): not-admin, nothing written.
  const reaches =
    user.eventId === undefined ||
    granter.all ||
    mayOrganise(granter, fallback) ||
    [...current.customers].some(mayCompany) ||
    [...held].some(mayEvent);
  const allowed =
    isOrganiser(granter) &&
    reaches &&
    (revokeAll
      ? runsAllHeld(granter, current, held, read.eventCustomers) &&
        // Nothing held: the revoke is only recorded, in the user's event, which the granter runs.
        (named.length > 0 || mayOrganise(granter, fallback))
      : (change.all !== true || granter.all) &&
        events.every(mayEvent) &&
        customers.every(mayCompany));
  if (!allowed) return refuse('not-admin');
  const next = {
    all: revokeAll ? false : change.all === true ? change.grant : current.all,
    events: revokeAll ? new Set<string>() : new Set(held),
    customers: revokeAll ? new Set<string>() : new Set(current.customers),
  };
  for (const eventId of events)
    change.grant ? next.events.add(eventId) : next.events.delete(eventId);
  for (const customerId of customers)
    change.grant ? next.customers.add(customerId) : next.customers.delete(customerId);
  const claim = formatOrganiserClaim(claimScope(next, read.customerEvents));
  const fits = decideClaimsFit([{ claims: read.claims ?? {}, claim }]);
  if (!fits.ok) return fits;
  const before = formatOrganiserClaim(current);
  const writes = new WriteSet();
  if (user.key !== null) writes.set(userNodes.field(user.key, 'isAdmin'), claim !== null);
  writes.set(organiserNodes.organiser(user.uid), entryFor(claim, next.events, user));
  const fallbackScope: AuditScope =
    fallback.kind === 'event' ? { kind: 'event', id: fallback.eventId } : { kind: 'deployment' };
  for (const scope of named.length === 0 ? [fallbackScope] : named)
    addAudit(
      writes,
      scope,
      actor,
      {
        action: 'organiser.set',
        target: user.key ?? `uid:${user.uid}`,
        before: { organiser: before },
        after: { organiser: claim },
      },
      ctx,
    );
  return accept({ claim, isAdmin: claim !== null }, writes);
};

/** JSON with its keys sorted, so two reads of one stored value compare equal. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );

/** What a change of a user's rights answers once its transaction has run. */
export type RightsChange<T> =
  | { readonly stale: true }
  | { readonly stale: false; readonly value: T; readonly claim: string | null | undefined };

/**
 * A change of a user's organiser rights, decided on their index entry as read (`read`), where the
 * rights live, committed in a transaction on that entry: while the entry stored is still the one
 * read, the plan's new entry is written there and its other writes (the profile mirror, the audit)
 * follow, answering the claim written (undefined when the plan leaves the entry alone). When
 * another change landed first, nothing is written and the answer is `stale`: the change is decided
 * again on what that one left, so two at once never write back what the other took away, and
 * neither waits for the other. A refusal is committed as it is.
 */
export const claimOrganiserEntry = <T>(
  stored: OrganiserEntry | null,
  read: OrganiserEntry | null,
  uid: string,
  plan: Plan<T>,
): Claim<RightsChange<T>, OrganiserEntry> => {
  if (!plan.ok) return plan;
  if (canonical(stored) !== canonical(read)) return accept({ stale: true });
  const path = organiserNodes.organiser(uid);
  const { [path]: entry, ...sets } = plan.writes.sets;
  const writes = { sets, increments: plan.writes.increments };
  if (!Object.hasOwn(plan.writes.sets, path))
    return accept({ stale: false, value: plan.value, claim: undefined }, writes);
  const next = (entry ?? null) as OrganiserEntry | null;
  return claim(
    next,
    accept({ stale: false, value: plan.value, claim: next?.claim ?? null }, writes),
  );
};
