import { readFileSync } from 'node:fs';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStorage,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
} from 'firebase/storage';
import {
  type App,
  deleteApp as deleteAdminApp,
  initializeApp as initAdmin,
} from 'firebase-admin/app';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageEmulator } from '../src/storage/server.ts';

const BUCKET = 'demo-engage.appspot.com';
let emulator: StorageEmulator;
let port: number;
let adminApp: App;
const apps: FirebaseApp[] = [];

const client = (uid?: string, claims: Record<string, unknown> = {}) => {
  const app = initializeApp(
    { projectId: 'demo-engage', apiKey: 'k', storageBucket: BUCKET },
    `storage-${apps.length}`,
  );
  apps.push(app);
  const storage = getStorage(app);
  connectStorageEmulator(
    storage,
    '127.0.0.1',
    port,
    uid === undefined ? {} : { mockUserToken: { sub: uid, user_id: uid, ...claims } },
  );
  return storage;
};

const png = (size: number) => new Uint8Array(size).fill(7);
const DENIED = /storage\/unauthorized/;

beforeAll(async () => {
  emulator = new StorageEmulator({
    port: 0,
    rules: readFileSync(new URL('./fixtures/contract.storage.rules', import.meta.url), 'utf8'),
  });
  port = await emulator.start();
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${port}`;
  adminApp = initAdmin({ projectId: 'demo-engage', storageBucket: BUCKET }, 'storage-admin');
});
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await deleteAdminApp(adminApp);
  await emulator.stop();
});

describe('web SDK against the storage emulator', () => {
  it('uploads (multipart), reads metadata, downloads bytes and through the download URL', async () => {
    const storage = client('ann');
    const file = ref(storage, 'uploads/ann_photo.png');
    const uploaded = await uploadBytes(file, png(1_000), {
      contentType: 'image/png',
      customMetadata: { by: 'ann' },
    });
    expect(uploaded.metadata).toMatchObject({
      size: 1_000,
      contentType: 'image/png',
      fullPath: 'uploads/ann_photo.png',
    });
    expect((await getMetadata(file)).customMetadata).toEqual({ by: 'ann' });
    expect(new Uint8Array(await getBytes(file))).toEqual(png(1_000));
    const url = await getDownloadURL(file);
    expect(url).toContain(
      `127.0.0.1:${port}/v0/b/${BUCKET}/o/uploads%2Fann_photo.png?alt=media&token=`,
    );
    const response = await fetch(url);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png(1_000));
  });

  it('uploads resumably in chunks and reports progress', async () => {
    const storage = client('ann');
    const data = png(600 * 1024);
    const task = uploadBytesResumable(ref(storage, 'uploads/ann_big.png'), data, {
      contentType: 'image/png',
    });
    const progress: number[] = [];
    task.on('state_changed', (snapshot) => progress.push(snapshot.bytesTransferred));
    const done = await task;
    expect(done.metadata.size).toBe(data.length);
    expect(progress.at(-1)).toBe(data.length);
    expect(new Uint8Array(await getBytes(ref(storage, 'uploads/ann_big.png')))).toEqual(data);
  });

  it('updates metadata, lists and deletes', async () => {
    const storage = client('ann');
    await updateMetadata(ref(storage, 'uploads/ann_photo.png'), { customMetadata: { tag: 'x' } });
    expect((await getMetadata(ref(storage, 'uploads/ann_photo.png'))).customMetadata).toMatchObject(
      { tag: 'x' },
    );
    const listing = await listAll(ref(storage, 'uploads'));
    expect(listing.items.map((item) => item.name).sort()).toEqual(['ann_big.png', 'ann_photo.png']);
    const page = await list(ref(storage, 'uploads'), { maxResults: 1 });
    expect(page.items).toHaveLength(1);
    expect(page.nextPageToken).toBeDefined();
    await deleteObject(ref(storage, 'uploads/ann_big.png'));
    await expect(getMetadata(ref(storage, 'uploads/ann_big.png'))).rejects.toThrow(
      /object-not-found/,
    );
  });

  it.each([
    ['anonymous upload', undefined, 'uploads/x_a.png', 1_000, 'image/png'],
    ['someone else’s name', 'bob', 'uploads/ann_b.png', 1_000, 'image/png'],
    ['too large', 'ann', 'uploads/ann_c.png', 2 * 1024 * 1024, 'image/png'],
    ['not an image', 'ann', 'uploads/ann_d.txt', 10, 'text/plain'],
    ['admin-only logo', 'ann', 'logo/summit/logo.png', 10, 'image/png'],
  ])('refuses %s with storage/unauthorized', async (_name, uid, path, size, contentType) => {
    await expect(uploadBytes(ref(client(uid), path), png(size), { contentType })).rejects.toThrow(
      DENIED,
    );
  });

  it('refuses reads the rules refuse, and lets admins (token claim) write logos', async () => {
    await expect(getMetadata(ref(client(), 'uploads/ann_photo.png'))).rejects.toThrow(DENIED);
    await uploadBytes(ref(client('boss', { admin: true }), 'logo/summit/logo.png'), png(10), {
      contentType: 'image/png',
    });
    expect((await getMetadata(ref(client(), 'logo/summit/logo.png'))).size).toBe(10);
  });
});

describe('admin SDK against the storage emulator (rules do not apply)', () => {
  it('saves, reads metadata, downloads, lists and deletes', async () => {
    const bucket = getAdminStorage(adminApp).bucket();
    const file = bucket.file('media/placeholder/logo.png');
    await file.save(Buffer.from('logo-bytes'), { contentType: 'image/png', resumable: false });
    await bucket
      .file('media/summit/customer_logo.png')
      .save(Buffer.from('customer'), { contentType: 'image/png' });
    const [metadata] = await file.getMetadata();
    expect(metadata).toMatchObject({
      name: 'media/placeholder/logo.png',
      contentType: 'image/png',
      size: '10',
    });
    const [contents] = await file.download();
    expect(contents.toString()).toBe('logo-bytes');
    const [files] = await bucket.getFiles({ prefix: 'media/' });
    expect(files.map((f) => f.name).sort()).toEqual([
      'media/placeholder/logo.png',
      'media/summit/customer_logo.png',
    ]);
    const url = await getDownloadURL(ref(client(), 'media/placeholder/logo.png'));
    expect(await (await fetch(url)).text()).toBe('logo-bytes');
    await file.delete();
    const [exists] = await file.exists();
    expect(exists).toBe(false);
  });
});
