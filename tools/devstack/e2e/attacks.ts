import type { CallableRequest, OrganiserCallableName } from '@engage/domain/contract';
import { teamsNode } from '@engage/domain/event-admin';
import { decodeQrPayload, encodeQrPayload, encodeQrToken } from '@engage/domain/qr-payload';
import { pairId } from '@engage/domain/scoring';
import { eventNodes } from '@engage/domain/store/events';
import { marketNodes } from '@engage/domain/store/market';
import { organiserNodes } from '@engage/domain/store/organisers';
import { roomNodes } from '@engage/domain/store/rooms';
import { storagePaths } from '@engage/domain/store/storage';
import { type UserMetadata, userNodes } from '@engage/domain/store/users';
import { encodeUserKey } from '@engage/domain/user-key';
import {
  applyActionCode,
  createUserWithEmailAndPassword,
  sendEmailVerification,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  type User,
  updateEmail,
} from 'firebase/auth';
import { get, limitToLast, orderByChild, query, ref, remove, set, update } from 'firebase/database';
import { ref as fileRef, getBytes, listAll, updateMetadata, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_EVENT_ID, DEMO_PASSWORD } from '../src/seed.ts';
import { HOST, PORTS, PROJECT_ID } from '../src/stack.ts';
import { type AdminClient, adminClient, refusal, type WebClient, webClient } from './web-client.ts';

/**
 * What a hostile client can try against the running dev stack with the unmodified web SDKs, one
 * test per attempt. Each asserts the refusal and then, read with the admin SDK, that nothing
 * changed. Every attacker is a fresh account, so the per-account limits of one test never touch
 * another's. Registered from dev-stack.e2e.ts inside its running-stack suite.
 */

/** A second customer with its own event, made as an operator would (admin SDK). */
const OTHER_EVENT = 'expo-2026';
const OTHER_COMPANY = 'contoso-events-e2e';
const OTHER_CODE = 'contoso-registration';
/** An event an organiser of another company tries to create under Contoso. */
const TAKEOVER_EVENT = 'contoso-takeover';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);

