import { err, ok, type Result } from '@engage/domain/plan';

/**
 * The simulate command's options:
 *   --attendees <n>    attendees who get a seat (default 200); a few more rush registration and
 *                      are turned away by the company's limit
 *   --duration <s>     seconds of play after registration (default 60)
 *   --seed <text>      the seed of every choice (default "engage")
 *   --stack <mode>     auto (reuse a running stack, else start one), start, or reuse (default auto)
 *   --port-base <n>    the stack's ports: eleven from n (default: the usual ports of `pnpm dev`)
 *   --viewers <n>      attendees who keep a leaderboard open (default n/10, at most 200)
 *   --concurrency <n>  callables in flight at once, all attendees together (default 4)
 *   --rate <n>         attendee actions started per second, all together (default n/10, 2 to 10)
 *   --ring <n>         of the attendees, this many form a ring of cooperating accounts that
 *                      play only each other as fast as the limits allow (default 0; ring.ts)
 *   --latency <ms>     a stack it starts has a database this far away: each request is handled
 *                      this long after it arrives (default 0; about 20 within one region)
 *   --faults <which>   all (the schedule of faults.ts, default) or none: a run that measures
 *                      latency leaves out the Functions restart, which stops every call for 10 to
 *                      60 s of a short run
 *   --json <file>      also writes the report as JSON (the benchmark reads it)
 */
export type StackMode = 'auto' | 'start' | 'reuse';
export type FaultMode = 'all' | 'none';

export type SimOptions = {
  readonly attendees: number;
  readonly durationS: number;
  readonly seed: string;
  readonly stack: StackMode;
  readonly portBase: number | null;
  readonly viewers: number;
  readonly concurrency: number;
  readonly rate: number;
  readonly ring: number;
  readonly latencyMs: number;
  readonly faults: FaultMode;
  readonly json: string | null;
};

export const USAGE =
  'usage: pnpm simulate [--attendees 200] [--duration 60] [--seed engage] [--stack auto|start|reuse] ' +
  '[--port-base <port>] [--viewers <n>] [--concurrency 4] [--rate <actions/s>] [--ring <n>] [--latency <ms>] [--faults all|none] [--json <file>]';

const NUMBERS = {
  '--attendees': { min: 4, max: 20_000 },
  '--duration': { min: 10, max: 24 * 3_600 },
  '--port-base': { min: 1_024, max: 65_000 },
  '--viewers': { min: 0, max: 20_000 },
  '--concurrency': { min: 1, max: 256 },
  '--rate': { min: 0.1, max: 1_000 },
  '--ring': { min: 0, max: 1_000 },
  '--latency': { min: 0, max: 1_000 },
} as const;
type NumberFlag = keyof typeof NUMBERS;
const TEXTS = ['--seed', '--stack', '--faults', '--json'] as const;
type TextFlag = (typeof TEXTS)[number];

const isNumberFlag = (flag: string): flag is NumberFlag => Object.hasOwn(NUMBERS, flag);
const isTextFlag = (flag: string): flag is TextFlag => (TEXTS as readonly string[]).includes(flag);

export const parseOptions = (argv: readonly string[]): Result<SimOptions, string> => {
  const numbers: Partial<Record<NumberFlag, number>> = {};
  const texts: Partial<Record<TextFlag, string>> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i] ?? '';
    // pnpm passes a lone `--` through when the user separates the script's arguments.
    if (flag === '--') continue;
    const value = argv[i + 1];
    if (!isNumberFlag(flag) && !isTextFlag(flag)) return err(`unknown option ${flag}`);
    if (value === undefined || value.startsWith('--')) return err(`${flag} needs a value`);
    i += 1;
    if (isTextFlag(flag)) {
      texts[flag] = value;
      continue;
    }
    const { min, max } = NUMBERS[flag];
    const n = Number(value);
    const whole = flag !== '--rate';
    if (!Number.isFinite(n) || (whole && !Number.isInteger(n)) || n < min || n > max)
      return err(`${flag} takes ${whole ? 'a whole number' : 'a number'} from ${min} to ${max}`);
    numbers[flag] = n;
  }
  const stack = texts['--stack'] ?? 'auto';
  if (stack !== 'auto' && stack !== 'start' && stack !== 'reuse')
    return err('--stack is auto, start or reuse');
  const faults = texts['--faults'] ?? 'all';
  if (faults !== 'all' && faults !== 'none') return err('--faults is all or none');
  const attendees = numbers['--attendees'] ?? 200;
  const viewers = numbers['--viewers'] ?? Math.min(200, Math.ceil(attendees / 10));
  if (viewers > attendees) return err('--viewers cannot be more than --attendees');
  const ring = numbers['--ring'] ?? 0;
  if (ring === 1 || ring > attendees / 2) return err('--ring takes 0, or 2 to half of --attendees');
  return ok({
    attendees,
    durationS: numbers['--duration'] ?? 60,
    seed: texts['--seed'] ?? 'engage',
    stack,
    portBase: numbers['--port-base'] ?? null,
    viewers,
    concurrency: numbers['--concurrency'] ?? 4,
    rate: numbers['--rate'] ?? Math.min(10, Math.max(2, attendees / 10)),
    ring,
    latencyMs: numbers['--latency'] ?? 0,
    faults,
    json: texts['--json'] ?? null,
  });
};
