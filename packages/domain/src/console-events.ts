import { type Actor, addAudit, changedFields } from './audit.ts';
import { TEAM_COLORS, type TeamName } from './colors.ts';
import { mayOrganise, type OrganiserScope, type OrganiserTarget } from './organiser.ts';
import { accept, type Claim, type Context, claim, type Plan, refuse, WriteSet } from './plan.ts';
import {
  type EventDraft,
  type EventMetadata,
  eventNodes,
  type StoredEvent,
} from './store/events.ts';
import type { AuditScope, CompanyIndex } from './store/organisers.ts';

/**
 * The rights an event write needs, from the caller's organiser scope (their claim as Auth holds it
 * now): creating an event needs rights over its customer company, editing one rights over the
 * event (through its grant or its company); a write that gives the event another company needs
 * rights over both companies, not only a grant of the event. `from` is the company the event's
 * metadata holds, undefined for a new event (or a create that died before it stored one).
 */
export const decideEventWriteRights = (
  scope: OrganiserScope,
  write: {
    readonly eventId: string;
    readonly create: boolean;
    readonly exists: boolean;
    readonly from: string | undefined;
    readonly to: string;
  },
): Plan<true> => {
  const { eventId, from, to } = write;
  const targets: OrganiserTarget[] = [
    write.create || !write.exists
      ? { kind: 'company', customerId: to }
      : { kind: 'event', eventId, customerId: from },
  ];
  if (from !== to) {
    if (from !== undefined) targets.push({ kind: 'company', customerId: from });
    targets.push({ kind: 'company', customerId: to });
  }
  return targets.every((target) => mayOrganise(scope, target)) ? accept(true) : refuse('not-admin');
};

export type EventWrite = {
  readonly eventId: string;
  readonly create: boolean;
  readonly event: EventDraft;
  readonly teams: readonly TeamName[];
};

/**
 * The fields an event write sets one by one, after its metadata transaction. The company
 * (customerId) is not among them: it is stored only in that transaction (claimEventWrite), or an
 * edit decided before a concurrent move would write the old company back after it.
 */
const DRAFT_FIELDS = [
  'name',
  'startsAt',
  'endsAt',
  'venue',
  'description',
  'mode',
  'longLivedQr',
  'timeZone',
] as const;

/**
 * The teams an edit takes away from a stored event: the ones whose members (profiles, search
 * rows) and team board entry would be left naming a team the event no longer has.
 */
export const removedTeams = (
  existing: StoredEvent | null,
  teams: readonly TeamName[],
): readonly string[] =>
  Object.keys(existing?.teams ?? {}).filter((team) => !teams.some((t) => t === team));

/**
 * What is read of a team an edit would remove: whether a row of the event's people index names it
 * (registration writes one per attendee, removal takes it away), and whether it has a board entry.
 */
export type TeamRead = {
  readonly team: string;
  readonly named: boolean;
  readonly onBoard: boolean;
};

/**
 * Of the teams read, the ones with members: someone's profile names the team, or the team has
 * scored (its points stay with it, on its board entry).
 */
export const teamsWithMembers = (teams: readonly TeamRead[]): readonly string[] =>
  teams.filter((read) => read.named || read.onBoard).map((read) => read.team);

/** What an event write reads besides the event: its company, and which of its teams have members. */
type EventWriteContext = {
  readonly companyExists: boolean;
  /** Of the teams the edit removes (removedTeams), the ones someone is on or has scored for. */
  readonly teamsWithMembers: readonly string[];
};

/**
 * An event's teams node: each team with its colour (spec section 9), and the name its organisers
 * gave it where the event already has it (team-edit.ts), else the key's own.
 */
export const teamsNode = (teams: readonly TeamName[], stored?: StoredEvent['teams']) =>
  Object.fromEntries(
    teams.map((key) => [
      key,
      {
        name: (stored && Object.hasOwn(stored, key) ? stored[key]?.name : undefined) ?? key,
        color: TEAM_COLORS[key],
      },
    ]),
  );

/**
 * Creating or editing an event: its fields one by one (so the registrant counter survives an
 * edit) but its company, which claimEventWrite stores on the metadata itself, and its teams with
 * the spec's colours. A moved event (only while nobody has registered) leaves the old company for
 * the new; the companies' events and eventTotal follow afterwards from the stored company
 * (companyIndexEntry), not from this plan, which may land after a later move. A team with members
 * stays: removing it would leave them, and its board, on a team the event does not have. A
 * metadata node holding no name is a create that died after its transaction: creating again
 * completes it (editing it still finds no event).
 */
