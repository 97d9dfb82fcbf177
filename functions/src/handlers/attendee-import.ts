import { createHash, randomBytes } from 'node:crypto';
import {
  type AcceptedRow,
  claimInvitation,
  eventTeamsState,
  importRowKey,
  judgeImportRows,
  planImport,
  type RefusedRow,
  type SeatedInvitee,
} from '@engage/domain/attendee-import';
import {
  claimImportSeats,
  endImportSeats,
  type ImportSeats,
  registrantsToCount,
  returnImportSeats,
} from '@engage/domain/attendee-import-seats';
import { importTicket } from '@engage/domain/import-ticket';
import type { ImportAttendeesInput } from '@engage/domain/inputs-console';
import { claimRegistrant, endRegistering } from '@engage/domain/registration-seats';
import { eventNodes } from '@engage/domain/store/events';
import { invitationNodes } from '@engage/domain/store/invitations';
import { organiserNodes } from '@engage/domain/store/organisers';
import { userNodes } from '@engage/domain/store/users';
import { claimAt, commit, commitClaim } from '@engage/server/commit';
import { type Accounts, type Caller, context, type Deps } from '@engage/server/deps';
import { fail } from '@engage/server/errors';
import { read } from '@engage/server/read';
import { requireOrganiser } from '@engage/server/users';
import { deliverMails } from '../infra/outbox.ts';

/** An invitation's id: the hash of its link's secret, so the database holds no link. */
const invitationId = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Accounts are made a few at a time: Auth limits how fast one project makes them. */
const ACCOUNTS_AT_ONCE = 8;

const accountsFor = async (
  accounts: Accounts,
  rows: readonly AcceptedRow[],
): Promise<readonly string[]> => {
  const make = accounts.createAccount ?? fail('not-found', 'accounts');
  const uids: string[] = [];
  for (let at = 0; at < rows.length; at += ACCOUNTS_AT_ONCE)
    uids.push(
      ...(await Promise.all(
        rows.slice(at, at + ACCOUNTS_AT_ONCE).map((row) => make(row.email, row.name)),
      )),
    );
  return uids;
};

/** Whose profile an address's key holds: the uid a registration claims it for first, or null. */
const profileClaim = (deps: Deps, key: string | null): Promise<string | null> =>
  key === null ? Promise.resolve(null) : read(deps, userNodes.field(key, 'uid'));

/**
 * A person whose own registration began between the first read and the batch's seats may have
 * finished, holding a seat with its mark ended: the profile's claim (which a registration makes
 * first), read again after the seats, tells. Those seats go back and the rows are refused as
 * `duplicate-user`; a registration still under way that found the batch's mark waits, then takes
 * its own seat.
 */
const returnRegistered = async (
  deps: Deps,
  customerId: string,
  ticket: string,
  seats: ImportSeats,
  accepted: readonly AcceptedRow[],
  uids: readonly string[],
): Promise<ImportSeats> => {
  const seated = new Set(seats.seated);
  const claims = await Promise.all(
    accepted.map((row, at) =>
      seated.has(uids[at] ?? '') ? profileClaim(deps, importRowKey(row)) : null,
    ),
  );
  const registered = uids.filter((_, at) => claims[at] !== null);
  if (registered.length === 0) return seats;
  await commitClaim(deps, organiserNodes.company(customerId), (company) =>
    returnImportSeats(company, registered, ticket),
  );
  const gone = new Set(registered);
  return {
    ...seats,
    seated: seats.seated.filter((uid) => !gone.has(uid)),
    refused: {
      ...seats.refused,
      ...Object.fromEntries(registered.map((uid) => [uid, 'duplicate-user' as const])),
    },
  };
};

/**
 * One batch of an organiser's import (attendee-import.ts): the rights, the event and its teams,
 * and whether each address has a profile are read at once; the domain judges every row again;
 * each accepted row gets its account (made, or the one its address has). Then, as a registration
 * does it: the batch's seats in one transaction on the company node, its registrants in one on
 * the event's metadata (a refusal there gives the seats back; a seat adopted from a dead batch
 * counts again only if that batch had not counted it), the profiles, invitations, mails
 * and the audit entry in one update, and last the marks end. The invitation links' secrets exist
 * only in the mails.
 */
