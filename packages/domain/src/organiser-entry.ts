import { formatOrganiserClaim, type OrganiserScope, parseOrganiserClaim } from './organiser.ts';
import { type Accepted, accept, type Plan, WriteSet } from './plan.ts';
import { type OrganiserEntry, organiserNodes } from './store/organisers.ts';

/*
 * How an organiser's claim and index entry follow from the rights they hold: the claim carries
 * every event (granted on its own or run by a held company), the entry records which events were
 * granted on their own, and both follow an event that moves between companies.
 */

/** The rights as granted: everything, events on their own, companies (each with its events). */
type Grants = {
  readonly all: boolean;
  readonly events: ReadonlySet<string>;
  readonly customers: ReadonlySet<string>;
};

/** The claim follows from the grants and from which events each company runs now. */
export const claimScope = (
  grants: Grants,
  customerEvents: Readonly<Record<string, readonly string[]>>,
): OrganiserScope => ({
  all: grants.all,
  events: new Set([
    ...grants.events,
    ...[...grants.customers].flatMap((customerId) => customerEvents[customerId] ?? []),
  ]),
  customers: grants.customers,
});

/** The events granted on their own: as recorded, or (older entries) those of no held company. */
export const grantedEvents = (
  scope: OrganiserScope,
  recorded: readonly string[] | undefined,
  customerEvents: Readonly<Record<string, readonly string[]>>,
): Set<string> => {
  if (recorded !== undefined) return new Set(recorded);
  const viaCompany = new Set(
    [...scope.customers].flatMap((customerId) => customerEvents[customerId] ?? []),
  );
  return new Set([...scope.events].filter((eventId) => !viaCompany.has(eventId)));
};

export const entryFor = (
  claim: string | null,
  events: ReadonlySet<string>,
  user: {
    readonly key: string | null;
    readonly name?: string | undefined;
    readonly email?: string | undefined;
  },
): OrganiserEntry | null =>
  claim === null
    ? null
    : {
        claim,
        ...(events.size === 0
          ? {}
          : { events: Object.fromEntries([...events].sort().map((id) => [id, true as const])) }),
        ...(user.key === null ? {} : { key: user.key }),
        ...(user.name === undefined ? {} : { name: user.name }),
        ...(user.email === undefined ? {} : { email: user.email }),
      };

/**
 * An event that joins a company (new, or moved from another) follows in its organisers' claims
 * (the storage rules, which cannot look an event's company up, read the events from the claim):
 * the new company's organisers gain it, and the old company's lose it unless it was granted to
 * them on its own. The claim changes in the index here; the caller sets it on each account. It
 * never refuses, so the caller can also ask it first which organisers the move touches.
 */
export const planClaimsForEventCompany = (
  organisers: Readonly<Record<string, OrganiserEntry>>,
  eventId: string,
  move: { readonly from: string | undefined; readonly to: string },
): Accepted<{ readonly claims: Readonly<Record<string, string | null>> }> => {
  const claims: Record<string, string | null> = {};
  const writes = new WriteSet();
  for (const [uid, entry] of Object.entries(organisers)) {
    const scope = parseOrganiserClaim(entry.claim);
    if (scope.all) continue;
    const own =
      entry.events === undefined
        ? scope.events.has(eventId) && !(move.from !== undefined && scope.customers.has(move.from))
        : entry.events[eventId] === true;
    const keeps = own || scope.customers.has(move.to);
    if (keeps === scope.events.has(eventId)) continue;
    const events = new Set(scope.events);
    keeps ? events.add(eventId) : events.delete(eventId);
    const claim = formatOrganiserClaim({ ...scope, events });
    claims[uid] = claim;
    // No right left: the entry goes, as a revoke of everything would take it.
    claim === null
      ? writes.set(organiserNodes.organiser(uid), null)
      : writes.set(organiserNodes.claim(uid), claim);
  }
  return accept({ claims }, writes);
};

/**
 * One organiser's index entry after the moves of an event between companies
 * (planClaimsForEventCompany, one move after another): the new entry, or none when no right is
 * left; the entry is left alone when the moves change nothing of it.
 */
export const planFollowedEntry = (
  uid: string,
  entry: OrganiserEntry | null,
  eventId: string,
  moves: readonly { readonly from: string | undefined; readonly to: string }[],
): Plan<true> => {
  let current = entry;
  for (const move of moves) {
    if (current === null) break;
    const followed = planClaimsForEventCompany({ [uid]: current }, eventId, move).value.claims[uid];
    if (followed !== undefined)
      current = followed === null ? null : { ...current, claim: followed };
  }
  return current === entry
    ? accept(true)
    : accept(true, new WriteSet().set(organiserNodes.organiser(uid), current));
};
