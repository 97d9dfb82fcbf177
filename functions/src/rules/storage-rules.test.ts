import { readFileSync } from 'node:fs';
import { storagePaths } from '@engage/domain/paths';
import { StorageEmulator } from '@engage/emulator/server';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  type FirebaseStorage,
  getBytes,
  getStorage,
  ref,
  uploadBytes,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The storage rules matrix, from the web SDK: every storage path of the spec, every role. */
const BUCKET = 'demo-engage.appspot.com';
const ROLES = ['anonymous', 'self', 'other', 'rep', 'admin'] as const;
type Role = (typeof ROLES)[number];
type MockToken = NonNullable<
  NonNullable<Parameters<typeof connectStorageEmulator>[3]>['mockUserToken']
>;
const TOKENS: Record<Role, MockToken | undefined> = {
  anonymous: undefined,
  self: { sub: 'uid-ann', user_id: 'uid-ann' },
  other: { sub: 'uid-bob', user_id: 'uid-bob' },
  rep: { sub: 'uid-rita', user_id: 'uid-rita' },
  admin: { sub: 'uid-boss', user_id: 'uid-boss', admin: true },
};

let emulator: StorageEmulator;
let port: number;
const apps: FirebaseApp[] = [];
const storages = new Map<Role, FirebaseStorage>();

const storageFor = (role: Role): FirebaseStorage => {
  const existing = storages.get(role);
  if (existing) return existing;
  const app = initializeApp(
    { projectId: 'demo-engage', apiKey: 'k', storageBucket: BUCKET },
    `storage-rules-${role}`,
  );
  apps.push(app);
  const storage = getStorage(app);
  const token = TOKENS[role];
  connectStorageEmulator(storage, '127.0.0.1', port, token ? { mockUserToken: token } : {});
  storages.set(role, storage);
  return storage;
};

beforeAll(async () => {
  emulator = new StorageEmulator({
    port: 0,
    rules: readFileSync(new URL('../../../storage.rules', import.meta.url), 'utf8'),
  });
  port = await emulator.start();
  const seed = [
    'logo/e1/logo.png',
    'main/e1/main_img.png',
    'speakers/grace.png',
    'uploads/uid-ann_me.png',
    'picture_trivia/q1/p.png',
    'media/e1/customer_logo.png',
    'media/placeholder/logo.png',
  ];
  for (const path of seed) {
    const owner = path.startsWith('uploads/') ? 'self' : 'admin';
    await uploadBytes(ref(storageFor(owner), path), new Uint8Array([1, 2, 3]), {
      contentType: 'image/png',
    });
  }
});
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await emulator.stop();
});

const allowed = (promise: Promise<unknown>) =>
  promise.then(
    () => true,
    (error: { code?: string }) => {
      if (error.code !== 'storage/unauthorized' && error.code !== 'storage/unauthenticated')
        throw error;
      return false;
    },
  );

type Row = {
  readonly path: string;
  readonly upload: string;
  readonly read: readonly Role[];
  readonly write: readonly Role[];
};
const EVERYONE = ROLES;
const SIGNED_IN: readonly Role[] = ['self', 'other', 'rep', 'admin'];
const MATRIX: [string, Row][] = [
  [
    'logo/{event}/logo.png',
    {
      path: storagePaths.logo('e1'),
      upload: storagePaths.logo('e2'),
      read: EVERYONE,
      write: ['admin'],
    },
  ],
  [
    'main/{event}/main_img.png',
    {
      path: storagePaths.mainImage('e1'),
      upload: storagePaths.mainImage('e2'),
      read: EVERYONE,
      write: ['admin'],
    },
  ],
  [
    'speakers/{name}',
    {
      path: storagePaths.speakerImage('grace.png'),
      upload: storagePaths.speakerImage('new.png'),
      read: EVERYONE,
      write: ['admin'],
    },
  ],
  [
    'uploads/{name} (own: uid_ prefix)',
    {
      path: storagePaths.upload('uid-ann_me.png'),
      upload: storagePaths.upload('uid-ann_new.png'),
      read: SIGNED_IN,
      write: ['self'],
    },
  ],
  [
    'picture_trivia/{id}/{file}',
    {
      path: storagePaths.pictureTrivia('q1', 'p.png'),
      upload: storagePaths.pictureTrivia('q2', 'p.png'),
      read: SIGNED_IN,
      write: ['admin'],
    },
  ],
  [
    'media/{event}/customer_logo.png',
    {
      path: storagePaths.customerLogo('e1'),
      upload: storagePaths.customerLogo('e2'),
      read: EVERYONE,
      write: ['admin'],
    },
  ],
  [
    'media/placeholder/logo.png',
    {
      path: storagePaths.placeholderLogo(),
      upload: 'media/placeholder/other.png',
      read: EVERYONE,
      write: ['admin'],
    },
  ],
];

describe('storage rules matrix (web SDK)', () => {
  for (const [name, row] of MATRIX) {
    describe(name, () => {
      for (const role of ROLES) {
        const mayRead = row.read.includes(role);
        const mayWrite = row.write.includes(role);
        it(`${role}: read ${mayRead ? 'allowed' : 'refused'}, upload ${mayWrite ? 'allowed' : 'refused'}`, async () => {
          expect(await allowed(getBytes(ref(storageFor(role), row.path)))).toBe(mayRead);
          expect(
            await allowed(
              uploadBytes(ref(storageFor(role), row.upload), new Uint8Array([9]), {
                contentType: 'image/png',
              }),
            ),
          ).toBe(mayWrite);
        });
      }
    });
  }

  it('limits uploads to images under 5 MiB', async () => {
    const self = storageFor('self');
    expect(
      await allowed(
        uploadBytes(ref(self, 'uploads/uid-ann_big.png'), new Uint8Array(5 * 1024 * 1024 + 1), {
          contentType: 'image/png',
        }),
      ),
    ).toBe(false);
    expect(
      await allowed(
        uploadBytes(ref(self, 'uploads/uid-ann_notes.txt'), new Uint8Array([1]), {
          contentType: 'text/plain',
        }),
      ),
    ).toBe(false);
  });

  it('lets owners and organisers delete uploads, and nobody else', async () => {
    await uploadBytes(ref(storageFor('self'), 'uploads/uid-ann_tmp.png'), new Uint8Array([1]), {
      contentType: 'image/png',
    });
    expect(await allowed(deleteObject(ref(storageFor('other'), 'uploads/uid-ann_tmp.png')))).toBe(
      false,
    );
    expect(await allowed(deleteObject(ref(storageFor('self'), 'uploads/uid-ann_tmp.png')))).toBe(
      true,
    );
    expect(await allowed(deleteObject(ref(storageFor('admin'), 'uploads/uid-ann_me.png')))).toBe(
      true,
    );
  });
});
