import { eventInstance } from '@engage/domain/instances';
import { eventNodes } from '@engage/domain/store/events';
import { everyoneNodes } from '@engage/domain/store/everyone';
import { hasInstances, openEventInstance } from './database-client.ts';
import { read } from './read.ts';

/**
 * Opens the instance of the signed-in attendee's own event before their profile is read there
 * (docs/instances.md): the event from their row of the people index, its instance from its
 * metadata, both in the default instance. A deployment with one instance reads nothing.
 */
export const openOwnEvent = async (key: string): Promise<void> => {
  if (!hasInstances()) return;
  const eventId = await read(everyoneNodes.field(key, 'eventId'));
  if (eventId === null) return;
  const instance = await read(eventNodes.field(eventId, 'instance'));
  openEventInstance(key, eventId, eventInstance(instance === null ? null : { instance }));
};
