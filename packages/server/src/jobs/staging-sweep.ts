import { STAGING_PREFIX, type StagedFile, stagedToSweep } from '@engage/domain/staging-sweep';
import type { getStorage } from 'firebase-admin/storage';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

/** The few Storage operations the sweep needs: a page of the files under a folder, and delete. */
type StagedFiles = {
  readonly list: (
    prefix: string,
    page: { readonly size: number; readonly after?: string | undefined },
  ) => Promise<{ readonly files: readonly StagedFile[]; readonly next?: string | undefined }>;
  /** Deletes the file; one already gone is no error, so two runs at once are harmless. */
  readonly remove: (path: string) => Promise<void>;
};

type StagingSweepDeps = {
  readonly files: StagedFiles;
  readonly now: () => number;
  readonly log: (message: string, data: Record<string, unknown>) => void;
};

/** The bucket's files with admin rights, listed a page at a time. */
export const bucketStagedFiles = (bucket: () => Bucket): StagedFiles => ({
  list: async (prefix, page) => {
    const [files, next] = await bucket().getFiles({
      prefix,
      maxResults: page.size,
      autoPaginate: false,
      ...(page.after === undefined ? {} : { pageToken: page.after }),
    });
    const token = (next as { pageToken?: unknown } | null | undefined)?.pageToken;
    return {
      files: files.map((file) => ({
        name: file.name,
        updated: Date.parse(String(file.metadata.updated ?? '')),
      })),
      next: typeof token === 'string' && token !== '' ? token : undefined,
    };
  },
  remove: async (path) => {
    await bucket().file(path).delete({ ignoreNotFound: true });
  },
});

/**
 * Deletes the staged organiser pictures older than an hour (stagedToSweep): pages through the
 * staging folder, a few deletes at once, and can run twice safely. A file that cannot be deleted
 * is logged and counted; the run goes on, and the next one tries again.
 */
export const sweepStaging = async (
  deps: StagingSweepDeps,
  options: { readonly pageSize?: number; readonly concurrency?: number } = {},
): Promise<{ readonly scanned: number; readonly removed: number; readonly failed: number }> => {
  const pageSize = options.pageSize ?? 500;
  const concurrency = options.concurrency ?? 8;
  const now = deps.now();
  let scanned = 0;
  let removed = 0;
  let failed = 0;
  let after: string | undefined;
  do {
    const page = await deps.files.list(STAGING_PREFIX, { size: pageSize, after });
    scanned += page.files.length;
    const due = stagedToSweep(page.files, now);
    for (let i = 0; i < due.length; i += concurrency) {
      const results = await Promise.allSettled(
        due.slice(i, i + concurrency).map((path) => deps.files.remove(path)),
      );
      for (const [j, result] of results.entries()) {
        if (result.status === 'fulfilled') removed += 1;
        else {
          failed += 1;
          deps.log('staged file not deleted', { path: due[i + j], error: String(result.reason) });
        }
      }
    }
    after = page.next;
  } while (after !== undefined);
  deps.log('staging sweep finished', { scanned, removed, failed });
  return { scanned, removed, failed };
};
