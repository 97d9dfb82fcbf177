import { type Actor, addAudit } from './audit.ts';
import { type AuditScope, dbPaths } from './paths.ts';
import { accept, type Context, type Plan, refuse, WriteSet } from './plan.ts';

/**
 * Organiser rights live in one place: the `organiser` custom claim of the account, which the
 * functions read from the verified ID token, the database rules as `auth.token.organiser` and the
 * storage rules as `request.auth.token.organiser`. It is `*` for an organiser of every event
 * (the deployment's first organiser), or a list `|e:{event}|c:{company}|…|` of the events and
 * customer companies they run; a company's events are listed too, for the storage rules, which
 * cannot look an event's company up. One callable (adminSetOrganiser) sets it, with the profile's
 * isAdmin flag (spec section 3) as its mirror for display.
 */
export type OrganiserScope = {
  readonly all: boolean;
  readonly events: ReadonlySet<string>;
  readonly customers: ReadonlySet<string>;
};

export const NO_SCOPE: OrganiserScope = { all: false, events: new Set(), customers: new Set() };

export const parseOrganiserClaim = (claim: unknown): OrganiserScope => {
  if (claim === '*') return { all: true, events: new Set(), customers: new Set() };
  if (typeof claim !== 'string') return NO_SCOPE;
  const events = new Set<string>();
  const customers = new Set<string>();
  for (const item of claim.split('|')) {
    if (item.startsWith('e:')) events.add(item.slice(2));
    if (item.startsWith('c:')) customers.add(item.slice(2));
  }
  return { all: false, events, customers };
};

export const formatOrganiserClaim = (scope: OrganiserScope): string | null => {
  if (scope.all) return '*';
  const items = [
    ...[...scope.events].sort().map((id) => `e:${id}`),
    ...[...scope.customers].sort().map((id) => `c:${id}`),
  ];
  return items.length === 0 ? null : `|${items.join('|')}|`;
};

/** Any right at all: only someone who organises something may grant rights. */
const isOrganiser = (scope: OrganiserScope): boolean =>
  scope.all || scope.events.size > 0 || scope.customers.size > 0;

/** What an organiser action is about: an event (with its company), a company, or everything. */
export type OrganiserTarget =
  | { readonly kind: 'event'; readonly eventId: string; readonly customerId?: string | undefined }
  | { readonly kind: 'company'; readonly customerId: string }
  | { readonly kind: 'deployment' };

export const mayOrganise = (scope: OrganiserScope, target: OrganiserTarget): boolean => {
  if (scope.all) return true;
  if (target.kind === 'deployment') return false;
  if (target.kind === 'company') return scope.customers.has(target.customerId);
  return (
    scope.events.has(target.eventId) ||
    (target.customerId !== undefined && scope.customers.has(target.customerId))
  );
};

/** The server's check before every organiser action: refused with not-admin, nothing written. */
export const decideOrganiser = (scope: OrganiserScope, target: OrganiserTarget): Plan<true> =>
  mayOrganise(scope, target) ? accept(true) : refuse('not-admin');

export type OrganiserGrant = {
  readonly grant: boolean;
  readonly all?: boolean | undefined;
  readonly events?: readonly string[] | undefined;
  readonly customers?: readonly string[] | undefined;
};

/** The organisers index entry: who holds which claim, for the console and for new events. */
export type OrganiserEntry = {
  readonly claim: string;
  readonly key?: string;
  readonly name?: string;
  readonly email?: string;
};

/**
 * Granting or revoking: the granter must run everything they hand out (only an organiser of every
 * event grants `*`); a company brings its events along. The result is the new claim and the
 * profile mirror; the organisers index and the audit log (one entry per event, company or the
 * deployment touched) go in the same plan.
 */
export const decideOrganiserGrant = (
  granter: OrganiserScope,
  current: OrganiserScope,
  change: OrganiserGrant,
  read: {
    readonly eventCustomers: Readonly<Record<string, string | undefined>>;
    readonly customerEvents: Readonly<Record<string, readonly string[]>>;
  },
  user: {
    readonly key: string | null;
    readonly uid: string;
    readonly name?: string | undefined;
    readonly email?: string | undefined;
  },
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Plan<{ readonly claim: string | null; readonly isAdmin: boolean }> => {
  const events = change.events ?? [];
  const customers = change.customers ?? [];
  // `|` separates the ids in the claim: an id holding one could smuggle in another right.
  if ([...events, ...customers].some((id) => id.includes('|') || id.includes(':')))
    return refuse('invalid-argument');
  const allowed =
    isOrganiser(granter) &&
    (change.all !== true || granter.all) &&
    events.every((eventId) =>
      mayOrganise(granter, { kind: 'event', eventId, customerId: read.eventCustomers[eventId] }),
    ) &&
    customers.every((customerId) => mayOrganise(granter, { kind: 'company', customerId }));
  if (!allowed) return refuse('not-admin');
  const withCompanyEvents = [
    ...events,
    ...customers.flatMap((customerId) => read.customerEvents[customerId] ?? []),
  ];
  const next = {
    all: change.all === true ? change.grant : current.all,
    events: new Set(current.events),
    customers: new Set(current.customers),
  };
  for (const eventId of withCompanyEvents)
    change.grant ? next.events.add(eventId) : next.events.delete(eventId);
  for (const customerId of customers)
    change.grant ? next.customers.add(customerId) : next.customers.delete(customerId);
  const claim = formatOrganiserClaim(next);
  const before = formatOrganiserClaim(current);
  const writes = new WriteSet();
  if (user.key !== null) writes.set(dbPaths.userField(user.key, 'isAdmin'), claim !== null);
  const entry: OrganiserEntry | null =
    claim === null
      ? null
      : {
          claim,
          ...(user.key === null ? {} : { key: user.key }),
          ...(user.name === undefined ? {} : { name: user.name }),
          ...(user.email === undefined ? {} : { email: user.email }),
        };
  writes.set(dbPaths.organiser(user.uid), entry);
  const scopes: AuditScope[] =
    change.all === true
      ? [{ kind: 'deployment' }]
      : [
          ...events.map((id): AuditScope => ({ kind: 'event', id })),
          ...customers.map((id): AuditScope => ({ kind: 'company', id })),
        ];
  for (const scope of scopes)
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

/**
 * A new event of a company reaches the claims of that company's organisers (the storage rules,
 * which cannot look an event's company up, read the events from the claim): each organiser of
 * the company who lacks the event gets it, in the claim and in the index.
 */
export const planClaimsForNewEvent = (
  organisers: Readonly<Record<string, OrganiserEntry>>,
  customerId: string,
  eventId: string,
): Plan<{ readonly claims: Readonly<Record<string, string>> }> => {
  const claims: Record<string, string> = {};
  const writes = new WriteSet();
  for (const [uid, entry] of Object.entries(organisers)) {
    const scope = parseOrganiserClaim(entry.claim);
    if (scope.all || !scope.customers.has(customerId) || scope.events.has(eventId)) continue;
    // Never null: the claim holds at least the new event.
    const claim =
      formatOrganiserClaim({ ...scope, events: new Set([...scope.events, eventId]) }) ?? '';
    claims[uid] = claim;
    writes.set(dbPaths.organiserClaim(uid), claim);
  }
  return accept({ claims }, writes);
};
