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
type Seeder = Role | 'server' | 'kiosk';
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
  // A venue kiosk's sign-in (openKiosk): its own account, its claims naming the kiosk and event.
  kiosk: { sub: 'kiosk--K1', user_id: 'kiosk--K1', kiosk: '-K1', kioskEvent: 'e1' },
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
    storagePaths.staged('uid-eve', storagePaths.logo('e1')),
    storagePaths.welcomeVideo('e1', 'v1.webm'),
  ];
  for (const path of seed) {
    const owner = path.startsWith('uploads/')
      ? 'self'
      : path.startsWith('staging/')
        ? 'eventOrganiser'
        : 'server';
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
      write: [],
    },
  ],
  [
    'main/{event}/main_img.png',
    {
      path: storagePaths.mainImage('e1'),
      upload: storagePaths.mainImage('e2'),
      read: EVERYONE,
      write: [],
    },
  ],
  [
    'speakers/{name} (a name not led by an event)',
    {
      path: storagePaths.speakerImage('grace.png'),
      upload: storagePaths.speakerImage('new.png'),
      read: EVERYONE,
      write: [],
    },
  ],
  [
    'speakers/{event}__{speaker}.png (even that event’s organisers: the server publishes)',
    {
      path: storagePaths.eventSpeakerImage('e1', 'grace'),
      upload: storagePaths.eventSpeakerImage('e1', 'new'),
      read: EVERYONE,
      write: [],
    },
  ],
  [
    'speakers/{other event}__{speaker}.png',
    {
      path: storagePaths.eventSpeakerImage('e1', 'grace'),
      upload: storagePaths.eventSpeakerImage('e2', 'new'),
      read: EVERYONE,
      write: [],
    },
  ],
  [
    'companies/{company}/logo.png (even that company’s organisers: the server publishes)',
    {
      path: storagePaths.companyLogo('acme'),
      upload: storagePaths.companyLogo('acme'),
      read: EVERYONE,
      write: [],
    },
  ],
  [
    'companies/{other company}/logo.png',
    {
      path: storagePaths.companyLogo('acme'),
      upload: storagePaths.companyLogo('globex'),
      read: EVERYONE,
      write: [],
    },
  ],
  [
    'media/{event}/prize_{id}.png',
    {
      path: storagePaths.prizeImage('e1', 'cap'),
      upload: storagePaths.prizeImage('e1', 'hat'),
      read: EVERYONE,
      write: [],
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
    'picture_trivia/{id}/{file} (signed-in players read, the server writes)',
    {
      path: storagePaths.pictureTrivia('q1', 'p.png'),
      upload: storagePaths.pictureTrivia('q2', 'p.png'),
      read: SIGNED_IN,
      write: [],
    },
  ],
  [
    'media/{event}/customer_logo.png',
    {
      path: storagePaths.customerLogo('e1'),
      upload: storagePaths.customerLogo('e2'),
      read: EVERYONE,
      write: [],
    },
  ],
  [
    'staging/{uid}/{file} (an organiser’s own unpublished pictures: only she reads and writes)',
    {
      path: storagePaths.staged('uid-eve', storagePaths.logo('e1')),
      upload: storagePaths.staged('uid-eve', storagePaths.logo('e2')),
      read: ['eventOrganiser'],
      write: ['eventOrganiser'],
    },
  ],
  [
    'staging/{another organiser}/{file}',
    {
      path: storagePaths.staged('uid-eve', storagePaths.logo('e1')),
      upload: storagePaths.staged('uid-boss', storagePaths.logo('e1')),
      read: ['eventOrganiser'],
      write: ['admin'],
    },
  ],
  [
    'staging/{an attendee}/{file} (no organiser claim: nothing to stage)',
    {
      path: storagePaths.staged('uid-eve', storagePaths.logo('e1')),
      upload: storagePaths.staged('uid-ann', storagePaths.logo('e1')),
      read: ['eventOrganiser'],
      write: [],
    },
  ],
  [
    'video/{event}/{file} (a welcome video: signed-in people get it by name, the server writes)',
    {
      path: storagePaths.welcomeVideo('e1', 'v1.webm'),
      upload: storagePaths.welcomeVideo('e1', 'new.webm'),
      read: SIGNED_IN,
      write: [],
    },
  ],
  [
    'media/placeholder/logo.png',
    {
      path: storagePaths.placeholderLogo(),
      upload: 'media/placeholder/other.png',
      read: EVERYONE,
      write: [],
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

  it('lets no client write, replace or delete a public picture, even an organiser of every event', async () => {
    for (const role of ROLES)
      for (const path of [
        storagePaths.logo('e1'),
        storagePaths.mainImage('e1'),
        storagePaths.customerLogo('e1'),
        storagePaths.sponsorLogo('e1', 'acme'),
        storagePaths.eventSpeakerImage('e1', 'grace'),
        storagePaths.companyLogo('acme'),
        storagePaths.pictureTrivia('q1', 'p.png'),
      ]) {
        const png = { contentType: 'image/png' };
        expect(
          await allowed(uploadBytes(ref(storageFor(role), path), new Uint8Array([7]), png)),
        ).toBe(false);
        expect(await allowed(deleteObject(ref(storageFor(role), path))), `${role} ${path}`).toBe(
          false,
        );
      }
  });

  it('stages organisers’ pictures as PNG, JPEG or WebP under 10 MiB only, never SVG (script)', async () => {
    const staged = ref(
      storageFor('eventOrganiser'),
      storagePaths.staged('uid-eve', 'main/e1/x.png'),
    );
    const upload = (contentType: string, size = 1) =>
      allowed(uploadBytes(staged, new Uint8Array(size), { contentType }));
    for (const type of ['image/svg+xml', 'image/SVG+XML', 'text/html', 'image/gif'])
      expect(await upload(type), type).toBe(false);
    for (const type of ['image/png', 'image/jpeg', 'image/webp'])
      expect(await upload(type), type).toBe(true);
    expect(await upload('image/png', 10 * 1024 * 1024)).toBe(false);
    expect(await allowed(deleteObject(ref(storageFor('admin'), staged.fullPath)))).toBe(false);
    expect(await allowed(deleteObject(staged))).toBe(true);
  });

  it('stages a welcome video as MP4 or WebM of at most 25 MiB only; publishes none from a client', async () => {
    const staged = ref(
      storageFor('eventOrganiser'),
      storagePaths.staged('uid-eve', storagePaths.welcomeVideoUpload('e1')),
    );
    const upload = (contentType: string, size = 1) =>
      allowed(uploadBytes(staged, new Uint8Array(size), { contentType }));
    for (const type of ['video/quicktime', 'text/html', 'video/ogg', 'application/octet-stream'])
      expect(await upload(type), type).toBe(false);
    for (const type of ['video/mp4', 'video/webm']) expect(await upload(type), type).toBe(true);
    expect(await upload('video/webm', 25 * 1024 * 1024)).toBe(true);
    expect(await upload('video/webm', 25 * 1024 * 1024 + 1)).toBe(false);
    // An attendee stages nothing, and nobody writes the published folder or lists it.
    expect(
      await allowed(
        uploadBytes(
          ref(
            storageFor('self'),
            storagePaths.staged('uid-ann', storagePaths.welcomeVideoUpload('e1')),
          ),
          new Uint8Array(1),
          { contentType: 'video/webm' },
        ),
      ),
    ).toBe(false);
    for (const role of ROLES) {
      expect(await allowed(listAll(ref(storageFor(role), 'video/e1'))), role).toBe(false);
      expect(
        await allowed(
          deleteObject(ref(storageFor(role), storagePaths.welcomeVideo('e1', 'v1.webm'))),
        ),
        role,
      ).toBe(false);
    }
    expect(
      await allowed(getBytes(ref(storageFor('kiosk'), storagePaths.welcomeVideo('e1', 'v1.webm')))),
    ).toBe(false);
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

  it('lets a kiosk upload nothing, not even a photo of its own account, and stage nothing', async () => {
    const png = { contentType: 'image/png' };
    for (const path of [storagePaths.photo('kiosk--K1'), 'staging/kiosk--K1/logo'])
      expect(
        await allowed(uploadBytes(ref(storageFor('kiosk'), path), new Uint8Array([1]), png)),
        path,
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
