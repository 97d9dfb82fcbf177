import { STAGED_MAX_AGE_MS } from '@engage/domain/staging-sweep';
import { storagePaths } from '@engage/domain/store/storage';
import { bucketStagedFiles, sweepStaging } from '@engage/server/staging-sweep';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import { describe, expect, it } from 'vitest';
import { useStorage } from './testing/storage.ts';

/**
 * The scheduled sweep of staged organiser pictures, against the project's storage emulator: files
 * an organiser staged from the browser SDK (as the console does) and the server never published.
 */
const storage = useStorage('staging-sweep');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]);

/** Stages `bytes` for `path` as the organiser `uid` would, under the storage rules. */
const stage = async (uid: string, path: string) => {
  const bucket = storage.bucket();
  const app = initializeApp(
    { projectId: 'demo-engage', apiKey: 'k', storageBucket: bucket.name },
    `stage-${uid}-${Date.now()}-${Math.random()}`,
  );
  const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '';
  const web = getStorage(app);
  connectStorageEmulator(web, '127.0.0.1', Number(host.split(':')[1]), {
    mockUserToken: { sub: uid, user_id: uid, organiser: '|e:summit|' },
  });
  await uploadBytes(ref(web, storagePaths.staged(uid, path)), PNG, { contentType: 'image/png' });
  await deleteApp(app);
  return storagePaths.staged(uid, path);
};

const run = (now: number, pageSize?: number) =>
  sweepStaging(
    { files: bucketStagedFiles(storage.bucket), now: () => now, log: () => undefined },
    pageSize === undefined ? {} : { pageSize },
  );

describe('the staging sweep', () => {
  it('keeps staged files younger than an hour, and deletes them after, nothing else', async () => {
    const staged = await Promise.all([
      stage('org-1', storagePaths.logo('summit')),
      stage('org-1', storagePaths.mainImage('summit')),
      stage('org-2', storagePaths.customerLogo('summit')),
    ]);
    // A published picture and an attendee's photo are not staged: never touched.
    await storage.bucket().file(storagePaths.logo('summit')).save(Buffer.from(PNG));
    await storage.bucket().file(storagePaths.photo('uid-ann')).save(Buffer.from(PNG));
    const written = Date.now();

    expect(await run(written + 60_000)).toEqual({ scanned: 3, removed: 0, failed: 0 });
    for (const path of staged) expect(await storage.contentOf(path)).not.toBeNull();

    // Paged two at a time, over the hour: every staged file goes.
    expect(await run(written + STAGED_MAX_AGE_MS + 60_000, 2)).toEqual({
      scanned: 3,
      removed: 3,
      failed: 0,
    });
    for (const path of staged) expect(await storage.contentOf(path)).toBeNull();
    expect(await storage.contentOf(storagePaths.logo('summit'))).not.toBeNull();
    expect(await storage.contentOf(storagePaths.photo('uid-ann'))).not.toBeNull();

    // A second run finds nothing left to do.
    expect(await run(written + STAGED_MAX_AGE_MS + 60_000)).toEqual({
      scanned: 0,
      removed: 0,
      failed: 0,
    });
  });

  it('two runs at once delete each file once, with no failure', async () => {
    await Promise.all(
      ['a', 'b', 'c', 'd'].map((id) => stage(`org-${id}`, storagePaths.logo('summit'))),
    );
    const later = Date.now() + STAGED_MAX_AGE_MS + 60_000;
    const [first, second] = await Promise.all([run(later), run(later)]);
    expect((first?.failed ?? 1) + (second?.failed ?? 1)).toBe(0);
    expect((await storage.bucket().getFiles({ prefix: 'staging/' }))[0]).toEqual([]);
  });
});
