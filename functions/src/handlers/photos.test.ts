import { readFileSync } from 'node:fs';
import { dbPaths, storagePaths } from '@engage/domain/paths';
import { StorageEmulator } from '@engage/emulator/server';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { deleteApp as deleteWebApp, initializeApp as initializeWebApp } from 'firebase/app';
import {
  connectStorageEmulator,
  getStorage as getWebStorage,
  ref,
  uploadBytes,
} from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishBoards } from '../boards.ts';
import { commit } from '../commit.ts';
import type { Deps } from '../deps.ts';
import { bucketFiles } from '../files.ts';
import { givePoints } from '../testing/points.ts';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { publishPhoto } from './people.ts';

/**
 * Publishing a profile photo, through the real handler: the attendee uploads with the web SDK
 * (under the storage rules), the handler copies it with the admin SDK, both against the project's
 * emulators.
 */
const BUCKET = 'demo-engage.appspot.com';
const h = useHandlerStack({ instances: 1, users: ['ann', 'bob'] });
let storage: StorageEmulator;
let admin: App;
let port: number;

beforeAll(async () => {
  storage = new StorageEmulator({
    port: 0,
    rules: readFileSync(new URL('../../../storage.rules', import.meta.url), 'utf8'),
  });
  port = await storage.start();
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${port}`;
  admin = initializeApp({ projectId: 'demo-engage', storageBucket: BUCKET }, 'photos-admin');
});
afterAll(async () => {
  await deleteApp(admin);
  await storage.stop();
});

const bucket = () => getStorage(admin).bucket();
beforeEach(() => bucket().deleteFiles());
const deps = (): Deps => ({ ...h.stack().deps(), files: bucketFiles(bucket) });

/** Uploads a photo as the attendee would, from the browser SDK signed in as them. */
const upload = async (name: string, bytes: Uint8Array) => {
  const app = initializeWebApp(
    { projectId: 'demo-engage', apiKey: 'k', storageBucket: BUCKET },
    `photos-${name}-${Date.now()}`,
  );
  const web = getWebStorage(app);
  connectStorageEmulator(web, '127.0.0.1', port, {
    mockUserToken: { sub: `uid-${name}`, user_id: `uid-${name}` },
  });
  await uploadBytes(ref(web, storagePaths.photo(`uid-${name}`)), bytes, {
    contentType: 'image/png',
  });
  await deleteWebApp(app);
};

/** The avatar's download token (what the browser's download URL carries) and type. */
const tokenOf = async (name: string) => {
  const [metadata] = await bucket()
    .file(storagePaths.avatar(await h.publicId(name)))
    .getMetadata();
  expect(metadata.contentType).toBe('image/png');
  return metadata.metadata?.firebaseStorageDownloadTokens;
};

const avatarOf = async (name: string) => {
  const file = bucket().file(storagePaths.avatar(await h.publicId(name)));
  const [exists] = await file.exists();
  return exists ? (await file.download())[0] : null;
};

describe('publishPhoto', () => {
  it('copies the upload to the avatar and versions it on the profile, the boards and snapshots', async () => {
    await givePoints(deps(), h.key('ann'), 10);
    await upload('ann', new Uint8Array([1, 2, 3]));
    expect(await publishPhoto(deps(), {}, caller('ann'))).toEqual({ version: 1 });
    expect(await avatarOf('ann')).toEqual(Buffer.from([1, 2, 3]));
    const firstToken = await tokenOf('ann');
    expect(firstToken).toMatch(/^[0-9a-f-]{36}$/);
    const ann = await h.publicId('ann');
    expect(await h.read(dbPaths.userField(h.key('ann'), 'photoVersion'))).toBe(1);
    for (const board of ['all', 'in_person'] as const)
      expect(await h.read(dbPaths.leaderboardEntryField(EVENT, board, ann, 'photo'))).toBe(1);

    // A new upload replaces the avatar under a new version.
    await upload('ann', new Uint8Array([4, 5]));
    expect(await publishPhoto(deps(), {}, caller('ann'))).toEqual({ version: 2 });
    expect(await avatarOf('ann')).toEqual(Buffer.from([4, 5]));
    expect(await tokenOf('ann')).not.toBe(firstToken);

    const { db, now } = deps();
    await publishBoards({ db, now }, EVENT, (plan) => commit({ db }, plan));
    const snapshot = (await h.read(dbPaths.boardSnapshot(EVENT, 'all'))) as { rows: unknown[] };
    expect(snapshot.rows).toEqual([
      { id: ann, name: 'Test User', score: 10, teamName: 'AGILE', photo: 2 },
    ]);
  });

  it('an attendee who publishes before their first points gets the photo on their new entry', async () => {
    await upload('bob', new Uint8Array([7]));
    expect(await publishPhoto(deps(), {}, caller('bob'))).toEqual({ version: 1 });
    const bob = await h.publicId('bob');
    expect(await h.read(dbPaths.leaderboardEntry(EVENT, 'all', bob))).toBeNull();
    await givePoints(deps(), h.key('bob'), 5);
    expect(await h.read(dbPaths.leaderboardEntry(EVENT, 'all', bob))).toEqual({
      name: 'Test User',
      teamName: 'AGILE',
      score: 5,
      photo: 1,
    });
  });

  it('refuses a caller without an upload with no-photo, copying and writing nothing', async () => {
    await givePoints(deps(), h.key('bob'), 5);
    const before = await h.stack().root();
    await expect(publishPhoto(deps(), {}, caller('bob'))).rejects.toMatchObject({
      code: 'no-photo',
      message: 'Upload a photo first',
    });
    expect(await h.stack().root()).toEqual(before);
    expect(await avatarOf('bob')).toBeNull();
  });

  it('refuses a caller who never registered with not-found', async () => {
    await expect(publishPhoto(deps(), {}, caller('zed'))).rejects.toMatchObject({
      code: 'not-found',
    });
  });
});
