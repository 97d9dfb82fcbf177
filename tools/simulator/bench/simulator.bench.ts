import { tableOf, writeFragment } from '@engage/bench/fragment';
import { setLogLevel } from 'firebase/app';
import { eventCost, PRICES, PRICES_READ, sourcesPerAttendeeHour } from '../src/cost.ts';
import { parseOptions } from '../src/options.ts';
import { formatReport } from '../src/report.ts';
import { simulate } from '../src/run.ts';
import { adminHandle } from '../src/setup.ts';
import { openStack } from '../src/stack.ts';
import { benchViewers, type DesignResult } from './viewers.ts';

/**
 * `pnpm bench` for the whole stack, on stacks of its own (ports from 19500 and 19600):
 *   - leaderboard screens: award-to-screen p50/p95 with 200 viewers, and the database's
 *     responses per second at that award rate, for the published snapshot, the live query and
 *     the naive whole board (viewers.ts);
 *   - the simulator's throughput with every invariant holding (BENCH_SIM_ATTENDEES attendees,
 *     500 by default, for BENCH_SIM_SECONDS, 120 by default);
 *   - a ring of 10 cooperating accounts among BENCH_RING_ATTENDEES (200), for BENCH_RING_SECONDS
 *     (600), on ports from 19700: it fails when the ring's best member earns more than the honest
 *     top 10's mean (the simulator's ring check, farming.ts), with every invariant holding.
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
const log = (message: string) => process.stdout.write(`[bench] ${message}\n`);
const n = (value: number, digits = 0) =>
  Number.isFinite(value) ? value.toLocaleString('en', { maximumFractionDigits: digits }) : 'n/a';

const stack = await openStack('start', 19_500, log);
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
  '19600',
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
  '19700',
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
  ],
});
process.exit(report.passed && ringReport.passed ? 0 : 1);
