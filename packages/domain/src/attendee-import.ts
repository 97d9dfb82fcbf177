import * as v from 'valibot';
import { type Actor, addAudit } from './audit.ts';
import { isTeamName, type TeamName } from './colors.ts';
import { emailSchema } from './entities.ts';
import { type ErrorCode, messageFor } from './errors.ts';
import { planNewAttendee } from './new-profile.ts';
import { accept, type Claim, type Context, claim, type Plan, refuse, WriteSet } from './plan.ts';
import type { EventTeam } from './store/events.ts';
import { type Invitation, invitationNodes } from './store/invitations.ts';
import { SERVER_TIME } from './store/node.ts';
import { userNodes } from './store/users.ts';
import { encodeUserKey } from './user-key.ts';

/**
 * Bulk registration (issue 22): an organiser imports attendees from a CSV of name, email, company
 * and team. The browser judges every row with judgeImportRows for the preview, and the server
 * judges each batch again with the same rule against what it reads (it never trusts the preview),
 * then seats the accepted rows in one transaction on the company node (claimImportSeats), counts
 * them as the event's registrants, writes their profiles, and records and mails an invitation per
 * row. The organiser's import is the admission: the company's policy (code, domains, approval) is
 * for people who register themselves; the user limit holds as it does for them.
 */
export const IMPORT_BATCH = 100;
/** Rows a single import may hold: far above an event's 2,000, and a bound on the preview's work. */
export const IMPORT_MAX_ROWS = 10_000;
/** An invitation link signs in once, within this time of the import. */
export const INVITATION_TTL_MS = 14 * 24 * 60 * 60_000;

export type ImportRow = {
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly team: string;
  /** The row's number in the file, once rows are sent apart from it (the import's batches). */
  readonly row?: number | undefined;
};

export type AcceptedRow = {
  readonly ok: true;
  readonly row: number;
  readonly name: string;
  readonly email: string;
  readonly key: string;
  readonly company: string;
  readonly teamName: TeamName;
};
/**
 * Why a row is refused: the catalogue's code where one applies (an address, a name, a registered
 * address, the seats), else one of the import's own. The import's words live here, not in the
 * catalogue, as only the console's import screen shows them.
 */
export const IMPORT_ROW_WORDS = {
  'unknown-team': 'That team is not one of this event’s teams',
  'repeated-row': 'That email address is in an earlier row of the file',
} as const;
export type RowRefusal = ErrorCode | keyof typeof IMPORT_ROW_WORDS;

/** A refused row's reason in words. */
export const rowRefusalText = (why: RowRefusal): string =>
  why === 'unknown-team' || why === 'repeated-row' ? IMPORT_ROW_WORDS[why] : messageFor(why);

export type RefusedRow = {
  readonly ok: false;
  readonly row: number;
  readonly email: string;
  readonly error: RowRefusal;
  /** The address's user key, for a row refused after its address was read. */
  readonly key?: string;
};
export type RowVerdict = AcceptedRow | RefusedRow;

export type ImportState = {
  /** The event's teams, by key (events/{id}/teams). */
  readonly teams: readonly TeamName[];
  /** The names its organisers gave them (team-edit.ts), which a row may name instead of a key. */
  readonly names?: Readonly<Partial<Record<TeamName, string>>>;
  /** The user keys that already have a profile. */
  readonly registered: ReadonlySet<string>;
  /** Seats the company has left (its user limit less the seats taken). */
  readonly seatsLeft: number;
  /** The user keys of earlier rows of the file, when it is judged a slice at a time. */
  readonly earlier?: ReadonlySet<string>;
};

/** An event's stored teams as the import judges rows against them: their keys and names. */
export const eventTeamsState = (
  stored: Readonly<Record<string, EventTeam>> | null,
): Pick<ImportState, 'teams' | 'names'> => {
  const teams = Object.keys(stored ?? {}).filter(isTeamName);
  return {
    teams,
    names: Object.fromEntries(teams.map((team) => [team, stored?.[team]?.name ?? team])),
  };
};

const isEmail = (text: string): boolean => v.safeParse(emailSchema, text).success;

/** The user key a row's address has (trimmed, lower-cased), or null for no address. */
export const importRowKey = (row: Pick<ImportRow, 'email'>): string | null => {
  const key = encodeUserKey(row.email.trim().toLowerCase());
  return key.ok ? key.value : null;
};

/**
 * Each row's verdict, in order: a name, an address (`invalid-email`), a team of the event by its
 * name or its key (matched without regard to case), an address not already in an earlier row of the file, an
 * address with no profile yet (`duplicate-user`), and a seat (`registration-limit-reached`) while
 * the company has one left. `row` is the row's number as the organiser counts (the first is
 * `firstRow`), unless the row carries its own.
 */