export const decideEventWrite = (
  existing: StoredEvent | null,
  read: EventWriteContext,
  input: EventWrite,
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Plan<{ readonly eventId: string }> => {
  const { eventId, event } = input;
  const found = existing?.metadata?.name !== undefined;
  // Only a create that died after its transaction leaves a node without name or teams.
  const bare = !found && existing?.teams === undefined;
  if (input.create && !bare) return refuse('event-exists');
  if (!input.create && !found) return refuse('not-found', 'event');
  if (!read.companyExists) return refuse('not-found', 'company');
  const previous = existing?.metadata?.customerId;
  // Registrants hold seats of the company they registered under: an event that has any keeps its
  // company, or the seats would stay counted where they are no longer used and two companies'
  // organisers could pool their limits by moving an event back and forth.
  if (
    !input.create &&
    previous !== undefined &&
    previous !== event.customerId &&
    (existing?.metadata?.registrants ?? 0) > 0
  )
    return refuse('illegal-transition', 'an event with registrants stays with its company');
  const removed = removedTeams(existing, input.teams);
  if (read.teamsWithMembers.some((team) => removed.includes(team)))
    return refuse('illegal-transition', 'a team with members stays');
  const writes = new WriteSet();
  for (const field of DRAFT_FIELDS)
    writes.set(eventNodes.field(eventId, field), event[field] ?? null);
  if (input.create) writes.set(eventNodes.registrants(eventId), 0);
  writes.set(eventNodes.teams(eventId), teamsNode(input.teams, existing?.teams));
  const before = {
    ...existing?.metadata,
    teams: Object.keys(existing?.teams ?? {}).sort(),
  };
  const { registrants: _counter, registering: _marks, ...was } = before;
  const diff = changedFields(input.create ? null : was, {
    ...event,
    teams: [...input.teams].sort(),
  });
  const record = {
    action: input.create ? 'event.create' : 'event.update',
    target: eventId,
    ...diff,
  } as const;
  // A move is also recorded in both companies' logs: the event's own log is read through its
  // company, so the company it left would otherwise keep no trace of losing it.
  const moved = !input.create && previous !== undefined && previous !== event.customerId;
  const scopes: AuditScope[] = [
    { kind: 'event', id: eventId },
    ...(moved
      ? [
          { kind: 'company', id: previous } as const,
          { kind: 'company', id: event.customerId } as const,
        ]
      : []),
  ];
  for (const scope of scopes) addAudit(writes, scope, actor, record, ctx);
  return accept({ eventId }, writes);
};

/**
 * decideEventWrite, decided in a transaction on the event's metadata, the node where each
 * registration counts itself only while the event is still with the company it took a seat in
 * (claimRegistrant). A new or moved event's company is stored there in the same step that saw no
 * registrant, so a registration cannot land between the check and the move and leave its seat
 * counted under the company the event left. `existing` is the event as read before (its teams, and
 * the company the caller's rights were checked against): an event that changed company since is
 * refused, to be tried again. The company is written nowhere else: the plan's later writes leave
 * it alone, so an edit that passed this step before a move cannot undo the move afterwards.
 */
export const claimEventWrite = (
  metadata: StoredEvent['metadata'] | null,
  existing: StoredEvent | null,
  read: EventWriteContext,
  input: EventWrite,
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Claim<{ readonly eventId: string }, EventMetadata> => {
  const current =
    existing === null && metadata === null
      ? null
      : { ...existing, metadata: metadata ?? undefined };
  const plan = decideEventWrite(current, read, input, actor, ctx);
  if (!plan.ok) return plan;
  if (metadata?.customerId !== existing?.metadata?.customerId)
    return refuse('illegal-transition', 'the event changed company meanwhile: try again');
  return metadata?.customerId === input.event.customerId
    ? plan
    : claim({ ...metadata, customerId: input.event.customerId }, plan);
};

/**
 * The companies that list the event in their metadata but are not the one it is with now: the
 * ones a move, or a write that died half way, left listing it. Read from the companies as stored.
 */
export const companiesToUnlist = (
  companies: Readonly<Record<string, { readonly metadata?: CompanyIndex }>> | null,
  eventId: string,
  current: string,
): readonly string[] =>
  Object.entries(companies ?? {})
    .filter(([id, company]) => id !== current && company.metadata?.events?.[eventId] === true)
    .map(([id]) => id);

/**
 * A company's metadata with the event listed or not, as the event's stored company says, decided
 * in a transaction there: eventTotal moves only when the entry flips, so a retry or a second sync
 * of the same event counts nothing again. Undefined when nothing changes (or the company is gone).
 */
export const companyIndexEntry = <T extends CompanyIndex>(
  node: T | null,
  eventId: string,
  listed: boolean,
): T | undefined => {
  if (node === null || (node.events?.[eventId] === true) === listed) return undefined;
  const { [eventId]: _entry, ...others } = node.events ?? {};
  return {
    ...node,
    events: listed ? { ...others, [eventId]: true } : others,
    eventTotal: Math.max(0, (node.eventTotal ?? 0) + (listed ? 1 : -1)),
  };
};
