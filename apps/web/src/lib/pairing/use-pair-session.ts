import type { PairNode } from '@engage/domain/store/users-play';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type FormMessage, messageOf } from '../messages.ts';
import { usePairFlags, useRoom, useRoomDisconnectFlag, useServerNow } from './live.ts';
import {
  type Closed,
  type PairGame,
  type PairView,
  pairView,
  type RoomMemory,
  rememberRoom,
  watchedRoom,
} from './pair-view.ts';

const calls = () => import('../firebase/calls.ts');

export type Player = { readonly key: string; readonly publicId: string };

export type PairSession = {
  readonly view: PairView;
  readonly flags: PairNode | null | undefined;
  /** The flags could not be read (signed out, or refused). */
  readonly failed: boolean;
  readonly now: number;
  readonly message: FormMessage | null;
  readonly pending: boolean;
  readonly request: (otherPublicId: string) => void;
  readonly respond: (accept: boolean) => void;
  readonly leave: () => void;
  /** Withdraws the user's own pending request. */
  readonly withdraw: () => void;
  /** Puts an ended or finished pairing behind the user: back to the online list. */
  readonly dismiss: () => void;
};

type Action =
  | { readonly kind: 'request'; readonly otherPublicId: string }
  | { readonly kind: 'respond'; readonly roomId: string; readonly accept: boolean }
  | { readonly kind: 'leave' | 'withdraw' | 'close'; readonly roomId: string };

const roomOf = (view: PairView): string | undefined => ('roomId' in view ? view.roomId : undefined);

/**
 * The pairing of one game screen: the live flags and room, what the screen remembers of a room
 * that has gone, and the user's actions (each a callable; the server decides, the listeners show
 * the outcome). While the user is in a room, a lost connection marks them disconnected in it; when
 * the other player goes away, the screen closes the room so both can pair again.
 */
export const usePairSession = (me: Player, game: PairGame): PairSession => {
  const flagsQuery = usePairFlags(me.key);
  const flags = flagsQuery.data;
  const now = useServerNow();
  const [memory, setMemory] = useState<RoomMemory | null>(null);
  const roomId = watchedRoom(flags, memory);
  const room = useRoom(me.key, roomId);
  const [closed, setClosed] = useState<Closed | null>(null);
  const [dismissed, setDismissed] = useState<string | undefined>(undefined);
  const [message, setMessage] = useState<FormMessage | null>(null);

  useEffect(() => {
    setMemory((last) => rememberRoom(last, roomId, room));
  }, [roomId, room]);

  const view = pairView({
    me: me.publicId,
    game,
    flags: flagsQuery.isError ? null : flags,
    room,
    memory,
    closed,
    dismissed,
    now,
  });
  const inRoom =
    view.kind === 'outgoing' || view.kind === 'incoming' || view.kind === 'connected'
      ? view.roomId
      : undefined;
  useRoomDisconnectFlag(inRoom, me.publicId);

  const action = useMutation({
    mutationFn: async (act: Action) => {
      const api = await calls();
      switch (act.kind) {
        case 'request':
          await api.callRequestPair({ otherPublicId: act.otherPublicId, game });
          return;
        case 'respond': {
          const answer = await api.callRespondPair({ roomId: act.roomId, accept: act.accept });
          if (answer.state === 'rejected') setDismissed(act.roomId);
          return;
        }
        case 'withdraw':
          await api.callDisconnectPair({ roomId: act.roomId });
          setDismissed(act.roomId);
          return;
        case 'leave':
        case 'close': {
          const left = await api.callDisconnectPair({ roomId: act.roomId });
          setClosed({
            roomId: act.roomId,
            awarded: left.awarded,
            paid: left.paid,
            reason: act.kind === 'leave' ? 'left' : 'disconnected',
          });
          return;
        }
      }
    },
    onMutate: (act) => {
      setMessage(null);
      if (act.kind === 'request') {
        setClosed(null);
        setMemory(null);
      }
    },
    onError: (error, act) => {
      // Closing a room the other player already closed is no failure: the room is gone either way.
      if (act.kind !== 'close') setMessage(messageOf(error));
    },
  });

  // The other player went away while the room still stands: close it, once, so both are free.
  const closing = useRef<string | undefined>(undefined);
  const liveDisconnect =
    view.kind === 'ended' && view.reason === 'disconnected' && room !== null && room !== undefined
      ? roomId
      : undefined;
  useEffect(() => {
    if (liveDisconnect === undefined || closing.current === liveDisconnect) return;
    closing.current = liveDisconnect;
    action.mutate({ kind: 'close', roomId: liveDisconnect });
  }, [liveDisconnect, action.mutate]);

  const current = roomOf(view);
  return {
    view,
    flags,
    failed: flagsQuery.isError,
    now,
    message,
    pending: action.isPending,
    request: (otherPublicId) => action.mutate({ kind: 'request', otherPublicId }),
    respond: (accept) => {
      if (current !== undefined) action.mutate({ kind: 'respond', roomId: current, accept });
    },
    leave: () => {
      if (current !== undefined) action.mutate({ kind: 'leave', roomId: current });
    },
    withdraw: () => {
      if (current !== undefined) action.mutate({ kind: 'withdraw', roomId: current });
    },
    dismiss: () => {
      setDismissed(roomId ?? closed?.roomId);
      setClosed(null);
      setMemory(null);
      setMessage(null);
    },
  };
};
