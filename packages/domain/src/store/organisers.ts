import type * as v from 'valibot';
import type { companySchema } from '../entities.ts';
import { indexOn } from './indexed.ts';
import { seg } from './keys.ts';
import { node, type Stamp } from './node.ts';

/** Every kind of organiser action the audit log records. */
export const AUDIT_ACTIONS = [
  'event.create',
  'event.update',
  'company.create',
  'company.update',
  'content.write',
  'content.delete',
  'theme.set',
  'points.adjust',
  'user.remove',
  'rep.set',
  'organiser.set',
  'prize.handover',
  'picture.upload',
  'awards.void',
  'company.admission',
  'seat.release',
  'seat.approve',
  'seat.decline',
  'announcement.send',
  'kiosk.create',
  'kiosk.revoke',
  'crawl.set',
  'scoring.set',
  'video.set',
  'attendees.import',
  'team.rename',
  'team.add',
  'team.remove',
  'lists.set',
  'bingo.squares',
  'quiz.start',
  'quiz.reveal',
  'quiz.next',
  'quiz.end',
  'session.write',
  'session.delete',
  'sessions.import',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The organisers' part of the tree: who holds organiser rights (the index entry is where they
 * live; the account's claim is derived from it), the revocations that keep old tokens honest, the
 * audit of what they did, and the customer companies.
 */

/**
 * The organisers index entry: where a user's organiser rights live (grants and revokes change it in
 * a transaction; the account's `organiser` claim is derived from it), for the console and moved events.
 * `events` are the events granted on their own (not through a company), so an event that moves
 * to another company leaves that company's organisers and stays with these. Entries written
 * before it existed have none: then an event of one of the entry's companies counts as the
 * company's.
 */
export type OrganiserEntry = {
  readonly claim: string;
  readonly events?: Readonly<Record<string, true>>;
  readonly key?: string;
  readonly name?: string;
  readonly email?: string;
};

/** What an audit entry is about: an event, a customer company, or the deployment itself. */
export type AuditScope =
  | { readonly kind: 'event'; readonly id: string }
  | { readonly kind: 'company'; readonly id: string }
  | { readonly kind: 'deployment' };

/** What is stored: before and after as JSON text, so any value fits whatever its keys are. */
export type StoredAudit = {
  readonly at: Stamp;
  readonly by: string;
  readonly email?: string;
  readonly action: AuditAction;
  readonly target: string;
  readonly before: string;
  readonly after: string;
};

/** A customer company's metadata, as its schema (entities.ts) checks it. */
export type CompanyMetadata = v.InferOutput<typeof companySchema>;

/**
 * What an event write keeps in step on a company's metadata: its events and their number. The
 * part of CompanyMetadata it touches, so the transaction there reads the stored shape.
 */
export type CompanyIndex = Partial<Pick<CompanyMetadata, 'events' | 'eventTotal'>>;

/**
 * How a company's seats are taken (admission.ts): by its invitation code (the metadata's formId),
 * by addresses at its allowed email domains, or by an organiser's approval. None stored is the
 * code alone.
 */
export type AdmissionPolicy = {
  readonly code?: boolean;
  /** Lowercase domains (`northwind.example`), the part of an address after its `@`. */
  readonly domains?: readonly string[];
  readonly approval?: boolean;
};

export type ApplicationState = 'pending' | 'approved' | 'declined';

/**
 * A registrant waiting for an organiser's approval (a company that admits by approval), by uid:
 * who they are, for which event, and what the organiser decided. The registrant reads their own.
 */
export type Application = {
  readonly key: string;
  readonly name: string;
  readonly email: string;
  readonly eventId: string;
  readonly state: ApplicationState;
  readonly at: Stamp;
  /** The organiser who approved or declined, and when. */
  readonly decidedBy?: string;
  readonly decidedAt?: Stamp;
  /**
   * The ticket of the seat an approval holds (reserveApprovalSeat): the company's seat mark for
   * this uid until the registration takes the seat over. Gone when the application is declined.
   */
  readonly seat?: string;
};

export type StoredCompany = {
  readonly metadata: CompanyMetadata;
  readonly admission?: AdmissionPolicy;
  readonly userCount?: number;
  /**
   * The seats being taken, by uid: the ticket of the registration, approval or import batch under
   * way (registration-seats.ts). A mark ends when its attendee is written; `true` (seated) is a
   * mark kept for good before they ended, still read as seated.
   */
  readonly seatClaims?: Readonly<Record<string, string | true>>;
};

const auditRoot = (scope: AuditScope): string =>
  scope.kind === 'deployment'
    ? 'audit/deployment'
    : `audit/${scope.kind === 'event' ? 'events' : 'companies'}/${seg(scope.id)}`;

const company = (id: string) => `companies/${seg(id)}`;

export const organiserNodes = {
  /** Who holds organiser rights, by uid; organisers of everything read it. */
  all: () => node<Readonly<Record<string, OrganiserEntry>>>('organisers'),
  organiser: (uid: string) => node<OrganiserEntry>(`organisers/${seg(uid)}`),
  claim: (uid: string) => node<string>(`organisers/${seg(uid)}/claim`),
  /**
   * The second from which a user's sign-ins are valid again, written when their organiser claim
   * shrinks: the database rules' organiser branches refuse a token signed in before it (its
   * `auth_time`), which would otherwise keep the old claim for up to an hour. Server only.
   */
  revokedAt: (uid: string) => node<number>(`revokedAt/${seg(uid)}`),
  /** Every organiser action (who, what, when, before -> after), by what it was about. */
  audit: indexOn(
    (scope: AuditScope) => node<Readonly<Record<string, StoredAudit>>>(auditRoot(scope)),
    ['action'],
  ),
  auditEntry: (scope: AuditScope, id: string) =>
    node<StoredAudit>(`${auditRoot(scope)}/${seg(id)}`),
  companies: () => node<Readonly<Record<string, StoredCompany>>>('companies'),
  company: (id: string) => node<StoredCompany>(company(id)),
  companyMetadata: (id: string) => node<CompanyMetadata>(`${company(id)}/metadata`),
  companyField: <F extends keyof CompanyMetadata>(id: string, field: F) =>
    node<Exclude<CompanyMetadata[F], undefined>>(`${company(id)}/metadata/${seg(field)}`),
  userCount: (id: string) => node<number>(`${company(id)}/userCount`),
  /**
   * The seat a registration not yet finished holds (its ticket), claimed with the count so a
   * retry finds it instead of counting a second (claimSeat). Organisers of the company only.
   */
  seatClaim: (id: string, uid: string) =>
    node<string | true>(`${company(id)}/seatClaims/${seg(uid)}`),
  /** A company's events (`{event: true}`) and their number, kept in step by the event plan. */
  companyEvent: (id: string, eventId: string) =>
    node<true>(`${company(id)}/metadata/events/${seg(eventId)}`),
  eventTotal: (id: string) => node<number>(`${company(id)}/metadata/eventTotal`),
  /** How the company's seats are taken, read inside the seat's transaction too (claimSeat). */
  admission: (id: string) => node<AdmissionPolicy>(`${company(id)}/admission`),
  /** The company's registrants waiting for approval, or decided: its organisers read them. */
  applications: (id: string) =>
    node<Readonly<Record<string, Application>>>(`applications/${seg(id)}`),
  /** One registrant's application; they read their own (the pending screen listens to it). */
  application: (id: string, uid: string) =>
    node<Application>(`applications/${seg(id)}/${seg(uid)}`),
} as const;
