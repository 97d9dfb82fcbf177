import { tableOf, writeFragment } from '@engage/bench/fragment';
import { setLogLevel } from 'firebase/app';
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
 *     500 by default, for BENCH_SIM_SECONDS, 120 by default).
 */
setLogLevel('silent');
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const VIEWERS = env('BENCH_VIEWERS', 200);
const AWARD_RATE = env('BENCH_AWARD_RATE', 4);
const VIEWER_SECONDS = env('BENCH_VIEWER_SECONDS', 30);
const SIM_ATTENDEES = env('BENCH_SIM_ATTENDEES', 500);
const SIM_SECONDS = env('BENCH_SIM_SECONDS', 120);
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

const options = parseOptions([
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
  ],
});
process.exit(report.passed ? 0 : 1);
