import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USER_COLORS } from './colors.ts';
import {
  cutPage,
  everyonePageQuery,
  PREFIX_END,
  peoplePageQuery,
  planProfileEdit,
  planRep,
  searchRange,
  searchRow,
  searchText,
} from './people.ts';
import { ada } from './people-fixtures.ts';
import { SERVER_TIME } from './store/node.ts';

const ids = () => {
  let n = 0;
  return { newId: () => `id${++n}` };
};

describe('the people index', () => {
  it('keeps the lowercased name and email beside what the table shows', () => {
    expect(searchRow(ada)).toStrictEqual({
      n: 'ada',
      e: 'ada@example.com',
      name: 'Ada',
      email: 'Ada@Example.com',
      company: 'Acme',
      department: 'R&D',
      teamName: 'AGILE',
      attendance: 'online',
      publicId: 'p-ada',
      isRep: false,
      isAdmin: false,
    });
  });

  it.each([
    ['  Ada ', 'auto', 'n', 'ada'],
    ['ADA@EX', 'auto', 'e', 'ada@ex'],
    ['ada', 'email', 'e', 'ada'],
    ['a@b', 'name', 'n', 'a@b'],
    ['', 'auto', 'n', ''],
    ['   ', 'email', 'e', ''],
  ] as const)('searching %j by %s asks %s from %j', (query, by, field, start) => {
    expect(searchRange(query, by)).toStrictEqual({ field, start, end: `${start}${PREFIX_END}` });
  });

  it('searches by name when not told', () => {
    expect(searchRange('Ada').field).toBe('n');
  });

  it('a name found by its prefix lies inside the range, whatever the name', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), fc.nat(30), (name, cut) => {
        const text = searchText(name);
        const range = searchRange(name.slice(0, cut), 'name');
        fc.pre(!text.includes(PREFIX_END) && text.startsWith(range.start));
        expect(text >= range.start && text <= range.end).toBe(true);
      }),
    );
  });
});

describe('peoplePageQuery and cutPage', () => {
  it.each([
    [
      'a first page by name prefix',
      searchRange('Gr'),
      undefined,
      { at: 'gr' },
      { path: 'search/summit', orderBy: 'n', end: `gr${PREFIX_END}`, limit: 26 },
    ],
    [
      'a next page by email prefix, after the cursor',
      searchRange('ada@'),
      { value: 'ada@example.com', key: 'k9' },
      { after: 'ada@example.com', key: 'k9' },
      { path: 'search/summit', orderBy: 'e', end: `ada@${PREFIX_END}`, limit: 26 },
    ],
  ])('%s', (_name, range, cursor, start, rest) => {
    expect(peoplePageQuery('summit', range, cursor, 25)).toStrictEqual({ ...rest, start });
  });

  it('asks every event’s index the same page for an organiser of every event', () => {
    expect(
      everyonePageQuery(searchRange('ada@'), { value: 'ada@example.com', key: 'k9' }, 25),
    ).toStrictEqual({
      path: 'everyone',
      orderBy: 'e',
      start: { after: 'ada@example.com', key: 'k9' },
      end: `ada@${PREFIX_END}`,
      limit: 26,
    });
  });

  const row = (n: number) => ({ n: `name ${n}`, key: `k${n}` });
  const cursorOf = (r: { n: string; key: string }) => ({ value: r.n, key: r.key });

  it.each([
    [0, 0, undefined],
    [3, 3, undefined],
    [4, 4, undefined],
    [5, 4, { value: 'name 4', key: 'k4' }],
  ])('%i rows read for a page of 4: %i shown, next %j', (read, shown, next) => {
    const rows = Array.from({ length: read }, (_, i) => row(i + 1));
    const page = cutPage(rows, 4, cursorOf);
    expect(page.rows).toEqual(rows.slice(0, shown));
    expect(page.next).toEqual(next);
  });

  it('walking the pages by their cursors visits every row once, in order', () => {
    fc.assert(
      fc.property(fc.nat(40), fc.integer({ min: 1, max: 9 }), (total, size) => {
        const all = Array.from({ length: total }, (_, i) => row(100 + i));
        const seen: string[] = [];
        let after: { value: string; key: string } | undefined;
        for (let guard = 0; guard <= total; guard += 1) {
          const from = after === undefined ? 0 : all.findIndex((r) => r.key === after?.key) + 1;
          const page = cutPage(all.slice(from, from + size + 1), size, cursorOf);
          seen.push(...page.rows.map((r) => r.key));
          after = page.next;
          if (after === undefined) break;
        }
        expect(seen).toEqual(all.map((r) => r.key));
      }),
    );
  });
});

