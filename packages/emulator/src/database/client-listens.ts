import type { Listen } from './listen.ts';
import type { Actor, Namespace } from './namespace.ts';
import type { Json, Path } from './tree.ts';

/** One client's listens, by location and tag, each registered with its namespace. */
export class ClientListens {
  private readonly listens = new Map<string, Listen>();

  constructor(private readonly namespace: Namespace) {}

  private key(path: Path, tag: number | undefined): string {
    return `${path.join('/')}|${tag ?? 'default'}`;
  }

  /** Registers `listen`, replacing the one with its location and tag; returns the first data. */
  add(listen: Listen, tag: number | undefined): Json {
    const key = this.key(listen.path, tag);
    const existing = this.listens.get(key);
    if (existing !== undefined) this.namespace.unlisten(existing);
    this.listens.set(key, listen);
    return this.namespace.listen(listen);
  }

  remove(path: Path, tag: number | undefined): void {
    const key = this.key(path, tag);
    const listen = this.listens.get(key);
    if (listen === undefined) return;
    this.namespace.unlisten(listen);
    this.listens.delete(key);
  }

  /** Cancels and returns the listens `actor` may not read (after an identity change). */
  revokeUnreadable(actor: Actor): Listen[] {
    const revoked: Listen[] = [];
    for (const [key, listen] of this.listens) {
      if (this.namespace.canRead(actor, listen.path, listen.query)) continue;
      this.namespace.unlisten(listen);
      this.listens.delete(key);
      revoked.push(listen);
    }
    return revoked;
  }

  clear(): void {
    for (const listen of this.listens.values()) this.namespace.unlisten(listen);
    this.listens.clear();
  }
}
