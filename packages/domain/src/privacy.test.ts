import { describe, expect, it } from 'vitest';
import { boardFace, contactName, HIDDEN_NAME, planPrivacy, publicName } from './privacy.ts';

const ANN = {
  name: 'Ann Lee',
  eventId: 'summit',
  publicId: 'p-ann',
  attendance: 'online' as const,
  photoVersion: 3,
};

describe('publicName', () => {
  it.each([
    ['no choice made: the name', undefined, 'Ann Lee'],
    ['the name', { show: 'name' as const }, 'Ann Lee'],
    ['an alias', { show: 'alias' as const, alias: 'Night Owl' }, 'Night Owl'],
    ['an alias left empty: the name', { show: 'alias' as const, alias: '' }, 'Ann Lee'],
    ['an alias never given: the name', { show: 'alias' as const }, 'Ann Lee'],
    ['hidden: no name at all', { show: 'hidden' as const, alias: 'Night Owl' }, null],
  ])('%s', (_, privacy, shown) => {
    expect(publicName(ANN, privacy)).toBe(shown);
  });
});

describe('contactName', () => {
  it.each([
    ['no choice made: the name', undefined, 'Ann Lee'],
    ['the name, an old alias kept: the name', { show: 'name' as const, alias: 'Owl' }, 'Ann Lee'],
    ['an alias', { show: 'alias' as const, alias: 'Owl' }, 'Owl'],
    ['hidden, with an alias: the alias', { show: 'hidden' as const, alias: 'Owl' }, 'Owl'],
    ['hidden, no alias: the name', { show: 'hidden' as const }, 'Ann Lee'],
    ['an alias left empty: the name', { show: 'alias' as const, alias: '' }, 'Ann Lee'],
  ])('%s', (_, privacy, shown) => {
    expect(contactName({ ...ANN, privacy })).toBe(shown);
  });
});

describe('boardFace', () => {
  it.each([
    ['the name, with the photo', undefined, { name: 'Ann Lee', hidden: false, photo: true }],
    [
      'an alias, without the photo that would name them',
      { show: 'alias' as const, alias: 'Owl' },
      { name: 'Owl', hidden: false, photo: false },
    ],
    [
      'hidden: a name that names no one',
      { show: 'hidden' as const },
      { name: HIDDEN_NAME, hidden: true, photo: false },
    ],
  ])('%s', (_, privacy, face) => {
    expect(boardFace({ ...ANN, privacy })).toEqual(face);
  });
});

describe('planPrivacy', () => {
  const entry = (board: string, field: string) => `leaderboards/summit/${board}/p-ann/${field}`;

  it('stores an alias and renames both board entries, dropping the photo', () => {
    expect(planPrivacy('ann', ANN, { show: 'alias', alias: 'Owl' }, true)).toStrictEqual({
      ok: true,
      value: { show: 'alias', alias: 'Owl' },
      writes: {
        sets: {
          'users/ann/metadata/privacy': { show: 'alias', alias: 'Owl' },
          [entry('all', 'name')]: 'Owl',
          [entry('all', 'hidden')]: null,
          [entry('all', 'photo')]: null,
          [entry('online', 'name')]: 'Owl',
          [entry('online', 'hidden')]: null,
          [entry('online', 'photo')]: null,
        },
        increments: {},
      },
    });
  });

  it('hides the entries, and shows them again under the name with the photo', () => {
    const hidden = planPrivacy('ann', { ...ANN, attendance: undefined }, { show: 'hidden' }, true);
    expect(hidden.writes.sets).toMatchObject({
      'users/ann/metadata/privacy': { show: 'hidden' },
      [entry('in_person', 'name')]: HIDDEN_NAME,
      [entry('in_person', 'hidden')]: true,
    });
    const shown = planPrivacy('ann', ANN, { show: 'name', alias: 'kept out' }, true);
    expect(shown).toMatchObject({ ok: true, value: { show: 'name' } });
    expect(shown.writes.sets).toMatchObject({
      [entry('all', 'name')]: 'Ann Lee',
      [entry('all', 'hidden')]: null,
      [entry('all', 'photo')]: 3,
    });
    const noPhoto = planPrivacy('ann', { ...ANN, photoVersion: undefined }, { show: 'name' }, true);
    expect(noPhoto.writes.sets[entry('all', 'photo')]).toBeNull();
  });

  it.each([
    ['no entry on the boards yet', ANN, false],
    ['an organiser, who is on no board', { ...ANN, isAdmin: true }, true],
  ])('writes only the choice with %s', (_, profile, onBoards) => {
    expect(planPrivacy('ann', profile, { show: 'hidden' }, onBoards).writes).toStrictEqual({
      sets: { 'users/ann/metadata/privacy': { show: 'hidden' } },
      increments: {},
    });
  });

  it('refuses an alias choice without an alias, writing nothing', () => {
    expect(planPrivacy('ann', ANN, { show: 'alias' }, true)).toMatchObject({
      ok: false,
      error: 'invalid-argument',
      field: 'alias',
      writes: { sets: {}, increments: {} },
    });
  });
});
