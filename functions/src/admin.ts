import { type App, getApps, initializeApp } from 'firebase-admin/app';

/** The one admin app of the functions process; emulator hosts come from the environment. */
export const adminApp = (): App => getApps()[0] ?? initializeApp();
