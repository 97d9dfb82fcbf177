/**
 * Award-to-screen for a viewer's own board entry: from the moment the viewer's own call that paid
 * it was sent (a scan, a trivia answer) to its entry's listener showing the score that call
 * reached. The score to reach is the one the entry showed when the call was sent plus what the
 * call paid; an award from someone else landing meanwhile (a partner's scan) can reach it first,
 * so the figure may read a little short, never long. An award whose score never shows (a
 * deduction got in the way) is dropped after a minute.
 */
type Arrival = { readonly score: number; readonly at: number };
type Awaited = { readonly score: number; readonly from: number };

/** How long arrivals are kept to look back on, and how long an award is waited for. */
const KEEP_MS = 60_000;

export class OwnEntryClock {
  private readonly arrivals: Arrival[] = [];
  private awaited: Awaited[] = [];

  constructor(private readonly record: (delayMs: number) => void) {}

  /** The entry's listener delivered `score` (0 for no entry yet) at `at`. */
  shows(score: number, at: number): void {
    this.arrivals.push({ score, at });
    // Keep the last arrival before the window: it is what the screen showed at its start.
    while (this.arrivals.length > 1 && (this.arrivals[1]?.at ?? at) < at - KEEP_MS)
      this.arrivals.shift();
    const still: Awaited[] = [];
    for (const award of this.awaited) {
      if (score >= award.score) this.record(at - award.from);
      else if (award.from >= at - KEEP_MS) still.push(award);
    }
    this.awaited = still;
  }

  /** The viewer's call sent at `sentAt` answered that it paid `points`. */
  paid(sentAt: number, points: number): void {
    if (points <= 0) return;
    const before = this.arrivals.filter((arrival) => arrival.at <= sentAt).at(-1);
    const score = (before?.score ?? 0) + points;
    const seen = this.arrivals.find((arrival) => arrival.at >= sentAt && arrival.score >= score);
    if (seen === undefined) this.awaited.push({ score, from: sentAt });
    else this.record(seen.at - sentAt);
  }
}
