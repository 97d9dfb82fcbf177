/**
 * Suspected rings of cooperating accounts, found in what the server already keeps: the pay-once
 * claims of pairs that earned together (a QR connection, a small talk, a match win) and when.
 * A pure function of those facts, so the thresholds below are tested as tables and written down
 * in docs/rings.md. It flags; it decides nothing: an organiser looks and may void (voids.ts).
 */

/** What a pair earned together: its claim under pairs/, smallTalks/ or rpsWins/ (winner first). */
export type FactKind = 'connection' | 'small-talk' | 'rps-win';
export type PairFact = {
  readonly kind: FactKind;
  readonly a: string;
  readonly b: string;
  readonly at: number;
};

export const RING_RULES = {
  /** Two attendees are strongly tied when they earned together at least this often. */
  strongTie: 2,
  /** A dense member has at least this many strongly tied partners... */
  denseMinPartners: 4,
  /** ...and at least this share of those partners' pairs are strongly tied to each other too. */
  denseShare: 0.5,
  /** A burst: at least this many pair awards... */
  burstFacts: 15,
  /** ...inside this window. */
  burstWindowMs: 10 * 60_000,
  /** The report lists at most this many clusters, the busiest first. */
  maxClusters: 20,
} as const;

export type RingReason = 'dense' | 'burst';

export type RingMember = {
  readonly key: string;
  /** Strongly tied partners, anywhere in the event. */
  readonly partners: number;
  /** Every pair award of theirs. */
  readonly facts: number;
  readonly reasons: readonly RingReason[];
  /** The busiest window's pair awards, where it is a burst. */
  readonly burst?: { readonly facts: number; readonly from: number; readonly to: number };
};

export type RingCluster = {
  /** Its first member's key: stable while the cluster stays the same. */
  readonly id: string;
  readonly members: readonly RingMember[];
  readonly reasons: readonly RingReason[];
  /** Pair awards between two members, and their share of every pair award of the members. */
  readonly insideFacts: number;
  readonly insideShare: number;
  readonly from: number;
  readonly to: number;
};

export type RingReport = {
  /** Attendees with at least one pair award, and the pair awards looked at. */
  readonly attendees: number;
  readonly facts: number;
  readonly clusters: readonly RingCluster[];
};

type Claims = Readonly<Record<string, number>> | null | undefined;

/** The facts of an event's pay-once claims, by pair id `a~b` (see scoring.ts and rps.ts). */
export const pairFacts = (claims: {
  readonly pairs: Claims;
  readonly smallTalks: Claims;
  readonly rpsWins: Claims;
}): PairFact[] => {
  const facts: PairFact[] = [];
  const add = (kind: FactKind, stored: Claims) => {
    for (const [id, at] of Object.entries(stored ?? {})) {
      const [a, b, extra] = id.split('~');
      if (a === undefined || b === undefined || extra !== undefined) continue;
      if (a === '' || b === '' || a === b || typeof at !== 'number') continue;
      facts.push({ kind, a, b, at });
    }
  };
  add('connection', claims.pairs);
  add('small-talk', claims.smallTalks);
  add('rps-win', claims.rpsWins);
  return facts;
};

const tieOf = (ties: Map<string, Map<string, number>>, a: string, b: string): number =>
  ties.get(a)?.get(b) ?? 0;

/** The most facts inside any window of the rule's length, and where that window lies. */
const busiestWindow = (times: readonly number[]) => {
  const sorted = [...times].sort((x, y) => x - y);
  let best = { facts: 0, from: 0, to: 0 };
  let start = 0;
  for (let end = 0; end < sorted.length; end += 1) {
    const last = sorted[end] ?? 0;
    while ((sorted[start] ?? 0) < last - RING_RULES.burstWindowMs) start += 1;
    const facts = end - start + 1;
    if (facts > best.facts) best = { facts, from: sorted[start] ?? 0, to: last };
  }
  return best;
};

/** Share of a member's strong partners' pairs that are strongly tied to each other. */
const denseShare = (ties: Map<string, Map<string, number>>, partners: readonly string[]) => {
  let linked = 0;
  for (let i = 0; i < partners.length; i += 1)
    for (let j = i + 1; j < partners.length; j += 1)
      if (tieOf(ties, partners[i] ?? '', partners[j] ?? '') >= RING_RULES.strongTie) linked += 1;
  return linked / ((partners.length * (partners.length - 1)) / 2);
};

/**
 * Flags attendees who earn densely inside a small group (most of their strong partners are
 * strongly tied to each other: in an honest crowd partners rarely know each other that well) or
 * in a burst (more pair awards in ten minutes than a person meets), then joins flagged attendees
 * who are strongly tied into clusters. Work is one pass over the facts plus, per attendee, the
 * pairs of their strong partners: small for honest attendees, whose strong partners are few.
 */
