import { eventInstance } from '@engage/domain/instances';
import { eventNodes } from '@engage/domain/store/events';
import { everyoneNodes } from '@engage/domain/store/everyone';
import { type UserMetadata, userNodes } from '@engage/domain/store/users';
import type { Deps } from './deps.ts';
import type { PlacedDeps } from './placed.ts';
import { read } from './read.ts';

/**
 * The deps of a call about one event: its `db` the event's own instance when its metadata names
 * one (the default instance then `spanning`), else the deps as they are. Resolved once per call;
 * a deployment with one instance reads nothing for it.
 */
export const forEvent = async (deps: Deps, eventId: string): Promise<Deps> => {
  if (deps.databases === undefined || deps.spanning !== undefined) return deps;
  const name = await read(deps, eventNodes.field(eventId, 'instance'));
  const instance = eventInstance(name === null ? null : { instance: name });
  return instance === null
    ? deps
    : { ...deps, db: deps.databases.open(instance), spanning: deps.db };
};

/**
 * The deps of a step about another event than the call's own (an organiser's call about an
 * applicant's event): forEvent from the default instance, wherever the call's deps were opened.
 */
export const forOtherEvent = async (deps: Deps, eventId: string): Promise<Deps> => {
  const { spanning, ...opened } = deps;
  return forEvent(spanning === undefined ? deps : { ...opened, db: spanning }, eventId);
};

/**
 * An account's profile where it lives: with several instances, in its own event's (its row of the
 * deployment's people index names it), which need not be the call's event; one instance, read as
 * it is. Registration answers it, so one account never gets a second profile in another event.
 */
export const homeProfileOf = async (deps: Deps, key: string): Promise<UserMetadata | null> => {
  if (deps.databases === undefined) return read(deps, userNodes.metadata(key));
  const home = await read(deps, everyoneNodes.field(key, 'eventId'));
  return read(home === null ? deps : await forOtherEvent(deps, home), userNodes.metadata(key));
};

/**
 * The deps of each instance in turn, for the jobs that page through every event's data (the room
 * and code cleanup, the purchase sweep, the online sample): the default instance, then each named
 * one with the default around it, as a call about one of its events has them. One instance: the
 * deps as they are.
 */
export const everyInstance = <D extends PlacedDeps>(deps: D): readonly D[] => {
  const { databases } = deps;
  if (databases === undefined || deps.spanning !== undefined) return [deps];
  return [
    deps,
    ...databases.names.map((name) => ({ ...deps, db: databases.open(name), spanning: deps.db })),
  ];
};

/**
 * The event an account belongs to, from the default instance alone (its uid entry, then the
 * deployment's people index, which names each profile's event): where its profile lives.
 */
export const homeEventOf = async (deps: Deps, uid: string): Promise<string | null> => {
  const key = await read(deps, userNodes.byUid(uid));
  return key === null ? null : read(deps, everyoneNodes.field(key, 'eventId'));
};

/** A string field of a callable's input, if it has one. */
const field = (input: unknown, name: string): string | undefined => {
  const value = typeof input === 'object' && input !== null ? Reflect.get(input, name) : undefined;
  return typeof value === 'string' ? value : undefined;
};

/**
 * The event a callable's call is about: the event its input names, else that of the attendee it
 * names (an organiser's `userKey`), else the caller's own.
 */
const eventOfCall = async (deps: Deps, input: unknown, uid: string): Promise<string | null> => {
  const eventId = field(input, 'eventId');
  if (eventId !== undefined) return eventId;
  const userKey = field(input, 'userKey');
  if (userKey !== undefined) return read(deps, everyoneNodes.field(userKey, 'eventId'));
  return homeEventOf(deps, uid);
};

/**
 * The deps of a callable's call, opened on the instance of the event it is about. Nothing is read
 * while the deployment has one instance.
 */
export const forCall = async (deps: Deps, input: unknown, uid: string): Promise<Deps> => {
  if (deps.databases === undefined) return deps;
  const eventId = await eventOfCall(deps, input, uid);
  return eventId === null ? deps : forEvent(deps, eventId);
};