describe('planProfileEdit', () => {
  const edit = { name: 'Ada L.', company: 'Analytical', department: 'Maths', color: 'teal' };

  it('holds the department, country and interests to the event’s lists', () => {
    const lists = { departments: ['Maths'], countries: ['Kenya'], interests: ['Chess'] };
    const boards = { onBoards: false, isRepListed: false };
    const edited = (asked: Partial<typeof edit> & { country?: string; interests?: string[] }) =>
      planProfileEdit('ka', ada, { ...edit, ...asked }, boards, { random: () => 0 }, 5, lists);
    expect(edited({ country: 'Nowhere' })).toMatchObject({ ok: false, field: 'country' });
    expect(edited({ department: 'Attack Co' })).toMatchObject({ ok: false, field: 'department' });
    const set = edited({ country: 'kenya', interests: ['CHESS'] });
    expect(set).toMatchObject({ ok: true, value: { country: 'Kenya', interests: ['Chess'] } });
    expect(set.writes.sets).toMatchObject({
      'users/ka/metadata/country': 'Kenya',
      'users/ka/metadata/interests': ['Chess'],
      'users/ka/metadata/traitsSince/country-kenya': 5,
      'users/ka/metadata/traitsSince/interest-chess': 5,
    });
    expect(edited({ country: '', interests: [] }).writes.sets).toMatchObject({
      'users/ka/metadata/country': null,
      'users/ka/metadata/interests': null,
    });
  });

  it('writes the profile, its QR code, the index and the names on the boards and reps list', () => {
    expect(
      planProfileEdit(
        'ka',
        { ...ada, isRep: true, company: 'Analytical' },
        edit,
        { onBoards: true, isRepListed: true },
        { random: () => 0 },
      ),
    ).toStrictEqual({
      ok: true,
      value: edit,
      writes: {
        sets: {
          'users/ka/metadata/name': 'Ada L.',
          'users/ka/metadata/company': 'Analytical',
          'users/ka/metadata/department': 'Maths',
          'users/ka/metadata/color': 'teal',
          'users/ka/metadata/qr_code': 'engage:1:{"uid":"p-ada","color":"teal","isRep":true}',
          'search/summit/ka/n': 'ada l.',
          'search/summit/ka/name': 'Ada L.',
          'search/summit/ka/company': 'Analytical',
          'search/summit/ka/department': 'Maths',
          'everyone/ka/n': 'ada l.',
          'everyone/ka/name': 'Ada L.',
          'everyone/ka/company': 'Analytical',
          'everyone/ka/department': 'Maths',
          'leaderboards/summit/all/p-ada/name': 'Ada L.',
          'leaderboards/summit/online/p-ada/name': 'Ada L.',
          'reps/summit/p-ada': { name: 'Ada L.', company: 'Analytical', key: 'ka' },
        },
        increments: {},
      },
    });
  });

  it('keeps a sponsor rep’s company, the sponsor visitors are asked to share with: only an organiser changes who a rep stands for', () => {
    const rep = { ...ada, isRep: true, company: 'Analytical' };
    const boards = { onBoards: true, isRepListed: true };
    const renamed = planProfileEdit('ka', rep, { ...edit, company: 'A Bigger Sponsor' }, boards, {
      random: () => 0,
    });
    expect(renamed).toMatchObject({ ok: false, error: 'invalid-argument', field: 'company' });
    expect(renamed.writes.sets).toEqual({});
    expect(
      planProfileEdit('ka', rep, { ...edit, company: ' Analytical ' }, boards, { random: () => 0 }),
    ).toMatchObject({ ok: true });
    expect(
      planProfileEdit('ka', ada, { ...edit, company: 'Anywhere' }, boards, { random: () => 0 }),
    ).toMatchObject({ ok: true });
  });

  it.each([
    ['an attendee not on the boards yet', ada, { onBoards: false, isRepListed: false }],
    ['an organiser', { ...ada, isAdmin: true }, { onBoards: true, isRepListed: false }],
  ])('%s gets no board entry made up', (_name, user, boards) => {
    const plan = planProfileEdit('ka', user, edit, boards, { random: () => 0 });
    expect(Object.keys(plan.writes.sets).some((path) => path.startsWith('leaderboards/'))).toBe(
      false,
    );
    expect(Object.keys(plan.writes.sets).some((path) => path.startsWith('reps/'))).toBe(false);
  });

  it.each(['re', 'toolongname'])(
    'refuses the colour %j with invalid-colour, writing nothing',
    (color) => {
      expect(
        planProfileEdit(
          'ka',
          ada,
          { ...edit, color },
          { onBoards: true, isRepListed: false },
          { random: () => 0 },
        ),
      ).toStrictEqual({ ok: false, error: 'invalid-colour', writes: { sets: {}, increments: {} } });
    },
  );
});

