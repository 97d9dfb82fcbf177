import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AwardProfile, addAward } from './awards.ts';
import { countLines, decideBingoCard, fillBingo, squaresOnLines } from './bingo.ts';
import { addTraitCounts, traitsAt, traitsOf } from './bingo-traits.ts';
import type { BingoSquare } from './games.ts';
import { WriteSet } from './plan.ts';
import type { BingoCardNode } from './store/users-play.ts';

const NOTHING = { sets: {}, increments: {} };
const ANYONE: BingoSquare = { trait: 'anyone', label: 'Anyone you have not met', kind: 'role' };
const ids = () => {
  let n = 0;
  return { newId: () => `id${++n}` };
};

describe('traitsOf', () => {
  it.each([
    [
      'a full profile, in card order',
      {
        department: 'R&D',
        company: 'Acme Inc.',
        teamName: 'AGILE',
        attendance: 'online',
        isRep: true,
      },
      [
        { trait: 'department-r&d', label: 'Works in R&D', kind: 'department', value: 'R&D' },
        {
          trait: 'company-acme-inc-',
          label: 'Works at Acme Inc.',
          kind: 'company',
          value: 'Acme Inc.',
        },
        { trait: 'team-agile', label: 'Is on team AGILE', kind: 'team', value: 'AGILE' },
        { trait: 'attendance-online', label: 'Joins online', kind: 'attendance', value: 'online' },
        { trait: 'role-rep', label: 'Is a sponsor rep', kind: 'role' },
      ],
    ],
    ['nothing known', {}, []],
    ['blank values and no rep', { department: '  ', company: '', isRep: false }, []],
    [
      'values with spaces around, and key characters the database refuses',
      { department: '  Sales  Ops ', company: 'a.b$c#d[e]f/g' },
      [
        {
          trait: 'department-sales-ops',
          label: 'Works in Sales  Ops',
          kind: 'department',
          value: 'Sales  Ops',
        },
        {
          trait: 'company-a-b-c-d-e-f-g',
          label: 'Works at a.b$c#d[e]f/g',
          kind: 'company',
          value: 'a.b$c#d[e]f/g',
        },
      ],
    ],
    [
      'in person, however it is spelled',
      { attendance: 'in_person' },
      [
        {
          trait: 'attendance-in_person',
          label: 'Is here in person',
          kind: 'attendance',
          value: 'in_person',
        },
      ],
    ],
    [
      'a long company name, its key cut at 60 characters',
      { company: 'x'.repeat(100) },
      [
        {
          trait: `company-${'x'.repeat(60)}`,
          label: `Works at ${'x'.repeat(100)}`,
          kind: 'company',
          value: 'x'.repeat(100),
        },
      ],
    ],
    ['a value holding a control character is left out', { department: 'a\u0007b' }, []],
  ])('%s', (_name, profile, traits) => {
    expect(traitsOf(profile)).toStrictEqual(traits);
  });
});

describe('addTraitCounts', () => {
  it('counts each trait of a new attendee for the event and keeps its words', () => {
    const into = new WriteSet();
    expect(addTraitCounts(into, 'summit', { department: 'R&D', isRep: true })).toBe(into);
    expect(into.writes()).toStrictEqual({
      sets: {
        'traits/summit/department-r&d/label': 'Works in R&D',
        'traits/summit/department-r&d/value': 'R&D',
        'traits/summit/role-rep/label': 'Is a sponsor rep',
      },
      increments: {
        'traits/summit/department-r&d/count': 1,
        'traits/summit/role-rep/count': 1,
      },
    });
  });

  it('writes nothing for an attendee without traits', () => {
    expect(addTraitCounts(new WriteSet(), 'summit', {}).writes()).toStrictEqual(NOTHING);
  });
});

