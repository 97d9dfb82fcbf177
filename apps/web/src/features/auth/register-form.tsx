import { TEAM_NAMES } from '@engage/domain/colors';
import { validateColorName } from '@engage/domain/colors';
import {
  brokenPasswordRules,
  EMAIL_RULE_TEXT,
  isPlausibleEmail,
  PASSWORD_RULES,
} from '@engage/domain/password';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { callRegister } from '../../lib/firebase/calls.ts';
import type { EventSummary } from '../../lib/firebase/events.ts';
import { createAccount, discardAccount, signOut } from '../../lib/firebase/session.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { messageOf } from '../../lib/messages.ts';
import { sessionKeys } from '../../lib/session/queries.ts';
import { useFormAction } from '../../lib/use-form-action.ts';

/**
 * Registration: the account (Auth), a verification email, then the profile (the register
 * function, which holds the company's user limit). The rules for the password and email are
 * shown before submit and checked as the user types.
 */
export const RegisterForm = ({ event }: { event: EventSummary | null }) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const { run, pending, message, setMessage } = useFormAction();
  const broken = brokenPasswordRules(password);

  const onSubmit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    const form = new FormData(submitted.currentTarget);
    const email = String(form.get('email')).trim();
    const color = String(form.get('color') ?? '').trim();
    if (event === null || event.customerId === undefined)
      return setMessage(messageOf('event-required'));
    if (!isPlausibleEmail(email)) return setMessage(messageOf('invalid-email'));
    if (broken.length > 0) return setMessage(messageOf('weak-password'));
    if (color !== '' && !validateColorName(color).ok)
      return setMessage(messageOf('invalid-colour'));
    const { customerId, id: eventId } = event;
    run(async () => {
      const user = await createAccount(email, password, String(form.get('name')));
      try {
        const result = await callRegister({
          name: String(form.get('name')),
          company: String(form.get('company')),
          department: String(form.get('department')),
          teamName: String(form.get('teamName')),
          attendance: form.get('attendance') === 'online' ? 'online' : 'in_person',
          customerId,
          eventId,
          ...(color !== '' ? { color } : {}),
        });
        queryClient.setQueryData(sessionKeys.session, user);
        await queryClient.invalidateQueries({ queryKey: sessionKeys.me(user.uid) });
        if (result.status === 'duplicate') setMessage(messageOf('duplicate-user'));
        else await navigate({ to: '/auth' });
      } catch (error) {
        // No profile, no account: the email is free to register again later.
        await discardAccount().catch(() => signOut());
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
      <label>
        Team
        <select name="teamName" defaultValue={TEAM_NAMES[0]}>
          {TEAM_NAMES.map((team) => (
            <option key={team} value={team}>
              {team}
            </option>
          ))}
        </select>
      </label>
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
        Favourite colour (optional, 3 to 7 letters)
        <input name="color" maxLength={20} />
      </label>
      <FormAlert message={message} />
      <button type="submit" disabled={pending || event === null}>
        {pending ? 'Registering…' : 'Register'}
      </button>
    </form>
  );
};