export const findRings = (facts: readonly PairFact[]): RingReport => {
  const ties = new Map<string, Map<string, number>>();
  const times = new Map<string, number[]>();
  for (const fact of facts) {
    for (const [me, other] of [
      [fact.a, fact.b],
      [fact.b, fact.a],
    ] as const) {
      const mine = ties.get(me) ?? new Map<string, number>();
      mine.set(other, (mine.get(other) ?? 0) + 1);
      ties.set(me, mine);
      const when = times.get(me) ?? [];
      when.push(fact.at);
      times.set(me, when);
    }
  }
  const strong = new Map(
    [...ties].map(([key, mine]) => [
      key,
      [...mine]
        .filter(([, n]) => n >= RING_RULES.strongTie)
        .map(([partner]) => partner)
        .sort(),
    ]),
  );
  const strongOf = (key: string): readonly string[] => strong.get(key) ?? [];
  const flagged = new Map<string, RingMember>();
  for (const key of [...ties.keys()].sort()) {
    const partners = strongOf(key);
    const window = busiestWindow(times.get(key) ?? []);
    const dense =
      partners.length >= RING_RULES.denseMinPartners &&
      denseShare(ties, partners) >= RING_RULES.denseShare;
    const burst = window.facts >= RING_RULES.burstFacts;
    if (!dense && !burst) continue;
    flagged.set(key, {
      key,
      partners: partners.length,
      facts: times.get(key)?.length ?? 0,
      reasons: [...(dense ? ['dense' as const] : []), ...(burst ? ['burst' as const] : [])],
      ...(burst ? { burst: window } : {}),
    });
  }
  // Flagged attendees joined along their strong ties: each cluster is one component.
  const seen = new Set<string>();
  const clusters: RingCluster[] = [];
  for (const start of flagged.keys()) {
    if (seen.has(start)) continue;
    seen.add(start);
    const group: string[] = [];
    const queue = [start];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      group.push(next);
      for (const partner of strongOf(next)) {
        if (flagged.has(partner) && !seen.has(partner)) {
          seen.add(partner);
          queue.push(partner);
        }
      }
    }
    clusters.push(clusterOf(group.sort(), flagged, facts));
  }
  clusters.sort((x, y) => y.insideFacts - x.insideFacts || (x.id < y.id ? -1 : 1));
  return {
    attendees: ties.size,
    facts: facts.length,
    clusters: clusters.slice(0, RING_RULES.maxClusters),
  };
};

const clusterOf = (
  keys: readonly string[],
  flagged: ReadonlyMap<string, RingMember>,
  facts: readonly PairFact[],
): RingCluster => {
  const inside = new Set(keys);
  let touching = 0;
  let insideFacts = 0;
  let from = Number.POSITIVE_INFINITY;
  let to = 0;
  for (const fact of facts) {
    const a = inside.has(fact.a);
    const b = inside.has(fact.b);
    if (!a && !b) continue;
    touching += 1;
    from = Math.min(from, fact.at);
    to = Math.max(to, fact.at);
    if (a && b) insideFacts += 1;
  }
  const members = keys.flatMap((key) => {
    const member = flagged.get(key);
    return member === undefined ? [] : [member];
  });
  const reasons = (['dense', 'burst'] as const).filter((reason) =>
    members.some((member) => member.reasons.includes(reason)),
  );
  return {
    id: keys[0] ?? '',
    members,
    reasons,
    insideFacts,
    insideShare: touching === 0 ? 0 : insideFacts / touching,
    from: touching === 0 ? 0 : from,
    to,
  };
};

/** What the console shows of a member besides the facts: who they are, and what was voided. */
export type RingPerson = {
  /** Absent for an attendee removed since. */
  readonly name?: string;
  readonly publicId?: string;
  /** Their award entries voided so far (voids.ts). */
  readonly voided: number;
};

export type RingView = Omit<RingReport, 'clusters'> & {
  /** When the server looked. */
  readonly at: number;
  readonly clusters: readonly (Omit<RingCluster, 'members'> & {
    readonly members: readonly (RingMember & RingPerson)[];
  })[];
};

/** The report with each member's name and voids, as the handler read them. */
export const ringView = (
  report: RingReport,
  people: ReadonlyMap<string, RingPerson>,
  at: number,
): RingView => ({
  ...report,
  at,
  clusters: report.clusters.map((cluster) => ({
    ...cluster,
    members: cluster.members.map((member) => ({
      ...member,
      ...(people.get(member.key) ?? { voided: 0 }),
    })),
  })),
});