describe('traitsAt', () => {
  const T = 1_700_000_000_000;
  const edited = {
    department: 'Sales',
    company: 'Acme',
    traitsSince: { 'department-sales': T },
  };
  it.each([
    ['before the edit: only what was had since registering', T - 1, ['company-acme']],
    ['at the edit', T, ['department-sales', 'company-acme']],
    [
      'with no time (a card dealt before cards kept theirs)',
      undefined,
      ['department-sales', 'company-acme'],
    ],
  ])('%s', (_name, at, traits) => {
    expect(traitsAt(edited, at).map((t) => t.trait)).toEqual(traits);
  });
});

describe('decideBingoCard', () => {
  const square = (i: number): BingoSquare => ({
    trait: `t${i}`,
    label: `Trait ${i}`,
    kind: 'role',
  });
  /** The event's traits t0…t(n-1), each held by one attendee. */
  const traits = (n: number) =>
    Object.fromEntries(
      Array.from({ length: n }, (_, i) => [`t${i}`, { count: 1, label: `Trait ${i}` }]),
    );
  const fresh = (squares: BingoSquare[]) => ({
    ok: true,
    value: { squares, lines: 0, complete: false },
    next: { squares, lines: 0, complete: false, code: 'act01', isComplete: false },
    writes: NOTHING,
  });

  it('draws 9 of the event’s traits and stores the card with the game not complete', () => {
    const card = Array.from({ length: 9 }, (_, i) => square(i));
    expect(decideBingoCard(null, traits(12), {}, () => 0)).toStrictEqual(fresh(card));
  });

  it('keeps the time it was dealt, which its squares are judged at', () => {
    expect(decideBingoCard(null, traits(12), {}, () => 0, 1_234)).toMatchObject({
      next: { dealtAt: 1_234 },
    });
  });

  it('draws at random: the last of the pool each time when the draw is high', () => {
    const card = [11, 10, 9, 8, 7, 6, 5, 4, 3].map(square);
    expect(decideBingoCard(null, traits(12), {}, () => 0.999)).toStrictEqual(fresh(card));
  });

  it('leaves out traits nobody else has, and tops a short card up with "anyone" squares', () => {
    const eventTraits = {
      'department-r&d': { count: 1, label: 'Works in R&D', value: 'R&D' },
      'team-agile': { count: 2, label: 'Is on team AGILE', value: 'AGILE' },
      'company-acme': { count: 0, label: 'Works at Acme', value: 'Acme' },
      'role-rep': {},
      'attendance-online': { count: 3 },
    };
    const mine = { department: 'R&D', teamName: 'AGILE' };
    expect(decideBingoCard(null, eventTraits, mine, () => 0)).toStrictEqual(
      fresh([
        { trait: 'team-agile', label: 'Is on team AGILE', kind: 'team', value: 'AGILE' },
        // A trait counted before values were kept: its kind, and its label as the words.
        { trait: 'attendance-online', label: 'attendance-online', kind: 'attendance' },
        ...Array.from({ length: 7 }, () => ANYONE),
      ]),
    );
  });

  it('an event without traits yet gives a card of "anyone" squares', () => {
    expect(decideBingoCard(null, {}, {}, () => 0.5)).toStrictEqual(
      fresh(Array.from({ length: 9 }, () => ANYONE)),
    );
  });

  it('a player who has a card keeps it, and nothing is stored', () => {
    const squares = [square(0), { ...square(1), filledBy: 'Bob' }];
    const current = { squares, lines: 1, complete: false, isComplete: false, code: 'act01' };
    expect(decideBingoCard(current, traits(12), {}, () => 0)).toStrictEqual({
      ok: true,
      value: { squares, lines: 1, complete: false },
      writes: NOTHING,
    });
  });

  it('always 9 squares, no trait twice, never one only the player has', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('department-a', 'department-b', 'team-agile', 'role-rep', 'company-x'),
          fc.record({ count: fc.nat(3) }),
        ),
        fc.record({ department: fc.constantFrom('a', 'b'), isRep: fc.boolean() }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (eventTraits, mine, r) => {
          const plan = decideBingoCard(null, eventTraits, mine, () => r);
          const squares = plan.ok ? plan.value.squares : [];
          expect(squares).toHaveLength(9);
          const named = squares.filter((s) => s.trait !== 'anyone').map((s) => s.trait);
          expect(new Set(named).size).toBe(named.length);
          const own = new Set(traitsOf(mine).map((t) => t.trait));
          for (const trait of named) {
            const count = eventTraits[trait]?.count ?? 0;
            expect(count - (own.has(trait) ? 1 : 0)).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});

describe('countLines', () => {
  const card = (filled: readonly boolean[]): BingoSquare[] =>
    filled.map((f, i) => ({ trait: `t${i}`, label: `T${i}`, ...(f ? { filledBy: 'Bob' } : {}) }));

  it.each([
    ['an empty card', [0, 0, 0, 0, 0, 0, 0, 0, 0], 0],
    ['the top row', [1, 1, 1, 0, 0, 0, 0, 0, 0], 1],
    ['the middle column', [0, 1, 0, 0, 1, 0, 0, 1, 0], 1],
    ['both diagonals', [1, 0, 1, 0, 1, 0, 1, 0, 1], 2],
    ['a full card', [1, 1, 1, 1, 1, 1, 1, 1, 1], 8],
    ['eight squares, the centre missing', [1, 1, 1, 1, 0, 1, 1, 1, 1], 4],
  ])('%s', (_name, filled, lines) => {
    expect(countLines(card(filled.map(Boolean)))).toBe(lines);
  });

  it('a short card has no line through its missing squares', () => {
    expect(countLines(card([true, true]))).toBe(0);
  });

  it('counts what a brute force over every collinear three of the 3x3 grid counts', () => {
    const cells = Array.from({ length: 9 }, (_, i) => ({ r: Math.floor(i / 3), c: i % 3 }));
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }), (filled) => {
        let lines = 0;
        for (let a = 0; a < 9; a += 1)
          for (let b = a + 1; b < 9; b += 1)
            for (let c = b + 1; c < 9; c += 1) {
              const [p, q, s] = [cells[a], cells[b], cells[c]];
              if (p === undefined || q === undefined || s === undefined) continue;
              const collinear = (q.r - p.r) * (s.c - p.c) === (s.r - p.r) * (q.c - p.c);
              if (collinear && filled[a] && filled[b] && filled[c]) lines += 1;
            }
        expect(countLines(card(filled))).toBe(lines);
      }),
    );
  });
});

