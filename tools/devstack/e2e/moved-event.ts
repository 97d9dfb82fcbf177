import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { storagePaths } from '@engage/domain/store/storage';
import { encodeUserKey } from '@engage/domain/user-key';
import {
  createUserWithEmailAndPassword,
  sendEmailVerification,
  signInWithEmailAndPassword,
} from 'firebase/auth';
import { get, ref } from 'firebase/database';
import { ref as fileRef, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_EVENT_ID, DEMO_PASSWORD } from '../src/seed.ts';
import { EXPO_EVENT_ID } from '../src/seed-expo.ts';
import { confirmEmail } from './attack-kit.ts';
import { type AdminClient, adminClient, refusal, type WebClient, webClient } from './web-client.ts';

/**
 * An event moved from one customer company to another, seen from the browser: with the web SDKs,
 * the old company's organiser loses the event (callables, database rules and picture publishing)
 * once her ID token is refreshed, and the new company's organiser gains it. Registered from
 * dev-stack.e2e.ts inside its running-stack suite.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Organiser = {
  readonly client: WebClient;
  readonly uid: string;
  readonly key: string;
  readonly email: string;
};

export const movedEventSuite = (): void => {
  const stamp = Date.now();
  const eventId = `moved-${stamp}`;
  const clients: WebClient[] = [];
  let admin: AdminClient;
  let boss: WebClient;
  let from: string;
  let to: string;
  let alice: Organiser;
  let bob: Organiser;

  const eventInput = (customerId: string, create: boolean) => ({
    eventId,
    create,
    event: {
      name: 'Moved Expo',
      startsAt: Date.UTC(2026, 10, 1),
      endsAt: Date.UTC(2026, 10, 2),
      venue: 'Hall 2',
      description: 'An event that changes hands',
      customerId,
      mode: 'in_person' as const,
    },
    teams: ['AGILE' as const],
  });

  /** A registered attendee of the demo event whom the seeded organiser makes a company's organiser. */
  const organiserOf = async (label: string, customerId: string): Promise<Organiser> => {
    const client = webClient(label);
    clients.push(client);
    const email = `${label}-${stamp}@moved.example`;
    const { user } = await createUserWithEmailAndPassword(client.auth, email, 'moved-pass-1');
    await sendEmailVerification(user);
    await confirmEmail(client, email);
    const code = (await admin.read(organiserNodes.companyField(from, 'formId'))) as string;
    const { key } = await client.call('register', {
      name: label,
      company: 'Anywhere',
      department: 'Events',
      teamName: 'AGILE',
      eventId: DEMO_EVENT_ID,
      invitationCode: code,
    });
    const expected = encodeUserKey(email);
    expect(expected.ok && expected.value).toBe(key);
    await boss.call('adminSetOrganiser', { userKey: key, grant: true, customers: [customerId] });
    await user.getIdToken(true);
    return { client, uid: user.uid, key, email };
  };

  /** What an organiser of the event may do, tried three ways: callable, database, storage. */
  const reach = async (who: Organiser) => ({
    theme: await refusal(
      who.client.call('adminSetTheme', { eventId, scheme: { themeColor: '#0a0b0c' } }),
    ),
    speaker: await refusal(
      who.client.call('adminWriteSpeaker', {
        eventId,
        speakerId: 'ada',
        speaker: { name: 'Ada', topic: 'Engines', location: 'Hall 2', time: '10:00', about: '' },
      }),
    ),
    audit: await refusal(
      get(ref(who.client.db, organiserNodes.audit({ kind: 'event', id: eventId }))),
    ),
    // A picture goes to her own staging file, and the server publishes it if she runs the event.
    logo: await refusal(
      uploadBytes(fileRef(who.client.storage, storagePaths.staged(who.uid, logo())), PNG, {
        contentType: 'image/png',
      }).then(() => who.client.call('adminPublishPicture', { path: logo() })),
    ),
  });
  const logo = () => storagePaths.logo(eventId);
  const allowed = { theme: 'accepted', speaker: 'accepted', audit: 'accepted', logo: 'accepted' };
  const refused = {
    theme: 'not-admin',
    speaker: 'not-admin',
    audit: 'PERMISSION_DENIED',
    logo: 'not-admin',
  };

  beforeAll(async () => {
    admin = adminClient();
    boss = webClient('moved-boss');
    clients.push(boss);
    await signInWithEmailAndPassword(boss.auth, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    from = (await admin.read(eventNodes.customer(DEMO_EVENT_ID))) as string;
    ({ id: to } = await boss.call('adminCreateCompany', {
      name: `Moved Co ${stamp}`,
      subscription: 'standard',
      userLimit: 10,
    }));
    await boss.call('adminWriteEvent', eventInput(from, true));
    alice = await organiserOf('alice', from);
    bob = await organiserOf('bob', to);
  });

  afterAll(async () => {
    await Promise.all(clients.map((made) => made.close()));
    await admin?.close();
  });

  it('a moved event leaves the old company’s organiser and reaches the new one’s', async () => {
    // The claim lists its ids sorted: the moved event's id sorts before the demo events' (the
    // company's second demo event, the expo, between them).
    expect(await admin.claimsOf(alice.uid)).toEqual({
      organiser: `|e:${eventId}|e:${EXPO_EVENT_ID}|e:${DEMO_EVENT_ID}|c:${from}|`,
    });
    expect(await reach(alice)).toEqual(allowed);
    expect(await reach(bob)).toEqual(refused);

    await boss.call('adminWriteEvent', eventInput(to, false));
    // The claims follow at once on the accounts and in the index; a browser sees them once its
    // ID token is refreshed (the console refreshes it when a screen asks for organiser rights).
    expect(await admin.claimsOf(alice.uid)).toEqual({
      organiser: `|e:${EXPO_EVENT_ID}|e:${DEMO_EVENT_ID}|c:${from}|`,
    });
    expect(await admin.claimsOf(bob.uid)).toEqual({ organiser: `|e:${eventId}|c:${to}|` });
    expect(await admin.read(organiserNodes.claim(alice.uid))).toBe(
      `|e:${EXPO_EVENT_ID}|e:${DEMO_EVENT_ID}|c:${from}|`,
    );
    expect(await admin.read(organiserNodes.claim(bob.uid))).toBe(`|e:${eventId}|c:${to}|`);
    // Her rights shrank, so her sessions were ended: the ID token she holds still names the event,
    // but no organiser callable takes a session signed in before that (nor do the rules).
    expect(
      await refusal(
        alice.client.call('adminSetOrganiser', {
          userKey: alice.key,
          grant: true,
          events: [eventId],
        }),
      ),
    ).toBe('unauthenticated');
    expect(await refusal(alice.client.call('adminWriteEvent', eventInput(from, false)))).toBe(
      'unauthenticated',
    );
    expect(await admin.read(eventNodes.customer(eventId))).toBe(to);
    // Signed in again (a second after the revoke: Auth counts whole seconds), her token is read
    // as her rights say now.
    const revokedAt = Number(await admin.read(organiserNodes.revokedAt(alice.uid)));
    const wait = (revokedAt + 1) * 1000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
    await signInWithEmailAndPassword(alice.client.auth, alice.email, 'moved-pass-1');
    await bob.client.auth.currentUser?.getIdToken(true);

    const before = await admin.readAll([eventNodes.theme(eventId), eventNodes.speakers(eventId)]);
    const logoBefore = await admin.object(storagePaths.logo(eventId));
    expect(await reach(alice)).toEqual(refused);
    expect(await admin.readAll([eventNodes.theme(eventId), eventNodes.speakers(eventId)])).toEqual(
      before,
    );
    expect(await admin.object(storagePaths.logo(eventId))).toEqual(logoBefore);
    expect(await reach(bob)).toEqual(allowed);
    // Her own company's other event is still hers.
    expect(
      await refusal(
        alice.client.call('adminSetTheme', {
          eventId: DEMO_EVENT_ID,
          scheme: { themeColor: '#0a0b0c' },
        }),
      ),
    ).toBe('accepted');
  });
};
