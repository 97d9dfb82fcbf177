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

/** What Cloud Storage allows for all of an object's custom metadata, keys and values. */
const CUSTOM_METADATA_BYTES = 8 * 1024;

/**
 * Custom metadata as Cloud Storage keeps it: flat, a string per key, at most 8 KiB in all. A
 * null removes its key; a number or boolean is kept as text; anything nested is a 400 (an
 * object 50,000 levels deep was once stored, and no export could write it back out).
 */
export const customMetadataOf = (value: unknown): Record<string, string> => {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new HttpError(400, 'Custom metadata must be an object of strings');
  const entries: [string, string][] = [];
  let bytes = 0;
  for (const [key, item] of Object.entries(value)) {
    if (item === null) continue;
    if (typeof item === 'object')
      throw new HttpError(400, `Custom metadata ${key} must be a string`);
    const text = String(item);
    bytes += Buffer.byteLength(key) + Buffer.byteLength(text);
    entries.push([key, text]);
  }
  if (bytes > CUSTOM_METADATA_BYTES)
    throw new HttpError(400, `Custom metadata exceeds ${CUSTOM_METADATA_BYTES} bytes`);
  return Object.fromEntries(entries);
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
    const { firebaseStorageDownloadTokens, ...customMetadata } = customMetadataOf(
      metadata.metadata,
    );
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
