import { publishBoards } from '@engage/server/boards';
import { commit } from '@engage/server/commit';
import { applyPlaced, type PlacedDeps } from '@engage/server/placed';
import { type App, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase, getDatabaseWithUrl } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import type { Seed } from './seed.ts';

/**
 * Loads a seed through the admin SDKs, as a deploy script would against production: accounts in
 * the Auth emulator (the organiser gets the `organiser: '*'` claim every rule and function checks), data in a few
 * ordered multi-path updates, files through the Cloud Storage API.
 */
export const applySeed = async (app: App, seed: Seed): Promise<void> => {
  const auth = getAuth(app);
  for (const account of seed.accounts) {
    await auth.createUser({
      uid: account.uid,
      email: account.email,
      password: account.password,
      displayName: account.displayName,
      emailVerified: true,
    });
    if (account.admin) await auth.setCustomUserClaims(account.uid, { organiser: '*' });
  }
  const instances = seededInstances(app, seed);
  for (const batch of seed.batches) await applyPlaced(instances(batch.instance), batch.writes);
  // The seeded scores on the screens' board snapshots, as an award would publish them.
  for (const { eventId, instance } of seed.events) {
    const deps = instances(instance);
    await publishBoards({ ...deps, now: Date.now }, eventId, (plan) => commit(deps, plan));
  }
  const bucket = getStorage(app).bucket();
  for (const file of seed.files) {
    await bucket
      .file(file.path)
      .save(file.data, { contentType: file.contentType, resumable: false });
  }
};

/**
 * The admin SDK's deps for the seed's writes about an event on `instance` (the default one when
 * undefined): each path then goes to the instance store/placement.ts puts it in.
 */
export const seededInstances = (
  app: App,
  seed: Pick<Seed, 'batches'>,
): ((instance: string | undefined) => PlacedDeps) => {
  const names = [
    ...new Set(seed.batches.flatMap(({ instance }) => (instance === undefined ? [] : [instance]))),
  ];
  const open = (name: string) => {
    const url = new URL(app.options.databaseURL ?? '');
    url.searchParams.set('ns', name);
    return getDatabaseWithUrl(url.toString(), app);
  };
  const databases = names.length === 0 ? undefined : { names, open };
  return (instance) =>
    instance === undefined
      ? { db: getDatabase(app), ...(databases === undefined ? {} : { databases }) }
      : {
          db: open(instance),
          spanning: getDatabase(app),
          ...(databases === undefined ? {} : { databases }),
        };
};

export const adminAppFor = (options: {
  projectId: string;
  databaseURL: string;
  storageBucket: string;
}): App => initializeApp(options, `devstack-${Date.now()}`);
