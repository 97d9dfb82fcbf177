import { isTeamName, TEAM_NAMES, validateColorName } from '@engage/domain/colors';
import { messageFor } from '@engage/domain/errors';
import {
  brokenPasswordRules,
  EMAIL_RULE_TEXT,
  isPlausibleEmail,
  PASSWORD_RULES,
} from '@engage/domain/password';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { PickFields, readPicks } from '../../components/pick-fields.tsx';
import { TeamName, teamColor } from '../../components/team-name.tsx';
import type { EventSummary } from '../../lib/firebase/events.ts';
import { resendVerification } from '../../lib/firebase/session.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { fieldMessage, messageOf } from '../../lib/messages.ts';
import { useRegister } from './use-register.ts';
import type { RegistrationPhase } from './use-registration.ts';

const messages = i18n('registerForm', {
  title: 'Register',
  eventTitle: params('Register for {event}'),
  name: 'Name',
  email: 'Email',
  password: 'Password',
  passwordRules: 'Password rules',
  company: 'Company',
  noTeams:
    'This event has no teams yet, so registration is not open: ask your organiser to add the event’s teams, then open the link again.',
  team: 'Team',
  teamColour: 'Your team’s colour:',
  attend: 'How do you attend?',
  inPerson: 'In person',
  online: 'Online',
  colour: 'Favourite colour (optional: 3 to 7 letters; left empty, we pick one for you)',
  code: 'Invitation code (optional, from your organiser)',
  codeHint:
    'We email you a link to confirm your address; once you open it, your registration carries on by itself.',
  submit: 'Register',
  pending: 'Registering…',
  declined: 'Registration declined',
  approvalTitle: 'Waiting for approval',
  approval:
    'Your registration is pending approval by the organiser. Keep this page open: as soon as they approve it, your registration finishes by itself.',
  confirmTitle: 'Confirm your email address',
  looking: 'We look for the confirmation every few seconds.',
  resend: 'Send the link again',
  opened: 'I opened the link',
});

/**
 * Registration: the account (Auth), a verification email, then the profile (the register
 * function, which holds the company's user limit and admission policy). The rules for the
 * password and email are shown before submit and checked as the user types. When the answer is to
 * wait (the address to be confirmed, an organiser's approval), the app waits and finishes by
 * itself (useRegistration). An account that exists without a profile (registration stopped
 * half-way) signs in with its password and finishes the registration (useRegister).
 */
