import { teamsNode } from '@engage/domain/console-events';
import type {
  CallableOutput,
  CallableRequest,
  OrganiserCallableName,
} from '@engage/domain/contract';
import { SESSION_FIXTURE } from '@engage/domain/session-fixtures';
import { eventNodes } from '@engage/domain/store/events';
import { marketNodes } from '@engage/domain/store/market';
import { organiserNodes } from '@engage/domain/store/organisers';
import { sessionCheckInNodes } from '@engage/domain/store/session-checkins';
import { storagePaths } from '@engage/domain/store/storage';
import { userNodes } from '@engage/domain/store/users';
import { encodeUserKey } from '@engage/domain/user-key';
import {
  applyActionCode,
  createUserWithEmailAndPassword,
  sendEmailVerification,
  signInWithEmailAndPassword,
  type User,
} from 'firebase/auth';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_EVENT_ID, DEMO_PASSWORD } from '../src/seed.ts';
import { HOST, PORTS, PROJECT_ID } from '../src/stack.ts';
import { type AdminClient, adminClient, refusal, type WebClient, webClient } from './web-client.ts';

/** A second customer with its own event, made as an operator would (admin SDK). */
export const OTHER_EVENT = 'expo-2026';
export const OTHER_COMPANY = 'contoso-events-e2e';
export const OTHER_CODE = 'contoso-registration';
/** An event an organiser of another company tries to create under Contoso. */
export const TAKEOVER_EVENT = 'contoso-takeover';
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);

/** What only an event's (or a company's) organisers read: the console's nodes. */
export const ORGANISER_PATHS = (eventId: string, customerId: string): string[] => [
  eventNodes.all(),
  eventNodes.search(eventId),
  marketNodes.purchases(eventId),
  eventNodes.reps(eventId),
  eventNodes.leads(eventId),
  eventNodes.activity(eventId),
  sessionCheckInNodes.attendances(eventId),
  organiserNodes.audit({ kind: 'event', id: eventId }),
  organiserNodes.audit({ kind: 'company', id: customerId }),
  organiserNodes.audit({ kind: 'deployment' }),
  organiserNodes.all(),
  organiserNodes.company(customerId),
];

/** One or more requests for each organiser callable: a new one missing here fails typecheck. */
type OrganiserAttempts = {
  readonly [N in OrganiserCallableName]: readonly [CallableRequest<N>, ...CallableRequest<N>[]];
};

/**
 * Every organiser callable, called from the web SDK with each request given: each is refused by
 * the server with not-admin (the caller checks afterwards that nothing changed).
 */
export const expectEveryOrganiserCallableRefused = async (
  client: WebClient,
  attempts: OrganiserAttempts,
): Promise<void> => {
  // A few at a time: every organiser callable, each refused on its own, in a fraction of the time.
  const calls = Object.entries(attempts).flatMap(([name, requests]) =>
    requests.map((data, i) => ({ name, data, label: `${name} #${i + 1}` })),
  );
  const AT_ONCE = 6;
  for (let at = 0; at < calls.length; at += AT_ONCE) {
    const batch = calls.slice(at, at + AT_ONCE);
    const refusals = await Promise.all(
      batch.map(({ name, data }) => refusal(client.callRaw(name, data))),
    );
    for (const [i, { label }] of batch.entries()) expect(refusals[i], label).toBe('not-admin');
  }
};

export type Person = {
  readonly client: WebClient;
  readonly user: User;
  readonly email: string;
  readonly uid: string;
  /** The profile key registration would use for the account's email. */
  readonly key: string;
};
export type Attendee = Person & { readonly publicId: string };

export const keyOf = (email: string): string => {
  const key = encodeUserKey(email);
  if (!key.ok) throw new Error(`${email} has no user key`);
  return key.value;
};

