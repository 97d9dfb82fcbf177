import { eventCost, PRICES_READ, sourcesPerAttendeeHour } from './cost.ts';
import type { Farming } from './farming.ts';
import type { CheckResult } from './invariants.ts';
import { type JournalSummary, percentile } from './journal.ts';
import { type LatencyByKind, latencyLines } from './latency.ts';
import type { FaultMode } from './options.ts';
import type { SourceCounts } from './traffic.ts';

/**
 * The simulate command's report: what ran, what it cost the stack, what the faults did, and every
 * check with its counts. The same object is printed and, with --json, written for the benchmark.
 */
export type DatabaseTraffic = {
  readonly responses: number;
  readonly bytes: number;
  readonly responsesPerSecond: number;
  readonly peakResponsesPerSecond: number;
  /** Seconds of play the counts span: all of it, less when the emulator's stats went unanswered. */
  readonly measuredS: number;
  /** The counts by source (the first segment of the path: boardSnapshots, users, rooms, …). */
  readonly bySource: Readonly<Record<string, SourceCounts>>;
};

export type SimReport = {
  readonly attendees: number;
  readonly durationS: number;
  readonly seed: string;
  readonly stack: 'started' | 'reused';
  /** The database's added time per request in a stack the run started (--latency); unknown when reused. */
  readonly databaseLatencyMs: number | null;
  /** Whether the fault schedule ran (--faults). */
  readonly faults: FaultMode;
  readonly concurrency: number;
  readonly rate: number;
  readonly timingsS: {
    readonly setup: number;
    readonly registration: number;
    readonly play: number;
    readonly wrapUp: number;
    readonly total: number;
  };
  readonly registration: {
    readonly accounts: number;
    readonly limit: number;
    readonly seated: number;
    readonly turnedAway: number;
    readonly failed: number;
  };
  readonly calls: {
    readonly total: number;
    readonly duringPlay: number;
    readonly perSecond: number;
    readonly p50Ms: number;
    readonly p95Ms: number;
  };
  readonly acknowledged: { readonly actions: number; readonly perSecond: number };
  readonly viewers: {
    readonly count: number;
    readonly screenDelays: number;
    readonly p50Ms: number;
    readonly p95Ms: number;
  };
  /** Latency by kind of call and award-to-screen by screen (latency.ts). */
  readonly latency: LatencyByKind;
  readonly database: DatabaseTraffic;
  readonly functionsRestartMs: number | null;
  /**
   * The machine's 1-minute load average during play (sampled each second): the stack, the
   * simulator and whatever else shares the machine, beside which every timing must be read.
   */
  readonly loadAverage: { readonly start: number; readonly max: number; readonly end: number };
  /**
   * How late the simulator's own timers and callbacks ran during play: high values mean the
   * simulator (or the machine), not the stack, held the attendees back.
   */
  readonly simulatorLoopDelayMs: {
    readonly p50: number;
    readonly p99: number;
    readonly max: number;
  };
  readonly journal: Omit<JournalSummary, 'byCallable'> & {
    readonly byCallable: Record<
      string,
      {
        ok: number;
        refused: Record<string, number>;
        failed: Record<string, number>;
        p50Ms: number;
        p95Ms: number;
      }
    >;
  };
  /** The ring's points against the honest top 10, and points against today's rule. */
  readonly farming: Farming;
  readonly checks: readonly CheckResult[];
  readonly passed: boolean;
};

export const compactJournal = (summary: JournalSummary): SimReport['journal'] => ({
  ...summary,
  byCallable: Object.fromEntries(
    Object.entries(summary.byCallable).map(([name, record]) => [
      name,
      {
        ok: record.ok,
        refused: record.refused,
        failed: record.failed,
        p50Ms: Math.round(percentile(record.latenciesMs, 50)),
        p95Ms: Math.round(percentile(record.latenciesMs, 95)),
      },
    ]),
  ),
});

const n = (value: number) => Math.round(value).toLocaleString('en');
const counts = (record: Record<string, number>) =>
  Object.entries(record)
    .sort(([, a], [, b]) => b - a)
    .map(([what, count]) => `    ${n(count).padStart(7)}  ${what}`);

const percent = (part: number, whole: number) =>
  whole === 0 ? '100%' : `${((100 * part) / whole).toFixed(1)}%`;

/** The ring against the honest top 10, and each group against what today's rule would pay. */
const farmingLines = ({ ring, honest }: Farming): string[] => [
  ...(ring.members === 0
    ? []
    : [
        `  ring of ${n(ring.members)}: ${n(ring.points)} points (best ${n(ring.best)}, mean ${n(ring.mean)}), ${percent(ring.points, ring.full)} of the ${n(ring.full)} today's rule pays; honest top 10: 10th ${n(honest.top10.tenth)}, mean ${n(honest.top10.mean)}, best ${n(honest.top10.best)}`,
      ]),
  `  honest attendees: ${n(honest.attendees)}, ${n(honest.points)} points, ${percent(honest.points, honest.full)} of the ${n(honest.full)} today's rule pays`,
];

