import { describe, expect, it } from 'vitest';
import { Journal } from './journal.ts';
import { compactJournal, formatReport, type SimReport } from './report.ts';

const NO_RING: SimReport['farming'] = {
  ring: { members: 0, points: 0, full: 0, best: 0, mean: 0 },
  honest: { attendees: 2_000, points: 90_000, full: 90_000, top10: { tenth: 0, mean: 0, best: 0 } },
};

const report = (
  database: SimReport['database'],
  farming: SimReport['farming'] = NO_RING,
): SimReport => ({
  attendees: 2_000,
  durationS: 600,
  seed: 'table',
  stack: 'started',
  databaseLatencyMs: 0,
  faults: 'all',
  concurrency: 4,
  rate: 10,
  timingsS: { setup: 90, registration: 130, play: 600, wrapUp: 60, total: 880 },
  registration: { accounts: 2_100, limit: 2_000, seated: 2_000, turnedAway: 100, failed: 0 },
  calls: { total: 9_000, duringPlay: 5_000, perSecond: 8.3, p50Ms: 80, p95Ms: 320 },
  acknowledged: { actions: 900, perSecond: 1.5 },
  viewers: { count: 200, screenDelays: 4_000, p50Ms: 900, p95Ms: 3_000 },
  latency: {
    calls: [{ kind: 'scan', callable: 'awardConnection', timed: 412, p50Ms: 180, p95Ms: 390 }],
    board: { timed: 4_000, p50Ms: 900, p95Ms: 3_000 },
    ownEntry: { timed: 300, p50Ms: 150, p95Ms: 420 },
  },
  database,
  functionsRestartMs: 40_000,
  loadAverage: { start: 2.04, max: 6.31, end: 4.5 },
  simulatorLoopDelayMs: { p50: 21.4, p99: 480.2, max: 2_310.9 },
  journal: compactJournal(new Journal().summary()),
  farming,
  checks: [{ name: 'no pair paid twice', checked: '12 connections', violations: [] }],
  passed: true,
});

describe('formatReport', () => {
  it('gives the database traffic with the seconds of play it spans', () => {
    const text = formatReport(
      report({
        responses: 250_000,
        bytes: 3 * 1_048_576,
        responsesPerSecond: 416.7,
        peakResponsesPerSecond: 1_250,
        measuredS: 600,
        bySource: {
          boardSnapshots: { responses: 200_000, bytes: 2 * 1_048_576 },
          users: { responses: 50_000, bytes: 1_048_576 },
        },
      }),
    );
    expect(text).toContain(
      '  database: 250,000 responses (3.0 MiB) over 600 s of play, 417/s on average, 1,250/s at peak',
    );
    // 2 MiB over 2,000 attendees and a sixth of an hour: 6.1 KiB per attendee-hour.
    expect(text).toContain(
      '  database per attendee-hour, by source: boardSnapshots 6.1 KiB (600 responses), users 3.1 KiB (150 responses)',
    );
    expect(text).toContain(
      '  cost of 1,000 attendees for 8 hours (Blaze list prices read 2026-11-27): $',
    );
    expect(text).toContain(
      "  the simulator's own event loop during play: delay p50 21 ms, p99 480 ms, max 2,311 ms",
    );
  });

  it('says the traffic was not measured rather than printing zeros', () => {
    const text = formatReport(
      report({
        responses: 0,
        bytes: 0,
        responsesPerSecond: 0,
        peakResponsesPerSecond: 900,
        measuredS: 0,
        bySource: {},
      }),
    );
    expect(text).toContain('  database: not measured');
    expect(text).not.toContain('cost of');
    expect(text).not.toContain('0 responses');
  });

  const traffic = {
    responses: 1,
    bytes: 1,
    responsesPerSecond: 1,
    peakResponsesPerSecond: 1,
    measuredS: 600,
    bySource: {},
  };

  it("sets the ring against the honest top 10, and both against today's rule", () => {
    const text = formatReport(
      report(traffic, {
        ring: { members: 10, points: 1_234, full: 3_150, best: 180, mean: 123.4 },
        honest: {
          attendees: 190,
          points: 19_800,
          full: 20_000,
          top10: { tenth: 240, mean: 301.5, best: 420 },
        },
      }),
    );
    expect(text).toContain(
      "  ring of 10: 1,234 points (best 180, mean 123), 39.2% of the 3,150 today's rule pays; honest top 10: 10th 240, mean 302, best 420",
    );
    expect(text).toContain(
      "  honest attendees: 190, 19,800 points, 99.0% of the 20,000 today's rule pays",
    );
  });

  it('gives the latency by kind and the load average beside it', () => {
    const text = formatReport(report(traffic));
    expect(text).toContain(
      '    scan                     180 / 390 ms (412 calls); target p95 ≤ 400 ms: met\n    award-to-screen, board   900 / 3,000 ms (4,000 timed)\n    award-to-screen, own     150 / 420 ms (300 timed)',
    );
    expect(text).toContain(
      "  the machine's load average during play: 2.0 at the start, 6.3 at most, 4.5 at the end",
    );
  });

  it('prints no ring line when no ring played', () => {
    const text = formatReport(report(traffic));
    expect(text).not.toContain('ring of');
    expect(text).toContain(
      "  honest attendees: 2,000, 90,000 points, 100.0% of the 90,000 today's rule pays",
    );
  });
});
