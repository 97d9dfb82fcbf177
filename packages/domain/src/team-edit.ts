import * as v from 'valibot';
import { type Actor, addAudit } from './audit.ts';
import { TEAM_COLORS, type TeamName } from './colors.ts';
import { keySchema, teamNameSchema } from './entities.ts';
import { plainTextSchema } from './plain-text.ts';
import { accept, type Claim, type Context, claim, refuse, refuseField, WriteSet } from './plan.ts';
import type { EventTeam } from './store/events.ts';

/**
 * An event's teams as its organisers name them. A team is kept under its key, one of the spec's 8
 * (TALENTED, AGILE…), which fixes its colour: profiles, board entries and the people index name
 * the key, so a renamed team keeps its members and its points, and every screen shows the name
 * stored with the event's team. Adding a team takes a colour no team of the event has.
 */

/** A team's name: 1 to 40 characters once trimmed, so a board row and a chip stay readable. */
export const TEAM_LABEL_LENGTH = { min: 1, max: 40 } as const;

const teamLabelSchema = v.pipe(
  plainTextSchema(TEAM_LABEL_LENGTH.max),
  v.minLength(TEAM_LABEL_LENGTH.min, 'a team has a name'),
);

/**
 * The callable's input, here rather than in inputs.ts: that module ships with the web app's first
 * visit, and this one is read only by the console and the server.
 */
export const setTeamInput = v.pipe(
  v.strictObject({
    action: v.picklist(['rename', 'add', 'remove']),
    eventId: keySchema,
    team: teamNameSchema,
    name: v.optional(teamLabelSchema),
  }),
  v.check(
    (input) => (input.action === 'remove') === (input.name === undefined),
    'a rename or an add names the team, a remove does not',
  ),
  v.transform(
    ({ name, ...edit }): TeamEdit =>
      edit.action === 'remove'
        ? { ...edit, action: 'remove' }
        : { ...edit, action: edit.action, name: name ?? '' },
  ),
);
/** One change to one team: renamed, added in its key's colour, or removed. */
type TeamEdit = {
  readonly eventId: string;
  readonly team: TeamName;
} & ({ readonly action: 'rename' | 'add'; readonly name: string } | { readonly action: 'remove' });
export type SetTeamInput = v.InferOutput<typeof setTeamInput>;

export type Teams = Readonly<Record<string, EventTeam>>;

/** What a team edit reads besides the teams: whether the event exists, and the team's members. */
export type TeamEditRead = {
  readonly eventExists: boolean;
  /** Someone's profile names the team, or it has scored (teamsWithMembers). */
  readonly hasMembers: boolean;
};

/** Names compare without case, as people read them: "Agile" and "AGILE" are one name. */
const sameName = (a: string, b: string): boolean =>
  a.toLocaleLowerCase('en') === b.toLocaleLowerCase('en');

/** The team the input names, as stored, with its key. */
const teamOf = (teams: Teams, team: TeamName): EventTeam | undefined =>
  Object.hasOwn(teams, team) ? teams[team] : undefined;

/**
 * An organiser's change to one team of an event, decided in a transaction on the event's teams so
 * that two organisers cannot give two teams one name: a rename keeps the team's colour and a name
 * no other team of the event has; an add takes a colour the event has no team in; a remove takes
 * only a team nobody is on or has scored for, and never the event's last team (registration needs
 * one). Each change is in the event's audit log, before and after.
 */
export const decideTeamEdit = (
  current: Teams | null,
  read: TeamEditRead,
  input: SetTeamInput,
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Claim<Teams, Teams> => {
  if (!read.eventExists) return refuseField('not-found', 'eventId', 'no such event');
  const teams = current ?? {};
  const existing = teamOf(teams, input.team);
  if (input.action === 'add' && existing !== undefined)
    return refuseField('team-colour-taken', 'team', 'that colour has a team');
  if (input.action !== 'add' && existing === undefined)
    return refuseField('not-found', 'team', 'the event has no such team');
  const next: Record<string, EventTeam> = { ...teams };
  if (input.action === 'remove') {
    if (read.hasMembers) return refuseField('team-has-members', 'team', 'the team has members');
    if (Object.keys(teams).length <= 1)
      return refuse('illegal-transition', 'an event keeps one team');
    delete next[input.team];
  } else {
    const taken = Object.entries(teams).some(
      ([key, team]) => key !== input.team && sameName(team.name, input.name),
    );
    if (taken) return refuseField('team-name-taken', 'name', 'another team has that name');
    next[input.team] = { name: input.name, color: TEAM_COLORS[input.team] };
  }
  const before = existing ?? null;
  const after = next[input.team] ?? null;
  const writes = new WriteSet();
  if (JSON.stringify(before) !== JSON.stringify(after))
    addAudit(
      writes,
      { kind: 'event', id: input.eventId },
      actor,
      { action: `team.${input.action}`, target: `${input.eventId}/${input.team}`, before, after },
      ctx,
    );
  return claim(next, accept(next, writes));
};