describe('squaresOnLines', () => {
  const card = (filled: readonly number[]): BingoSquare[] =>
    filled.map((f, i) => ({ trait: `t${i}`, label: `T${i}`, ...(f ? { filledBy: 'Bob' } : {}) }));

  it.each([
    ['an empty card lights nothing', [0, 0, 0, 0, 0, 0, 0, 0, 0], []],
    ['a filled square off any line stays dark', [1, 1, 0, 0, 0, 0, 0, 0, 1], []],
    ['the top row', [1, 1, 1, 0, 0, 0, 0, 0, 0], [0, 1, 2]],
    ['a row and a column share their corner', [1, 1, 1, 1, 0, 0, 1, 0, 0], [0, 1, 2, 3, 6]],
    ['the anti-diagonal', [0, 0, 1, 0, 1, 0, 1, 0, 0], [2, 4, 6]],
  ])('%s', (_name, filled, lit) => {
    expect([...squaresOnLines(card(filled))].sort()).toEqual(lit);
  });
});

describe('fillBingo', () => {
  const profile: AwardProfile = {
    eventId: 'summit',
    teamName: 'AGILE',
    name: 'Ann',
    publicId: 'p-ann',
  };
  const player = { key: 'ka', profile };
  const bob = { name: 'Bob', department: 'R&D', teamName: 'MODERN' };
  const rnd = { trait: 'department-r&d', label: 'Works in R&D' };
  const modern = { trait: 'team-modern', label: 'Is on team MODERN' };
  const other = (i: number) => ({ trait: `company-c${i}`, label: `Works at C${i}` });
  const by = (s: BingoSquare, name = 'Cat') => ({ ...s, filledBy: name });
  const node = (squares: BingoSquare[], lines = 0, isComplete = false): BingoCardNode => ({
    squares,
    lines,
    complete: false,
    isComplete,
  });
  const award = (points: number, reason: string, counters?: { kool_badge: 1; issued_badges: 1 }) =>
    [points, reason, counters] as const;
  const paid = (...list: ReturnType<typeof award>[]) => {
    const ctx = ids();
    const into = new WriteSet();
    for (const [points, reason, counters] of list)
      addAward(
        into,
        profile,
        { key: 'ka', points, reason, by: 'system', ...(counters ? { counters } : {}) },
        ctx,
      );
    return into.writes();
  };

  it.each([
    ['no card yet', null],
    ['a card node without squares', { isComplete: false } as BingoCardNode],
    ['no open square the partner fits', node([by(rnd), other(1), other(2)])],
  ])('%s: nothing filled, nothing paid, nothing stored', (_name, card) => {
    expect(fillBingo(card, player, bob, ids())).toStrictEqual({
      ok: true,
      value: { awarded: 0 },
      writes: NOTHING,
    });
  });

  it('fills the first open square whose trait the partner has, with their name', () => {
    const squares = [by(rnd), other(1), modern, rnd, other(4)];
    const filled = [by(rnd), other(1), by(modern, 'Bob'), rnd, other(4)];
    expect(fillBingo(node(squares), player, bob, ids())).toStrictEqual({
      ok: true,
      value: { square: 'Is on team MODERN', filled: modern, awarded: 0 },
      next: { squares: filled, lines: 0, complete: false, isComplete: false },
      writes: NOTHING,
    });
  });

  it('tells the square it filled with its kind and value, not who filled it', () => {
    const told: BingoSquare = { ...rnd, kind: 'department', value: 'R&D' };
    expect(fillBingo(node([by(modern), told]), player, bob, ids())).toMatchObject({
      value: { square: 'Works in R&D', filled: told },
    });
  });

  it('a connection the partner rule paid nothing fills no square', () => {
    const squares = [other(0), ANYONE, rnd];
    expect(
      fillBingo(node(squares), player, bob, ids(), { rate: 0, why: 'hourly-cap' }),
    ).toStrictEqual({ ok: true, value: { awarded: 0 }, writes: NOTHING });
  });

  it('lines and the card a cut connection completes pay at its share', () => {
    const squares = [ANYONE, ...Array.from({ length: 8 }, (_, i) => by(other(i + 1)))];
    const decided = fillBingo(node(squares, 6), player, bob, ids(), {
      rate: 0.25,
      why: 'closed-pair',
    });
    expect(decided).toMatchObject({ ok: true, value: { awarded: 12 + 25 } });
    expect(decided.writes.sets).toMatchObject({
      'ledger/ka/id1': { points: 12, full: 50, reason: 'bingo-line' },
      'ledger/ka/id2': { points: 25, full: 100, reason: 'complete-act01' },
    });
  });

  it('judges a card on the traits partners had when it was dealt', () => {
    const dealt = { ...node([rnd, ANYONE]), dealtAt: 1_000 };
    // Bob became R&D after the deal: the "anyone" square is his, not the R&D one.
    const edited = { ...bob, traitsSince: { 'department-r&d': 2_000 } };
    expect(fillBingo(dealt, player, edited, ids())).toMatchObject({
      value: { square: 'Anyone you have not met' },
      next: { squares: [rnd, by(ANYONE, 'Bob')], dealtAt: 1_000 },
    });
    const before = { ...bob, traitsSince: { 'department-r&d': 500 } };
    expect(fillBingo(dealt, player, before, ids())).toMatchObject({
      value: { square: 'Works in R&D' },
    });
  });

  it('stamps a card dealt before cards kept their time at its first fill', () => {
    expect(fillBingo(node([rnd]), player, bob, { ...ids(), now: 3_000 })).toMatchObject({
      next: { squares: [by(rnd, 'Bob')], dealtAt: 3_000 },
    });
  });

  it('an "anyone" square takes anyone, first come in card order', () => {
    const squares = [other(0), ANYONE, rnd];
    expect(fillBingo(node(squares), player, { name: 'Zed' }, ids())).toMatchObject({
      value: { square: 'Anyone you have not met', awarded: 0 },
      next: { squares: [other(0), by(ANYONE, 'Zed'), rnd] },
    });
  });

  it.each([
    [
      'a row',
      [by(other(0)), by(other(1)), rnd, other(3), other(4), other(5), other(6), other(7), other(8)],
      2,
      1,
    ],
    [
      'a row and a column at once',
      [
        by(other(0)),
        by(other(1)),
        rnd,
        other(3),
        other(4),
        by(other(5)),
        other(6),
        other(7),
        by(other(8)),
      ],
      2,
      2,
    ],
  ])('completing %s pays 25 per new line', (_name, squares, at, lines) => {
    const plan = fillBingo(node(squares, 0), player, bob, ids());
    const filled = squares.map((s, i) => (i === at ? by(s, 'Bob') : s));
    expect(plan).toStrictEqual({
      ok: true,
      value: { square: 'Works in R&D', filled: rnd, awarded: 25 * lines },
      next: { squares: filled, lines, complete: false, isComplete: false },
      writes: paid(award(25 * lines, 'bingo-line')),
    });
  });

  const allButCentre = Array.from({ length: 9 }, (_, i) => (i === 4 ? rnd : by(other(i))));
  const full = allButCentre.map((s, i) => (i === 4 ? by(s, 'Bob') : s));

  it('the last square pays its four new lines and completes the game once, with its badges', () => {
    expect(fillBingo(node(allButCentre, 4), player, bob, ids())).toStrictEqual({
      ok: true,
      value: { square: 'Works in R&D', filled: rnd, awarded: 4 * 25 + 100 },
      next: { squares: full, lines: 8, complete: true, isComplete: true },
      writes: paid(
        award(100, 'bingo-line'),
        award(100, 'complete-act01', { kool_badge: 1, issued_badges: 1 }),
      ),
    });
  });

  it('a full card on a game already complete pays its lines but not the completion again', () => {
    expect(fillBingo(node(allButCentre, 4, true), player, bob, ids())).toStrictEqual({
      ok: true,
      value: { square: 'Works in R&D', filled: rnd, awarded: 100 },
      next: { squares: full, lines: 8, complete: true, isComplete: true },
      writes: paid(award(100, 'bingo-line')),
    });
  });

  it('a square filled on a card already complete keeps the game complete', () => {
    const squares = [rnd, other(1)];
    expect(fillBingo(node(squares, 0, true), player, bob, ids())).toMatchObject({
      next: { complete: false, isComplete: true },
    });
  });
});

