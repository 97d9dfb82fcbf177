import type { OrganiserScope } from './organiser.ts';

/** Fixtures of the organiser plans' tables: a scope of rights, as a parsed claim holds it. */
export const scope = (
  events: string[] = [],
  customers: string[] = [],
  all = false,
): OrganiserScope => ({
  all,
  events: new Set(events),
  customers: new Set(customers),
});

/** The deployment's organiser: every event and company. */
export const EVERYTHING = scope([], [], true);
