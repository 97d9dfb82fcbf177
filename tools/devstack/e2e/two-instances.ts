import { boardNodes } from '@engage/domain/store/boards';
import { eventNodes } from '@engage/domain/store/events';
import { everyoneNodes } from '@engage/domain/store/everyone';
import { organiserNodes } from '@engage/domain/store/organisers';
import { type LedgerEntry, userNodes } from '@engage/domain/store/users';
import { read } from '@engage/server/read';
import { type Database, getDatabaseWithUrl } from 'firebase-admin/database';
import { sendEmailVerification } from 'firebase/auth';
import { expect, it } from 'vitest';
import { DEMO_EVENT_ID } from '../src/seed.ts';
import { EXPO_EVENT_ID } from '../src/seed-expo.ts';
import { EXPO_INSTANCE, HOST, PORTS } from '../src/stack.ts';
import { attackKit, confirmEmail, keyOf } from './attack-kit.ts';
import { webClient } from './web-client.ts';

/**
 * The seed's two events at once, the expo on a database instance of its own (an emulator
 * namespace, docs/instances.md): people register, scan each other and are given points in both,
 * from the web SDK through the Functions emulator, and afterwards each event's data is in its own
 * instance only, each total is the sum of its ledger and on the board, and the company's seats and
 * each event's registrants count exactly the profiles made.
 */
export const twoInstancesSuite = (): void => {
  const kit = attackKit();
  const EVENTS = [DEMO_EVENT_ID, EXPO_EVENT_ID] as const;
  const PER_EVENT = 3;

  const expoDb = (): Database =>
    getDatabaseWithUrl(`http://${HOST}:${PORTS.database}?ns=${EXPO_INSTANCE}`, kit.admin.app);
  const instanceOf = (eventId: string) => (eventId === EXPO_EVENT_ID ? expoDb() : kit.admin.db);

  /** A new person registered in `eventId`, signed in; their client reads their event's instance. */
  const registered = async (eventId: string, n: number) => {
    const email = `two-${eventId}-${n}-${Date.now()}@northwind.example`;
    const own = webClient(`two-${n}`, eventId === EXPO_EVENT_ID ? EXPO_INSTANCE : undefined);
    const { createUserWithEmailAndPassword } = await import('firebase/auth');
    const { user } = await createUserWithEmailAndPassword(own.auth, email, 'two-pass-123');
    await sendEmailVerification(user);
    await confirmEmail(own, email);
    const made = await own.call('register', { ...kit.registration(eventId) });
    expect(made).toMatchObject({ status: 'created', key: keyOf(email) });
    return { client: own, key: keyOf(email), eventId };
  };

  it('registers, scans and awards in both events at once, each in its own instance', async () => {
    const { customerId } = kit.northwind;
    const seatsBefore = (await kit.admin.read(organiserNodes.userCount(customerId))) ?? 0;
    const registrantsBefore = await Promise.all(
      EVENTS.map(async (id) => (await kit.admin.read(eventNodes.registrants(id))) ?? 0),
    );

    // Registrations of both events interleaved.
    const people = await Promise.all(
      EVENTS.flatMap((eventId) =>
        Array.from({ length: PER_EVENT }, (_, n) => registered(eventId, n)),
      ),
    );
    const of = (eventId: string) => people.filter((person) => person.eventId === eventId);

    // Scans: in each event, everyone scans the next one's code, both events at once.
    await Promise.all(
      EVENTS.map(async (eventId) => {
        const group = of(eventId);
        for (const [i, person] of group.entries()) {
          const shown = group[(i + 1) % group.length];
          if (shown === undefined) continue;
          const { qr } = await shown.client.call('issueQrToken', {});
          const result = await person.client.call('awardConnection', { qr });
          expect(result.awarded).toBeGreaterThan(0);
        }
      }),
    );
    // A scan across the two events is refused, as across any two.
    const [summiteer] = of(DEMO_EVENT_ID);
    const [expoer] = of(EXPO_EVENT_ID);
    if (summiteer === undefined || expoer === undefined) throw new Error('nobody registered');
    const { qr: expoQr } = await expoer.client.call('issueQrToken', {});
    await expect(summiteer.client.call('awardConnection', { qr: expoQr })).rejects.toThrow();

    // Awards by the organiser, in both events.
    await Promise.all(
      people.map((person) =>
        kit.organiser.call('adminAdjustPoints', {
          userKey: person.key,
          delta: 25,
          reason: 'two instances',
        }),
      ),
    );

    // Each attendee's own client reads their profile and board entry in their event's instance.
    for (const person of people) {
      const total = await person.client.read(userNodes.totalPoints(person.key));
      expect(total, person.key).toBeGreaterThan(25);
    }

    for (const eventId of EVENTS) {
      const own = instanceOf(eventId);
      const other = eventId === EXPO_EVENT_ID ? kit.admin.db : expoDb();
      for (const person of of(eventId)) {
        // No cross-talk: the profile, ledger and board entry live in the event's instance only.
        expect((await other.ref(userNodes.user(person.key)).get()).exists()).toBe(false);
        expect((await other.ref(userNodes.ledger(person.key)).get()).exists()).toBe(false);
        const total = (await read({ db: own }, userNodes.totalPoints(person.key))) ?? 0;
        const ledger = (await read({ db: own }, userNodes.ledger(person.key))) ?? {};
        const sum = Object.values<LedgerEntry>(ledger).reduce((all, e) => all + e.points, 0);
        expect(total, `${person.key}: total is the sum of the ledger`).toBe(sum);
        const publicId = (await read({ db: own }, userNodes.field(person.key, 'publicId'))) ?? '';
        const entry = await read({ db: own }, boardNodes.entry(eventId, 'all', publicId));
        expect(entry?.score, `${person.key}: the board shows the total`).toBe(total);
        expect(await kit.admin.read(everyoneNodes.field(person.key, 'eventId'))).toBe(eventId);
      }
      expect((await other.ref(`leaderboards/${eventId}`).get()).exists()).toBe(false);
      // The published board of each event, in its own instance.
      await expect
        .poll(async () => (await own.ref(boardNodes.snapshot(eventId, 'all')).get()).exists(), {
          timeout: 15_000,
        })
        .toBe(true);
    }

    // The company's seats and each event's registrants count exactly the profiles made.
    expect(await kit.admin.read(organiserNodes.userCount(customerId))).toBe(
      seatsBefore + people.length,
    );
    for (const [i, eventId] of EVENTS.entries())
      expect(await kit.admin.read(eventNodes.registrants(eventId))).toBe(
        (registrantsBefore[i] ?? 0) + PER_EVENT,
      );
    await Promise.all(people.map((person) => person.client.close()));
  });
};
