import type { StackPorts } from '@engage/devstack/stack';
import type { ClientDeps } from './client.ts';
import type { Journal } from './journal.ts';
import type { Rng } from './random.ts';

/**
 * What every simulated attendee shares: the simulation's own event (so a reused stack's demo
 * event is left alone), its answers and prizes (the simulator set them up, so it knows them), the
 * journal, the clock of the run, and a few things people see of each other at a venue: who is
 * there and the QR code each one's Connect screen shows.
 */
export type TriviaItem = {
  readonly id: string;
  readonly answer: string;
  readonly options: readonly string[];
};
export type PrizeItem = { readonly id: string; readonly cost: number };

export type Setup = {
  readonly runId: string;
  readonly eventId: string;
  readonly customerId: string;
  readonly invitationCode: string;
  readonly userLimit: number;
  readonly trivia: readonly TriviaItem[];
  readonly prizes: readonly PrizeItem[];
};

/** The QR code an attendee's Connect screen shows (its token, refreshed before it expires). */
export type ShownQr = { readonly qr: string; readonly code: string; readonly expiresAt: number };

/** What one attendee offers the others: its public id, its screen's QR code, whether it is reachable. */
export type Peer = {
  readonly index: number;
  readonly key: string;
  readonly publicId: string;
  /** One of the ring of cooperating accounts (ring.ts): honest attendees do not play with it. */
  readonly ring: boolean;
  /** Online and not in a room or a request: someone one could walk up to. */
  available(): boolean;
  /** Shows a QR code to be scanned (issuing a fresh token when needed); null when it cannot. */
  showQr(): Promise<ShownQr | null>;
};

export type World = {
  readonly setup: Setup;
  readonly ports: StackPorts;
  readonly journal: Journal;
  readonly rng: Rng;
  readonly clientDeps: ClientDeps;
  /** Play stops starting new things at this time (ms since epoch); set when play starts. */
  playEndsAt: number;
  readonly peers: Map<string, Peer>;
  /**
   * Awards a leaderboard viewer should see: by public id, the score it must reach and when the
   * award was made (award-to-screen delay).
   */
  readonly awaitedScores: Map<
    string,
    { readonly id: string; readonly score: number; readonly at: number }
  >;
  /** Malformed inputs sent by the fault schedule, by how they were answered. */
  readonly malformed: {
    readonly accepted: string[];
    readonly untyped: string[];
    refused: number;
    unanswered: number;
  };
  readonly faultTimes: { functionsRestartMs?: number };
  stopping: boolean;
};

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
