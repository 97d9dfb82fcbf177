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
};

/** The resumable uploads of both APIs, by session id. */
export class ResumableUploads {
  private readonly sessions = new Map<string, UploadSession>();

  open(session: Omit<UploadSession, 'chunks' | 'received'>): string {
    const id = randomUUID();
    this.sessions.set(id, { ...session, chunks: [], received: 0 });
    return id;
  }

  get(id: string): UploadSession {
    const session = this.sessions.get(id);
    if (session === undefined) throw new HttpError(404, 'Upload session not found');
    return session;
  }

  append(session: UploadSession, chunk: Buffer): void {
    session.chunks.push(chunk);
    session.received += chunk.length;
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
}
