import { readFileSync } from 'node:fs';
import { storagePaths } from '@engage/domain/store/storage';
import { StorageEmulator } from '@engage/emulator/server';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  type FirebaseStorage,
  getBytes,
  getStorage,
  listAll,
  ref,
  uploadBytes,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The storage rules matrix, from the web SDK: every storage path of the spec, every role. */
const BUCKET = 'demo-engage.appspot.com';
const ROLES = ['anonymous', 'self', 'other', 'rep', 'admin', 'eventOrganiser'] as const;
type Role = (typeof ROLES)[number];
/** The admin credential the SDKs send to an emulator: the server's writes, past the rules. */
type Seeder = Role | 'server';
type MockToken = NonNullable<
  NonNullable<Parameters<typeof connectStorageEmulator>[3]>['mockUserToken']
>;
const TOKENS: Record<Seeder, MockToken | string | undefined> = {
  server: 'owner',
  anonymous: undefined,
  self: { sub: 'uid-ann', user_id: 'uid-ann' },
  other: { sub: 'uid-bob', user_id: 'uid-bob' },
  rep: { sub: 'uid-rita', user_id: 'uid-rita' },
  admin: { sub: 'uid-boss', user_id: 'uid-boss', organiser: '*' },
  eventOrganiser: { sub: 'uid-eve', user_id: 'uid-eve', organiser: '|e:e1|c:acme|' },
};

let emulator: StorageEmulator;
let port: number;
const apps: FirebaseApp[] = [];
const storages = new Map<Seeder, FirebaseStorage>();

