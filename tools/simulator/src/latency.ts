import { type JournalSummary, percentile } from './journal.ts';

/**
 * Latency by kind of call, as issue 24 asks for it at a production-like database latency: the
 * calls a person waits on (a scan, registration, a purchase), each as answered ok (a refusal or a
 * lost call does not do the work), and award-to-screen on the published board and on the
 * viewer's own entry.
 */
const CALL_KINDS = [
  { kind: 'scan', callable: 'awardConnection' },
  { kind: 'registration', callable: 'register' },
  { kind: 'purchase', callable: 'buyPrize' },
  { kind: 'event sign-in', callable: 'eventSignIn' },
] as const;

/** Issue 24's target for a scan at 20 ms a database request. */
export const SCAN_P95_TARGET_MS = 400;

export type Spread = { readonly timed: number; readonly p50Ms: number; readonly p95Ms: number };
export type KindSpread = Spread & { readonly kind: string; readonly callable: string };

export type LatencyByKind = {
  /** One per kind, in the order of CALL_KINDS. */
  readonly calls: readonly KindSpread[];
  /** From the organiser's award to the new score on a viewer's published board. */
  readonly board: Spread;
  /** From a viewer's own paying call to its own entry showing the score (own-entry.ts). */
  readonly ownEntry: Spread;
};

export const spreadOf = (values: readonly number[]): Spread => ({
  timed: values.length,
  p50Ms: Math.round(percentile(values, 50)),
  p95Ms: Math.round(percentile(values, 95)),
});

export const latencyByKind = (
  summary: JournalSummary,
  screens: { readonly boardMs: readonly number[]; readonly ownEntryMs: readonly number[] },
): LatencyByKind => ({
  calls: CALL_KINDS.map(({ kind, callable }) => ({
    kind,
    callable,
    ...spreadOf(summary.byCallable[callable]?.okLatenciesMs ?? []),
  })),
  board: spreadOf(screens.boardMs),
  ownEntry: spreadOf(screens.ownEntryMs),
});

const whole = (value: number) => value.toLocaleString('en');
/** A spread as text; none timed (a short run may buy nothing) says so rather than NaN. */
const pair = (spread: Spread) =>
  spread.timed === 0 ? 'none timed' : `${whole(spread.p50Ms)} / ${whole(spread.p95Ms)} ms`;

/** Whether a scan's p95 meets the target. */
const scanVerdict = (scan: Spread): string =>
  scan.timed === 0 ? 'not measured' : scan.p95Ms <= SCAN_P95_TARGET_MS ? 'met' : 'MISSED';

const target = (spread: KindSpread) =>
  spread.kind === 'scan' ? `p95 ≤ ${SCAN_P95_TARGET_MS} ms: ${scanVerdict(spread)}` : '';

/** The report's lines (report.ts). */
export const latencyLines = (latency: LatencyByKind): string[] => [
  '  latency by kind (p50 / p95; calls answered ok):',
  ...latency.calls.map(
    (spread) =>
      `    ${spread.kind.padEnd(24)} ${pair(spread)} (${whole(spread.timed)} calls)${spread.kind === 'scan' ? `; target ${target(spread)}` : ''}`,
  ),
  `    ${'award-to-screen, board'.padEnd(24)} ${pair(latency.board)} (${whole(latency.board.timed)} timed)`,
  `    ${'award-to-screen, own'.padEnd(24)} ${pair(latency.ownEntry)} (${whole(latency.ownEntry.timed)} timed)`,
];

const row = (spread: Spread, goal = '') => ({
  timed: whole(spread.timed),
  p50: spread.timed === 0 ? 'n/a' : `${whole(spread.p50Ms)} ms`,
  p95: spread.timed === 0 ? 'n/a' : `${whole(spread.p95Ms)} ms`,
  target: goal,
});

/** The benchmark's table rows (simulator.bench.ts): one per kind, the scan's with its target. */
export const latencyRows = (latency: LatencyByKind): Record<string, Record<string, string>> => ({
  ...Object.fromEntries(
    latency.calls.map((spread) => [
      `${spread.kind} (${spread.callable})`,
      row(spread, target(spread)),
    ]),
  ),
  'award-to-screen: published board': row(latency.board),
  'award-to-screen: own entry': row(latency.ownEntry),
});