describe('planProfileEdit without a colour', () => {
  const { color: _, ...asked } = {
    name: 'Ada L.',
    company: 'Analytical',
    department: 'Maths',
    color: 'teal',
  };
  it.each([
    [0, 'red'],
    [0.5, 'orange'],
    [0.999, 'yellow'],
  ])('draws one by the colour rule (random %d gives %s), QR code and all', (random, color) => {
    const plan = planProfileEdit(
      'ka',
      ada,
      asked,
      { onBoards: false, isRepListed: false },
      {
        random: () => random,
      },
    );
    expect(USER_COLORS).toContain(color);
    expect(plan).toMatchObject({ ok: true, value: { ...asked, color } });
    expect(plan.writes.sets).toMatchObject({
      'users/ka/metadata/color': color,
      'users/ka/metadata/qr_code': `engage:1:{"uid":"p-ada","color":"${color}","isRep":false}`,
    });
  });
});

describe('bingo traits gained by an edit', () => {
  const NOW = 1_700_000_000_000;
  it('a profile edit stamps the department and company it gives, not the ones kept', () => {
    const plan = planProfileEdit(
      'ka',
      ada,
      { name: 'Ada', company: 'Acme', department: 'Sales', color: 'red' },
      { onBoards: false, isRepListed: false },
      { random: () => 0 },
      NOW,
    );
    expect(plan.writes.sets).toMatchObject({
      'users/ka/metadata/traitsSince/department-sales': NOW,
    });
    expect(Object.keys(plan.writes.sets).filter((p) => p.includes('traitsSince'))).toEqual([
      'users/ka/metadata/traitsSince/department-sales',
    ]);
  });

  it('becoming a representative stamps the role; ceasing to be stamps nothing', () => {
    expect(planRep('ka', ada, true, { by: 'kboss' }, ids(), NOW).writes.sets).toMatchObject({
      'users/ka/metadata/traitsSince/role-rep': NOW,
    });
    const unmade = planRep('ka', { ...ada, isRep: true }, false, { by: 'kboss' }, ids(), NOW);
    expect(Object.keys(unmade.writes.sets).some((p) => p.includes('traitsSince'))).toBe(false);
  });
});

describe('planRep', () => {
  it.each([
    [true, { name: 'Ada', company: 'Acme', key: 'ka' }],
    [false, null],
  ])('isRep %s: the flag, the QR code, the index, the reps list and the audit', (isRep, listed) => {
    expect(planRep('ka', ada, isRep, { by: 'kboss' }, ids())).toStrictEqual({
      ok: true,
      value: { isRep },
      writes: {
        sets: {
          'users/ka/metadata/isRep': isRep,
          'users/ka/metadata/qr_code': `engage:1:{"uid":"p-ada","color":"red","isRep":${isRep}}`,
          'search/summit/ka/isRep': isRep,
          'everyone/ka/isRep': isRep,
          'reps/summit/p-ada': listed,
          'audit/events/summit/id1': {
            at: SERVER_TIME,
            by: 'kboss',
            action: 'rep.set',
            target: 'ka',
            before: '{"isRep":false}',
            after: `{"isRep":${isRep}}`,
          },
        },
        increments: {},
      },
    });
  });
});