export const importAttendees = async (deps: Deps, input: ImportAttendeesInput, caller: Caller) => {
  // Whether each address has a profile is read with the rights and the event, by its key.
  const keys = input.rows.map(importRowKey);
  const [actor, event, teams, held] = await Promise.all([
    requireOrganiser(deps, caller, { eventId: input.eventId }),
    read(deps, eventNodes.metadata(input.eventId)),
    read(deps, eventNodes.teams(input.eventId)),
    Promise.all(keys.map((key) => profileClaim(deps, key))),
  ]);
  const customerId = event?.customerId ?? fail('no-event');
  const judged = judgeImportRows(input.rows, {
    ...eventTeamsState(teams),
    registered: new Set(),
    seatsLeft: Number.MAX_SAFE_INTEGER,
  });
  const refused: RefusedRow[] = [];
  const accepted: AcceptedRow[] = [];
  judged.forEach((row, at) => {
    if (!row.ok) refused.push(row);
    else if (held[at] !== null) refused.push({ ...row, ok: false, error: 'duplicate-user' });
    else accepted.push(row);
  });
  const accounts = deps.accounts ?? fail('not-found', 'accounts');
  const uids = await accountsFor(accounts, accepted);
  const ctx = context(deps);
  const ticket = importTicket(deps.now(), ctx.newId());
  const claimed = await commitClaim(deps, organiserNodes.company(customerId), (company) =>
    claimImportSeats(company, uids, ticket, deps.now()),
  );
  const seats = await returnRegistered(deps, customerId, ticket, claimed, accepted, uids);
  const seatedUids = new Set(seats.seated);
  const appUrl = deps.appUrl ?? fail('not-found', 'APP_URL');
  const invitees: SeatedInvitee[] = [];
  accepted.forEach((row, at) => {
    const uid = uids[at] ?? '';
    const why = seats.refused[uid];
    if (why !== undefined) refused.push({ ok: false, row: row.row, email: row.email, error: why });
    if (!seatedUids.has(uid)) return;
    const secret = randomBytes(24).toString('base64url');
    const link = `${appUrl}/auth/otp?token=${secret}&email=${encodeURIComponent(row.email)}`;
    invitees.push({ ...row, uid, invitation: invitationId(secret), link });
  });
  const counted = await claimAt(
    deps,
    eventNodes.metadata(input.eventId),
    (metadata: Parameters<typeof claimRegistrant>[0]) =>
      claimRegistrant(
        metadata,
        customerId,
        ticket,
        registrantsToCount(seats.seated, seats.adopted, event?.registering),
      ),
  );
  if (!counted.ok) {
    await commitClaim(deps, organiserNodes.company(customerId), (company) =>
      returnImportSeats(company, seats.seated, ticket),
    );
    return fail(counted.error, counted.detail);
  }
  const answer = await commit(
    deps,
    planImport(
      { eventId: input.eventId, customerId, name: event?.name ?? input.eventId },
      invitees,
      refused.sort((a, b) => a.row - b.row),
      actor,
      ctx,
    ),
  );
  await Promise.all([
    commitClaim(deps, organiserNodes.company(customerId), (company) =>
      endImportSeats(company, seats.seated, ticket),
    ),
    commitClaim(
      deps,
      eventNodes.metadata(input.eventId),
      (metadata: Parameters<typeof endRegistering>[0]) => endRegistering(metadata, ticket),
    ),
  ]);
  // The invitations go out by mail where a sender is configured (else they wait in outbox/).
  if (deps.mailer !== undefined)
    await deliverMails(
      deps,
      deps.mailer,
      invitees.map((invitee) => invitee.invitation),
    );
  return answer;
};

/**
 * An invitation link: used once, by the address it was mailed to, in a transaction on the
 * invitation; answers a sign-in token for the invitee's account and the event they are in.
 */
export const redeemInvitation = async (
  deps: Deps & { accounts: Accounts },
  input: { token: string; email: string },
) => {
  const { uid, eventId } = await commitClaim(
    deps,
    invitationNodes.invitation(invitationId(input.token)),
    (invitation) => claimInvitation(invitation, input.email, deps.now()),
  );
  return { token: await deps.accounts.customToken(uid), eventId };
};
