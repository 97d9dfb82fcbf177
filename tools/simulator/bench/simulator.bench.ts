import { tableOf, writeFragment } from '@engage/bench/fragment';
import { setLogLevel } from 'firebase/app';
import { eventCost, PRICES, PRICES_READ, sourcesPerAttendeeHour } from '../src/cost.ts';
import { latencyRows } from '../src/latency.ts';
import { parseOptions } from '../src/options.ts';
import { formatReport, type SimReport } from '../src/report.ts';
import { simulate } from '../src/run.ts';
import { adminHandle } from '../src/setup.ts';
import { openStack } from '../src/stack.ts';
import { benchViewers, type DesignResult } from './viewers.ts';

/**
 * `pnpm bench` for the whole stack, on stacks of its own (ports from BENCH_PORT_BASE, 19500 by
 * default, then 100 and 200 and 300 above it):
 *   - leaderboard screens: award-to-screen p50/p95 with 200 viewers, and the database's
 *     responses per second at that award rate, for the published snapshot, the live query and
 *     the naive whole board (viewers.ts);
 *   - the simulator's throughput with every invariant holding (BENCH_SIM_ATTENDEES attendees,
 *     500 by default, for BENCH_SIM_SECONDS, 120 by default);
 *   - a ring of 10 cooperating accounts among BENCH_RING_ATTENDEES (200), for BENCH_RING_SECONDS
 *     (600): it fails when the ring's best member earns more than the honest top 10's mean (the
 *     simulator's ring check, farming.ts), with every invariant holding;
 *   - latency as production has it: BENCH_LATENCY_ATTENDEES (300) for BENCH_LATENCY_SECONDS (90)
 *     with the database BENCH_LATENCY_MS (20) a request away, the latency of each kind of call
 *     and award-to-screen on the board and the own entry (latency.ts), no faults injected, every
 *     invariant holding.
 */
setLogLevel('silent');
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const VIEWERS = env('BENCH_VIEWERS', 200);
const AWARD_RATE = env('BENCH_AWARD_RATE', 4);
const VIEWER_SECONDS = env('BENCH_VIEWER_SECONDS', 30);
const SIM_ATTENDEES = env('BENCH_SIM_ATTENDEES', 500);
const SIM_SECONDS = env('BENCH_SIM_SECONDS', 120);
const RING_ATTENDEES = env('BENCH_RING_ATTENDEES', 200);
const RING_SECONDS = env('BENCH_RING_SECONDS', 600);
const LATENCY_ATTENDEES = env('BENCH_LATENCY_ATTENDEES', 300);
const LATENCY_SECONDS = env('BENCH_LATENCY_SECONDS', 90);
const LATENCY_MS = env('BENCH_LATENCY_MS', 20);
const PORT_BASE = env('BENCH_PORT_BASE', 19_500);
const log = (message: string) => process.stdout.write(`[bench] ${message}\n`);
const n = (value: number, digits = 0) =>
  Number.isFinite(value) ? value.toLocaleString('en', { maximumFractionDigits: digits }) : 'n/a';

const stack = await openStack('start', PORT_BASE, log);
let designs: DesignResult[];
try {
  const admin = adminHandle(stack.ports, 'bench');
  designs = await benchViewers(
    stack.ports,
    admin,
    { viewers: VIEWERS, awardsPerSecond: AWARD_RATE, seconds: VIEWER_SECONDS },
    log,
  );
  await admin.close();
} finally {
  await stack.stop();
}
const viewerRows = Object.fromEntries(
  designs.map((d) => [
    d.design,
    {
      'awards/s': n(d.awardsPerSecond, 1),
      'database responses/s': n(d.responsesPerSecond),
      'responses per award': n(d.responsesPerSecond / d.awardsPerSecond, 1),
      'KiB/s sent': n(d.bytesPerSecond / 1024, 1),
      'viewer updates/s': n(d.viewerUpdatesPerSecond),
      'award-to-screen p50': `${n(d.p50Ms)} ms`,
      'award-to-screen p95': `${n(d.p95Ms)} ms`,
      'screens timed': n(d.screenDelays),
    },
  ]),
);
console.log(
  `\nLeaderboard screens: ${VIEWERS} viewers, about ${AWARD_RATE} awards/s to people on the board`,
);
console.table(viewerRows);

