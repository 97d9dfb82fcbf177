/**
 * A client's frames as a database `latencyMs` away receives them: each handled that long after it
 * arrived, in the order frames arrived (equal delays fire in order); with no latency, at once.
 * What is still in flight when the client goes is handled first (`flush`), as a request that left
 * the client before its socket closed reaches the server before the close does.
 */
export class Arrivals {
  private readonly inFlight: string[] = [];

  constructor(
    private readonly latencyMs: number,
    private readonly handle: (frame: string) => void,
  ) {}

  arrived(frame: string): void {
    if (this.latencyMs <= 0) {
      this.handle(frame);
      return;
    }
    this.inFlight.push(frame);
    setTimeout(() => {
      const next = this.inFlight.shift();
      if (next !== undefined) this.handle(next);
    }, this.latencyMs);
  }

  flush(): void {
    for (let frame = this.inFlight.shift(); frame !== undefined; frame = this.inFlight.shift())
      this.handle(frame);
  }
}
