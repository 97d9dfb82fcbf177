import { type Refused, refuse, WriteSet, type Writes } from './plan.ts';
import { roomNodes } from './store/rooms.ts';

/**
 * A game's writes into a room (a move shown, a round resolved, a match finished, a request
 * answered) are decided from the room as read, and the room can be deleted before they land: a
 * disconnect, the scheduled cleanup. A plain update would then grow back a room of stray fields.
 * So those writes are applied in a transaction on the room's node, which refuses them when the
 * room is gone; the plan's other writes follow only once they are in.
 */
type RoomSplit = { readonly inRoom: Writes; readonly rest: Writes };

const EMPTY: Writes = { sets: {}, increments: {} };

/** The two halves being filled. */
type Parts = { sets: Record<string, unknown>; increments: Record<string, number> };

const hasWrites = (writes: Writes): boolean =>
  Object.keys(writes.sets).length > 0 || Object.keys(writes.increments).length > 0;

/**
 * The writes inside the room (paths relative to it) and the rest. A plan that deletes the room
 * itself is committed as it is: a removal leaves nothing behind, gone already or not.
 */
export const splitRoomWrites = (roomId: string, writes: Writes): RoomSplit => {
  const node = roomNodes.room(roomId);
  if (node in writes.sets) return { inRoom: EMPTY, rest: writes };
  const prefix = `${node}/`;
  const inRoom: Parts = { sets: {}, increments: {} };
  const rest: Parts = { sets: {}, increments: {} };
  const place = (path: string): [Parts, string] =>
    path.startsWith(prefix) ? [inRoom, path.slice(prefix.length)] : [rest, path];
  for (const [path, value] of Object.entries(writes.sets)) {
    const [into, key] = place(path);
    into.sets[key] = value;
  }
  for (const [path, by] of Object.entries(writes.increments)) {
    const [into, key] = place(path);
    // As WriteSet keeps them: a zero increment is no write.
    if (by !== 0) into.increments[key] = by;
  }
  return { inRoom, rest };
};

export const writesInRoom = (split: RoomSplit): boolean => hasWrites(split.inRoom);

type Node = { readonly [child: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as the database stores it: null children and the nodes they leave empty are dropped. */
const stored = (value: unknown): unknown => {
  if (!isNode(value)) return value;
  const children = Object.entries(value)
    .map(([key, child]) => [key, stored(child)] as const)
    .filter(([, child]) => child !== null && child !== undefined);
  return children.length === 0 ? null : Object.fromEntries(children);
};

/** `node` with `value` at the relative `path` (null removes it, and parents left empty go). */
const setAt = (node: Node, path: readonly string[], value: unknown): Node => {
  const [head = '', ...tail] = path;
  const { [head]: child, ...others } = node;
  const next = stored(tail.length === 0 ? value : setAt(isNode(child) ? child : {}, tail, value));
  return next === null || next === undefined ? others : { ...others, [head]: next };
};

const valueAt = (node: Node, path: readonly string[]): unknown =>
  path.reduce<unknown>((at, segment) => (isNode(at) ? at[segment] : undefined), node);

/**
 * The room with the writes applied, in the transaction on its node; undefined (abort, nothing
 * written) when the room is gone, or is only remains without players.
 */
export const applyRoomWrites = (room: Node | null, inRoom: Writes): Node | undefined => {
  if (room === null || !isNode(room.players)) return undefined;
  let next = room;
  for (const [path, value] of Object.entries(inRoom.sets))
    next = setAt(next, path.split('/'), value);
  for (const [path, by] of Object.entries(inRoom.increments)) {
    const segments = path.split('/');
    const current = valueAt(next, segments);
    next = setAt(next, segments, (typeof current === 'number' ? current : 0) + by);
  }
  return next;
};

/** The room went before the writes landed: refused, and the round's hidden moves go with it. */
export const roomGone = (roomId: string): Refused =>
  refuse('not-found', 'room', new WriteSet().remove(roomNodes.rpsMoves(roomId)));