const runSimulation = async (argv: readonly string[]) => {
  const options = parseOptions(argv);
  if (!options.ok) throw new Error(options.error);
  let lastProgress = 0;
  const report = await simulate(options.value, {
    log,
    progress: (line) => {
      if (Date.now() - lastProgress < 15_000) return;
      lastProgress = Date.now();
      process.stdout.write(`${line}\n`);
    },
  });
  console.log(formatReport(report));
  return report;
};
const report = await runSimulation([
  '--attendees',
  String(SIM_ATTENDEES),
  '--duration',
  String(SIM_SECONDS),
  '--seed',
  'bench',
  '--stack',
  'start',
  '--port-base',
  String(PORT_BASE + 100),
]);
const ringReport = await runSimulation([
  '--attendees',
  String(RING_ATTENDEES),
  '--ring',
  '10',
  '--duration',
  String(RING_SECONDS),
  '--seed',
  'farm',
  '--stack',
  'start',
  '--port-base',
  String(PORT_BASE + 200),
]);
// Production keeps a function's instances warm while it is called; the dev stack keeps at most 16
// Functions workers for all functions together (worker-cap.cjs), and a call to a function whose
// worker it stopped waits about a second for a new one: at 20 ms that wait, not the product, was
// the p95 of most kinds of call (a scan's 1,362 ms; 383 ms with no worker stopped). The latency run
// measures calls as production makes them, so its stack keeps a worker for every function.
process.env.ENGAGE_FUNCTIONS_WORKERS ??= '64';
const latencyReport = await runSimulation([
  '--attendees',
  String(LATENCY_ATTENDEES),
  '--duration',
  String(LATENCY_SECONDS),
  '--latency',
  String(LATENCY_MS),
  '--faults',
  'none',
  '--seed',
  'latency',
  '--stack',
  'start',
  '--port-base',
  String(PORT_BASE + 300),
]);
const failed = report.checks.filter((check) => check.violations.length > 0);
const simulatorRows = {
  [`${n(report.attendees)} attendees, ${n(report.durationS)} s of play`]: {
    'callables/s': n(report.calls.perSecond, 1),
    'acknowledged actions/s': n(report.acknowledged.perSecond, 1),
    'call latency p50 / p95': `${n(report.calls.p50Ms)} / ${n(report.calls.p95Ms)} ms`,
    'database responses/s': n(report.database.responsesPerSecond),
    'award-to-screen p50 / p95': `${n(report.viewers.p50Ms)} / ${n(report.viewers.p95Ms)} ms`,
    'Functions restart':
      report.functionsRestartMs === null ? 'n/a' : `${n(report.functionsRestartMs / 1000, 1)} s`,
    invariants:
      failed.length === 0
        ? `all ${report.checks.length} hold`
        : `VIOLATED: ${failed.map((c) => c.name).join('; ')}`,
    'total time': `${n(report.timingsS.total)} s`,
    'load average during play': `${report.loadAverage.start.toFixed(1)}, at most ${report.loadAverage.max.toFixed(1)}`,
  },
};
const { ring, honest } = ringReport.farming;
const ringCheck = ringReport.checks.find((check) => check.name.startsWith('a ring earns'));
const ringFailed = ringReport.checks.filter((check) => check.violations.length > 0);
const ringRows = {
  [`ring of ${n(ring.members)} among ${n(RING_ATTENDEES)}, ${n(ringReport.durationS)} s of play`]: {
    'ring best / mean': `${n(ring.best)} / ${n(ring.mean)}`,
    'ring in all': n(ring.points),
    "ring's share of today's rule": `${n((100 * ring.points) / Math.max(1, ring.full), 1)}%`,
    'honest top 10 mean / in all': `${n(honest.top10.mean)} / ${n(honest.top10.mean * 10)}`,
    "honest share of today's rule": `${n((100 * honest.points) / Math.max(1, honest.full), 1)}%`,
    check:
      ringCheck === undefined
        ? 'n/a'
        : ringCheck.violations.length === 0
          ? 'holds'
          : `FAILED: ${ringCheck.violations.join('; ')}`,
    invariants:
      ringFailed.length === 0
        ? `all ${ringReport.checks.length} hold`
        : `VIOLATED: ${ringFailed.map((c) => c.name).join('; ')}`,
  },
};
/** What the latency run was, its invariants, and the machine's load beside its figures. */
function latencyNote(run: SimReport): string {
  const failed = run.checks.filter((check) => check.violations.length > 0);
  const load = run.loadAverage;
  return [
    `\`pnpm simulate --attendees ${n(run.attendees)} --duration ${n(run.durationS)} --latency ${n(LATENCY_MS)}\` (no faults injected: the Functions restart would stop every call for much of a short run; at most ${run.concurrency} callables in flight, ${run.rate} actions/s offered; a Functions worker kept for every function, as production keeps a called function warm: docs/simulator.md):`,
    'every database request, the functions’ and the phones’ alike, is handled that long after it arrives, as a database in the same region as Cloud Functions would be.',
    'A call’s latency is its own (from sending to answer, calls answered ok), not its wait in the simulator’s queue; award-to-screen on the board runs from the organiser’s award to the new score in a viewer’s published top 20, on the own entry from a viewer’s own paying call (a scan, a trivia answer) to its entry showing the score.',
    `Invariants: ${failed.length === 0 ? `all ${run.checks.length} hold` : `VIOLATED: ${failed.map((c) => c.name).join('; ')}`}.`,
    `The machine’s load average during play: ${load.start.toFixed(1)} at the start, ${load.max.toFixed(1)} at most, ${load.end.toFixed(1)} at the end (2 cores, shared).`,
  ].join(' ');
}
const cost = eventCost(report);
const costRows = Object.fromEntries(
  (cost?.lines ?? []).map((line) => [
    line.item,
    { quantity: line.quantity, US$: line.usd.toFixed(2) },
  ]),
);
if (cost !== null) costRows.total = { quantity: '', US$: cost.total.toFixed(2) };
const sourceRows = Object.fromEntries(
  sourcesPerAttendeeHour(report).map((source) => [
    source.source,
    {
      'KiB per attendee-hour': n(source.bytes / 1_024, 1),
      'responses per attendee-hour': n(source.responses),
    },
  ]),
);
writeFragment({
  title: 'Whole stack: leaderboard screens and the simulator',
  tables: [
    tableOf(
      `Leaderboard screens: ${VIEWERS} viewers, about ${AWARD_RATE} awards/s through adminAdjustPoints to people on the board`,
      'Design',
      viewerRows,
      'Responses and bytes are the database emulator’s own counts (GET /.stats), all clients of the project; award-to-screen runs from the organiser’s call to the new score on a viewer’s screen.',
    ),
    tableOf(
      'Simulator throughput (`pnpm simulate`, faults included), with every invariant checked',
      'Run',
      simulatorRows,
      `At most ${report.concurrency} callables in flight; ${report.rate} actions/s offered.`,
    ),
    tableOf(
      `Database downloads by source, per attendee-hour (the ${n(report.attendees)}-attendee run)`,
      'Source',
      sourceRows,
      'The first segment of the path each response was about, from the emulator’s own counts.',
    ),
    tableOf(
      'What an event costs: 1,000 attendees for 8 hours on the Blaze plan',
      'Item',
      costRows,
      `Scaled per attendee-hour from the run above; list prices read ${PRICES_READ} (tools/simulator/src/cost.ts: $${PRICES.databaseDownloadPerGiB}/GiB database downloads, $${PRICES.invocationsPerMillion}/million invocations, $${PRICES.vcpuSecond}/vCPU-s and $${PRICES.gibSecond}/GiB-s compute, $${PRICES.storageDownloadPerGiB}/GiB Storage and $${PRICES.hostingPerGiB}/GiB Hosting downloads), no free quota subtracted; Storage and Hosting are assumed, not simulated.`,
    ),
    tableOf(
      'A ring of cooperating accounts against honest attendees (`pnpm simulate --ring 10`)',
      'Run',
      ringRows,
      'The ring plays only each other as fast as the limits allow; the check fails the bench when its best member earns more than the honest top 10’s mean, or the ring together not less than the honest top 10 together (docs/points.md).',
    ),
    tableOf(
      `Latency at ${n(LATENCY_MS)} ms per database request`,
      'Kind',
      latencyRows(latencyReport.latency),
      latencyNote(latencyReport),
    ),
  ],
});
process.exit(report.passed && ringReport.passed && latencyReport.passed ? 0 : 1);
