import { TEAM_COLORS, TEAM_NAMES, type TeamName as TeamKey } from '@engage/domain/colors';
import type { SetTeamInput } from '@engage/domain/team-edit';
import { TEAM_LABEL_LENGTH } from '@engage/domain/team-edit';
import type { FormEvent } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { TeamName } from '../../components/team-name.tsx';
import { useEventTeams } from '../../lib/event-teams.ts';
import { callAdminSetTeam } from '../../lib/firebase/calls.ts';
import { Notice, useConsoleAction } from './use-console-action.tsx';
import './teams-panel.css';

type TeamRequest = Parameters<typeof callAdminSetTeam>[0];

/** What the notice says of a change the server accepted. */
const doneText = (edit: TeamRequest): string => {
  const colour = TEAM_COLORS[edit.team as TeamKey];
  if (edit.action === 'remove') return `The ${colour} team was removed.`;
  const name = (edit.name ?? '').trim();
  return edit.action === 'add'
    ? `Team “${name}” added in ${colour}.`
    : `The ${colour} team is now “${name}”.`;
};

/**
 * The event's teams as its organisers name them: each team's name, in its colour, renamed or
 * removed (the server refuses to remove a team with members, and keeps names unique), and a new
 * team in a colour the event has no team in. Every change goes through adminSetTeam, which
 * records it in the audit log; the list follows the database live.
 */
export const TeamsPanel = ({ eventId }: { eventId: string }) => {
  const teams = useEventTeams(eventId);
  const action = useConsoleAction(async (edit: TeamRequest) => {
    await callAdminSetTeam(edit);
    return edit;
  }, doneText);
  /** A rename names its team; an add takes the colour chosen in its form (the server checks it). */
  const submit = (team: TeamKey | 'chosen') => (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const name = String(form.get('name'));
    action.mutate(
      team === 'chosen'
        ? { action: 'add', eventId, team: String(form.get('team')) as TeamKey, name }
        : { action: 'rename', eventId, team, name },
    );
  };
  const stored = TEAM_NAMES.filter((key) => teams !== undefined && Object.hasOwn(teams, key));
  const unused = TEAM_NAMES.filter((key) => !stored.includes(key));
  const remove = (team: TeamKey): SetTeamInput => ({ action: 'remove', eventId, team });
  return (
    <section aria-labelledby="teams-title" className="teams-panel">
      <h2 id="teams-title">Teams</h2>
      <p className="hint">
        Each team has one of the {TEAM_NAMES.length} team colours. A name is 1 to{' '}
        {TEAM_LABEL_LENGTH.max} characters, and no two teams share one. A team with members stays.
      </p>
      <FormAlert message={action.message} />
      <Notice text={action.notice} />
      {teams === undefined ? (
        <ListSkeleton label="Loading the teams" rows={2} />
      ) : (
        <ul className="teams-list">
          {stored.map((key) => {
            const colour = TEAM_COLORS[key];
            const name = teams[key]?.name ?? key;
            return (
              <li key={`${key}:${name}`}>
                <form className="team-row" aria-label={`The ${colour} team`} onSubmit={submit(key)}>
                  <TeamName name={key} label={name} />
                  <label>
                    Name of the {colour} team
                    <input
                      name="name"
                      required
                      maxLength={TEAM_LABEL_LENGTH.max}
                      defaultValue={name}
                    />
                  </label>
                  <span className="team-row-actions">
                    <button type="submit" disabled={action.pending}>
                      Rename
                    </button>
                    <button
                      type="button"
                      className="secondary"
                      disabled={action.pending}
                      onClick={() => action.mutate(remove(key))}
                    >
                      Remove <span className="visually-hidden">the {colour} team</span>
                    </button>
                  </span>
                </form>
              </li>
            );
          })}
        </ul>
      )}
      {teams !== undefined && unused.length > 0 ? (
        <form className="form" aria-label="Add a team" onSubmit={submit('chosen')}>
          <h3>Add a team</h3>
          <label>
            Colour
            <select name="team">
              {unused.map((key) => (
                <option key={key} value={key}>
                  {TEAM_COLORS[key]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Name
            <input name="name" required maxLength={TEAM_LABEL_LENGTH.max} />
          </label>
          <button type="submit" disabled={action.pending}>
            Add team
          </button>
        </form>
      ) : null}
    </section>
  );
};
