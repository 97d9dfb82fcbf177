import { setLogLevel } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { parseOptions } from '../src/options.ts';
import { formatReport } from '../src/report.ts';
import { simulate } from '../src/run.ts';

// The README's small simulation, as `pnpm simulate --attendees 200 --duration 60` runs it, on a
// stack of its own (ports from SIM_PORT_BASE, 19400 by default, away from `pnpm dev`'s), with
// every fault the simulator has, including the Functions emulator restart.
const portBase = process.env.SIM_PORT_BASE ?? '19400';

describe('pnpm simulate', () => {
  it('runs 200 attendees for 60 s with faults, and every invariant holds', async () => {
    setLogLevel('silent');
    const options = parseOptions([
      '--attendees',
      '200',
      '--duration',
      '60',
      '--seed',
      'ci',
      '--stack',
      'start',
      '--port-base',
      portBase,
    ]);
    if (!options.ok) throw new Error(options.error);
    let lastProgress = 0;
    const report = await simulate(options.value, {
      log: (message) => process.stdout.write(`[sim] ${message}\n`),
      progress: (line) => {
        if (Date.now() - lastProgress < 15_000) return;
        lastProgress = Date.now();
        process.stdout.write(`${line}\n`);
      },
    });
    process.stdout.write(`${formatReport(report)}\n`);

    expect(report.checks.filter((check) => check.violations.length > 0)).toEqual([]);
    expect(report.passed).toBe(true);
    // The rush filled the company exactly and turned the rest away.
    expect(report.registration).toMatchObject({ limit: 200, seated: 200, failed: 0 });
    expect(report.registration.turnedAway).toBe(report.registration.accounts - 200);
    // They played: points were acknowledged and found in the ledger, screens saw them.
    const played = report.journal.byCallable;
    for (const name of ['awardConnection', 'answerTrivia', 'requestPair', 'respondPair'])
      expect(played[name]?.ok ?? 0, name).toBeGreaterThan(0);
    expect(report.acknowledged.actions).toBeGreaterThan(50);
    expect(report.viewers.screenDelays).toBeGreaterThan(0);
    // Every fault was injected.
    const counters = report.journal.counters;
    expect(counters['fault: Functions emulator restarted']).toBe(1);
    expect(counters['fault: every database socket dropped']).toBe(1);
    expect(counters['fault: reconnected'] ?? 0).toBeGreaterThanOrEqual(3);
    expect(counters['duplicate: scan sent twice'] ?? 0).toBeGreaterThan(0);
    // The organiser voided awards during play, and the checks above held after them.
    expect(counters['organiser: awards voided'] ?? 0).toBeGreaterThan(0);
    // Some were answered; those sent while the Functions emulator was restarting are counted apart.
    expect(report.checks.find((c) => c.name.startsWith('every malformed'))?.checked).toMatch(
      /^[1-9][\d,]* malformed inputs( \(\d+ never answered: the Functions emulator was down\))?$/,
    );
    expect(report.functionsRestartMs).toBeGreaterThan(0);
  });
});
