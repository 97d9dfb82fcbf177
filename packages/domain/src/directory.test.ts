import { describe, expect, it } from 'vitest';
import {
  DIRECTORY_PAGE,
  directoryEntry,
  directoryQuery,
  interestKey,
  listingState,
  listOf,
  planListing,
  rankSuggestions,
} from './directory.ts';
import { PREFIX_END } from './people.ts';

const ann = {
  eventId: 'summit',
  publicId: 'p-ann',
  name: 'Ann Smith',
  company: 'Acme BV',
  department: 'Design',
  teamName: 'AGILE' as const,
  interests: ['Design', 'AI'],
};

describe('the directory entry', () => {
  it('shows name, company, team and interests, never the email; lowercased keys to search', () => {
    expect(directoryEntry({ ...ann, photoVersion: 2 })).toEqual({
      name: 'Ann Smith',
      n: 'ann smith',
      company: 'Acme BV',
      c: 'acme bv',
      department: 'Design',
      teamName: 'AGILE',
      interests: ['Design', 'AI'],
      photo: 2,
    });
    expect(directoryEntry({ ...ann, interests: undefined })).not.toHaveProperty('interests');
  });

  it('shows an alias instead of the name, searched by it, with no photo; nobody hidden', () => {
    const privacy = { show: 'alias', alias: 'Quiet Fox' } as const;
    expect(directoryEntry({ ...ann, photoVersion: 2, privacy })).toEqual({
      ...directoryEntry({ ...ann, interests: undefined }),
      name: 'Quiet Fox',
      n: 'quiet fox',
      interests: ['Design', 'AI'],
    });
    expect(directoryEntry({ ...ann, privacy: { show: 'hidden' } })).toBeNull();
  });

  it.each([
    [undefined, []],
    [
      ['a', 'b'],
      ['a', 'b'],
    ],
    [{ 0: 'a', 1: 'b' }, ['a', 'b']],
  ] as const)('reads the list %j as %j', (stored, list) => {
    expect(listOf(stored)).toEqual(list);
  });

  it.each([
    ['Design', 'design'],
    [' Web3.0 / AI ', 'web3_0 _ ai'],
    ['#$[]', '____'],
  ])('keys the interest %j as %j', (interest, key) => {
    expect(interestKey(interest)).toBe(key);
  });

  it('keys an interest the database cannot hold as one (too long) by a placeholder', () => {
    expect(interestKey('x'.repeat(800))).toBe('_');
  });
});

/** Ann's writes when nothing of her shows: her flag as given, no entry, no interest lines. */
const withNothingShown = (flag: true | null) => ({
  'users/k-ann/listed': flag,
  'directory/summit/p-ann': null,
  'directoryInterests/summit/design/p-ann': null,
  'directoryInterests/summit/ai/p-ann': null,
});

describe('listing and unlisting', () => {
  it('lists: the flag, the entry, one line under each interest', () => {
    const plan = planListing('k-ann', ann, true, null);
    expect(plan).toMatchObject({ ok: true, value: { listed: true } });
    expect(plan.writes.sets).toEqual({
      'users/k-ann/listed': true,
      'directory/summit/p-ann': directoryEntry(ann),
      'directoryInterests/summit/design/p-ann': { name: 'Ann Smith', department: 'Design' },
      'directoryInterests/summit/ai/p-ann': { name: 'Ann Smith', department: 'Design' },
    });
  });

  it('refreshes after an edit: the lines of interests given up go', () => {
    const before = directoryEntry(ann);
    const plan = planListing('k-ann', { ...ann, interests: { 0: 'AI' } }, true, before);
    expect(plan.writes.sets).toMatchObject({
      'directoryInterests/summit/design/p-ann': null,
      'directoryInterests/summit/ai/p-ann': { name: 'Ann Smith' },
    });
  });

  it('keeps a hidden person’s flag but takes their entry and lines until they show again', () => {
    const plan = planListing(
      'k-ann',
      { ...ann, privacy: { show: 'hidden' } },
      true,
      directoryEntry(ann),
    );
    expect(plan).toMatchObject({ ok: true, value: { listed: true } });
    expect(plan.writes.sets).toEqual(withNothingShown(true));
  });

  it('writes the alias on the interest lines too', () => {
    const privacy = { show: 'alias', alias: 'Quiet Fox' } as const;
    expect(planListing('k-ann', { ...ann, privacy }, true, null).writes.sets).toMatchObject({
      'directoryInterests/summit/ai/p-ann': { name: 'Quiet Fox', department: 'Design' },
    });
  });

  it('unlists: everything of the listing goes', () => {
    const plan = planListing('k-ann', ann, false, directoryEntry(ann));
    expect(plan.writes.sets).toEqual(withNothingShown(null));
  });

  it('never lists an organiser’s own profile', () => {
    expect(planListing('k', { ...ann, isAdmin: true }, true, null)).toMatchObject({
      ok: false,
      error: 'not-listed',
    });
  });
});

describe('searching the directory', () => {
  it.each([
    ['name', ' Ann ', 'n', 'ann', `ann${PREFIX_END}`],
    ['company', 'ACME', 'c', 'acme', `acme${PREFIX_END}`],
    ['team', ' agile ', 'teamName', 'AGILE', 'AGILE'],
  ] as const)('by %s asks one indexed range', (by, text, orderBy, start, end) => {
    expect(directoryQuery('summit', by, text)).toEqual({
      path: 'directory/summit',
      orderBy,
      start,
      end,
      limit: DIRECTORY_PAGE,
    });
  });
});

describe('suggestions', () => {
  const member = (name: string, department = 'Sales') => ({ name, department });

  it('ranks by shared interests, then the same department, then name; never oneself', () => {
    const ranked = rankSuggestions(
      { publicId: 'me', department: 'design' },
      {
        Design: {
          me: member('Me'),
          b: member('Bea'),
          c: member('Cas', 'Design'),
          d: member('Dirk'),
        },
        AI: { b: member('Bea'), e: member('Eve') },
        Music: null,
      },
    );
    expect(ranked).toEqual([
      { publicId: 'b', name: 'Bea', shared: ['Design', 'AI'], sameDepartment: false },
      { publicId: 'c', name: 'Cas', shared: ['Design'], sameDepartment: true },
      { publicId: 'd', name: 'Dirk', shared: ['Design'], sameDepartment: false },
      { publicId: 'e', name: 'Eve', shared: ['AI'], sameDepartment: false },
    ]);
  });

  it('breaks a tie of names by id, and keeps to the limit', () => {
    const ranked = rankSuggestions(
      { publicId: 'me', department: '' },
      { AI: { y: member('Al', ''), x: member('Al', ''), z: member('Zed') } },
      2,
    );
    expect(ranked.map((s) => [s.publicId, s.sameDepartment])).toEqual([
      ['x', false],
      ['y', false],
    ]);
  });
});

describe('listingState', () => {
  const ann = { name: 'Ann Lee' };
  it.each([
    ['not asked to be listed', false, undefined, { kind: 'unlisted' }],
    ['listed under the name', true, undefined, { kind: 'listed', name: 'Ann Lee', alias: false }],
    [
      'listed under an alias',
      true,
      { show: 'alias' as const, alias: 'Owl' },
      { kind: 'listed', name: 'Owl', alias: true },
    ],
    ['asked, but hidden: not listed', true, { show: 'hidden' as const }, { kind: 'hidden' }],
    ['hidden, not asked', false, { show: 'hidden' as const }, { kind: 'unlisted' }],
  ])('%s', (_name, listed, privacy, state) => {
    expect(listingState(listed, { ...ann, privacy })).toEqual(state);
  });
});
