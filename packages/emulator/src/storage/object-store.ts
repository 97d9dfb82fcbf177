import { randomUUID } from 'node:crypto';
import { HttpError } from './http-error.ts';

export type StoredObject = {
  readonly bucket: string;
  readonly name: string;
  readonly data: Buffer;
  readonly contentType: string;
  readonly customMetadata: Record<string, string>;
  readonly cacheControl?: string;
  readonly contentDisposition?: string;
  readonly downloadTokens: string;
  readonly generation: string;
  readonly metageneration: string;
  readonly timeCreated: string;
  readonly updated: string;
};

/** One page of a listing: the "folders" under the prefix, and the objects directly in it. */
type Listing = {
  readonly prefixes: string[];
  readonly items: StoredObject[];
  readonly nextPageToken?: string;
};

/** Every stored object of every bucket, held in memory. */
export class ObjectStore {
  private readonly objects = new Map<string, StoredObject>();

  private key(bucket: string, name: string): string {
    return `${bucket}\u0000${name}`;
  }

  get(bucket: string, name: string): StoredObject | undefined {
    return this.objects.get(this.key(bucket, name));
  }

  has(bucket: string, name: string): boolean {
    return this.objects.has(this.key(bucket, name));
  }

  delete(bucket: string, name: string): void {
    this.objects.delete(this.key(bucket, name));
  }

  /** Puts an object as it is (a metadata update, an import). */
  put(object: StoredObject): void {
    this.objects.set(this.key(object.bucket, object.name), object);
  }

  all(): StoredObject[] {
    return [...this.objects.values()];
  }

  /**
   * Stores an upload: `metadata` is the resource the client sent (contentType, cacheControl,
   * custom `metadata`); a replaced object keeps its download token and creation time.
   */
  store(
    bucket: string,
    name: string,
    data: Buffer,
    metadata: Record<string, unknown>,
    contentType: string,
  ): StoredObject {
    if (name.length === 0 || name.length > 1024) throw new HttpError(400, 'Invalid object name');
    const existing = this.get(bucket, name);
    const now = new Date().toISOString();
    const custom = (metadata.metadata ?? {}) as Record<string, string>;
    const { firebaseStorageDownloadTokens, ...customMetadata } = custom;
    const object: StoredObject = {
      bucket,
      name,
      data,
      contentType: typeof metadata.contentType === 'string' ? metadata.contentType : contentType,
      customMetadata,
      ...(typeof metadata.cacheControl === 'string' ? { cacheControl: metadata.cacheControl } : {}),
      ...(typeof metadata.contentDisposition === 'string'
        ? { contentDisposition: metadata.contentDisposition }
        : {}),
      downloadTokens: firebaseStorageDownloadTokens ?? existing?.downloadTokens ?? randomUUID(),
      generation: String(Date.now() * 1000 + Math.floor(Math.random() * 1000)),
      metageneration: '1',
      timeCreated: existing?.timeCreated ?? now,
      updated: now,
    };
    this.put(object);
    return object;
  }

  /** The listing both APIs give for `?prefix=&delimiter=&maxResults=&pageToken=`. */
  list(bucket: string, url: URL): Listing {
    const prefix = url.searchParams.get('prefix') ?? '';
    const delimiter = url.searchParams.get('delimiter') ?? '';
    const maxResults = Number(url.searchParams.get('maxResults') ?? 1000);
    const after = url.searchParams.get('pageToken') ?? '';
    const names = [...this.objects.values()]
      .filter((o) => o.bucket === bucket && o.name.startsWith(prefix))
      .map((o) => o.name)
      .sort();
    const prefixes = new Set<string>();
    const items: StoredObject[] = [];
    let nextPageToken: string | undefined;
    for (const name of names) {
      if (name <= after) continue;
      const rest = name.slice(prefix.length);
      const cut = delimiter === '' ? -1 : rest.indexOf(delimiter);
      if (cut !== -1) {
        prefixes.add(prefix + rest.slice(0, cut + delimiter.length));
        continue;
      }
      if (items.length >= maxResults) {
        nextPageToken = items.at(-1)?.name;
        break;
      }
      const object = this.get(bucket, name);
      if (object !== undefined) items.push(object);
    }
    return {
      prefixes: [...prefixes].sort(),
      items,
      ...(nextPageToken !== undefined ? { nextPageToken } : {}),
    };
  }
}
