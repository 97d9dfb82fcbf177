import { snapshotRows } from '@engage/domain/boards';
import { type BoardSnapshot, boardNodes } from '@engage/domain/store/boards';
import { storagePaths } from '@engage/domain/store/storage';
import { userNodes } from '@engage/domain/store/users';
import { publishBoards } from '@engage/server/boards';
import { commit } from '@engage/server/commit';
import type { Deps } from '@engage/server/deps';
import { describe, expect, it } from 'vitest';
import { givePoints } from '../testing/points.ts';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { useStorage } from '../testing/storage.ts';
import { publishPhoto } from './people.ts';

/**
 * Publishing a profile photo, through the real handler: the attendee uploads with the web SDK
 * (under the storage rules), the handler copies it with the admin SDK, both against the project's
 * emulators.
 */
const h = useHandlerStack({ instances: 2, users: ['ann', 'bob'] });
const storage = useStorage('photos');
const { bucket, upload } = storage;
/** Each instance is its own admin SDK connection, as two function instances would be. */
const deps = (instance = 0): Deps => ({ ...h.stack().deps(instance), files: storage.files() });

/** The avatar's download token (what the browser's download URL carries) and type. */
const tokenOf = async (name: string) => {
  const [metadata] = await bucket()
    .file(storagePaths.avatar(await h.publicId(name)))
    .getMetadata();
  expect(metadata.contentType).toBe('image/png');
  return metadata.metadata?.firebaseStorageDownloadTokens;
};

/** A PNG's signature, then `tail`: bytes the server publishes as a PNG. */
const png = (...tail: number[]) =>
  Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...tail]);

const avatarOf = async (name: string) =>
  storage.contentOf(storagePaths.avatar(await h.publicId(name)));

describe('publishPhoto', () => {
  it('copies the upload to the avatar and versions it on the profile, the boards and snapshots', async () => {
    await givePoints(deps(), h.key('ann'), 10);
    await upload('ann', png(1, 2, 3));
    expect(await publishPhoto(deps(), {}, caller('ann'))).toEqual({ version: 1 });
    expect(await avatarOf('ann')).toEqual(Buffer.from(png(1, 2, 3)));
    const firstToken = await tokenOf('ann');
    expect(firstToken).toMatch(/^[0-9a-f-]{36}$/);
    const ann = await h.publicId('ann');
    expect(await h.read(userNodes.field(h.key('ann'), 'photoVersion'))).toBe(1);
    for (const board of ['all', 'in_person'] as const)
      expect(await h.read(boardNodes.entryField(EVENT, board, ann, 'photo'))).toBe(1);

    // A new upload replaces the avatar under a new version.
    await upload('ann', png(4, 5));
    expect(await publishPhoto(deps(), {}, caller('ann'))).toEqual({ version: 2 });
    expect(await avatarOf('ann')).toEqual(Buffer.from(png(4, 5)));
    expect(await tokenOf('ann')).not.toBe(firstToken);

    const { db, now } = deps();
    await publishBoards({ db, now }, EVENT, (plan) => commit({ db }, plan));
    const snapshot = (await h.read(boardNodes.snapshot(EVENT, 'all'))) as BoardSnapshot;
    expect(snapshotRows(snapshot)).toEqual([
      { id: ann, name: 'Test User', score: 10, teamName: 'AGILE', photo: 2 },
    ]);
  });

  it('two publishes at once get two versions; the profile and both boards end on the latest', async () => {
    await givePoints(deps(), h.key('ann'), 10);
    await upload('ann', png(1));
    const versions = await Promise.all([
      publishPhoto(deps(0), {}, caller('ann')),
      publishPhoto(deps(1), {}, caller('ann')),
    ]);
    expect(versions.map(({ version }) => version).sort()).toEqual([1, 2]);
    const ann = await h.publicId('ann');
    expect(await h.read(userNodes.field(h.key('ann'), 'photoVersion'))).toBe(2);
    for (const board of ['all', 'in_person'] as const)
      expect(await h.read(boardNodes.entryField(EVENT, board, ann, 'photo'))).toBe(2);
    // The profile kept everything else it held.
    expect(await h.read(userNodes.field(h.key('ann'), 'name'))).toBe('Test User');
  });

  it('a profile removed while the photo is copied is refused; the copy goes and no field grows back', async () => {
    await upload('bob', png(5));
    const bob = await h.publicId('bob');
    const files = storage.files();
    // The removal lands from another instance between the copy and the version's transaction.
    const racing: Deps = {
      ...deps(),
      files: {
        ...files,
        copy: async (from, to, typeOf) => {
          const copied = await files.copy(from, to, typeOf);
          await h
            .stack()
            .deps(1)
            .db.ref(userNodes.user(h.key('bob')))
            .remove();
          return copied;
        },
      },
    };
    await expect(publishPhoto(racing, {}, caller('bob'))).rejects.toMatchObject({
      code: 'not-found',
    });
    expect(await h.read(userNodes.user(h.key('bob')))).toBeNull();
    expect(await storage.contentOf(storagePaths.avatar(bob))).toBeNull();
  });

  it('an attendee who publishes before their first points gets the photo on their new entry', async () => {
    await upload('bob', png(7));
    expect(await publishPhoto(deps(), {}, caller('bob'))).toEqual({ version: 1 });
    const bob = await h.publicId('bob');
    expect(await h.read(boardNodes.entry(EVENT, 'all', bob))).toBeNull();
    await givePoints(deps(), h.key('bob'), 5);
    expect(await h.read(boardNodes.entry(EVENT, 'all', bob))).toEqual({
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

  it('refuses bytes that are no picture, whatever type the upload declared: nothing published', async () => {
    await givePoints(deps(), h.key('bob'), 5);
    // The storage rules take this upload: it says it is a PNG.
    await upload('bob', new TextEncoder().encode('<!doctype html><script>alert(1)</script>'));
    const before = await h.stack().root();
    await expect(publishPhoto(deps(), {}, caller('bob'))).rejects.toMatchObject({
      code: 'storage/unauthorized',
      field: 'photo',
    });
    expect(await h.stack().root()).toEqual(before);
    expect(await avatarOf('bob')).toBeNull();
  });

  it('stores a picture as the type its bytes show, not the type the upload declared', async () => {
    await upload('bob', Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]));
    expect(await publishPhoto(deps(), {}, caller('bob'))).toEqual({ version: 1 });
    const [metadata] = await bucket()
      .file(storagePaths.avatar(await h.publicId('bob')))
      .getMetadata();
    expect(metadata.contentType).toBe('image/jpeg');
  });

  it('refuses a caller who never registered with not-found', async () => {
    await expect(publishPhoto(deps(), {}, caller('zed'))).rejects.toMatchObject({
      code: 'not-found',
    });
  });
});