export const judgeImportRows = (
  rows: readonly ImportRow[],
  state: ImportState,
  firstRow = 1,
): readonly RowVerdict[] => {
  // A team's name wins over another team's key: the organisers' names are what the file uses.
  const teams = new Map([
    ...state.teams.map((team) => [team.toLowerCase(), team] as const),
    ...state.teams.map((team) => [(state.names?.[team] ?? team).toLowerCase(), team] as const),
  ]);
  const seen = new Set<string>();
  let seats = state.seatsLeft;
  return rows.map((input, index): RowVerdict => {
    const row = input.row ?? firstRow + index;
    const email = input.email.trim().toLowerCase();
    const key = importRowKey(input);
    const refused = (error: RowRefusal, known?: string): RefusedRow =>
      known === undefined
        ? { ok: false, row, email, error }
        : { ok: false, row, email, error, key: known };
    const name = input.name.trim();
    if (name.length === 0) return refused('name-required');
    if (!isEmail(email) || key === null) return refused('invalid-email');
    const teamName = teams.get(input.team.trim().toLowerCase());
    if (teamName === undefined) return refused('unknown-team');
    if (seen.has(key) || state.earlier?.has(key) === true) return refused('repeated-row');
    seen.add(key);
    if (state.registered.has(key)) return refused('duplicate-user', key);
    if (seats <= 0) return refused('registration-limit-reached', key);
    seats -= 1;
    return { ok: true, row, name, email, key, company: input.company.trim(), teamName };
  });
};

export type SeatedInvitee = AcceptedRow & {
  readonly uid: string;
  /** The invitation's id (the hash of its link's secret: the database holds no usable link). */
  readonly invitation: string;
  /** The link mailed to the invitee. */
  readonly link: string;
};

export type ImportAnswer = {
  readonly imported: number;
  readonly refused: readonly RefusedRow[];
};

/**
 * The seated rows' profiles (planNewAttendee, already counted), an invitation per row, the mail
 * that carries its link, and one audit entry for the batch, in one update.
 */
export const planImport = (
  event: { readonly eventId: string; readonly customerId: string; readonly name: string },
  invitees: readonly SeatedInvitee[],
  refused: readonly RefusedRow[],
  actor: Actor,
  ctx: Context,
): Plan<ImportAnswer> => {
  const writes = new WriteSet();
  for (const invitee of invitees) {
    const attendee = planNewAttendee(
      invitee.key,
      {
        uid: invitee.uid,
        name: invitee.name,
        email: invitee.email,
        company: invitee.company,
        department: '',
        teamName: invitee.teamName,
        customerId: event.customerId,
        eventId: event.eventId,
      },
      ctx,
      { registrantCounted: true },
    );
    writes.merge(attendee.writes);
    const invitation: Invitation = {
      uid: invitee.uid,
      email: invitee.email,
      eventId: event.eventId,
      until: ctx.now + INVITATION_TTL_MS,
    };
    writes.set(invitationNodes.invitation(invitee.invitation), invitation);
    // The mail is named by its invitation, so the sender knows which mails the import wrote.
    writes.set(userNodes.mail(invitee.invitation), {
      to: invitee.email,
      subject: `Your invitation to ${event.name}`,
      text: `You are registered for ${event.name}. Open this link to sign in: ${invitee.link}`,
      at: SERVER_TIME,
    });
  }
  if (invitees.length > 0)
    addAudit(
      writes,
      { kind: 'event', id: event.eventId },
      actor,
      {
        action: 'attendees.import',
        target: event.eventId,
        before: null,
        after: { imported: invitees.map((invitee) => invitee.email) },
      },
      ctx,
    );
  return accept({ imported: invitees.length, refused }, writes);
};

/**
 * An invitation link used: only by the address it was mailed to (`invitation-invalid`, as an
 * unknown link is), once and in time (`invitation-used`); decided in a transaction on the
 * invitation, which keeps when it was used.
 */
export const claimInvitation = (
  invitation: Invitation | null,
  email: string,
  now: number,
): Claim<{ readonly uid: string; readonly eventId: string }, Invitation> => {
  if (invitation === null) return refuse('invitation-invalid');
  if (invitation.email !== email.trim().toLowerCase()) return refuse('invitation-invalid');
  if (invitation.usedAt !== undefined) return refuse('invitation-used');
  if (now > invitation.until) return refuse('invitation-used');
  return claim(
    { ...invitation, usedAt: now },
    accept({ uid: invitation.uid, eventId: invitation.eventId }),
  );
};