/** What only an event's (or a company's) organisers read: the console's nodes. */
const ORGANISER_PATHS = (eventId: string, customerId: string): string[] => [
  eventNodes.all(),
  eventNodes.search(eventId),
  marketNodes.purchases(eventId),
  eventNodes.reps(eventId),
  eventNodes.leads(eventId),
  eventNodes.activity(eventId),
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
const expectEveryOrganiserCallableRefused = async (
  client: WebClient,
  attempts: OrganiserAttempts,
): Promise<void> => {
  for (const [name, requests] of Object.entries(attempts))
    for (const [i, data] of requests.entries())
      expect(await refusal(client.callRaw(name, data)), `${name} #${i + 1}`).toBe('not-admin');
};

type Person = {
  readonly client: WebClient;
  readonly user: User;
  readonly email: string;
  readonly uid: string;
  /** The profile key registration would use for the account's email. */
  readonly key: string;
};
type Attendee = Person & { readonly publicId: string };

const keyOf = (email: string): string => {
  const key = encodeUserKey(email);
  if (!key.ok) throw new Error(`${email} has no user key`);
  return key.value;
};

/** The verification link the Auth emulator "mailed", applied as the link's page would. */
const confirmEmail = async (client: WebClient, email: string): Promise<void> => {
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

export const attackSuite = (): void => {
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

  /** A registered attendee of `eventId`, admitted with that event's company code. */
  const attendee = async (label: string, eventId = DEMO_EVENT_ID): Promise<Attendee> => {
    const person = await signUp(label);
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
        userLimit: 20,
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

  it('register naming another company (customerId), or with its code, is refused', async () => {
    const mallory = await signUp('other-company');
    const before = await registrationState(mallory);
    // The company comes from the event only: a customerId field is unknown input.
    expect(
      await refusal(
        mallory.client.callRaw('register', {
          ...registration(DEMO_EVENT_ID),
          invitationCode: northwind.code,
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
          invitationCode: northwind.code,
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
      northwind.customerId,
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

  it('boards refuse anonymous and other-event readers, and name nobody by email key or uid', async () => {
    const boards = `leaderboards/${DEMO_EVENT_ID}`;
    const all = `${boards}/all`;
    const before = await admin.readRaw(boards);
    const anonymous = client('anonymous');
    expect(await refusal(get(ref(anonymous.db, boards)))).toBe('PERMISSION_DENIED');
    expect(await refusal(get(ref(anonymous.db, all)))).toBe('PERMISSION_DENIED');
    const top = query(ref(anonymous.db, all), orderByChild('score'), limitToLast(20));
    expect(await refusal(get(top))).toBe('PERMISSION_DENIED');

    const outsider = await attendee('other-event', OTHER_EVENT);
    expect(await refusal(get(ref(outsider.client.db, all)))).toBe('PERMISSION_DENIED');
    expect(await refusal(get(query(ref(outsider.client.db, all), limitToLast(5))))).toBe(
      'PERMISSION_DENIED',
    );
    // Her own event's boards she may read; an attendee of this event reads this one.
    expect(await refusal(get(ref(outsider.client.db, `leaderboards/${OTHER_EVENT}`)))).toBe(
      'accepted',
    );
    const member = await attendee('member');
    expect(Object.keys((await get(ref(member.client.db, all))).val() ?? {}).length).toBeGreaterThan(
      0,
    );

    const stored = (before ?? {}) as Record<string, Record<string, unknown> | undefined>;
    const boardKeys = ['all', 'in_person', 'online'].flatMap((board) =>
      Object.keys(stored[board] ?? {}),
    );
    const users = ((await admin.read(userNodes.all())) ?? {}) as Record<
      string,
      { metadata?: { publicId?: string } }
    >;
    const uids = Object.keys(((await admin.readRaw('uids')) ?? {}) as object);
    const publicIds = new Set(Object.values(users).map((user) => user.metadata?.publicId));
    expect(boardKeys.length).toBeGreaterThan(0);
    for (const boardKey of boardKeys) {
      expect(Object.hasOwn(users, boardKey), boardKey).toBe(false);
      expect(uids.includes(boardKey), boardKey).toBe(false);
      expect(publicIds.has(boardKey), boardKey).toBe(true);
    }
    // The organiser plays no part on the attendee boards, and neither do the newcomers yet.
    const organiserId = users[keyOf(DEMO_ADMIN_EMAIL)]?.metadata?.publicId;
    for (const absent of [organiserId, member.publicId, outsider.publicId])
      expect(boardKeys).not.toContain(absent);
    expect(await admin.readRaw(boards)).toEqual(before);
  });

  it('photos: uploads/ is never listed nor read by another, SVG and another attendee’s path are refused', async () => {
    const alice = await attendee('photo-owner');
    const mallory = await attendee('photo-thief');
    const alicePhoto = storagePaths.photo(alice.uid);
    const malloryPhoto = storagePaths.photo(mallory.uid);
    const stray = `uploads/${mallory.uid}/avatar.png`;
    // The owner's own upload works (PNG, under 5 MiB).
    await uploadBytes(fileRef(alice.client.storage, alicePhoto), PNG, {
      contentType: 'image/png',
    });
    const before = {
      alice: await admin.object(alicePhoto),
      mallory: await admin.object(malloryPhoto),
      stray: await admin.object(stray),
      profile: await admin.read(userNodes.metadata(mallory.key)),
    };
    expect(before.alice?.data.equals(PNG)).toBe(true);

    const storage = mallory.client.storage;
    for (const folder of ['uploads', `uploads/${alice.uid}`, `uploads/${mallory.uid}`])
      expect(await refusal(listAll(fileRef(storage, folder))), folder).toBe('storage/unauthorized');
    // The upload is not published: only its owner reads it (the boards show avatars/).
    expect(await refusal(getBytes(fileRef(storage, alicePhoto)))).toBe('storage/unauthorized');
    expect(await refusal(getBytes(fileRef(alice.client.storage, alicePhoto)))).toBe('accepted');
    const upload = (path: string, data: Buffer, contentType: string) =>
      refusal(uploadBytes(fileRef(storage, path), data, { contentType }));
    expect(await upload(malloryPhoto, SVG, 'image/svg+xml')).toBe('storage/unauthorized');
    expect(await upload(malloryPhoto, Buffer.alloc(5 * 1024 * 1024), 'image/png')).toBe(
      'storage/unauthorized',
    );
    expect(await upload(alicePhoto, PNG, 'image/png')).toBe('storage/unauthorized');
    expect(await upload(stray, PNG, 'image/png')).toBe('storage/unauthorized');
    // Turning a stored PNG into SVG afterwards is an update, judged by the same rule.
    expect(
      await refusal(
        updateMetadata(fileRef(alice.client.storage, alicePhoto), {
          contentType: 'image/svg+xml',
        }),
      ),
    ).toBe('storage/unauthorized');
    // A profile may only point at its owner's own photo.
    expect(
      await refusal(set(ref(mallory.client.db, userNodes.field(mallory.key, 'photo')), alicePhoto)),
    ).toBe('PERMISSION_DENIED');

    expect({
      alice: await admin.object(alicePhoto),
      mallory: await admin.object(malloryPhoto),
      stray: await admin.object(stray),
      profile: await admin.read(userNodes.metadata(mallory.key)),
    }).toEqual(before);
  });

  it('QR codes show no uid, and a QR made with another attendee’s raw uid is refused', async () => {
    const alice = await attendee('qr-owner');
    const mallory = await attendee('qr-forger');
    const token = await alice.client.call('issueQrToken', {});
    // The spec's `uid` field carries the public id, on the Connect screen and the profile alike.
    expect(JSON.parse(token.qr.slice('engage:2:'.length))).toMatchObject({ uid: alice.publicId });
    const stored = (await admin.read(userNodes.field(alice.key, 'qr_code'))) as string;
    expect(decodeQrPayload(stored)).toMatchObject({ ok: true, value: { uid: alice.publicId } });
    for (const shown of [token.qr, stored]) expect(shown).not.toContain(alice.uid);

    const paths = [
      userNodes.user(alice.key),
      userNodes.user(mallory.key),
      roomNodes.pair(DEMO_EVENT_ID, pairId(alice.key, mallory.key)),
    ];
    const before = await admin.readAll(paths);
    const withUid = { uid: alice.uid, color: 'red', isRep: false };
    const forged = encodeQrToken(withUid, token.code);
    for (const qr of [
      encodeQrPayload(withUid),
      forged,
      `http://localhost:5173/connect?qr=${encodeURIComponent(forged)}`,
      // Alice's live code shown with Mallory's own public id is not Alice's QR either.
      encodeQrToken({ ...withUid, uid: mallory.publicId }, token.code),
    ])
      expect(await refusal(mallory.client.callRaw('awardConnection', { qr })), qr).toBe(
        'invalid-qr',
      );
    expect(await admin.readAll(paths)).toEqual(before);
  });

  it('an organiser cannot store a javascript: or data: link', async () => {
    const paths = [eventNodes.sponsors(DEMO_EVENT_ID), eventNodes.speakers(DEMO_EVENT_ID)];
    const before = await admin.readAll(paths);
    const sponsor = (website: string) =>
      organiser.call('adminWriteSponsor', {
        eventId: DEMO_EVENT_ID,
        sponsorId: 'contoso',
        sponsor: {
          Logo: storagePaths.sponsorLogo(DEMO_EVENT_ID, 'contoso'),
          Paragraph: 'Click me',
          Category: 'Gold',
          SocialLinks: { website },
        },
      });
    for (const link of [
      'javascript:alert(document.domain)',
      'JavaScript://%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      await expect(sponsor(link), link).rejects.toMatchObject({
        details: {
          code: 'invalid-argument',
          issues: expect.arrayContaining([expect.stringContaining('SocialLinks.website')]),
        },
      });
    }
    const speaker = organiser.call('adminWriteSpeaker', {
      eventId: DEMO_EVENT_ID,
      speakerId: 'helena-okoye',
      speaker: {
        name: 'Helena Okoye',
        topic: 'Compilers for everyone',
        location: 'Main stage',
        time: '09:30',
        about: 'Pioneer.',
        linkedinUrl: 'javascript:alert(1)',
      },
    });
    expect(await refusal(speaker)).toBe('invalid-argument');
    expect(await admin.readAll(paths)).toEqual(before);
  });

  // Scoped by the event or by its customer company, the same reach: her own event, nothing of
  // another customer's.
  for (const scope of ['event', 'company'] as const)
    it(`an organiser of one ${scope} is refused on another customer's event`, async () => {
      const scoped = await attendee(`scoped-organiser-${scope}`);
      await organiser.call('adminSetOrganiser', {
        userKey: scoped.key,
        grant: true,
        ...(scope === 'event'
          ? { events: [DEMO_EVENT_ID] }
          : { customers: [northwind.customerId] }),
      });
      await scoped.user.getIdToken(true);
      // A company's grant also names its events (the storage rules read events from the claim).
      const claim =
        scope === 'event'
          ? `|e:${DEMO_EVENT_ID}|`
          : `|e:${DEMO_EVENT_ID}|c:${northwind.customerId}|`;
      expect(await admin.claimsOf(scoped.uid)).toEqual({ organiser: claim });
      // Her own event she runs: its people index is hers to read.
      const people = await get(ref(scoped.client.db, eventNodes.search(DEMO_EVENT_ID)));
      expect(Object.keys(people.val() ?? {}).length).toBeGreaterThan(0);

      const outsider = await attendee('expo-attendee', OTHER_EVENT);
      const paths = [
        eventNodes.speakers(OTHER_EVENT),
        eventNodes.sponsors(OTHER_EVENT),
        eventNodes.sponsors(DEMO_EVENT_ID),
        marketNodes.prizes(OTHER_EVENT),
        eventNodes.theme(OTHER_EVENT),
        eventNodes.metadata(OTHER_EVENT),
        eventNodes.metadata(DEMO_EVENT_ID),
        eventNodes.event(TAKEOVER_EVENT),
        userNodes.user(outsider.key),
        organiserNodes.companies(),
        organiserNodes.all(),
        organiserNodes.audit({ kind: 'event', id: OTHER_EVENT }),
        organiserNodes.audit({ kind: 'company', id: OTHER_COMPANY }),
      ];
      const before = await admin.readAll(paths);
      const underOther = {
        name: 'Taken over',
        startsAt: 0,
        endsAt: 0,
        venue: '',
        description: '',
        customerId: OTHER_COMPANY,
        mode: 'online' as const,
      };
      await expectEveryOrganiserCallableRefused(scoped.client, {
        adminAdjustPoints: [{ userKey: outsider.key, delta: 500, reason: 'reach' }],
        adminRemoveUser: [{ userKey: outsider.key }],
        adminSetOrganiser: [
          { userKey: scoped.key, grant: true, events: [OTHER_EVENT] },
          { userKey: scoped.key, grant: true, customers: [OTHER_COMPANY] },
          { userKey: scoped.key, grant: true, all: true },
        ],
        // Creating a company is the deployment's.
        adminCreateCompany: [
          { name: 'Contoso Rival', subscription: 'enterprise', userLimit: 1_000 },
        ],
        adminWriteSpeaker: [
          {
            eventId: OTHER_EVENT,
            speakerId: 'keynote',
            speaker: { name: 'Mallory', topic: 'x', location: 'x', time: 'x', about: 'x' },
          },
        ],
        adminWriteSponsor: [
          {
            eventId: OTHER_EVENT,
            sponsorId: 'acme',
            sponsor: {
              Logo: storagePaths.sponsorLogo(OTHER_EVENT, 'acme'),
              Paragraph: 'taken over',
              Category: 'Gold',
            },
          },
        ],
        adminWritePrize: [{ eventId: OTHER_EVENT, prize: { name: 'Car', cost: 1, stock: 1_000 } }],
        adminSetTheme: [{ eventId: OTHER_EVENT, scheme: { themeColor: '#000000' } }],
        adminUpdateCompany: [{ companyId: OTHER_COMPANY, userLimit: 10_000 }],
        adminWriteEvent: [
          // Edit the other company's event, create one under the other company, move hers there.
          {
            eventId: OTHER_EVENT,
            create: false,
            event: underOther,
            teams: ['AGILE'],
          },
          {
            eventId: TAKEOVER_EVENT,
            create: true,
            event: underOther,
            teams: ['AGILE'],
          },
          {
            eventId: DEMO_EVENT_ID,
            create: false,
            event: underOther,
            teams: ['AGILE'],
          },
        ],
        adminDeleteContent: [{ eventId: OTHER_EVENT, kind: 'sponsor', id: 'acme' }],
        adminSetRep: [{ userKey: outsider.key, isRep: true }],
        adminNotePicture: [
          { path: storagePaths.logo(OTHER_EVENT) },
          { path: storagePaths.companyLogo(OTHER_COMPANY) },
        ],
        allocatePrize: [{ eventId: OTHER_EVENT, purchaseId: 'any', state: 'allocated' }],
      });
      // Her own event's pages may not show the other event's media or an attendee's unpublished
      // upload.
      for (const Logo of [
        storagePaths.sponsorLogo(OTHER_EVENT, 'acme'),
        storagePaths.photo(outsider.uid),
      ])
        expect(
          await refusal(
            scoped.client.call('adminWriteSponsor', {
              eventId: DEMO_EVENT_ID,
              sponsorId: 'contoso',
              sponsor: { Logo, Paragraph: 'Borrowed', Category: 'Gold' },
            }),
          ),
          Logo,
        ).toBe('invalid-path');
      expect(await refusal(get(ref(scoped.client.db, userNodes.user(outsider.key))))).toBe(
        'PERMISSION_DENIED',
      );
      // The other event's organiser nodes are not hers to read either.
      for (const path of ORGANISER_PATHS(OTHER_EVENT, OTHER_COMPANY))
        expect(await refusal(get(ref(scoped.client.db, path))), path).toBe('PERMISSION_DENIED');
      expect(await admin.readAll(paths)).toEqual(before);
      expect(await admin.claimsOf(scoped.uid)).toEqual({ organiser: claim });
    });

  /**
   * Auth counts in whole seconds (auth_time, tokensValidAfterTime) and, as Firebase does, keeps a
   * sign-in of the very second sessions were ended: a revoke must come in a later second than the
   * person's sign-in for the test to see it.
   */
  const afterSignInSecond = async (person: Person) => {
    const signedInAt = Number((await person.user.getIdTokenResult()).claims.auth_time);
    const nextSecond = (signedInAt + 1) * 1000 - Date.now();
    if (nextSecond > 0) await new Promise((resolve) => setTimeout(resolve, nextSecond + 50));
  };

  it('a removed organiser’s old token loses her organiser reads at once', async () => {
    const removed = await attendee('removed-organiser');
    await organiser.call('adminSetOrganiser', {
      userKey: removed.key,
      events: [DEMO_EVENT_ID],
      grant: true,
    });
    await removed.user.getIdToken(true);
    const people = () => get(ref(removed.client.db, eventNodes.search(DEMO_EVENT_ID)));
    expect(await refusal(people())).toBe('accepted');
    await afterSignInSecond(removed);
    // Her account is deleted; the ID token she holds still names the event for up to an hour.
    await organiser.call('adminRemoveUser', { userKey: removed.key });
    expect(await admin.read(organiserNodes.revokedAt(removed.uid))).toEqual(expect.any(Number));
    expect((await removed.user.getIdTokenResult()).claims.organiser).toBe(`|e:${DEMO_EVENT_ID}|`);
    expect(await refusal(people())).toBe('PERMISSION_DENIED');
  });

  it('a revoked organiser’s old token loses her organiser reads at once, a new sign-in has them', async () => {
    const former = await attendee('revoked-organiser');
    const grant = { userKey: former.key, events: [DEMO_EVENT_ID] };
    await organiser.call('adminSetOrganiser', { ...grant, grant: true });
    await former.user.getIdToken(true);
    const people = () => get(ref(former.client.db, eventNodes.search(DEMO_EVENT_ID)));
    expect(await refusal(people())).toBe('accepted');
    await afterSignInSecond(former);
    // Revoked: her token still names the event (it is not refreshed), but the rules read from when
    // her sessions were ended.
    await organiser.call('adminSetOrganiser', { ...grant, grant: false });
    expect(await admin.read(organiserNodes.revokedAt(former.uid))).toEqual(expect.any(Number));
    const token = await former.user.getIdTokenResult();
    expect(token.claims.organiser).toBe(`|e:${DEMO_EVENT_ID}|`);
    expect(await refusal(people())).toBe('PERMISSION_DENIED');
    // Granted again, she signs in anew: that session's token is read as her rights say.
    await organiser.call('adminSetOrganiser', { ...grant, grant: true });
    await signInWithEmailAndPassword(former.client.auth, former.email, 'attack-pass-1');
    await former.client.auth.currentUser?.getIdToken(true);
    expect(await refusal(people())).toBe('accepted');
  });

  it('an attendee calling the organiser callables is refused', async () => {
    const mallory = await attendee('admin-caller');
    const victim = await attendee('admin-victim');
    const paths = [
      userNodes.user(mallory.key),
      userNodes.user(victim.key),
      organiserNodes.companies(),
      eventNodes.speakers(DEMO_EVENT_ID),
      eventNodes.sponsors(DEMO_EVENT_ID),
      marketNodes.prizes(DEMO_EVENT_ID),
      eventNodes.theme(DEMO_EVENT_ID),
      organiserNodes.audit({ kind: 'event', id: DEMO_EVENT_ID }),
    ];
    const before = await admin.readAll(paths);
    await expectEveryOrganiserCallableRefused(mallory.client, {
      adminAdjustPoints: [{ userKey: mallory.key, delta: 10_000, reason: 'mine' }],
      adminRemoveUser: [{ userKey: victim.key }],
      adminSetOrganiser: [{ userKey: mallory.key, grant: true, all: true }],
      adminCreateCompany: [{ name: 'Evil', subscription: 'enterprise', userLimit: 1_000 }],
      adminWriteSpeaker: [
        {
          eventId: DEMO_EVENT_ID,
          speakerId: 'helena-okoye',
          speaker: { name: 'Mallory', topic: 'x', location: 'x', time: 'x', about: 'x' },
        },
      ],
      adminWriteSponsor: [
        {
          eventId: DEMO_EVENT_ID,
          sponsorId: 'contoso',
          sponsor: { Logo: 'x', Paragraph: 'x', Category: 'x' },
        },
      ],
      adminWritePrize: [
        {
          eventId: DEMO_EVENT_ID,
          prizeId: 'headphones',
          prize: { name: 'Noise-cancelling headphones', cost: 1, stock: 1_000 },
        },
      ],
      adminSetTheme: [{ eventId: DEMO_EVENT_ID, scheme: { themeColor: '#000000' } }],
      allocatePrize: [{ eventId: DEMO_EVENT_ID, purchaseId: 'any', state: 'claimed' }],
      adminUpdateCompany: [{ companyId: northwind.customerId, userLimit: 100_000 }],
      adminWriteEvent: [
        {
          eventId: 'mallory-fest',
          create: true,
          event: {
            name: 'Mallory Fest',
            startsAt: 0,
            endsAt: 0,
            venue: '',
            description: '',
            customerId: northwind.customerId,
            mode: 'online',
          },
          teams: ['AGILE'],
        },
      ],
      adminDeleteContent: [{ eventId: DEMO_EVENT_ID, kind: 'speaker', id: 'helena-okoye' }],
      adminSetRep: [{ userKey: mallory.key, isRep: true }],
      adminNotePicture: [{ path: storagePaths.logo(DEMO_EVENT_ID) }],
    });
    expect(await admin.readAll(paths)).toEqual(before);
    expect(await admin.claimsOf(mallory.uid)).toEqual({});
    for (const path of ORGANISER_PATHS(DEMO_EVENT_ID, northwind.customerId))
      expect(await refusal(get(ref(mallory.client.db, path))), path).toBe('PERMISSION_DENIED');
    expect(await admin.read(eventNodes.event('mallory-fest'))).toBeNull();
  });

  it('an adjustment below what was spent is refused', async () => {
    const spender = await attendee('spender');
    await credit(spender, 100);
    await spender.client.call('buyPrize', { prizeId: 'mug', qty: 1, requestId: 'spend-mug' });
    const paths = [
      userNodes.balance(spender.key),
      userNodes.level(spender.key),
      userNodes.ledger(spender.key),
    ];
    const before = await admin.readAll(paths);
    expect(before[userNodes.balance(spender.key)]).toMatchObject({
      totalPoints: 100,
      spentPoints: 50,
    });
    for (const delta of [-60, -51, -100])
      expect(await refusal(credit(spender, delta)), String(delta)).toBe('below-spent');
    expect(await admin.readAll(paths)).toEqual(before);
    // Down to exactly what was spent is allowed.
    expect(await credit(spender, -50)).toMatchObject({ totalPoints: 50 });
  });

  it('an attendee cannot delete her own name or other required profile fields', async () => {
    const mallory = await attendee('delete-name');
    const metadata = userNodes.metadata(mallory.key);
    const field = (name: keyof UserMetadata) =>
      ref(mallory.client.db, userNodes.field(mallory.key, name));
    // Editing is hers, through the server (which keeps the people index and boards in step).
    await mallory.client.call('updateProfile', {
      name: 'Mallory Renamed',
      company: 'Anywhere',
      department: 'Red team',
      color: 'green',
    });
    const before = await admin.read(metadata);
    const attempts: [string, () => Promise<unknown>][] = [
      ['set name null', () => set(field('name'), null)],
      ['remove name', () => remove(field('name'))],
      ['update name null', () => update(ref(mallory.client.db, metadata), { name: null })],
      [
        'update color and isOnline null',
        () => update(ref(mallory.client.db, metadata), { color: null, isOnline: null }),
      ],
      ['remove company', () => remove(field('company'))],
      ['remove department', () => remove(field('department'))],
      ['remove welcomeVideo', () => remove(field('welcomeVideo'))],
      ['remove the whole profile', () => remove(ref(mallory.client.db, metadata))],
      ['a one-letter colour', () => set(field('color'), 'x')],
    ];
    for (const [what, attempt] of attempts)
      expect(await refusal(attempt()), what).toBe('PERMISSION_DENIED');
    expect(await admin.read(metadata)).toEqual(before);
    expect(before).toMatchObject({ name: 'Mallory Renamed' });
  });

  it('buying twice with the same request id charges once', async () => {
    const buyer = await attendee('double-buy');
    await credit(buyer, 200);
    const stock = marketNodes.stock(DEMO_EVENT_ID, 'mug');
    const stockBefore = (await admin.read(stock)) as number;
    const order = { prizeId: 'mug', qty: 1, requestId: `order-${Date.now()}` };
    const answers = await Promise.all([
      buyer.client.call('buyPrize', order),
      buyer.client.call('buyPrize', order),
    ]);
    answers.push(await buyer.client.call('buyPrize', order));
    for (const answer of answers) expect(answer).toMatchObject({ spent: 50 });
    expect(await admin.read(userNodes.balance(buyer.key))).toMatchObject({
      totalPoints: 200,
      spentPoints: 50,
    });
    expect(await admin.read(stock)).toBe(stockBefore - 1);
    // Another request id is another purchase.
    await buyer.client.call('buyPrize', { ...order, requestId: `${order.requestId}-2` });
    expect(await admin.read(userNodes.spentPoints(buyer.key))).toBe(100);
    expect(await admin.read(stock)).toBe(stockBefore - 2);
  });

  it('a burst of disconnectPair calls runs into the rate limit', async () => {
    const mallory = await attendee('burst');
    const paths = [userNodes.user(mallory.key), roomNodes.all()];
    const before = await admin.readAll(paths);
    const answers: string[] = [];
    // A person leaves a room now and then; a script calls as fast as it can.
    for (let i = 0; i < 30 && !answers.includes('rate-limited'); i += 1)
      answers.push(
        await refusal(mallory.client.call('disconnectPair', { roomId: 'no-such-room' })),
      );
    expect(answers.at(-1)).toBe('rate-limited');
    expect(answers.indexOf('rate-limited')).toBeGreaterThanOrEqual(10);
    expect(new Set(answers.slice(0, -1))).toEqual(new Set(['not-found']));
    // The bucket is shared by every instance (it lives in the database), and it is empty.
    const bucket = (await admin.read(userNodes.limit(mallory.uid, 'pairing'))) as {
      tokens: number;
    };
    expect(bucket.tokens).toBeLessThan(1);
    expect(await admin.readAll(paths)).toEqual(before);
  });

  it('a burst of code requests from a stranger does not stop the owner signing in', async () => {
    const email = 'attendee05@demo.engage.test';
    const mails = async () =>
      Object.values(
        ((await admin.read(userNodes.outbox())) ?? {}) as Record<
          string,
          { to: string; text: string }
        >,
      )
        .filter((mail) => mail.to === email)
        .map((mail) => mail.text);
    const owner = client('otp-owner');
    const stranger = client('otp-stranger');
    expect(await owner.call('sendOtp', { email })).toEqual({ sent: true });
    const [first] = await mails();
    const code = /(\d{6})/.exec(first ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const burst = [];
    for (let i = 0; i < 6; i += 1) burst.push(await stranger.call('sendOtp', { email }));
    expect(burst.slice(0, 2)).toEqual([{ sent: true }, { sent: true }]);
    for (const answer of burst.slice(2)) {
      expect(answer).toMatchObject({ sent: false });
      expect(answer.sent === false && answer.retryAt > Date.now()).toBe(true);
    }
    // The burst is answered with a wait, not with more mail.
    expect(await mails()).toHaveLength(3);
    const { token } = await owner.call('verifyOtp', { email, code: code ?? '' });
    const { user } = await signInWithCustomToken(owner.auth, token);
    expect(user.uid).toBe('demo-attendee-05');
  });
};