export const RegisterForm = ({ event }: { event: EventSummary | null }) => {
  const t = useStore(messages);
  const [password, setPassword] = useState('');
  const { pending, message, setMessage, problem, setProblem, registration, register } =
    useRegister();
  const broken = brokenPasswordRules(password);
  // Only the event's own teams: the server refuses a team the event does not have (not-found).
  const teams = TEAM_NAMES.filter((team) => event?.teams.some(({ key }) => key === team));
  const [picked, setTeam] = useState('');
  const team = picked === '' ? (teams[0] ?? '') : picked;
  const storedTeam = (key: string) => event?.teams.find((stored) => stored.key === key);
  const colourOf = (key: string) => teamColor(key, storedTeam(key)?.color) ?? '';
  // Every attendee is on a team (the team board counts them), and the register function takes
  // only a team the event has: an event without teams cannot take registrations yet.
  const closed = event !== null && teams.length === 0;
  const { phase } = registration;

  const onSubmit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    setProblem(null);
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
    const name = String(form.get('name'));
    register(
      { email, password, name },
      {
        name,
        company: String(form.get('company')),
        ...readPicks(event.pickLists, form),
        teamName,
        attendance: form.get('attendance') === 'online' ? 'online' : 'in_person',
        eventId,
        ...(color !== '' ? { color } : {}),
        ...(invitationCode !== '' ? { invitationCode } : {}),
      },
    );
  };

  if (phase.kind !== 'form')
    return <RegistrationWait phase={phase} onCheck={registration.checkNow} />;

  return (
    <form onSubmit={onSubmit} className="form" aria-labelledby="register-title" noValidate>
      <h1 id="register-title">{event ? t.eventTitle({ event: event.name }) : t.title}</h1>
      {event === null ? <p>{messageOf('event-required').text}</p> : null}
      <label>
        {t.name}
        <input name="name" autoComplete="name" required maxLength={100} />
      </label>
      <label>
        {t.email}
        <input
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={problem?.field === 'email' ? true : undefined}
          aria-describedby={problem?.field === 'email' ? 'email-problem email-rule' : 'email-rule'}
        />
      </label>
      {problem?.field === 'email' ? (
        <FieldProblemText id="email-problem" text={problem.text} />
      ) : null}
      <p id="email-rule" className="hint">
        {EMAIL_RULE_TEXT}
      </p>
      <label>
        {t.password}
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
      <ul id="password-rules" className="hint rules" aria-label={t.passwordRules}>
        {PASSWORD_RULES.map((rule) => (
          <li key={rule.id} data-met={!broken.includes(rule.id)}>
            {broken.includes(rule.id) ? '○' : '✓'} {rule.text}
          </li>
        ))}
      </ul>
      <label>
        {t.company}
        <input name="company" autoComplete="organization" maxLength={100} />
      </label>
      <PickFields lists={event?.pickLists} />
      {closed ? (
        <p className="notice" data-tone="warning" id="no-teams">
          {t.noTeams}
        </p>
      ) : (
        <div className="team-picker">
          <label>
            {t.team}
            <select
              name="teamName"
              defaultValue={teams[0]}
              onChange={(change) => setTeam(change.target.value)}
              aria-describedby="team-colour"
            >
              {teams.map((key) => (
                <option key={key} value={key}>
                  {storedTeam(key)?.name ?? key} · {colourOf(key)}
                </option>
              ))}
            </select>
          </label>
          <p id="team-colour" className="hint">
            {t.teamColour} <TeamName name={colourOf(team)} color={colourOf(team)} />
          </p>
        </div>
      )}
      <fieldset>
        <legend>{t.attend}</legend>
        <label className="inline">
          <input type="radio" name="attendance" value="in_person" defaultChecked /> {t.inPerson}
        </label>
        <label className="inline">
          <input type="radio" name="attendance" value="online" /> {t.online}
        </label>
      </fieldset>
      <label>
        {t.colour}
        <input name="color" maxLength={20} />
      </label>
      <label>
        {t.code}
        <input
          name="invitationCode"
          autoComplete="off"
          maxLength={100}
          aria-invalid={problem?.field === 'invitationCode' ? true : undefined}
          aria-describedby={
            problem?.field === 'invitationCode' ? 'code-problem code-hint' : 'code-hint'
          }
        />
      </label>
      {problem?.field === 'invitationCode' ? (
        <FieldProblemText id="code-problem" text={problem.text} />
      ) : null}
      <p id="code-hint" className="hint">
        {t.codeHint}
      </p>
      <FormAlert message={message} />
      <button type="submit" disabled={pending || registration.busy || event === null || closed}>
        {pending || registration.busy ? t.pending : t.submit}
      </button>
    </form>
  );
};

const FieldProblemText = ({ id, text }: { id: string; text: string }) => (
  <p id={id} role="alert" className="form-alert" data-tone="danger">
    {text}
  </p>
);

/** What the registration waits for, said while the app waits for it by itself. */
const RegistrationWait = ({
  phase,
  onCheck,
}: {
  phase: Exclude<RegistrationPhase, { kind: 'form' }>;
  onCheck: () => void;
}) => {
  const t = useStore(messages);
  if (phase.kind === 'declined')
    return (
      <section className="form" aria-labelledby="registration-wait">
        <h1 id="registration-wait">{t.declined}</h1>
        <p role="alert" className="notice" data-tone="danger">
          {messageFor('registration-declined')}.
        </p>
      </section>
    );
  if (phase.kind === 'approval')
    return (
      <section className="form" aria-labelledby="registration-wait" aria-live="polite">
        <h1 id="registration-wait">{t.approvalTitle}</h1>
        <p className="notice" data-tone="warning">
          {t.approval}
        </p>
      </section>
    );
  return (
    <section className="form" aria-labelledby="registration-wait" aria-live="polite">
      <h1 id="registration-wait">{t.confirmTitle}</h1>
      <p className="notice" data-tone="warning">
        {messageFor('email-not-verified')}
      </p>
      <p className="hint">{t.looking}</p>
      <button
        type="button"
        onClick={() => {
          void resendVerification();
        }}
      >
        {t.resend}
      </button>{' '}
      <button type="button" onClick={onCheck}>
        {t.opened}
      </button>
    </section>
  );
};