describe('cards from the squares organisers chose', () => {
  const chosen = {
    'department-sales': 'Works in Sales',
    'country-kenya': 'From Kenya',
    'other-team': 'On another team',
    'role-rep': 'A sponsor rep',
  };
  const mine = { department: 'Sales', teamName: 'AGILE' };
  const labels = (claim: ReturnType<typeof decideBingoCard>) =>
    claim.ok ? claim.value.squares.map((s) => s.trait) : [];

  it('deals only the chosen squares someone else has, each again once all are on the card', () => {
    const eventTraits = {
      'department-sales': { count: 2, label: 'Works in Sales' },
      'country-kenya': { count: 1, label: 'From Kenya' },
      'team-agile': { count: 1, label: 'Is on team AGILE' },
      'team-modern': { count: 1, label: 'Is on team MODERN' },
      'company-acme': { count: 5, label: 'Works at Acme' },
    };
    const traits = labels(decideBingoCard(null, eventTraits, mine, () => 0, 1, chosen));
    expect(traits).toHaveLength(9);
    expect(new Set(traits)).toStrictEqual(
      new Set(['department-sales', 'country-kenya', 'other-team']),
    );
  });

  it('leaves out my own trait when no one else has it, and another team while there is none', () => {
    const eventTraits = {
      'department-sales': { count: 1, label: 'Works in Sales' },
      'role-rep': { count: 1, label: 'Is a sponsor rep' },
      'team-agile': { count: 2, label: 'Is on team AGILE' },
    };
    expect(
      new Set(labels(decideBingoCard(null, eventTraits, mine, () => 0, 1, chosen))),
    ).toStrictEqual(new Set(['role-rep']));
  });

  it('deals every chosen square while no one else has any, never a trait it was not chosen', () => {
    const traits = labels(
      decideBingoCard(null, { 'company-acme': { count: 3 } }, mine, () => 0.5, 1, chosen),
    );
    expect(traits).toHaveLength(9);
    expect(traits.every((t) => Object.hasOwn(chosen, t))).toBe(true);
    expect(new Set(traits).size).toBe(4);
  });

  it('keeps each dealt square’s kind and value: from the lists, else the traits counted', () => {
    const eventTraits = {
      'department-sales': { count: 2, label: 'Works in Sales', value: 'sales' },
      'country-kenya': { count: 1, label: 'From Kenya', value: 'Kenya' },
      'role-rep': { count: 1, label: 'Is a sponsor rep' },
      'team-agile': { count: 1, label: 'Is on team AGILE', value: 'AGILE' },
      'team-modern': { count: 1, label: 'Is on team MODERN', value: 'MODERN' },
    };
    const lists = { departments: ['Sales', 'IT'] };
    const plan = decideBingoCard(null, eventTraits, mine, () => 0, 1, chosen, lists);
    const dealt = new Map((plan.ok ? plan.value.squares : []).map((s) => [s.trait, s]));
    expect(Object.fromEntries(dealt)).toStrictEqual({
      'department-sales': {
        trait: 'department-sales',
        label: 'Works in Sales',
        kind: 'department',
        value: 'Sales',
      },
      'country-kenya': {
        trait: 'country-kenya',
        label: 'From Kenya',
        kind: 'country',
        value: 'Kenya',
      },
      'other-team': { trait: 'other-team', label: 'On another team', kind: 'role' },
      'role-rep': { trait: 'role-rep', label: 'A sponsor rep', kind: 'role' },
    });
  });

  it('counts where attendees are from and what they like as traits', () => {
    // The database gives a list back as an object by index: read the same.
    expect(traitsOf({ interests: { 0: 'Chess' } })).toStrictEqual([
      { trait: 'interest-chess', label: 'Likes Chess', kind: 'interest', value: 'Chess' },
    ]);
    expect(traitsOf({ country: 'Kenya', interests: ['Chess', ' '] })).toStrictEqual([
      { trait: 'country-kenya', label: 'From Kenya', kind: 'country', value: 'Kenya' },
      { trait: 'interest-chess', label: 'Likes Chess', kind: 'interest', value: 'Chess' },
    ]);
  });

  it('fills "on another team" with a partner of another team only, as they were when dealt', () => {
    const card: BingoCardNode = {
      squares: [{ trait: 'other-team', label: 'On another team' }],
      lines: 0,
      complete: false,
      dealtAt: 100,
    };
    const player = {
      key: 'ka',
      profile: { eventId: 'summit', teamName: 'AGILE', name: 'Ann', publicId: 'p' } as const,
    };
    expect(fillBingo(card, player, { name: 'Bob', teamName: 'MODERN' }, ids())).toMatchObject({
      ok: true,
      value: { square: 'On another team' },
    });
    expect(fillBingo(card, player, { name: 'Cat', teamName: 'AGILE' }, ids())).toMatchObject({
      ok: true,
      value: { awarded: 0 },
    });
    expect(
      fillBingo(
        card,
        player,
        { name: 'Dan', teamName: 'MODERN', traitsSince: { 'team-modern': 200 } },
        ids(),
      ),
    ).toMatchObject({ value: { awarded: 0 } });
  });
});
