import type { GameRoom } from '@engage/domain/store/rooms';
import type { PairNode } from '@engage/domain/store/users-play';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { OnlineAttendee } from '../firebase/rooms.ts';
import { lazily } from '../lazily.ts';
import { useLiveQuery, useLiveQueryResult } from '../live-query.ts';
import { useNow } from '../use-now.ts';
import { pairingKeys } from './queries.ts';

const rooms = () => import('../firebase/rooms.ts');

/** Who else is online at the event, live (the user is left out). */
export const useOnlineAttendees = (
  eventId: string | undefined,
  myPublicId: string,
): UseQueryResult<OnlineAttendee[]> & { others: OnlineAttendee[] | undefined } => {
  const result = useLiveQueryResult<OnlineAttendee[]>(
    pairingKeys.online(eventId ?? ''),
    eventId === undefined
      ? undefined
      : async (onChange, onError) => (await rooms()).watchOnline(eventId, onChange, onError),
  );
  return {
    ...result,
    others: result.data?.filter((person) => person.publicId !== myPublicId),
  };
};

/** The user's own pairing flags, live: undefined while loading, null before the first pairing. */
export const usePairFlags = (key: string): UseQueryResult<PairNode | null> =>
  useLiveQueryResult<PairNode | null>(pairingKeys.flags(key), async (onChange, onError) =>
    (await rooms()).watchPairFlags(key, onChange, onError),
  );

/** A room, live: undefined while loading, null once it is gone (or was never the user's). */
export const useRoom = (key: string, roomId: string | undefined): GameRoom | null | undefined =>
  useLiveQuery<GameRoom | null>(
    pairingKeys.room(roomId ?? ''),
    roomId === undefined
      ? undefined
      : async (onChange) => (await rooms()).watchRoom(key, roomId, onChange),
  );

/** The database's clock, ticking every second: expiry times are the server's. */
export const useServerNow = (): number => {
  const offset = useLiveQuery<number>(pairingKeys.clockOffset(), async (onChange) =>
    (await rooms()).watchServerTimeOffset(onChange),
  );
  return useNow() + (offset ?? 0);
};

/**
 * While `roomId` is set, a dropped connection marks the user lost in that room (the other player
 * waits out the grace period), and closing the tab marks them disconnected.
 */
export const useRoomDisconnectFlag = (roomId: string | undefined, publicId: string): void => {
  useEffect(() => {
    if (roomId === undefined) return;
    return lazily(async () => (await rooms()).armRoomDisconnect(roomId, publicId));
  }, [roomId, publicId]);
};