export const formatReport = (report: SimReport): string => {
  const lines: string[] = [];
  const { registration: r, calls, viewers, database: db, journal: j } = report;
  lines.push('');
  lines.push(
    `Simulation: ${n(report.attendees)} attendees, ${n(report.durationS)} s of play, seed "${report.seed}", stack ${report.stack}${report.databaseLatencyMs ? `, database ${report.databaseLatencyMs} ms a request` : ''}${report.faults === 'none' ? ', no faults injected' : ''}`,
  );
  lines.push(
    `  time: setup ${report.timingsS.setup} s, registration ${report.timingsS.registration} s, play ${report.timingsS.play} s, wrap-up ${report.timingsS.wrapUp} s (total ${report.timingsS.total} s)`,
  );
  lines.push(
    `  registration rush: ${n(r.accounts)} accounts for ${n(r.limit)} seats: ${n(r.seated)} seated, ${n(r.turnedAway)} turned away by the limit, ${n(r.failed)} failed`,
  );
  lines.push(
    `  callables: ${n(calls.total)} (${n(calls.duringPlay)} during play, ${calls.perSecond.toFixed(1)}/s), latency p50 ${n(calls.p50Ms)} ms, p95 ${n(calls.p95Ms)} ms, at most ${report.concurrency} in flight`,
  );
  lines.push(
    `  acknowledged actions with points: ${n(report.acknowledged.actions)} (${report.acknowledged.perSecond.toFixed(1)}/s)`,
  );
  lines.push(
    `  leaderboard viewers: ${n(viewers.count)}; award-to-screen p50 ${n(viewers.p50Ms)} ms, p95 ${n(viewers.p95Ms)} ms (${n(viewers.screenDelays)} updates timed)`,
  );
  lines.push(
    db.measuredS === 0
      ? '  database: not measured (the emulator did not answer its stats at the start or end of play)'
      : `  database: ${n(db.responses)} responses (${(db.bytes / 1_048_576).toFixed(1)} MiB) over ${db.measuredS} s of play, ${n(db.responsesPerSecond)}/s on average, ${n(db.peakResponsesPerSecond)}/s at peak`,
  );
  const sources = sourcesPerAttendeeHour(report);
  if (sources.length > 0)
    lines.push(
      `  database per attendee-hour, by source: ${sources
        .slice(0, 6)
        .map((s) => `${s.source} ${(s.bytes / 1_024).toFixed(1)} KiB (${n(s.responses)} responses)`)
        .join(', ')}`,
    );
  const cost = eventCost(report);
  if (cost !== null)
    lines.push(
      `  cost of 1,000 attendees for 8 hours (Blaze list prices read ${PRICES_READ}): $${cost.total.toFixed(2)}: ${cost.lines.map((line) => `${line.item} ${line.quantity} $${line.usd.toFixed(2)}`).join('; ')}`,
    );
  lines.push(...latencyLines(report.latency));
  const load = report.loadAverage;
  lines.push(
    `  the machine's load average during play: ${load.start.toFixed(1)} at the start, ${load.max.toFixed(1)} at most, ${load.end.toFixed(1)} at the end`,
  );
  const loop = report.simulatorLoopDelayMs;
  lines.push(
    `  the simulator's own event loop during play: delay p50 ${n(loop.p50)} ms, p99 ${n(loop.p99)} ms, max ${n(loop.max)} ms`,
  );
  lines.push(...farmingLines(report.farming));
  if (report.functionsRestartMs !== null)
    lines.push(
      `  Functions emulator restart: back in ${(report.functionsRestartMs / 1000).toFixed(1)} s`,
    );
  lines.push('  by callable (ok / refused / failed, p50 / p95 ms):');
  for (const [name, record] of Object.entries(j.byCallable)) {
    const refused = Object.values(record.refused).reduce((a, b) => a + b, 0);
    const failed = Object.values(record.failed).reduce((a, b) => a + b, 0);
    lines.push(
      `    ${name.padEnd(18)} ${n(record.ok).padStart(7)} / ${n(refused).padStart(5)} / ${n(failed).padStart(4)}   ${n(record.p50Ms).padStart(5)} / ${n(record.p95Ms).padStart(5)}`,
    );
  }
  lines.push('  refusals the game expects (races, limits, double taps):');
  lines.push(...counts(j.expectedRefusals));
  if (Object.keys(j.unexpectedRefusals).length > 0) {
    lines.push('  refusals no call site expected:');
    lines.push(...counts(j.unexpectedRefusals));
  }
  if (Object.keys(j.failures).length > 0) {
    lines.push('  failed calls (no answer: the Functions restart, dropped sockets):');
    lines.push(...counts(j.failures));
  }
  lines.push('  faults and screens:');
  lines.push(...counts(j.counters));
  lines.push('');
  lines.push('Checks:');
  for (const check of report.checks) {
    const ok = check.violations.length === 0;
    lines.push(`  ${ok ? 'PASS' : 'FAIL'}  ${check.name} (${check.checked})`);
    for (const violation of check.violations) lines.push(`          ${violation}`);
  }
  lines.push('');
  lines.push(report.passed ? 'All invariants hold.' : 'INVARIANTS VIOLATED: the simulation fails.');
  return lines.join('\n');
};
