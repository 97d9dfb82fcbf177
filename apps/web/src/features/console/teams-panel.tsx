import { TEAM_COLORS, TEAM_NAMES, type TeamName as TeamKey } from '@engage/domain/colors';
import type { SetTeamInput } from '@engage/domain/team-edit';
import { TEAM_LABEL_LENGTH } from '@engage/domain/team-edit';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { TeamName } from '../../components/team-name.tsx';
import { useEventTeams } from '../../lib/event-teams.ts';
import { callAdminSetTeam } from '../../lib/firebase/calls.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { colourWords } from './colour-words.ts';
import { Notice, useConsoleAction } from './use-console-action.tsx';
import './teams-panel.css';

type TeamRequest = Parameters<typeof callAdminSetTeam>[0];

const words = i18n('teamsPanel', {
  removed: params('The {colour} team was removed.'),
  added: params('Team “{name}” added in {colour}.'),
  renamed: params('The {colour} team is now “{name}”.'),
  title: 'Teams',
  hint: params(
    'Each team has one of the {colours} team colours. A name is 1 to {max} characters, and no two teams share one. A team with members stays.',
  ),
  loading: 'Loading the teams',
  team: params('The {colour} team'),
  nameOf: params('Name of the {colour} team'),
  rename: 'Rename',
  remove: 'Remove',
  removeWhich: params('the {colour} team'),
  add: 'Add a team',
  colour: 'Colour',
  name: 'Name',
  addButton: 'Add team',
});

/** What the notice says of a change the server accepted. */
const doneText = (edit: TeamRequest): string => {
  const colour = colourWords.get()[TEAM_COLORS[edit.team as TeamKey]];
  const t = words.get();
  if (edit.action === 'remove') return t.removed({ colour });
  const name = (edit.name ?? '').trim();
  return edit.action === 'add' ? t.added({ name, colour }) : t.renamed({ colour, name });
};

/**
 * The event's teams as its organisers name them: each team's name, in its colour, renamed or
 * removed (the server refuses to remove a team with members, and keeps names unique), and a new
 * team in a colour the event has no team in. Every change goes through adminSetTeam, which
 * records it in the audit log; the list follows the database live.
 */
export const TeamsPanel = ({ eventId }: { eventId: string }) => {
  const teams = useEventTeams(eventId);
  const t = useStore(words);
  const colours = useStore(colourWords);
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
      <h2 id="teams-title">{t.title}</h2>
      <p className="hint">{t.hint({ colours: TEAM_NAMES.length, max: TEAM_LABEL_LENGTH.max })}</p>
      <FormAlert message={action.message} />
      <Notice text={action.notice} />
      {teams === undefined ? (
        <ListSkeleton label={t.loading} rows={2} />
      ) : (
        <ul className="teams-list">
          {stored.map((key) => {
            const colour = colours[TEAM_COLORS[key]];
            const name = teams[key]?.name ?? key;
            return (
              <li key={`${key}:${name}`}>
                <form className="team-row" aria-label={t.team({ colour })} onSubmit={submit(key)}>
                  <TeamName name={key} label={name} />
                  <label>
                    {t.nameOf({ colour })}
                    <input
                      name="name"
                      required
                      maxLength={TEAM_LABEL_LENGTH.max}
                      defaultValue={name}
                    />
                  </label>
                  <span className="team-row-actions">
                    <button type="submit" disabled={action.pending}>
                      {t.rename}
                    </button>
                    <button
                      type="button"
                      className="secondary"
                      disabled={action.pending}
                      onClick={() => action.mutate(remove(key))}
                    >
                      {t.remove}{' '}
                      <span className="visually-hidden">{t.removeWhich({ colour })}</span>
                    </button>
                  </span>
                </form>
              </li>
            );
          })}
        </ul>
      )}
      {teams !== undefined && unused.length > 0 ? (
        <form className="form" aria-label={t.add} onSubmit={submit('chosen')}>
          <h3>{t.add}</h3>
          <label>
            {t.colour}
            <select name="team">
              {unused.map((key) => (
                <option key={key} value={key}>
                  {colours[TEAM_COLORS[key]]}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t.name}
            <input name="name" required maxLength={TEAM_LABEL_LENGTH.max} />
          </label>
          <button type="submit" disabled={action.pending}>
            {t.addButton}
          </button>
        </form>
      ) : null}
    </section>
  );
};
