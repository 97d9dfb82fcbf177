import { describe, expect, it } from 'vitest';
import {
  type FactKind,
  findRings,
  type PairFact,
  pairFacts,
  RING_RULES,
  type RingMember,
  ringView,
} from './rings.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const fact = (kind: FactKind, a: string, b: string, at: number): PairFact => ({ kind, a, b, at });

/** Every pair of `keys` connected and talked, an hour apart each: dense, never a burst. */
const ring = (keys: readonly string[], start = 0): PairFact[] => {
  const facts: PairFact[] = [];
  let hour = start;
  for (const [i, a] of keys.entries())
    for (const b of keys.slice(i + 1)) {
      facts.push(fact('connection', a, b, hour * HOUR), fact('small-talk', a, b, hour * HOUR));
      hour += 1;
    }
  return facts;
};

/** `key` strongly tied (connected and talked) to each partner, partners not to each other. */
const star = (key: string, partners: readonly string[]): PairFact[] =>
  partners.flatMap((partner, i) => [
    fact('connection', key, partner, i * HOUR),
    fact('rps-win', partner, key, i * HOUR + MINUTE),
  ]);

/** `key` paid with `count` different partners, one a minute from `start`. */
const burst = (key: string, count: number, start = 0, every = MINUTE / 2): PairFact[] =>
  Array.from({ length: count }, (_, i) =>
    fact('connection', key, `${key}-p${i}`, start + i * every),
  );

const member = (key: string, partners: number, facts: number): RingMember => ({
  key,
  partners,
  facts,
  reasons: ['dense'],
});

describe('pairFacts', () => {
  it('reads each claim as the pair that earned and when, winner first for a match', () => {
    expect(
      pairFacts({
        pairs: { 'a~b': 1 },
        smallTalks: { 'a~c': 2 },
        rpsWins: { 'c~a': 3 },
      }),
    ).toStrictEqual([
      fact('connection', 'a', 'b', 1),
      fact('small-talk', 'a', 'c', 2),
      fact('rps-win', 'c', 'a', 3),
    ]);
  });

  it('skips what is not a claim of two attendees', () => {
    expect(
      pairFacts({
        pairs: { a: 1, 'a~b~c': 2, '~b': 3, 'a~': 4, 'a~a': 5 },
        smallTalks: { 'a~b': 'soon' as unknown as number },
        rpsWins: null,
      }),
    ).toStrictEqual([]);
    expect(pairFacts({ pairs: undefined, smallTalks: undefined, rpsWins: undefined })).toEqual([]);
  });
});