const storageFor = (role: Seeder): FirebaseStorage => {
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
    'speakers/e1__grace.png',
    'companies/acme/logo.png',
    'media/e1/prize_cap.png',
    'uploads/uid-ann/photo',
    'avatars/p-ann',
    'picture_trivia/q1/p.png',
    'media/e1/customer_logo.png',
    'media/placeholder/logo.png',
  ];
  for (const path of seed) {
    const owner = path.startsWith('uploads/')
      ? 'self'
      : path.startsWith('avatars/')
        ? 'server'
        : 'admin';
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
const SIGNED_IN: readonly Role[] = ROLES.filter((role) => role !== 'anonymous');
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
    'speakers/{name} (a name not led by an event: organisers of every event only)',
    {
      path: storagePaths.speakerImage('grace.png'),
      upload: storagePaths.speakerImage('new.png'),
      read: EVERYONE,
      write: ['admin'],
    },
  ],
  [
    'speakers/{event}__{speaker}.png (that event’s organisers)',
    {
      path: storagePaths.eventSpeakerImage('e1', 'grace'),
      upload: storagePaths.eventSpeakerImage('e1', 'new'),
      read: EVERYONE,
      write: ['admin', 'eventOrganiser'],
    },
  ],
  [
    'speakers/{other event}__{speaker}.png',
    {
      path: storagePaths.eventSpeakerImage('e1', 'grace'),
      upload: storagePaths.eventSpeakerImage('e2', 'new'),
      read: EVERYONE,
      write: ['admin'],
    },
  ],
  [
    'companies/{company}/logo.png (that company’s organisers)',
    {
      path: storagePaths.companyLogo('acme'),
      upload: storagePaths.companyLogo('acme'),
      read: EVERYONE,
      write: ['admin', 'eventOrganiser'],
    },
  ],
  [
    'companies/{other company}/logo.png',
    {
      path: storagePaths.companyLogo('acme'),
      upload: storagePaths.companyLogo('globex'),
      read: EVERYONE,
      write: ['admin'],
    },
  ],
  [
    'media/{event}/prize_{id}.png',
    {
      path: storagePaths.prizeImage('e1', 'cap'),
      upload: storagePaths.prizeImage('e1', 'hat'),
      read: EVERYONE,
      write: ['admin', 'eventOrganiser'],
    },
  ],
  [
    'uploads/{uid}/photo (one per attendee, unpublished: only the owner reads and writes)',
    {
      path: storagePaths.photo('uid-ann'),
      upload: storagePaths.photo('uid-ann'),
      read: ['self'],
      write: ['self'],
    },
  ],
  [
    'avatars/{publicId} (the boards’ copy of a photo: signed-in get, only the server writes)',
    {
      path: storagePaths.avatar('p-ann'),
      upload: storagePaths.avatar('p-ann'),
      read: SIGNED_IN,
      write: [],
    },
  ],
  [
    'picture_trivia/{id}/{file} (no event in the path: organisers of every event only)',
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

  it('lets an organiser write the artwork of their own event only', async () => {
    const eve = storageFor('eventOrganiser');
    for (const [own, other] of [
      [storagePaths.logo('e1'), storagePaths.logo('e2')],
      [storagePaths.mainImage('e1'), storagePaths.mainImage('e2')],
      [storagePaths.customerLogo('e1'), storagePaths.customerLogo('e2')],
    ] as const) {
      const png = { contentType: 'image/png' };
      expect(await allowed(uploadBytes(ref(eve, own), new Uint8Array([7]), png))).toBe(true);
      expect(await allowed(uploadBytes(ref(eve, other), new Uint8Array([7]), png))).toBe(false);
    }
  });

  it('takes organisers’ public pictures as PNG, JPEG or WebP only, never SVG (script)', async () => {
    const eve = storageFor('eventOrganiser');
    const boss = storageFor('admin');
    for (const [who, path] of [
      [eve, storagePaths.logo('e1')],
      [eve, storagePaths.mainImage('e1')],
      [eve, storagePaths.customerLogo('e1')],
      [eve, storagePaths.eventSpeakerImage('e1', 's1')],
      [eve, storagePaths.companyLogo('acme')],
      [boss, storagePaths.pictureTrivia('q1', 'p.png')],
    ] as const) {
      const upload = (contentType: string) =>
        allowed(uploadBytes(ref(who, path), new Uint8Array([7]), { contentType }));
      for (const type of ['image/svg+xml', 'image/SVG+XML', 'text/html', 'image/gif'])
        expect(await upload(type), `${path} as ${type}`).toBe(false);
      for (const type of ['image/png', 'image/jpeg', 'image/webp'])
        expect(await upload(type), `${path} as ${type}`).toBe(true);
    }
  });

  it('takes profile photos as PNG, JPEG or WebP under 5 MiB only, never SVG', async () => {
    const self = ref(storageFor('self'), storagePaths.photo('uid-ann'));
    const upload = (size: number, contentType: string) =>
      allowed(uploadBytes(self, new Uint8Array(size), { contentType }));
    expect(await upload(5 * 1024 * 1024 + 1, 'image/png')).toBe(false);
    expect(await upload(10, 'text/plain')).toBe(false);
    expect(await upload(10, 'image/svg+xml')).toBe(false);
    for (const type of ['image/png', 'image/jpeg', 'image/webp'])
      expect(await upload(10, type)).toBe(true);
    expect(
      await allowed(
        uploadBytes(ref(storageFor('self'), 'uploads/uid-ann/other.png'), new Uint8Array([1]), {
          contentType: 'image/png',
        }),
      ),
    ).toBe(false);
  });

  it('never lists photos: nobody can enumerate uploads/ or avatars/', async () => {
    for (const role of ROLES) {
      expect(await allowed(listAll(ref(storageFor(role), 'uploads')))).toBe(false);
      expect(await allowed(listAll(ref(storageFor(role), 'avatars')))).toBe(false);
      expect(await allowed(listAll(ref(storageFor(role), 'uploads/uid-ann')))).toBe(false);
    }
  });

  it('lets nobody but the server delete an avatar', async () => {
    for (const role of ROLES)
      expect(await allowed(deleteObject(ref(storageFor(role), storagePaths.avatar('p-ann'))))).toBe(
        false,
      );
  });

  it('lets only the owner delete their photo', async () => {
    expect(
      await allowed(deleteObject(ref(storageFor('other'), storagePaths.photo('uid-ann')))),
    ).toBe(false);
    expect(
      await allowed(deleteObject(ref(storageFor('self'), storagePaths.photo('uid-ann')))),
    ).toBe(true);
  });
});
