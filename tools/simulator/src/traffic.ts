import { type StackPorts, stackUrls } from '@engage/devstack/stack';

/**
 * The database emulator's own count of what it sent this project's clients (`GET /.stats`, with
 * the admin credential): responses (pushes and replies) and bytes, in total and per second.
 */
export type TrafficSample = {
  readonly responses: number;
  readonly bytes: number;
  readonly responsesPerSecond: number;
  readonly connections: number;
  /** The totals by source: the first segment of the path each response was about. */
  readonly bySource: Readonly<Record<string, SourceCounts>>;
  /** When the emulator answered (ms since epoch). */
  readonly at: number;
};

export type SourceCounts = { readonly responses: number; readonly bytes: number };

type Stats = {
  readonly connections: number;
  readonly totals: SourceCounts;
  readonly perSecond: { readonly responses: number };
  readonly bySource?: Readonly<Record<string, SourceCounts>>;
};

/** What each source sent between two samples. */
export const sourcesBetween = (
  before: TrafficSample,
  after: TrafficSample,
): Record<string, SourceCounts> =>
  Object.fromEntries(
    Object.entries(after.bySource).map(([source, counts]) => [
      source,
      {
        responses: counts.responses - (before.bySource[source]?.responses ?? 0),
        bytes: counts.bytes - (before.bySource[source]?.bytes ?? 0),
      },
    ]),
  );

export const readTraffic = async (ports: StackPorts): Promise<TrafficSample | null> => {
  try {
    const response = await fetch(stackUrls(ports).stats, {
      headers: { Authorization: 'Bearer owner' },
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) return null;
    const stats = (await response.json()) as Stats;
    return {
      responses: stats.totals.responses,
      bytes: stats.totals.bytes,
      responsesPerSecond: stats.perSecond.responses,
      connections: stats.connections,
      bySource: Object.fromEntries(
        Object.entries(stats.bySource ?? {}).map(([source, counts]) => [
          source,
          { responses: counts.responses, bytes: counts.bytes },
        ]),
      ),
      at: Date.now(),
    };
  } catch {
    return null;
  }
};