describe('findRings', () => {
  it('flags a ring whose members all earn with each other, apart from the honest crowd', () => {
    const keys = ['r1', 'r2', 'r3', 'r4', 'r5'];
    const facts = [
      ...ring(keys),
      // r1 also met one honest attendee; h0 is tied to four who do not know each other.
      fact('connection', 'r1', 'h0', 0),
      ...star('h0', ['h1', 'h2', 'h3', 'h4']),
    ];
    const report = findRings(facts);
    expect(report.attendees).toBe(10);
    expect(report.facts).toBe(facts.length);
    expect(report.clusters).toStrictEqual([
      {
        id: 'r1',
        members: [member('r1', 4, 9), ...['r2', 'r3', 'r4', 'r5'].map((k) => member(k, 4, 8))],
        reasons: ['dense'],
        insideFacts: 20,
        insideShare: 20 / 21,
        from: 0,
        to: 9 * HOUR,
      },
    ]);
  });

  it.each([
    ['three partners tied to each other are too few', ['a', 'b', 'c', 'd'], 0],
    ['four partners, all tied to each other, are a dense cluster', ['a', 'b', 'c', 'd', 'e'], 1],
  ])('%s', (_name, keys, clusters) => {
    expect(findRings(ring(keys)).clusters).toHaveLength(clusters);
  });

  it('is dense from half of the partners’ pairs tied to each other, not below', () => {
    // x has four strong partners; of their six pairs, `linked` are strongly tied too.
    const around = (linked: readonly (readonly [string, string])[]) => [
      ...star('x', ['a', 'b', 'c', 'd']),
      ...linked.flatMap(([p, q]) => [fact('connection', p, q, 0), fact('small-talk', p, q, 0)]),
    ];
    const half = findRings(
      around([
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'd'],
      ]),
    );
    expect(half.clusters.map((c) => c.members.map((m) => m.key))).toStrictEqual([['x']]);
    expect(half.clusters[0]?.members[0]?.reasons).toStrictEqual(['dense']);
    expect(
      findRings(
        around([
          ['a', 'b'],
          ['c', 'd'],
        ]),
      ).clusters,
    ).toStrictEqual([]);
  });

  it('does not count a single payout as a tie: a pair must earn together twice', () => {
    const keys = ['a', 'b', 'c', 'd', 'e'];
    const once = keys.flatMap((p, i) => keys.slice(i + 1).map((q) => fact('connection', p, q, 0)));
    expect(findRings(once).clusters).toStrictEqual([]);
  });

  it.each([
    ['15 pair awards in ten minutes are a burst', RING_RULES.burstFacts, MINUTE / 2, true],
    ['14 are not', RING_RULES.burstFacts - 1, MINUTE / 2, false],
    ['15 spread over more than ten minutes are not', RING_RULES.burstFacts, MINUTE, false],
  ])('%s', (_name, count, every, flagged) => {
    const report = findRings(burst('fast', count, 5 * HOUR, every));
    expect(report.clusters.length).toBe(flagged ? 1 : 0);
    if (!flagged) return;
    expect(report.clusters[0]).toStrictEqual({
      id: 'fast',
      members: [
        {
          key: 'fast',
          partners: 0,
          facts: count,
          reasons: ['burst'],
          burst: { facts: count, from: 5 * HOUR, to: 5 * HOUR + (count - 1) * every },
        },
      ],
      reasons: ['burst'],
      insideFacts: 0,
      insideShare: 0,
      from: 5 * HOUR,
      to: 5 * HOUR + (count - 1) * every,
    });
  });

  it('finds the busiest window wherever it lies, and joins a bursting ring into one cluster', () => {
    const keys = ['b1', 'b2', 'b3', 'b4', 'b5', 'b6'];
    // Every pair of six, three times each (a connection, a talk, a win), inside eight minutes.
    const facts = keys.flatMap((a, i) =>
      keys
        .slice(i + 1)
        .flatMap((b, j) => [
          fact('connection', a, b, HOUR + (i + j) * 10_000),
          fact('small-talk', a, b, HOUR + (i + j) * 20_000),
          fact('rps-win', b, a, HOUR + (i + j) * 30_000),
        ]),
    );
    const early = fact('connection', 'b1', 'h', 0);
    const [cluster, ...others] = findRings([early, ...facts]).clusters;
    expect(others).toStrictEqual([]);
    expect(cluster?.reasons).toStrictEqual(['dense', 'burst']);
    expect(cluster?.members.map((m) => [m.key, m.reasons, m.burst?.facts])).toStrictEqual(
      keys.map((key) => [key, ['dense', 'burst'], 15]),
    );
    expect(cluster?.members[0]?.burst?.from).toBe(HOUR);
    expect(cluster?.insideFacts).toBe(45);
    expect(cluster?.from).toBe(0);
  });

  it('lists the busiest clusters first, at most the rule’s number', () => {
    const many = Array.from({ length: RING_RULES.maxClusters + 5 }, (_, i) =>
      ring(
        ['a', 'b', 'c', 'd', 'e', ...(i % 2 === 0 ? ['f'] : [])].map((k) => `${k}${i}`),
        i,
      ),
    ).flat();
    const report = findRings(many);
    expect(report.clusters).toHaveLength(RING_RULES.maxClusters);
    const sizes = report.clusters.map((c) => c.insideFacts);
    expect(sizes.slice(0, 13).every((n) => n === 30)).toBe(true);
    expect(sizes.slice(13).every((n) => n === 20)).toBe(true);
    expect(report.clusters[0]?.id).toBe('a0');
    expect(report.clusters[1]?.id).toBe('a10');
  });

  it('finds nothing in nothing', () => {
    expect(findRings([])).toStrictEqual({ attendees: 0, facts: 0, clusters: [] });
  });
});

describe('ringView', () => {
  it('names each member as read, and says what of theirs was voided', () => {
    const report = findRings(ring(['a', 'b', 'c', 'd', 'e']));
    const view = ringView(
      report,
      new Map([
        ['a', { name: 'Ann', publicId: 'pa', voided: 3 }],
        ['b', { name: 'Bob', voided: 0 }],
      ]),
      42,
    );
    expect(view.at).toBe(42);
    expect(view.clusters[0]?.members.map((m) => [m.key, m.name, m.voided])).toStrictEqual([
      ['a', 'Ann', 3],
      ['b', 'Bob', 0],
      ['c', undefined, 0],
      ['d', undefined, 0],
      ['e', undefined, 0],
    ]);
    expect(view.clusters[0]?.members[0]?.publicId).toBe('pa');
  });
});
