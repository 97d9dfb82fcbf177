import { randomUUID } from 'node:crypto';
import type { Files } from '@engage/server/deps';
import type { getStorage } from 'firebase-admin/storage';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

/**
 * The bucket's files with admin rights. The bucket is named only when a file is touched: a
 * process without a configured bucket still serves every callable that needs none. A copy is a
 * download and an upload (a photo is under 5 MiB by the rules), not a server-side rewrite, so it
 * works the same against our emulator.
 */
export const bucketFiles = (bucket: () => Bucket): Files => ({
  exists: async (path) => (await bucket().file(path).exists())[0],
  remove: async (path) => {
    await bucket().file(path).delete({ ignoreNotFound: true });
  },
  read: async (path) => {
    const file = bucket().file(path);
    return (await file.exists())[0] ? (await file.download())[0] : null;
  },
  write: async (path, bytes, contentType) => {
    await bucket()
      .file(path)
      .save(Buffer.from(bytes), {
        resumable: false,
        metadata: { contentType, metadata: { firebaseStorageDownloadTokens: randomUUID() } },
      });
  },
  copy: async (from, to, typeOf) => {
    const [data] = await bucket().file(from).download();
    const contentType = typeOf(data);
    if (contentType === null) return null;
    // A file the admin SDK writes has no download token of its own, and browsers show it by a
    // download URL: a fresh one per copy, so an old URL never shows the new picture either.
    await bucket()
      .file(to)
      .save(data, {
        resumable: false,
        metadata: { contentType, metadata: { firebaseStorageDownloadTokens: randomUUID() } },
      });
    return contentType;
  },
});
