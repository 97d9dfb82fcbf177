import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { organiserNodes } from '@engage/domain/store/organisers';
import { userNodes } from '@engage/domain/store/users';
import { encodeUserKey } from '@engage/domain/user-key';
import { createUserWithEmailAndPassword, getIdTokenResult } from 'firebase/auth';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed.ts';
import { HOST, NAMESPACE, PORTS, PROJECT_ID } from '../src/stack.ts';
import { adminClient, webClient } from './web-client.ts';

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** The README's one command, as an operator types it, against the running stack's emulators. */
const makeOrganiser = (email: string) =>
  run(
    `${packageDir}node_modules/.bin/tsx`,
    [
      'src/make-organiser.ts',
      email,
      '--project',
      PROJECT_ID,
      '--database',
      `http://${HOST}:${PORTS.database}?ns=${NAMESPACE}`,
    ],
    {
      cwd: packageDir,
      env: {
        ...process.env,
        FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
        FIREBASE_DATABASE_EMULATOR_HOST: `${HOST}:${PORTS.database}`,
      },
    },
  );

/**
 * `pnpm make-organiser <email>` makes a deployment's first organiser: an account without a
 * profile gets the `*` claim and the organisers index entry; an attendee's profile gets the
 * isAdmin mirror too. The account's next token carries the claim.
 */
export const exerciseMakeOrganiser = async (): Promise<void> => {
  const admin = adminClient();
  const client = webClient('make-organiser');
  try {
    const email = `first-organiser-${Date.now()}@example.com`;
    const { user } = await createUserWithEmailAndPassword(client.auth, email, DEMO_PASSWORD);
    const { stdout } = await makeOrganiser(email);
    expect(stdout).toContain(`${email} (${user.uid}) is now an organiser (*)`);
    expect(await admin.claimsOf(user.uid)).toEqual({ organiser: '*' });
    expect(await admin.read(organiserNodes.organiser(user.uid))).toMatchObject({ claim: '*' });
    expect((await getIdTokenResult(user, true)).claims.organiser).toBe('*');
    // With it, the console's reads open: every event, every company.
    const { get, ref } = await import('firebase/database');
    expect((await get(ref(client.db, organiserNodes.companies()))).exists()).toBe(true);

    const attendee = 'attendee30@demo.engage.test';
    await makeOrganiser(attendee);
    const key = encodeUserKey(attendee);
    expect(await admin.read(userNodes.field(key.ok ? key.value : '', 'isAdmin'))).toBe(true);

    await expect(makeOrganiser('nobody-here@example.com')).rejects.toThrow();
  } finally {
    await Promise.all([client.close(), admin.close()]);
  }
};
