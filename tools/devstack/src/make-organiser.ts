import { NO_SCOPE, parseOrganiserClaim } from '@engage/domain/organiser';
import { decideOrganiserGrant } from '@engage/domain/organiser-grants';
import { userNodes } from '@engage/domain/store/users';
import { encodeUserKey } from '@engage/domain/user-key';
import { applyWrites } from '@engage/server/placed';
import { read } from '@engage/server/read';
import { type App, applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';

/**
 * Makes the first organiser of a deployment (organiser of every event), with the admin SDK:
 *   npx -y pnpm@10.34.9 make-organiser <email> --project <id> --database <url>
 * It sets the `organiser: '*'` claim every rule and function checks, and the profile's isAdmin
 * mirror when the account has a profile. Later organisers are made from the dashboard
 * (adminSetOrganiser). Credentials: Application Default Credentials (`gcloud auth
 * application-default login`, or GOOGLE_APPLICATION_CREDENTIALS); against the local stack the
 * emulator variables (FIREBASE_AUTH_EMULATOR_HOST, FIREBASE_DATABASE_EMULATOR_HOST) are used.
 */
export const makeOrganiser = async (
  app: App,
  email: string,
): Promise<{ uid: string; claim: string }> => {
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email);
  const key = encodeUserKey(email.trim().toLowerCase());
  const userKey = key.ok ? key.value : null;
  const profile =
    userKey === null ? null : await read({ db: getDatabase(app) }, userNodes.metadata(userKey));
  const plan = decideOrganiserGrant(
    parseOrganiserClaim('*'),
    NO_SCOPE,
    { grant: true, all: true },
    { eventCustomers: {}, customerEvents: {} },
    {
      key: profile === null ? null : userKey,
      uid: user.uid,
      name: user.displayName,
      email: user.email,
    },
    { by: 'make-organiser' },
    { newId: () => getDatabase(app).ref().push().key ?? String(Date.now()) },
  );
  if (!plan.ok) throw new Error(plan.error);
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, organiser: plan.value.claim });
  await applyWrites(getDatabase(app), plan.writes);
  return { uid: user.uid, claim: plan.value.claim ?? '' };
};

const option = (args: readonly string[], name: string): string | undefined => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};

const main = async (args: readonly string[]): Promise<void> => {
  const email = args.find((arg) => arg.includes('@'));
  const projectId = option(args, '--project') ?? process.env.GCLOUD_PROJECT;
  const databaseURL = option(args, '--database') ?? process.env.DATABASE_URL;
  if (email === undefined || projectId === undefined || databaseURL === undefined) {
    console.error('usage: make-organiser <email> --project <project-id> --database <database-url>');
    process.exit(2);
  }
  const emulated = process.env.FIREBASE_AUTH_EMULATOR_HOST !== undefined;
  const app = initializeApp(
    { projectId, databaseURL, ...(emulated ? {} : { credential: applicationDefault() }) },
    'make-organiser',
  );
  const { uid, claim } = await makeOrganiser(app, email);
  console.log(
    `${email} (${uid}) is now an organiser (${claim}). They see it after signing in again.`,
  );
  process.exit(0);
};

if (process.argv[1]?.endsWith('make-organiser.ts')) await main(process.argv.slice(2));
