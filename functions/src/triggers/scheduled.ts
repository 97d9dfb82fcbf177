import { sampleOnline } from '@engage/server/activity';
import { runCleanup } from '@engage/server/cleanup';
import { everyInstance } from '@engage/server/event-instance';
import type { PlacedDeps } from '@engage/server/placed';
import { settlePurchases } from '@engage/server/purchase-sweep';
import { bucketStagedFiles, sweepStaging } from '@engage/server/staging-sweep';
import { getDatabase } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminApp } from '../infra/admin-app.ts';
import { databasesFromEnv } from '../infra/databases.ts';

/** The deployment's other database instances (docs/instances.md), opened once per process. */
const databases = databasesFromEnv(adminApp, process.env);

/** A job's deps: an instance's (PlacedDeps), the clock and the log. */
type JobDeps = PlacedDeps & {
  readonly now: () => number;
  readonly log: (message: string, data: Record<string, unknown>) => void;
};

/**
 * Runs a job that pages through its events' data in every instance of the deployment: an event
 * of its own instance keeps its rooms, online list and purchases there. One instance failing does
 * not keep the job from the others; the run then fails, so it is logged and retried.
 */
export const inEveryInstance = async (
  deps: JobDeps,
  job: (inInstance: JobDeps) => Promise<unknown>,
): Promise<void> => {
  const failed = (await Promise.allSettled(everyInstance(deps).map(job))).filter(
    (outcome) => outcome.status === 'rejected',
  );
  if (failed.length > 0)
    throw new AggregateError(
      failed.map((outcome) => outcome.reason),
      `${failed.length} of the instances failed`,
    );
};

const jobDeps = (): JobDeps => ({
  db: getDatabase(adminApp()),
  now: Date.now,
  log: (message, data) => logger.info(message, data),
  ...(databases === undefined ? {} : { databases }),
});

/** Production runs the cleanup every 5 minutes; locally the dev stack calls runCleanup itself. */
export const cleanupStaleRooms = onSchedule('every 5 minutes', () =>
  inEveryInstance(jobDeps(), runCleanup),
);

/** The live overview's online count, once a minute (locally the dev stack calls sampleOnline). */
export const sampleActivity = onSchedule('every 1 minutes', () =>
  inEveryInstance(jobDeps(), sampleOnline),
);

/**
 * Purchases whose call died between the charge and the close, settled once a minute (locally the
 * dev stack calls settlePurchases with the cleanup).
 */
export const settleLapsedPurchases = onSchedule('every 1 minutes', () =>
  inEveryInstance(jobDeps(), (inInstance) => settlePurchases(inInstance)),
);

/**
 * Organisers' staged pictures that were never published (refused, or abandoned) go after an hour,
 * checked every 15 minutes (locally the dev stack calls sweepStaging with the cleanup). Storage
 * is one bucket: no instance to go through.
 */
export const sweepStagedUploads = onSchedule('every 15 minutes', async () => {
  await sweepStaging({
    files: bucketStagedFiles(() => getStorage(adminApp()).bucket()),
    now: Date.now,
    log: (message, data) => logger.info(message, data),
  });
});
