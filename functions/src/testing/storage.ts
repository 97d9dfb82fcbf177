import { readFileSync } from 'node:fs';
import { storagePaths } from '@engage/domain/store/storage';
import { StorageEmulator } from '@engage/emulator/server';
import type { Files } from '@engage/server/deps';
import { deleteApp as deleteWebApp, initializeApp as initializeWebApp } from 'firebase/app';
import {
  connectStorageEmulator,
  getStorage as getWebStorage,
  ref,
  uploadBytes,
} from 'firebase/storage';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { bucketFiles } from '../infra/files.ts';

const BUCKET = 'demo-engage.appspot.com';

/**
 * The project's storage emulator for one test file, under the real storage rules: the admin SDK
 * reaches it through FIREBASE_STORAGE_EMULATOR_HOST (as functions do), the web SDK as a signed-in
 * attendee. The bucket is emptied before each test.
 */
export const useStorage = (name: string) => {
  const state = {
    emulator: undefined as StorageEmulator | undefined,
    admin: undefined as App | undefined,
    port: 0,
  };
  beforeAll(async () => {
    state.emulator = new StorageEmulator({
      port: 0,
      rules: readFileSync(new URL('../../../storage.rules', import.meta.url), 'utf8'),
    });
    state.port = await state.emulator.start();
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${state.port}`;
    state.admin = initializeApp({ projectId: 'demo-engage', storageBucket: BUCKET }, name);
  });
  afterAll(async () => {
    if (state.admin) await deleteApp(state.admin);
    await state.emulator?.stop();
  });
  const bucket = () => {
    if (state.admin === undefined) throw new Error('the storage emulator is not started');
    return getStorage(state.admin).bucket();
  };
  beforeEach(() => bucket().deleteFiles());

  /** The file's bytes, or null when there is none. */
  const contentOf = async (path: string): Promise<Buffer | null> => {
    const file = bucket().file(path);
    const [exists] = await file.exists();
    return exists ? (await file.download())[0] : null;
  };

  /** Uploads a photo as the attendee `uid-{who}` would, from the browser SDK signed in as them. */
  const upload = async (who: string, bytes: Uint8Array) => {
    const app = initializeWebApp(
      { projectId: 'demo-engage', apiKey: 'k', storageBucket: BUCKET },
      `${name}-${who}-${Date.now()}`,
    );
    const web = getWebStorage(app);
    connectStorageEmulator(web, '127.0.0.1', state.port, {
      mockUserToken: { sub: `uid-${who}`, user_id: `uid-${who}` },
    });
    await uploadBytes(ref(web, storagePaths.photo(`uid-${who}`)), bytes, {
      contentType: 'image/png',
    });
    await deleteWebApp(app);
  };

  return { bucket, files: (): Files => bucketFiles(bucket), contentOf, upload };
};
