import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { auth, callable } from '../../testing/handlers.ts';
import { renderInRouter } from '../../testing/render.tsx';
import { server } from '../../testing/server.ts';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

const EVENT = {
  id: 'summit',
  name: 'Summit',
  customerId: 'acme_abc_1',
  teams: [
    { key: 'MODERN', name: 'MODERN', color: 'blue' },
    { key: 'AGILE', name: 'AGILE', color: 'green' },
  ],
};

const fillRegister = async (
  overrides: Partial<Record<'Name' | 'Email' | 'Password' | 'color', string>> = {},
) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), overrides.Name ?? 'Ann');
  await user.type(screen.getByLabelText('Email'), overrides.Email ?? 'ann@example.com');
  await user.type(screen.getByLabelText('Password'), overrides.Password ?? 'secret-123');
  if (overrides.color) await user.type(screen.getByLabelText(/Favourite colour/), overrides.color);
  await user.click(screen.getByRole('button', { name: 'Register' }));
};

/**
 * A sign-up that makes the account, and the register call refused as `refusal` says; `deleted()`
 * tells whether the form removed the account it had just made.
 */
const signUpRefused = (...refusal: Parameters<typeof callable.refuse>) => {
  let deleted = false;
  server.use(
    auth.signUpOk(),
    auth.update(),
    auth.lookup(),
    auth.sendOobCode(),
    auth.delete(() => {
      deleted = true;
    }),
    callable.options(),
    callable.refuse(...refusal),
  );
  return { deleted: () => deleted };
};

