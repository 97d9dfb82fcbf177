import { publishDueBoards } from '@engage/server/boards';
import { forEvent } from '@engage/server/event-instance';
import { getDatabase } from 'firebase-admin/database';
import { logger } from 'firebase-functions';
import { onValueCreated } from 'firebase-functions/v2/database';
import { adminApp } from '../infra/admin-app.ts';
import { databasesFromEnv } from '../infra/databases.ts';

/** The deployment's other database instances (docs/instances.md), opened once per process. */
const databases = databasesFromEnv(adminApp, process.env);

/**
 * Publishes an event's board snapshots when a commit marks them due: the marker's creation starts
 * it (once per publish, since publishing clears it and commits while it is set leave it as it is;
 * onValueCreated, not onValueWritten, so the clearing starts nothing). It may wait out the rest of
 * the publish interval, which a background function may do and a callable must not. Locally the
 * emulator fires no database triggers: the dev stack runs publishDueBoards itself.
 */
/** boardNodes.due's path as the trigger's pattern: a literal, so the trigger's params are typed. */
export const DUE_PATTERN = 'boardPublish/{eventId}/due';

export const publishBoardSnapshots = onValueCreated(
  // Retried when it fails: the marker stays set until a publish clears it, and commits while it is
  // set start no other publisher, so a lost publish would leave the boards stale.
  // Every instance of the project: an event of its own instance marks its boards due there.
  { ref: DUE_PATTERN, instance: '*', retry: true },
  async (event) => {
    const eventId = event.params.eventId;
    if (eventId === undefined) return;
    const { db } = await forEvent(
      {
        db: getDatabase(adminApp()),
        now: Date.now,
        random: Math.random,
        ...(databases === undefined ? {} : { databases }),
      },
      eventId,
    );
    // The boards and their publish state are the event's own: all in its instance.
    const published = await publishDueBoards({ db, now: Date.now }, eventId);
    logger.debug('board snapshots', { eventId, published });
  },
);
