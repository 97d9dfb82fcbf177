import type { getStorage } from 'firebase-admin/storage';
import type { Files } from './deps.ts';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

/**
 * The bucket's files with admin rights. The bucket is named only when a file is touched: a
 * process without a configured bucket still serves every callable that needs none. A copy is a
 * download and an upload (a photo is under 5 MiB by the rules), not a server-side rewrite, so it
 * works the same against our emulator.
 */
export const bucketFiles = (bucket: () => Bucket): Files => ({
  exists: async (path) => (await bucket().file(path).exists())[0],
  copy: async (from, to) => {
    const source = bucket().file(from);
    const [[data], [metadata]] = await Promise.all([source.download(), source.getMetadata()]);
    await bucket()
      .file(to)
      .save(data, {
        resumable: false,
        ...(metadata.contentType === undefined ? {} : { contentType: metadata.contentType }),
      });
  },
});
