import { teamsNode } from '@engage/domain/console-events';
import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { userNodes } from '@engage/domain/store/users';
import { createUserWithEmailAndPassword, sendEmailVerification, updateEmail } from 'firebase/auth';
import { ref, set } from 'firebase/database';
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

/**
 * Registering where one may not: another company, no or a guessed code, a changed email, a
 * throwaway address, someone else's address, the last seats raced by many accounts at once.
 */
export const registrationAttacks = (kit: AttackKit): void => {
  const { signUp, registration, registrationState } = kit;
  seatAttacks(kit);
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
    // One company's code does not admit to another company's event, either way round: said to be
    // the wrong code (before the address is asked for at all).
    expect(
      await refusal(
        mallory.client.call('register', {
          ...registration(DEMO_EVENT_ID),
          invitationCode: OTHER_CODE,
        }),
      ),
    ).toBe('invalid-invitation-code');
    expect(
      await refusal(
        mallory.client.call('register', {
          ...registration(OTHER_EVENT),
          invitationCode: kit.northwind.code,
        }),
      ),
    ).toBe('invalid-invitation-code');
    expect(await registrationState(mallory)).toEqual(before);
    expect(before[userNodes.user(mallory.key)]).toBeNull();
  });

  it('register with an unconfirmed email and no code is refused', async () => {
    const mallory = await signUp('unverified');
    const before = await registrationState(mallory);
    // Northwind admits its code and its own domain: an attack.example address neither.
    expect(await refusal(mallory.client.call('register', registration(DEMO_EVENT_ID)))).toBe(
      'not-admitted',
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
      expect(await refusal(attempt), invitationCode).toBe('invalid-invitation-code');
    }
    expect(await registrationState(mallory)).toEqual(before);
  });

  it('register again after changing the Auth email returns the same profile, no second seat', async () => {
    const mallory = await signUp('new-email');
    await sendEmailVerification(mallory.user);
    await confirmEmail(mallory.client, mallory.email);
    // Confirmed, she registers with the code.
    const withCode = { ...registration(DEMO_EVENT_ID), invitationCode: kit.northwind.code };
    expect(await mallory.client.call('register', withCode)).toMatchObject({
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
    const again = await mallory.client.call('register', withCode);
    expect(again).toMatchObject({ status: 'duplicate', key: mallory.key });
    expect(await registrationState(mallory, keyOf(second))).toEqual(before);
    expect(before[userNodes.user(keyOf(second))]).toBeNull();
    expect(before[userNodes.byUid(mallory.uid)]).toBe(mallory.key);
  });
};

/** A company of its own for the seat race, admitting the attackers' domain, with 3 seats. */
const RACE_COMPANY = 'race-co-e2e';
const RACE_EVENT = 'race-2026';
const RACE_SEATS = 3;

const seatAttacks = (kit: AttackKit): void => {
  const { confirmed, registration, registrationState } = kit;

  it('a stranger with a throwaway verified address takes no seat', async () => {
    const mallory = await confirmed('throwaway');
    const before = await registrationState(mallory);
    const attempt = mallory.client.call('register', registration(DEMO_EVENT_ID));
    expect(await refusal(attempt)).toBe('not-admitted');
    expect(await registrationState(mallory)).toEqual(before);
    expect(before[userNodes.byUid(mallory.uid)]).toBeNull();
  });

  it('a code holder cannot register an address they do not own: it is verified first', async () => {
    // Mallory holds Northwind's code and signs up as the CEO of Northwind, whose inbox is not hers.
    const ceo = kit.client('ceo');
    const email = `ceo-${Date.now()}@northwind.example`;
    const { user } = await createUserWithEmailAndPassword(ceo.auth, email, 'attack-pass-1');
    const person = { client: ceo, user, email, uid: user.uid, key: keyOf(email) };
    const before = await registrationState(person);
    const attempt = ceo.call('register', {
      ...registration(DEMO_EVENT_ID),
      invitationCode: kit.northwind.code,
    });
    expect(await refusal(attempt)).toBe('email-not-verified');
    // Nothing is held under the CEO's address: the real CEO registers it later as their own.
    expect(await registrationState(person)).toEqual(before);
    expect(before[userNodes.user(person.key)]).toBeNull();
  });

  it('cooperating accounts racing the last seats: exactly the limit seated, counters exact', async () => {
    await kit.admin.db.ref().update({
      [organiserNodes.companyMetadata(RACE_COMPANY)]: {
        name: 'Race Co',
        subscription: 'free',
        events: { [RACE_EVENT]: true },
        eventTotal: 1,
        userLimit: RACE_SEATS,
      },
      [organiserNodes.admission(RACE_COMPANY)]: { domains: ['attack.example'] },
      [organiserNodes.userCount(RACE_COMPANY)]: 0,
      [eventNodes.metadata(RACE_EVENT)]: { name: 'Race', customerId: RACE_COMPANY, registrants: 0 },
      [eventNodes.teams(RACE_EVENT)]: teamsNode(['AGILE']),
    });
    const racers = await Promise.all(Array.from({ length: 10 }, (_, i) => confirmed(`racer${i}`)));
    /** Each account taps twice at once; an "under way" answer is asked again, as the web does. */
    const settle = async (person: (typeof racers)[number]): Promise<string> => {
      for (;;) {
        const attempt = person.client.call('register', registration(RACE_EVENT));
        const refused = await refusal(attempt);
        if (refused !== 'accepted') return refused;
        const answer = await attempt;
        if (answer.status !== 'under-way') return answer.status;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const outcomes = await Promise.all(
      racers.flatMap((person) => [settle(person), settle(person)]),
    );
    const seated = racers.filter((_, i) =>
      [outcomes[2 * i], outcomes[2 * i + 1]].some((o) => o === 'created' || o === 'duplicate'),
    );
    expect(seated).toHaveLength(RACE_SEATS);
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(RACE_SEATS);
    expect(
      outcomes.every((o) => ['created', 'duplicate', 'registration-limit-reached'].includes(o)),
    ).toBe(true);
    expect(await kit.admin.read(organiserNodes.userCount(RACE_COMPANY))).toBe(RACE_SEATS);
    expect(await kit.admin.read(eventNodes.registrants(RACE_EVENT))).toBe(RACE_SEATS);
    // Every mark ended with its registration: the company node keeps only seats under way.
    const marks = (await kit.admin.read(organiserNodes.company(RACE_COMPANY)))?.seatClaims ?? {};
    expect(marks).toEqual({});
  });

  it('a registrant waiting for approval reads only their own application, and cannot approve it', async () => {
    await kit.admin.db
      .ref(organiserNodes.admission(RACE_COMPANY))
      .set({ domains: [], approval: true });
    const [ann, bea] = await Promise.all([confirmed('applicant-a'), confirmed('applicant-b')]);
    for (const person of [ann, bea])
      expect(await person.client.call('register', registration(RACE_EVENT))).toMatchObject({
        status: 'pending',
        customerId: RACE_COMPANY,
      });
    expect(await ann.client.read(organiserNodes.application(RACE_COMPANY, ann.uid))).toMatchObject({
      state: 'pending',
    });
    expect(await refusal(ann.client.read(organiserNodes.application(RACE_COMPANY, bea.uid)))).toBe(
      'PERMISSION_DENIED',
    );
    expect(await refusal(ann.client.read(organiserNodes.applications(RACE_COMPANY)))).toBe(
      'PERMISSION_DENIED',
    );
    expect(
      await refusal(
        ann.client.callRaw('adminDecideApplication', {
          customerId: RACE_COMPANY,
          uid: ann.uid,
          approve: true,
        }),
      ),
    ).toBe('not-admin');
    // Written by the browser, the rules refuse it: no client writes an application.
    expect(
      await refusal(
        set(
          ref(ann.client.db, `${organiserNodes.application(RACE_COMPANY, ann.uid)}/state`),
          'approved',
        ),
      ),
    ).toBe('PERMISSION_DENIED');
    expect(await kit.admin.read(organiserNodes.application(RACE_COMPANY, ann.uid))).toMatchObject({
      state: 'pending',
    });
    expect(await kit.admin.read(organiserNodes.userCount(RACE_COMPANY))).toBe(RACE_SEATS);
  });
};
