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
  /** When the emulator answered (ms since epoch). */
  readonly at: number;
};

type Stats = {
  readonly connections: number;
  readonly totals: { readonly responses: number; readonly bytes: number };
  readonly perSecond: { readonly responses: number };
};

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
      at: Date.now(),
    };
  } catch {
    return null;
  }
};
