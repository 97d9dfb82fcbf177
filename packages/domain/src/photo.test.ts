import { describe, expect, it } from 'vitest';
import { ada } from './people-fixtures.ts';
import { NOT_A_PHOTO, photoFiles, photoTypeOf, planPhoto } from './photo.ts';

describe('photoTypeOf', () => {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  it.each([
    ['a PNG', png, 'image/png'],
    ['a JPEG', [0xff, 0xd8, 0xff, 0xdb], 'image/jpeg'],
    ['a WebP', [...'RIFF\0\0\0\0WEBP'].map((c) => c.charCodeAt(0)), 'image/webp'],
    ['a GIF, which the storage rules do not take', [...'GIF89a'].map((c) => c.charCodeAt(0)), null],
    ['HTML declared as a PNG', [...'<html><script>'].map((c) => c.charCodeAt(0)), null],
  ])('%s', (_name, bytes, expected) => {
    expect(photoTypeOf(Uint8Array.from(bytes))).toBe(expected);
  });

  it('refuses what is no picture as storage/unauthorized, naming the photo field', () => {
    expect(NOT_A_PHOTO).toMatchObject({
      ok: false,
      error: 'storage/unauthorized',
      field: 'photo',
      detail: 'photo: not a PNG, JPEG or WebP image',
    });
  });
});

describe('photoFiles', () => {
  it.each([
    ['an attendee: the upload and the avatar', ada, ['uploads/uid-ada/photo', 'avatars/p-ada']],
    [
      'a profile without a public id: the upload only',
      { uid: 'uid-old' },
      ['uploads/uid-old/photo'],
    ],
  ])('%s', (_name, user, files) => {
    expect(photoFiles(user)).toEqual(files);
  });
});

describe('planPhoto', () => {
  const nothing = { sets: {}, increments: {} };
  it.each([
    [
      'a first photo, on the boards: version 1 on the profile, both entries count one more',
      ada,
      { uploaded: true, onBoards: true },
      {
        ok: true,
        value: { version: 1 },
        writes: {
          sets: {},
          increments: {
            'leaderboards/summit/all/p-ada/photo': 1,
            'leaderboards/summit/online/p-ada/photo': 1,
          },
        },
        next: { ...ada, photoVersion: 1 },
      },
    ],
    [
      'a new photo after version 3, in person: version 4',
      { ...ada, attendance: 'in_person' as const, photoVersion: 3 },
      { uploaded: true, onBoards: true },
      {
        ok: true,
        value: { version: 4 },
        writes: {
          sets: {},
          increments: {
            'leaderboards/summit/all/p-ada/photo': 1,
            'leaderboards/summit/in_person/p-ada/photo': 1,
          },
        },
        next: { ...ada, attendance: 'in_person', photoVersion: 4 },
      },
    ],
    [
      'not on the boards yet: only the profile (the first award writes it along)',
      ada,
      { uploaded: true, onBoards: false },
      { ok: true, value: { version: 1 }, writes: nothing, next: { ...ada, photoVersion: 1 } },
    ],
    [
      'an organiser: no board entry made up',
      { ...ada, isAdmin: true },
      { uploaded: true, onBoards: true },
      {
        ok: true,
        value: { version: 1 },
        writes: nothing,
        next: { ...ada, isAdmin: true, photoVersion: 1 },
      },
    ],
    [
      'no upload: refused with no-photo, nothing written',
      ada,
      { uploaded: false, onBoards: true },
      { ok: false, error: 'no-photo', writes: nothing },
    ],
    [
      'a profile removed meanwhile: refused with not-found, nothing written',
      null,
      { uploaded: true, onBoards: true },
      { ok: false, error: 'not-found', detail: 'profile', writes: nothing },
    ],
  ])('%s', (_name, user, state, expected) => {
    expect(planPhoto(user, state)).toStrictEqual(expected);
  });
});
