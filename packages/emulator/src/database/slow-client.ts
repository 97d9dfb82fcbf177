import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/**
 * Keeps one client's socket from holding the server up: a client that vanished without closing,
 * or that stopped reading what it is sent, is dropped (which runs its onDisconnect operations),
 * so neither a half-open connection nor an unread backlog lives on in this process.
 */
export class SlowClientGuard {
  private lastHeard = Date.now();
  /** When all that was sent last left this process for the network. */
  private lastFlushed = Date.now();
  private readonly idleCheck: NodeJS.Timeout;

  constructor(
    private readonly socket: WebSocket,
    transport: Duplex,
    private readonly options: { readonly idleTimeoutMs: number; readonly maxBufferedBytes: number },
  ) {
    transport.on('drain', () => {
      this.lastFlushed = Date.now();
    });
    socket.on('pong', () => this.heard());
    socket.on('close', () => clearInterval(this.idleCheck));
    this.idleCheck = setInterval(() => this.checkIdle(), options.idleTimeoutMs / 4);
    this.idleCheck.unref();
  }

  /** The client sent something: it is still there. */
  heard(): void {
    this.lastHeard = Date.now();
  }

  /**
   * Whether one more message may be sent. What a client does not read waits in this process's
   * memory, so a client that has left more than `maxBufferedBytes` unread is dropped instead of
   * being sent more.
   */
  maySend(): boolean {
    if (this.socket.bufferedAmount <= this.options.maxBufferedBytes) return true;
    this.socket.terminate();
    return false;
  }

  /**
   * A client that vanished without closing (a phone off the network leaves its TCP connection
   * half-open) never sends again. The SDK sends a keep-alive frame after 45 s without traffic,
   * and a silent client is pinged, which any WebSocket client answers even while its page's
   * timers are throttled; one that stays silent for the whole timeout is gone, and dropping it
   * runs its onDisconnect operations.
   */
  private checkIdle(): void {
    const now = Date.now();
    const silentFor = now - this.lastHeard;
    if (this.socket.bufferedAmount === 0) this.lastFlushed = now;
    // A client that stopped reading but still sends keep-alives is as gone as a silent one.
    if (
      silentFor >= this.options.idleTimeoutMs ||
      now - this.lastFlushed >= this.options.idleTimeoutMs
    )
      this.socket.terminate();
    else if (silentFor >= this.options.idleTimeoutMs / 2) this.socket.ping();
  }
}
