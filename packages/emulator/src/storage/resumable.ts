import { randomUUID } from 'node:crypto';
import type { Actor } from './authorize.ts';
import { HttpError } from './http-error.ts';

/** A resumable upload under way: where it goes, what it will be, the bytes received so far. */
type UploadSession = Actor & {
  readonly bucket: string;
  readonly name: string;
  readonly metadata: Record<string, unknown>;
  readonly contentType: string;
  readonly chunks: Buffer[];
  received: number;
  /** When the client last sent anything for this upload. */
  touched: number;
};

/**
 * The resumable uploads of both APIs, by session id. A client that starts an upload and never
 * finishes or cancels it leaves its bytes here, so a session untouched for `ttlMs` is dropped
 * (its URL then answers 404, as an expired one does in production).
 */
export class ResumableUploads {
  private readonly sessions = new Map<string, UploadSession>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly ttlMs: number,
    private readonly clock: () => number = Date.now,
  ) {
    this.sweeper = setInterval(() => this.sweep(), Math.max(ttlMs / 4, 10));
    this.sweeper.unref();
  }

  private sweep(): void {
    const now = this.clock();
    for (const [id, session] of this.sessions)
      if (now - session.touched >= this.ttlMs) this.sessions.delete(id);
  }

  open(session: Omit<UploadSession, 'chunks' | 'received' | 'touched'>): string {
    this.sweep();
    const id = randomUUID();
    this.sessions.set(id, { ...session, chunks: [], received: 0, touched: this.clock() });
    return id;
  }

  get(id: string): UploadSession {
    const session = this.sessions.get(id);
    if (session === undefined || this.clock() - session.touched >= this.ttlMs) {
      this.sessions.delete(id);
      throw new HttpError(404, 'Upload session not found');
    }
    session.touched = this.clock();
    return session;
  }

  append(session: UploadSession, chunk: Buffer): void {
    session.chunks.push(chunk);
    session.received += chunk.length;
    session.touched = this.clock();
  }

  cancel(id: string): void {
    this.sessions.delete(id);
  }

  /** Ends the session and returns every byte it received. */
  finish(id: string): Buffer {
    const session = this.get(id);
    this.sessions.delete(id);
    return Buffer.concat(session.chunks);
  }

  /** Stops the sweeper and forgets every session: the server is closing. */
  close(): void {
    clearInterval(this.sweeper);
    this.sessions.clear();
  }
}
