import { roomNodes } from '@engage/domain/store/rooms';
import { userNodes } from '@engage/domain/store/users';
import type { SimAttendee } from './attendee.ts';
import { readNode } from './node-reads.ts';
import { RoomSession } from './room-session.ts';
import { sleep, type World } from './world.ts';

/**
 * Small talk and rock-paper-scissors between two simulated attendees, as the room screens play
 * them: the requester picks someone from the event's online list, the other answers the
 * invitation its own node shows, both listen to the room, write messages or move, and leave. A
 * player whose partner's `disconnected` flag turns true sees "Disconnected. Try Connecting With
 * Someone Again!" and is free to pair again; one that lost its own network finds its own flag.
 */
const PAIRING_REFUSALS = ['illegal-transition', 'rate-limited', 'not-found', 'request-expired'];

/** Picks someone from the event's online list and asks them to play. */
export const requestPair = async (
  me: SimAttendee,
  world: World,
  game: 'act03' | 'act05',
): Promise<void> => {
  const listed = await readNode(me.client.db, userNodes.online(world.setup.eventId)).catch(
    () => null,
  );
  const everyone = Object.keys(listed ?? {}).filter((id) => id !== me.publicId);
  // People mostly ask someone who is free; sometimes someone already busy (who must refuse).
  const free = everyone.filter((id) => world.peers.get(id)?.available() === true);
  const pool = (free.length > 0 && me.rng.chance(0.85) ? free : everyone).filter(
    (id) => world.peers.get(id)?.ring !== true,
  );
  if (pool.length === 0) return;
  await askToPlay(me, world, me.rng.pick(pool), game);
};

/** Asks one attendee to play, then plays the room to its end if they accept. */
export const askToPlay = async (
  me: SimAttendee,
  world: World,
  other: string,
  game: 'act03' | 'act05',
): Promise<void> => {
  await me.pace('pairing');
  const asked = await me.client.call(
    'requestPair',
    { otherPublicId: other, game },
    PAIRING_REFUSALS,
  );
  if (!asked.ok || world.stopping) {
    if (asked.ok) await new RoomSession(me, world, asked.value.roomId, 'requester').leave(true);
    return;
  }
  const session = new RoomSession(me, world, asked.value.roomId, 'requester');
  me.room = session;
  // A request nobody answers is withdrawn after a while (unless the room is over by then).
  void (async () => {
    await Promise.race([sleep(20_000), session.done]);
    if (session.over) return;
    const status = await readNode(
      me.client.db,
      roomNodes.field(asked.value.roomId, 'status'),
    ).catch(() => null);
    if (status === 'pending') {
      world.journal.count('pairing: request withdrawn unanswered');
      await session.leave(true);
    }
  })();
  await session.done;
};

/** Answers the invitation its own node shows: mostly yes, after reading it. */
export const answerInvite = async (me: SimAttendee, world: World): Promise<void> => {
  const roomId = me.invite;
  if (roomId === null) return;
  await sleep(me.rng.int(300, 2_000));
  const accept = me.rng.chance(0.9);
  await me.pace('pairing');
  const answer = await me.client.call('respondPair', { roomId, accept }, PAIRING_REFUSALS);
  me.invite = null;
  if (!answer.ok || answer.value.state !== 'connected' || world.stopping) return;
  const session = new RoomSession(me, world, roomId, 'invited');
  me.room = session;
  await session.done;
};
