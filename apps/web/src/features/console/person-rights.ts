import { parseOrganiserClaim } from '@engage/domain/organiser';
import type { OrganiserEntry } from '@engage/domain/store/organisers';

/**
 * A person's organiser rights as their page offers to change them: over every event, over their
 * event (granted on its own, or only through the customer company that runs it), over that company.
 */
export type PersonRights = {
  readonly all: boolean;
  readonly event: 'own' | 'company' | 'none';
  readonly customer: boolean;
};

/**
 * From the person's organisers index entry (none: no rights). An event is theirs on its own when
 * the entry records it so; an older entry records no events, and then an event of a company they
 * hold counts as the company's (as the grants read it, organiser-entry.ts).
 */
export const personRights = (
  entry: OrganiserEntry | null,
  eventId: string,
  customerId: string,
): PersonRights => {
  const scope = parseOrganiserClaim(entry?.claim);
  const customer = customerId !== '' && scope.customers.has(customerId);
  const own =
    entry?.events === undefined
      ? scope.events.has(eventId) && !customer
      : entry.events[eventId] === true;
  return {
    all: scope.all,
    event: own ? 'own' : customer || scope.events.has(eventId) ? 'company' : 'none',
    customer,
  };
};

export type OrganiserTarget = { readonly events: string[] } | { readonly customers: string[] };
type OfferedChange = { readonly target: OrganiserTarget; readonly grant: boolean };

/**
 * The organiser rights changes a person's page offers: for their event and (where the organiser's
 * own rights reach it, `customerId` given) its company, only the one that applies to what they
 * hold; nothing for a person of every event, and no event change where the event comes with the
 * company. Rights not read yet offer nothing; rights the rules do not let the organiser read
 * offer both ways, as before (the server decides either way).
 */
export const offeredChanges = (
  held: PersonRights | 'loading' | 'unreadable',
  eventId: string,
  customerId: string | undefined,
): OfferedChange[] => {
  if (held === 'loading') return [];
  const event = { events: [eventId] };
  const company = customerId === undefined ? [] : [{ customers: [customerId] }];
  if (held === 'unreadable')
    return [true, false].flatMap((grant) =>
      [event, ...company].map((target) => ({ target, grant })),
    );
  if (held.all) return [];
  return [
    ...(held.event === 'company' ? [] : [{ target: event, grant: held.event === 'none' }]),
    ...company.map((target) => ({ target, grant: !held.customer })),
  ];
};
