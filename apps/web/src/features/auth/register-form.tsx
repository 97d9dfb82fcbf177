import { isTeamName, TEAM_NAMES, validateColorName } from '@engage/domain/colors';
import {
  brokenPasswordRules,
  EMAIL_RULE_TEXT,
  isPlausibleEmail,
  PASSWORD_RULES,
} from '@engage/domain/password';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { TeamName, teamColor } from '../../components/team-name.tsx';
import { CallError, callRegister } from '../../lib/firebase/calls.ts';
import type { EventSummary } from '../../lib/firebase/events.ts';
import {
  AuthFailure,
  createAccount,
  discardAccount,
  type SessionUser,
  signIn,
  signOut,
} from '../../lib/firebase/session.ts';
import { fieldMessage, messageOf } from '../../lib/messages.ts';
import { sessionKeys } from '../../lib/session/queries.ts';
import { useFormAction } from '../../lib/use-form-action.ts';

/**
 * Registration: the account (Auth), a verification email, then the profile (the register
 * function, which holds the company's user limit). The rules for the password and email are
 * shown before submit and checked as the user types. An account that exists without a profile
 * (registration stopped half-way) signs in with its password and finishes the registration.
 */
const accountFor = async (
  email: string,
  password: string,
  name: string,
): Promise<{ readonly user: SessionUser; readonly isNew: boolean }> => {
  try {
    return { user: await createAccount(email, password, name), isNew: true };
  } catch (error) {
    if (!(error instanceof AuthFailure) || error.code !== 'duplicate-user') throw error;
    const user = await signIn(email, password).catch(() => {
      throw error;
    });
    return { user, isNew: false };
  }
};

export const RegisterForm = ({ event }: { event: EventSummary | null }) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const { run, pending, message, setMessage } = useFormAction();
  const broken = brokenPasswordRules(password);
  // Only the event's own teams: the server refuses a team the event does not have (not-found).
  const teams = TEAM_NAMES.filter((team) => event?.teams.some(({ name }) => name === team));
  const [picked, setTeam] = useState('');
  const team = picked === '' ? (teams[0] ?? '') : picked;
  const colourOf = (name: string) =>
    teamColor(name, event?.teams.find((stored) => stored.name === name)?.color) ?? '';
  // Every attendee is on a team (the team board counts them), and the register function takes
  // only a team the event has: an event without teams cannot take registrations yet.
  const closed = event !== null && teams.length === 0;

  const onSubmit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    const form = new FormData(submitted.currentTarget);
    const email = String(form.get('email')).trim();
    const color = String(form.get('color') ?? '').trim();
    if (event === null) return setMessage(messageOf('event-required'));
    if (String(form.get('name')).trim() === '') return setMessage(messageOf('name-required'));
    if (!isPlausibleEmail(email)) return setMessage(messageOf('invalid-email'));
    if (broken.length > 0) return setMessage(messageOf('weak-password'));
    if (color !== '' && !validateColorName(color).ok)
      return setMessage(messageOf('invalid-colour'));
    const teamName = String(form.get('teamName'));
    if (!isTeamName(teamName) || !teams.includes(teamName))
      return setMessage(fieldMessage('teamName'));
    const eventId = event.id;
    const invitationCode = String(form.get('invitationCode') ?? '').trim();
    run(async () => {
      const { user, isNew } = await accountFor(email, password, String(form.get('name')));
      try {
        const result = await callRegister({
          name: String(form.get('name')),
          company: String(form.get('company')),
          department: String(form.get('department')),
          teamName,
          attendance: form.get('attendance') === 'online' ? 'online' : 'in_person',
          eventId,
          ...(color !== '' ? { color } : {}),
          ...(invitationCode !== '' ? { invitationCode } : {}),
        });
        queryClient.setQueryData(sessionKeys.session, user);
        await queryClient.invalidateQueries({ queryKey: sessionKeys.me(user.uid) });
        if (result.status === 'duplicate') setMessage(messageOf('duplicate-user'));
        else await navigate({ to: '/auth', replace: true });
      } catch (error) {
        // An address still to be confirmed keeps its account: the same form finishes the
        // registration once the link was opened. Any other refusal frees the email again.
        if (error instanceof CallError && error.code === 'email-not-verified') throw error;
        await (isNew ? discardAccount() : Promise.reject()).catch(() => signOut());
        throw error;
      }
    });
  };

  return (
    <form onSubmit={onSubmit} className="form" aria-labelledby="register-title" noValidate>
      <h1 id="register-title">{event ? `Register for ${event.name}` : 'Register'}</h1>
      {event === null ? <p>{messageOf('event-required').text}</p> : null}
      <label>
        Name
        <input name="name" autoComplete="name" required maxLength={100} />
      </label>
      <label>
        Email
        <input
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-describedby="email-rule"
        />
      </label>
      <p id="email-rule" className="hint">
        {EMAIL_RULE_TEXT}
      </p>
      <label>
        Password
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          required
          aria-describedby="password-rules"
          value={password}
          onChange={(change) => setPassword(change.target.value)}
        />
      </label>
      <ul id="password-rules" className="hint rules" aria-label="Password rules">
        {PASSWORD_RULES.map((rule) => (
          <li key={rule.id} data-met={!broken.includes(rule.id)}>
            {broken.includes(rule.id) ? '○' : '✓'} {rule.text}
          </li>
        ))}
      </ul>
      <label>
        Company
        <input name="company" autoComplete="organization" maxLength={100} />
      </label>
      <label>
        Department
        <input name="department" maxLength={100} />
      </label>
      {closed ? (
        <p className="notice" data-tone="warning" id="no-teams">
          This event has no teams yet, so registration is not open: ask your organiser to add the
          event’s teams, then open the link again.
        </p>
      ) : (
        <div className="team-picker">
          <label>
            Team
            <select
              name="teamName"
              defaultValue={teams[0]}
              onChange={(change) => setTeam(change.target.value)}
              aria-describedby="team-colour"
            >
              {teams.map((name) => (
                <option key={name} value={name}>
                  {name} · {colourOf(name)}
                </option>
              ))}
            </select>
          </label>
          <p id="team-colour" className="hint">
            Your team’s colour: <TeamName name={colourOf(team)} color={colourOf(team)} />
          </p>
        </div>
      )}
      <fieldset>
        <legend>How do you attend?</legend>
        <label className="inline">
          <input type="radio" name="attendance" value="in_person" defaultChecked /> In person
        </label>
        <label className="inline">
          <input type="radio" name="attendance" value="online" /> Online
        </label>
      </fieldset>
      <label>
        Favourite colour (optional: 3 to 7 letters; left empty, we pick one for you)
        <input name="color" maxLength={20} />
      </label>
      <label>
        Invitation code (optional, from your organiser)
        <input
          name="invitationCode"
          autoComplete="off"
          maxLength={100}
          aria-describedby="code-hint"
        />
      </label>
      <p id="code-hint" className="hint">
        Without a code, we email you a link to confirm your address first.
      </p>
      <FormAlert message={message} />
      <button type="submit" disabled={pending || event === null || closed}>
        {pending ? 'Registering…' : 'Register'}
      </button>
    </form>
  );
};
