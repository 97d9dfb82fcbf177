import { createHash } from 'node:crypto';
import { crc32c } from './crc32c.ts';
import type { StoredObject } from './object-store.ts';

/** The Firebase REST resource for an object: what getMetadata and uploads return. */
export const firebaseResource = (object: StoredObject): Record<string, unknown> => ({
  name: object.name,
  bucket: object.bucket,
  generation: object.generation,
  metageneration: object.metageneration,
  contentType: object.contentType,
  timeCreated: object.timeCreated,
  updated: object.updated,
  storageClass: 'STANDARD',
  size: String(object.data.length),
  md5Hash: createHash('md5').update(object.data).digest('base64'),
  contentEncoding: 'identity',
  contentDisposition: object.contentDisposition ?? 'inline',
  ...(object.cacheControl ? { cacheControl: object.cacheControl } : {}),
  crc32c: crc32c(object.data),
  etag: createHash('sha1').update(`${object.generation}${object.metageneration}`).digest('base64'),
  downloadTokens: object.downloadTokens,
  metadata: object.customMetadata,
});

/** The Cloud Storage JSON API resource (admin SDK), with links on the server at `origin`. */
export const gcsResource = (object: StoredObject, origin: string): Record<string, unknown> => {
  const { downloadTokens, metadata, ...rest } = firebaseResource(object);
  return {
    kind: 'storage#object',
    id: `${object.bucket}/${object.name}/${object.generation}`,
    selfLink: `${origin}/storage/v1/b/${object.bucket}/o/${encodeURIComponent(object.name)}`,
    mediaLink: `${origin}/download/storage/v1/b/${object.bucket}/o/${encodeURIComponent(object.name)}?alt=media`,
    ...rest,
    metadata: { ...(metadata as object), firebaseStorageDownloadTokens: downloadTokens },
  };
};