/** The verification link the Auth emulator "mailed", applied as the link's page would. */
export const confirmEmail = async (client: WebClient, email: string): Promise<void> => {
  const response = await fetch(
    `http://${HOST}:${PORTS.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  const mail = oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').at(-1);
  if (mail === undefined) throw new Error(`no verification mail for ${email}`);
  await applyActionCode(client.auth, mail.oobCode);
  await client.auth.currentUser?.reload();
  // A fresh ID token carries email_verified: true (and the new email) to the functions.
  await client.auth.currentUser?.getIdToken(true);
};

export type AttackKit = {
  /** The admin SDKs, the seeded organiser and the demo company: set before the first attack. */
  readonly admin: AdminClient;
  readonly organiser: WebClient;
  readonly northwind: { readonly customerId: string; readonly code: string };
  client(label: string): WebClient;
  signUp(label: string): Promise<Person>;
  /** As signUp, with the address confirmed by its owner. */
  confirmed(label: string): Promise<Person>;
  registration(eventId: string): {
    readonly name: string;
    readonly company: string;
    readonly department: string;
    readonly teamName: 'AGILE';
    readonly eventId: string;
  };
  attendee(label: string, eventId?: string): Promise<Attendee>;
  registrationState(person: Person, ...keys: string[]): Promise<Record<string, unknown>>;
  credit(person: Person, delta: number): Promise<CallableOutput<'adminAdjustPoints'>>;
};

/**
 * What every kind of attack shares (each *-attacks.ts file, registered from attacks.ts): a second
 * customer with its own event, fresh accounts, registered attendees and the seeded organiser. It
 * sets them up, and tears them down, around the suite that calls it.
 */
export const attackKit = (): AttackKit => {
  let admin: AdminClient;
  let organiser: WebClient;
  let northwind: { readonly customerId: string; readonly code: string };
  const clients: WebClient[] = [];
  let people = 0;

  const client = (label: string): WebClient => {
    const made = webClient(label);
    clients.push(made);
    return made;
  };

  /** A new account on the Auth emulator, signed in, with no profile and an unconfirmed email. */
  const signUp = async (label: string): Promise<Person> => {
    people += 1;
    const email = `${label}-${Date.now()}-${people}@attack.example`;
    const own = client(label);
    const { user } = await createUserWithEmailAndPassword(own.auth, email, 'attack-pass-1');
    return { client: own, user, email, uid: user.uid, key: keyOf(email) };
  };

  const registration = (eventId: string) => ({
    name: 'Mallory Attacker',
    company: 'Anywhere',
    department: 'Red team',
    teamName: 'AGILE' as const,
    eventId,
  });

  /** A new account whose address its owner confirmed (the link the Auth emulator "mailed"). */
  const confirmed = async (label: string): Promise<Person> => {
    const person = await signUp(label);
    await sendEmailVerification(person.user);
    await confirmEmail(person.client, person.email);
    return person;
  };

  /**
   * A registered attendee of `eventId`, admitted with that event's company code; the address is
   * confirmed first, as every registrant's is.
   */
  const attendee = async (label: string, eventId = DEMO_EVENT_ID): Promise<Attendee> => {
    const person = await confirmed(label);
    const code = eventId === OTHER_EVENT ? OTHER_CODE : northwind.code;
    const made = await person.client.call('register', {
      ...registration(eventId),
      invitationCode: code,
    });
    expect(made).toMatchObject({ status: 'created', key: person.key });
    const publicId = (await admin.read(userNodes.field(person.key, 'publicId'))) as string;
    return { ...person, publicId };
  };

  /** Everything a registration touches: the account's index and profile, seats, registrants. */
  const registrationState = (person: Person, ...keys: string[]) =>
    admin.readAll([
      userNodes.byUid(person.uid),
      userNodes.user(person.key),
      ...keys.map((key) => userNodes.user(key)),
      organiserNodes.userCount(northwind.customerId),
      organiserNodes.userCount(OTHER_COMPANY),
      eventNodes.registrants(DEMO_EVENT_ID),
      eventNodes.registrants(OTHER_EVENT),
    ]);

  /** Points for an attendee, given by the seeded organiser. */
  const credit = async (person: Person, delta: number) =>
    organiser.call('adminAdjustPoints', { userKey: person.key, delta, reason: 'e2e credit' });

  beforeAll(async () => {
    admin = adminClient();
    const customerId = (await admin.read(eventNodes.customer(DEMO_EVENT_ID))) as string;
    const code = (await admin.read(organiserNodes.companyField(customerId, 'formId'))) as string;
    northwind = { customerId, code };
    await admin.db.ref().update({
      [organiserNodes.companyMetadata(OTHER_COMPANY)]: {
        name: 'Contoso Events',
        subscription: 'standard',
        events: { [OTHER_EVENT]: true },
        eventTotal: 1,
        userLimit: 60,
        formId: OTHER_CODE,
      },
      [organiserNodes.userCount(OTHER_COMPANY)]: 0,
      [eventNodes.metadata(OTHER_EVENT)]: {
        name: 'Contoso Expo',
        customerId: OTHER_COMPANY,
        registrants: 0,
      },
      // Registration admits only to a team the event has.
      [eventNodes.teams(OTHER_EVENT)]: teamsNode(['AGILE']),
      [eventNodes.sponsor(OTHER_EVENT, 'acme')]: {
        Logo: storagePaths.sponsorLogo(OTHER_EVENT, 'acme'),
        Paragraph: 'Acme sponsors the expo.',
        Category: 'Gold',
        SocialLinks: { website: 'https://acme.example.com' },
      },
    });
    organiser = client('organiser');
    await signInWithEmailAndPassword(organiser.auth, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  });

  afterAll(async () => {
    await Promise.all(clients.map((made) => made.close()));
    await admin?.close();
  });

  return {
    get admin() {
      return admin;
    },
    get organiser() {
      return organiser;
    },
    get northwind() {
      return northwind;
    },
    client,
    signUp,
    confirmed,
    registration,
    attendee,
    registrationState,
    credit,
  };
};

/** A session as an organiser would send it: what the attacks try to add to an event's programme. */
export const ATTACK_SESSION = { ...SESSION_FIXTURE, title: 'Mine' };
