import { encodeQrPayload } from '@engage/domain/qr-payload';
import { dbPaths } from '@engage/domain/paths';
import { encodeUserKey } from '@engage/domain/user-key';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';
import { connectDatabaseEmulator, get, getDatabase, goOffline, ref } from 'firebase/database';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { expect } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_EVENT_ID, DEMO_PASSWORD } from '../src/seed.ts';
import { HOST, NAMESPACE, PORTS, PROJECT_ID } from '../src/stack.ts';

/**
 * Callables as a browser calls them: the web SDK signs up on the Auth emulator and calls the
 * Functions emulator, whose functions write to the project's Database emulator.
 */
export const exerciseCallables = async (): Promise<void> => {
  const app = initializeApp(
    {
      projectId: PROJECT_ID,
      apiKey: 'demo-api-key',
      databaseURL: `http://${HOST}:${PORTS.database}?ns=${NAMESPACE}`,
    },
    `callables-${Date.now()}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${HOST}:${PORTS.auth}`, { disableWarnings: true });
  const functions = getFunctions(app);
  connectFunctionsEmulator(functions, HOST, PORTS.functions);
  const db = getDatabase(app);
  connectDatabaseEmulator(db, HOST, PORTS.database);
  const call =
    <I, O>(name: string) =>
    async (data: I) =>
      (await httpsCallable<I, O>(functions, name)(data)).data;
  try {
    const customerId = (
      await get(ref(db, `${dbPaths.eventMetadata(DEMO_EVENT_ID)}/customerId`))
    ).val() as string;
    const email = `newcomer-${Date.now()}@example.com`;
    await createUserWithEmailAndPassword(auth, email, 'a-long-password');

    const registered = await call<object, { status: string; key: string }>('register')({
      name: 'New Comer',
      company: 'Northwind Traders',
      department: 'QA',
      teamName: 'AGILE',
      customerId,
      eventId: DEMO_EVENT_ID,
    });
    const key = encodeUserKey(email);
    expect(registered).toMatchObject({ status: 'created', key: key.ok ? key.value : '' });
    expect(await call('eventSignIn')({ eventId: DEMO_EVENT_ID })).toEqual({
      status: 'continue-playing',
    });

    const scanned = await call<object, { awarded: number }>('awardConnection')({
      qr: encodeQrPayload({ uid: 'demo-attendee-01', color: 'red', isRep: false }),
    });
    expect(scanned.awarded).toBeGreaterThan(0);
    expect((await get(ref(db, dbPaths.userTotalPoints(registered.key)))).val()).toBe(
      scanned.awarded,
    );

    await expect(call('levelUp')({})).rejects.toMatchObject({
      code: 'functions/failed-precondition',
      message:
        "You do not have enough points to level up but don't worry, you can earn extra points by playing Network Bingo!",
    });
    await expect(call('adminListUsers')({})).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });
    await expect(call('buyPrize')({ prizeId: 'mug', qty: 0 })).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });

    await signOut(auth);
    await expect(call('completeGame')({ code: 'act01' })).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });

    await signInWithEmailAndPassword(auth, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const page = await call<object, { users: { email: string }[] }>('adminListUsers')({
      pageSize: 100,
    });
    expect(page.users.map((user) => user.email)).toContain(email);
  } finally {
    goOffline(db);
    await deleteApp(app);
  }
};
