import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setLogLevel } from 'firebase/app';
import { parseOptions, USAGE } from './options.ts';
import { formatReport } from './report.ts';
import { simulate } from './run.ts';

/**
 * `pnpm simulate`: simulated attendees on the real SDKs against the local stack, faults
 * injected, invariants checked. Exits 1 when an invariant is violated (or the run could not be
 * made), 2 for bad options.
 */
const parsed = parseOptions(process.argv.slice(2));
if (!parsed.ok) {
  process.stderr.write(`${parsed.error}\n${USAGE}\n`);
  process.exit(2);
}
const options = parsed.value;
// The SDKs log every refused listen and dropped socket; the report counts them instead.
setLogLevel('silent');

const tty = process.stdout.isTTY === true;
let lastLine = 0;
const log = (message: string) => {
  if (tty) process.stdout.write('\r\x1b[K');
  process.stdout.write(`[sim] ${message}\n`);
};
const progress = (line: string) => {
  if (tty) process.stdout.write(`\r\x1b[K${line.slice(0, (process.stdout.columns ?? 160) - 1)}`);
  else if (Date.now() - lastLine >= 10_000) {
    lastLine = Date.now();
    process.stdout.write(`${line}\n`);
  }
};

try {
  const report = await simulate(options, { log, progress });
  if (tty) process.stdout.write('\r\x1b[K');
  process.stdout.write(`${formatReport(report)}\n`);
  if (options.json !== null)
    writeFileSync(
      resolve(process.env.INIT_CWD ?? process.cwd(), options.json),
      JSON.stringify(report, null, 2),
    );
  process.exit(report.passed ? 0 : 1);
} catch (error) {
  process.stderr.write(
    `\n[sim] the simulation could not run: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
}
