import { publishBoards } from '@engage/server/boards';
import { commit } from '@engage/server/commit';
import { applyWrites } from '@engage/server/placed';
import { type App, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
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
  for (const batch of seed.batches) await applyWrites(getDatabase(app), batch);
  // The seeded scores on the screens' board snapshots, as an award would publish them.
  const db = getDatabase(app);
  for (const eventId of seed.events)
    await publishBoards({ db, now: Date.now }, eventId, (plan) => commit({ db }, plan));
  const bucket = getStorage(app).bucket();
  for (const file of seed.files) {
    await bucket
      .file(file.path)
      .save(file.data, { contentType: file.contentType, resumable: false });
  }
};

export const adminAppFor = (options: {
  projectId: string;
  databaseURL: string;
  storageBucket: string;
}): App => initializeApp(options, `devstack-${Date.now()}`);
