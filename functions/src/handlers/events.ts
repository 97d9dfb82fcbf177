import {
  claimEventWrite,
  companiesToUnlist,
  companyIndexEntry,
  decideEventWriteRights,
  removedTeams,
  teamsWithMembers,
} from '@engage/domain/console-events';
import type { WriteEventInput } from '@engage/domain/inputs-console';
import { parseOrganiserClaim } from '@engage/domain/organiser';
import { decideClaimsFit } from '@engage/domain/organiser-claim-size';
import { planClaimsForEventCompany, planFollowedEntry } from '@engage/domain/organiser-entry';
import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { commit, commitClaim } from '@engage/server/commit';
import { type Caller, context, type Deps } from '@engage/server/deps';
import { databaseAt } from '@engage/server/placed';
import { read } from '@engage/server/read';
import { transact } from '@engage/server/transact';
import { actorOf, withCurrentClaims } from '@engage/server/users';
import { changeRights, needAccounts } from './organiser-rights.ts';
import { readTeams } from './team-members.ts';

/**
 * Creates or edits an event. Creating one needs rights over its customer company; editing needs
 * rights over the event, and moving it to another company rights over both companies. Rights are
 * the caller's claim as Auth holds it now, not as their token remembers it. An event
 * that joins a company (new or moved) then follows in the organisers' claims: the new company's
 * organisers get it (so they can upload its logo and pictures at once) and the old company's lose
 * it, in the organisers index and on their accounts. Both follow the company the event's metadata
 * holds once the write is done (syncCompanyIndex), so a retry of a write that died half way, with
 * nothing left to move, still puts them in step.
 */
export const writeEvent = async (deps: Deps, input: WriteEventInput, given: Caller) => {
  const [caller, existing, actor] = await Promise.all([
    withCurrentClaims(deps, given),
    read(deps, eventNodes.event(input.eventId)),
    actorOf(deps, given),
  ]);
  const customerId = input.event.customerId;
  const from = existing?.metadata?.customerId;
  // A create completing one that died after its transaction (a bare metadata node) may move it too.
  await commit(
    deps,
    decideEventWriteRights(parseOrganiserClaim(caller.token.organiser), {
      eventId: input.eventId,
      create: input.create,
      exists: existing !== null,
      from,
      to: customerId,
    }),
  );
  const move = { from, to: customerId };
  // The company, the claims' fit and the removed teams do not wait on each other: read at once.
  // The fit is asked even when the company stays: a retry of a create or move that died before
  // its claims followed gives them the event now.
  const [company, , teams] = await Promise.all([
    read(deps, organiserNodes.companyMetadata(customerId)),
    requireClaimsFit(deps, input.eventId, move),
    readTeams(deps, input.eventId, removedTeams(existing, input.teams)),
  ]);
  const found = { companyExists: company !== null, teamsWithMembers: teamsWithMembers(teams) };
  // Decided on the event's metadata, where registrations count themselves (claimEventWrite).
  const ctx = context(deps);
  const result = await commitClaim(deps, eventNodes.metadata(input.eventId), (metadata) =>
    claimEventWrite(metadata, existing, found, input, actor, ctx),
  );
  const { current, left } = await syncCompanyIndex(deps, input.eventId);
  // The companies still listing the event are the ones a write that died half way moved it from:
  // their organisers lose it now too (the company read first may be the one it is with already).
  const to = current ?? customerId;
  const moves = [...new Set([from, ...left])].map((was) => ({ from: was, to }));
  await followClaims(deps, input.eventId, moves);
  return result;
};

/** How often the index is put in step again when the event keeps moving under it. */
const SYNC_ROUNDS = 5;

/**
 * The companies' events and eventTotal put in step with the company the event's metadata holds
 * (the only place it is stored): that company lists it, any other that does lists it no longer,
 * each in a transaction on the company's metadata that counts eventTotal only when the entry flips
 * (companyIndexEntry). Idempotent, so a retry whose own write moved nothing repairs what a write
 * that died half way left; and done again when the event moved while it ran, so a late write of
 * an earlier move cannot leave the company it left listing it. Answers the company it settled on,
 * and the ones it took the event from.
 */
const syncCompanyIndex = async (
  deps: Deps,
  eventId: string,
): Promise<{ readonly current: string | undefined; readonly left: readonly string[] }> => {
  // The companies are read whole: no index can name a child keyed by the event, and a query
  // ordered by one unindexed would fetch them all anyway, to filter them on this side.
  let [current, companies] = await Promise.all([
    read(deps, eventNodes.customer(eventId)),
    read(deps, organiserNodes.companies()),
  ]);
  const left = new Set<string>();
  for (let round = 0; round < SYNC_ROUNDS && current !== null; round++) {
    if (round > 0) companies = await read(deps, organiserNodes.companies());
    const unlist = companiesToUnlist(companies, eventId, current);
    for (const customerId of unlist) left.add(customerId);
    // Each a transaction on a company of its own: all at once.
    await Promise.all([
      ...unlist.map((customerId) => indexCompanyEvent(deps, customerId, eventId, false)),
      indexCompanyEvent(deps, current, eventId, true),
    ]);
    const now = await read(deps, eventNodes.customer(eventId));
    if (now === current) break;
    current = now;
  }
  left.delete(current ?? '');
  return { current: current ?? undefined, left: [...left] };
};

const indexCompanyEvent = (deps: Deps, customerId: string, eventId: string, listed: boolean) =>
  transact(
    databaseAt(deps, organiserNodes.companyMetadata(customerId)),
    organiserNodes.companyMetadata(customerId),
    (node) => companyIndexEntry(node, eventId, listed),
  );

/**
 * An event that joins a company lengthens its organisers' claims: when one would no longer fit in
 * a sign-in token, the event is refused before anything is written (decideClaimsFit).
 */
const requireClaimsFit = async (deps: Deps, eventId: string, move: Move): Promise<void> => {
  const organisers = (await read(deps, organiserNodes.all())) ?? {};
  const { claims } = planClaimsForEventCompany(organisers, eventId, move).value;
  const accounts = Object.entries(claims);
  const claimsOf = accounts.length === 0 ? undefined : needAccounts(deps).claimsOf;
  const checked = await Promise.all(
    accounts.map(async ([uid, claim]) => ({ claims: (await claimsOf?.(uid)) ?? {}, claim })),
  );
  await commit(deps, decideClaimsFit(checked));
};

type Move = { readonly from: string | undefined; readonly to: string };

/**
 * The organisers whose claims the moves change follow them one by one, each as a change of their
 * rights (changeRights): decided on their entry as stored now and written only if it is still
 * that one, so a grant that lands meanwhile is built on rather than written over, and index and
 * account agree.
 */
const followClaims = async (deps: Deps, eventId: string, moves: readonly Move[]) => {
  const organisers = (await read(deps, organiserNodes.all())) ?? {};
  const touched = new Set(
    moves.flatMap((move) =>
      Object.keys(planClaimsForEventCompany(organisers, eventId, move).value.claims),
    ),
  );
  for (const uid of touched)
    await changeRights(deps, uid, async ({ entry }) =>
      planFollowedEntry(uid, entry, eventId, moves),
    );
};
