import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { userNodes } from '@engage/domain/store/users';
import { encodeUserKey } from '@engage/domain/user-key';
import {
  createUserWithEmailAndPassword,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';
import { expect } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_EVENT_ID, DEMO_PASSWORD } from '../src/seed.ts';
import { confirmEmail } from './attack-kit.ts';
import { adminClient, webClient } from './web-client.ts';

/**
 * Callables as a browser calls them: the web SDK signs up on the Auth emulator and calls the
 * Functions emulator, whose functions write to the project's Database emulator.
 */
export const exerciseCallables = async (): Promise<void> => {
  const client = webClient('callables');
  const partner = webClient('callables-partner');
  const admin = adminClient();
  const { auth, call } = client;
  try {
    // The company's invitation code (its form id) admits; the address is confirmed first.
    const customerId = (await admin.read(eventNodes.customer(DEMO_EVENT_ID))) as string;
    const invitationCode = (await admin.read(
      organiserNodes.companyField(customerId, 'formId'),
    )) as string;
    const email = `newcomer-${Date.now()}@example.com`;
    const { user } = await createUserWithEmailAndPassword(auth, email, 'a-long-password');
    await sendEmailVerification(user);
    await confirmEmail(client, email);

    const registered = await call('register', {
      name: 'New Comer',
      company: 'Northwind Traders',
      department: 'QA',
      teamName: 'AGILE',
      eventId: DEMO_EVENT_ID,
      invitationCode,
    });
    const key = encodeUserKey(email);
    expect(registered).toMatchObject({ status: 'created', key: key.ok ? key.value : '' });
    expect(await call('eventSignIn', { eventId: DEMO_EVENT_ID })).toEqual({
      status: 'continue-playing',
    });

    // A connection is made by scanning the token another attendee's Connect screen shows.
    await signInWithEmailAndPassword(partner.auth, 'attendee01@demo.engage.test', DEMO_PASSWORD);
    const token = await partner.call('issueQrToken', {});
    const scanned = await call('awardConnection', { qr: token.qr });
    expect(scanned.awarded).toBeGreaterThan(0);
    // The scan pays the pair and completes the QR game: every point is in her ledger.
    const total = await client.read(userNodes.totalPoints(registered.key));
    const ledger = Object.values((await client.read(userNodes.ledger(registered.key))) ?? {}).map(
      (entry) => entry.points,
    );
    expect(ledger).toContain(scanned.paid.connection);
    expect(scanned.awarded).toBe(
      scanned.paid.connection + scanned.paid.completion + scanned.paid.bingo,
    );
    expect(total).toBe(ledger.reduce((sum, points) => sum + points, 0));
    expect(total).toBeGreaterThanOrEqual(scanned.awarded);

    await expect(call('levelUp', {})).rejects.toMatchObject({
      code: 'functions/failed-precondition',
      message:
        "You do not have enough points to level up but don't worry, you can earn extra points by playing Network Bingo!",
    });
    await expect(
      call('adminAdjustPoints', { userKey: registered.key, delta: 1_000, reason: 'mine' }),
    ).rejects.toMatchObject({ code: 'functions/permission-denied' });
    await expect(
      call('buyPrize', { prizeId: 'mug', qty: 0, requestId: 'callables-zero' }),
    ).rejects.toMatchObject({ code: 'functions/invalid-argument' });

    await signOut(auth);
    await expect(call('levelUp', {})).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });

    await signInWithEmailAndPassword(auth, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const people = (await client.read(eventNodes.search(DEMO_EVENT_ID))) ?? {};
    expect(Object.values(people).map((row) => row.email)).toContain(email);
  } finally {
    await Promise.all([client.close(), partner.close(), admin.close()]);
  }
};
