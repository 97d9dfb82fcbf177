import { sampleOnline } from '@engage/server/activity';
import { runCleanup } from '@engage/server/cleanup';
import { settlePurchases } from '@engage/server/purchase-sweep';
import { bucketStagedFiles, sweepStaging } from '@engage/server/staging-sweep';
import { getDatabase } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminApp } from '../infra/admin-app.ts';

/** Production runs the cleanup every 5 minutes; locally the dev stack calls runCleanup itself. */
export const cleanupStaleRooms = onSchedule('every 5 minutes', async () => {
  await runCleanup({
    db: getDatabase(adminApp()),
    now: Date.now,
    log: (message, data) => logger.info(message, data),
  });
});

/** The live overview's online count, once a minute (locally the dev stack calls sampleOnline). */
export const sampleActivity = onSchedule('every 1 minutes', async () => {
  await sampleOnline({
    db: getDatabase(adminApp()),
    now: Date.now,
    log: (message, data) => logger.info(message, data),
  });
});

/**
 * Purchases whose call died between the charge and the close, settled once a minute (locally the
 * dev stack calls settlePurchases with the cleanup).
 */
export const settleLapsedPurchases = onSchedule('every 1 minutes', async () => {
  await settlePurchases({
    db: getDatabase(adminApp()),
    now: Date.now,
    log: (message, data) => logger.info(message, data),
  });
});

/**
 * Organisers' staged pictures that were never published (refused, or abandoned) go after an hour,
 * checked every 15 minutes (locally the dev stack calls sweepStaging with the cleanup).
 */
export const sweepStagedUploads = onSchedule('every 15 minutes', async () => {
  await sweepStaging({
    files: bucketStagedFiles(() => getStorage(adminApp()).bucket()),
    now: Date.now,
    log: (message, data) => logger.info(message, data),
  });
});
