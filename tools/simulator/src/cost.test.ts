import { describe, expect, it } from 'vitest';
import { eventCost, PRICES, sourcesPerAttendeeHour } from './cost.ts';

/** A run of 100 attendees for an hour: 1 GiB from the database, 36,000 calls of 100 ms. */
const run = {
  attendees: 100,
  timingsS: { play: 3_600 },
  calls: { duringPlay: 36_000, p50Ms: 100 },
  database: {
    bytes: 1_073_741_824,
    measuredS: 3_600,
    bySource: {
      users: { responses: 1_000, bytes: 73_741_824 },
      boardSnapshots: { responses: 9_000, bytes: 1_000_000_000 },
    },
  },
};

describe('what an event costs', () => {
  it('scales the run per attendee-hour to 1,000 attendees for 8 hours, line by line', () => {
    const cost = eventCost(run);
    // 80 times the run: 80 GiB downloaded, 2.88 million calls of 0.1 s.
    expect(cost?.lines.slice(0, 3)).toEqual([
      { item: 'Realtime Database downloads', quantity: '80.00 GiB', usd: 80 },
      { item: 'Function invocations', quantity: '2,880,000 calls', usd: 1.15 },
      {
        item: 'Function compute (upper bound)',
        quantity: '288,000 call-seconds',
        usd: Math.round(288_000 * (PRICES.vcpuSecond + 0.5 * PRICES.gibSecond) * 100) / 100,
      },
    ]);
    expect(cost?.total).toBe(
      Math.round((cost?.lines ?? []).reduce((sum, line) => sum + line.usd, 0) * 100) / 100,
    );
  });

  it('has no bill and no sources for a run whose traffic was not measured', () => {
    const unmeasured = { ...run, database: { ...run.database, measuredS: 0 } };
    expect(eventCost(unmeasured)).toBeNull();
    expect(sourcesPerAttendeeHour(unmeasured)).toEqual([]);
  });

  it('lists the sources per attendee-hour, largest first', () => {
    expect(sourcesPerAttendeeHour(run).map((s) => [s.source, s.responses])).toEqual([
      ['boardSnapshots', 90],
      ['users', 10],
    ]);
  });
});
