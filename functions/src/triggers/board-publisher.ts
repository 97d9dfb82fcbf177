import { publishDueBoards } from '@engage/server/boards';
import { getDatabase } from 'firebase-admin/database';
import { logger } from 'firebase-functions';
import { onValueCreated } from 'firebase-functions/v2/database';
import { adminApp } from '../infra/admin-app.ts';

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
  { ref: DUE_PATTERN, retry: true },
  async (event) => {
    const eventId = event.params.eventId;
    if (eventId === undefined) return;
    const published = await publishDueBoards(
      { db: getDatabase(adminApp()), now: Date.now },
      eventId,
    );
    logger.debug('board snapshots', { eventId, published });
  },
);
