import { type App, getApps, initializeApp } from 'firebase-admin/app';

/**
 * The one admin app of the functions process. In production FIREBASE_CONFIG names the database
 * and the bucket; locally the dev stack sets DATABASE_URL (the local emulator's namespace),
 * because the Functions emulator's own default for demo- projects is not a URL the admin SDK
 * accepts, and STORAGE_BUCKET, since options given here replace FIREBASE_CONFIG's.
 */
export const adminApp = (): App => {
  const existing = getApps()[0];
  if (existing) return existing;
  const databaseURL = process.env.DATABASE_URL;
  const storageBucket = process.env.STORAGE_BUCKET;
  return databaseURL
    ? initializeApp({ databaseURL, ...(storageBucket ? { storageBucket } : {}) })
    : initializeApp();
};
