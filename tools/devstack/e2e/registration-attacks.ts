import { userNodes } from '@engage/domain/store/users';
import { sendEmailVerification, updateEmail } from 'firebase/auth';
import { expect, it } from 'vitest';
import { DEMO_EVENT_ID } from '../src/seed.ts';
import {
  type AttackKit,
  confirmEmail,
  keyOf,
  OTHER_CODE,
  OTHER_COMPANY,
  OTHER_EVENT,
} from './attack-kit.ts';
import { refusal } from './web-client.ts';

/** Registering where one may not: another company, no or a guessed code, a changed email. */
export const registrationAttacks = (kit: AttackKit): void => {
  const { signUp, registration, registrationState } = kit;
  it('register naming another company (customerId), or with its code, is refused', async () => {
    const mallory = await signUp('other-company');
    const before = await registrationState(mallory);
    // The company comes from the event only: a customerId field is unknown input.
    expect(
      await refusal(
        mallory.client.callRaw('register', {
          ...registration(DEMO_EVENT_ID),
          invitationCode: kit.northwind.code,
          customerId: OTHER_COMPANY,
        }),
      ),
    ).toBe('invalid-argument');
    // One company's code does not admit to another company's event, either way round.
    expect(
      await refusal(
        mallory.client.call('register', {
          ...registration(DEMO_EVENT_ID),
          invitationCode: OTHER_CODE,
        }),
      ),
    ).toBe('email-not-verified');
    expect(
      await refusal(
        mallory.client.call('register', {
          ...registration(OTHER_EVENT),
          invitationCode: kit.northwind.code,
        }),
      ),
    ).toBe('email-not-verified');
    expect(await registrationState(mallory)).toEqual(before);
    expect(before[userNodes.user(mallory.key)]).toBeNull();
  });

  it('register with an unconfirmed email and no code is refused', async () => {
    const mallory = await signUp('unverified');
    const before = await registrationState(mallory);
    expect(await refusal(mallory.client.call('register', registration(DEMO_EVENT_ID)))).toBe(
      'email-not-verified',
    );
    expect(await registrationState(mallory)).toEqual(before);
    expect(before[userNodes.byUid(mallory.uid)]).toBeNull();
  });

  it('register with a guessed invitation code is refused', async () => {
    const mallory = await signUp('guessed-code');
    const before = await registrationState(mallory);
    const guesses = [
      'northwind',
      'northwind-2026',
      'Northwind-Registration',
      'summit-2026',
      'registration',
      kit.northwind.customerId,
    ];
    for (const invitationCode of guesses) {
      const attempt = mallory.client.call('register', {
        ...registration(DEMO_EVENT_ID),
        invitationCode,
      });
      expect(await refusal(attempt), invitationCode).toBe('email-not-verified');
    }
    expect(await registrationState(mallory)).toEqual(before);
  });

  it('register again after changing the Auth email returns the same profile, no second seat', async () => {
    const mallory = await signUp('new-email');
    await sendEmailVerification(mallory.user);
    await confirmEmail(mallory.client, mallory.email);
    // Confirmed, she registers without a code.
    expect(await mallory.client.call('register', registration(DEMO_EVENT_ID))).toMatchObject({
      status: 'created',
      key: mallory.key,
    });
    const second = `changed-${Date.now()}@attack.example`;
    await updateEmail(mallory.user, second);
    await sendEmailVerification(mallory.user);
    await confirmEmail(mallory.client, second);
    expect((await mallory.user.getIdTokenResult()).claims).toMatchObject({
      email: second,
      email_verified: true,
    });
    const before = await registrationState(mallory, keyOf(second));
    const again = await mallory.client.call('register', registration(DEMO_EVENT_ID));
    expect(again).toMatchObject({ status: 'duplicate', key: mallory.key });
    expect(await registrationState(mallory, keyOf(second))).toEqual(before);
    expect(before[userNodes.user(keyOf(second))]).toBeNull();
    expect(before[userNodes.byUid(mallory.uid)]).toBe(mallory.key);
  });
};