describe('registration form', () => {
  it('shows the password and email rules before submit and ticks them as the user types', async () => {
    await renderInRouter(<RegisterForm event={EVENT} />);
    expect(screen.getByText('An email address like name@example.com')).toBeDefined();
    const rules = screen.getByRole('list', { name: 'Password rules' });
    expect(rules.querySelectorAll('[data-met="false"]')).toHaveLength(3);
    await userEvent.setup().type(screen.getByLabelText('Password'), 'abc12345');
    expect(rules.querySelectorAll('[data-met="false"]')).toHaveLength(0);
  });

  it('offers only the event’s own teams, in the spec’s order', async () => {
    await renderInRouter(<RegisterForm event={EVENT} />);
    const options = screen.getByLabelText('Team').querySelectorAll('option');
    expect([...options].map((option) => option.value)).toEqual(['AGILE', 'MODERN']);
  });

  it('shows each team’s colour in the picker and beside it', async () => {
    await renderInRouter(<RegisterForm event={EVENT} />);
    const picker = screen.getByLabelText('Team') as HTMLSelectElement;
    expect([...picker.options].map((option) => option.textContent)).toEqual([
      'AGILE · green',
      'MODERN · blue',
    ]);
    const colour = () => document.querySelector('#team-colour [data-team-color]');
    expect(colour()?.getAttribute('data-team-color')).toBe('green');
    await userEvent.setup().selectOptions(picker, 'MODERN');
    expect(colour()?.getAttribute('data-team-color')).toBe('blue');
  });

  it('says which field when no team is picked, and calls nothing', async () => {
    await renderInRouter(<RegisterForm event={EVENT} />);
    const picker = screen.getByLabelText('Team') as HTMLSelectElement;
    picker.append(new Option('none', ''));
    await userEvent.setup().selectOptions(picker, '');
    await fillRegister();
    expect((await screen.findByRole('alert')).textContent).toBe('Team: choose your team.');
  });

  it('names each team as its organisers named it, under its key', async () => {
    const named = {
      ...EVENT,
      teams: [{ key: 'AGILE', name: 'Night Owls of the Northern Hall', color: 'green' }],
    };
    await renderInRouter(<RegisterForm event={named} />);
    const picker = screen.getByLabelText('Team') as HTMLSelectElement;
    expect([...picker.options].map((option) => [option.value, option.textContent])).toEqual([
      ['AGILE', 'Night Owls of the Northern Hall · green'],
    ]);
  });

  it('explains that an event without teams takes no registrations yet', async () => {
    await renderInRouter(<RegisterForm event={{ ...EVENT, teams: [] }} />);
    expect(screen.queryByLabelText('Team')).toBeNull();
    expect(
      screen.getByText(/This event has no teams yet, so registration is not open/),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Register' })).toHaveProperty('disabled', true);
  });

  it('words the server’s schema refusal as the field and what to do', async () => {
    server.use(
      auth.signUpOk(),
      auth.update(),
      auth.lookup(),
      auth.sendOobCode(),
      auth.delete(() => undefined),
      callable.options(),
      callable.invalid('register', ['company: Invalid length: Expected <=100 but received 101']),
    );
    await renderInRouter(<RegisterForm event={EVENT} />);
    await fillRegister();
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toBe(
      'Company: use at most 100 characters, in plain text.',
    );
  });

  it.each([
    [
      'an implausible email',
      { Email: 'ann@nowhere' },
      'That email address is not valid. Email: enter an address like name@example.com.',
    ],
    ['a weak password', { Password: 'short' }, 'The password does not follow the rules below.'],
    [
      'an invalid colour',
      { color: 'ultraviolet' },
      'Favourite colour: use a colour name of 3 to 7 letters, like “teal” or “orange”. Result: invalid colour',
    ],
  ])('refuses %s before calling anything', async (_name, overrides, text) => {
    await renderInRouter(<RegisterForm event={EVENT} />);
    await fillRegister(overrides);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('says duplicate user when the email already has an account', async () => {
    server.use(auth.signUpEmailExists());
    await renderInRouter(<RegisterForm event={EVENT} />);
    await fillRegister();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There is already an account with this email: sign in instead, or register with another email. Result: duplicate user',
    );
  });

  it('says registration limit reached, and removes the just-created account', async () => {
    const account = signUpRefused(
      'register',
      'RESOURCE_EXHAUSTED',
      'registration-limit-reached',
      'registration limit reached',
    );
    await renderInRouter(<RegisterForm event={EVENT} />);
    await fillRegister();
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toBe(
      'Your company has used all its seats for this event: ask your organiser for more. Result: registration limit reached',
    );
    await waitFor(() => expect(account.deleted()).toBe(true));
  });

  it('names a wrong invitation code under its field, and removes the just-created account', async () => {
    const account = signUpRefused(
      'register',
      'INVALID_ARGUMENT',
      'invalid-invitation-code',
      'That invitation code is not right: check it with your organiser',
      'invitationCode: not this company’s code',
    );
    await renderInRouter(<RegisterForm event={EVENT} />);
    await userEvent.setup().type(screen.getByLabelText(/Invitation code/), 'nope');
    await fillRegister();
    const problem = await screen.findByText(
      'That invitation code is not right: check it with your organiser.',
      {},
      { timeout: 5_000 },
    );
    expect(problem.id).toBe('code-problem');
    expect(screen.getByLabelText(/Invitation code/).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(account.deleted()).toBe(true));
  });

  it('waits for the address to be confirmed instead of asking to press Register again', async () => {
    const account = signUpRefused(
      'register',
      'FAILED_PRECONDITION',
      'email-not-verified',
      'Confirm your email address: open the link we sent you, and your registration carries on by itself.',
    );
    await renderInRouter(<RegisterForm event={EVENT} />);
    await fillRegister();
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 })).textContent).toBe(
      'Confirm your email address',
    );
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeDefined();
    // The account is kept for the link, and the details in this browser to carry on with.
    expect(account.deleted()).toBe(false);
    expect(localStorage.getItem('engage.registration')).toContain('"eventId":"summit"');
    localStorage.clear();
  });

  it('asks for the event link when no event is known', async () => {
    await renderInRouter(<RegisterForm event={null} />);
    expect(
      screen.getByText('Open the registration link of your event: it names the event.'),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Register' })).toHaveProperty('disabled', true);
  });
});

describe('login form', () => {
  it('says when the email or password is wrong', async () => {
    server.use(auth.signInWrong());
    await renderInRouter(<LoginForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'nope-nope-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The email or password is not right.',
    );
  });

  it.each([
    [
      'both fields empty',
      '',
      '',
      'Email: enter the address you registered with. Password: enter your password.',
    ],
    ['the password empty', 'ann@example.com', '', 'Password: enter your password.'],
  ])(
    'names %s apart from a wrong password, and asks nothing of Auth',
    async (_name, email, password, text) => {
      await renderInRouter(<LoginForm />);
      const user = userEvent.setup();
      if (email !== '') await user.type(screen.getByLabelText('Email'), email);
      if (password !== '') await user.type(screen.getByLabelText('Password'), password);
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect((await screen.findByRole('alert')).textContent).toBe(text);
    },
  );

  it('says no-event for an account without an event', async () => {
    server.use(
      auth.signInOk(),
      auth.lookup('uid-known'),
      callable.options(),
      callable.refuse('eventSignIn', 'FAILED_PRECONDITION', 'no-event', 'no-event'),
    );
    await renderInRouter(<LoginForm eventId="summit" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toBe(
      'Your account is not linked to an event yet: open the link your organiser sent you, then sign in again. Result: no-event',
    );
  });
});
