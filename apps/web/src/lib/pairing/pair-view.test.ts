import { stateToFlags } from '@engage/domain/chat-pairing';
import { ROOM_GRACE_MS } from '@engage/domain/constants';
import { ERROR_MESSAGES } from '@engage/domain/errors';
import type { GameRoom } from '@engage/domain/store/rooms';
import { describe, expect, it } from 'vitest';
import {
  type PairInput,
  pairingStates,
  pairingWords,
  pairView,
  rememberRoom,
} from './pair-view.ts';

const NOW = 1_000_000;
const ME = 'pub-ann';
const BOB = 'pub-bob';

const room = (overrides: Partial<GameRoom> = {}): GameRoom => ({
  status: 'pending',
  game: 'act05',
  createdAt: NOW - 10_000,
  updatedAt: NOW - 10_000,
  expiresAt: NOW + 110_000,
  requester: ME,
  invited: BOB,
  players: {
    [ME]: { name: 'Ann', color: 'teal', active: true, disconnected: false },
    [BOB]: { name: 'Bob', color: 'orange', active: true, disconnected: false },
  },
  ...overrides,
});
const bobCard = { publicId: BOB, name: 'Bob', color: 'orange' };
/** A confirmed room in which `who` lost the connection at `lostAt`. */
const lostRoom = (who: string, lostAt: number): GameRoom => {
  const confirmed = room({ status: 'confirmed' });
  const seat = confirmed.players[who];
  if (seat === undefined) throw new Error(`${who} has no seat`);
  return { ...confirmed, players: { ...confirmed.players, [who]: { ...seat, lostAt } } };
};
const flags = (state: Parameters<typeof stateToFlags>[0], roomId?: string) => ({
  ...stateToFlags(state),
  ...(roomId ? { roomId } : {}),
});

const input = (overrides: Partial<PairInput>): PairInput => ({
  me: ME,
  game: 'act05',
  flags: null,
  room: undefined,
  memory: null,
  closed: null,
  dismissed: undefined,
  now: NOW,
  ...overrides,
});

describe('pairing words', () => {
  it.each([
    [{ requester: true, other: false }, 'waiting to connect'],
    [{ requester: false, other: true }, 'waiting for you to accept'],
    [{ requester: true, other: true }, 'connected'],
    [{ requester: false, other: false }, 'rejected'],
  ])('flags %o read "%s"', (node, words) => {
    expect(pairingWords(node)).toBe(words);
  });

  it('has no words before the first pairing', () => {
    expect(pairingWords(null)).toBeUndefined();
    expect(Object.keys(pairingStates.get())).toHaveLength(4);
  });
});

describe('the pairing view of a live room', () => {
  it.each<[string, Partial<PairInput>, unknown]>([
    ['loading flags', { flags: undefined }, { kind: 'loading' }],
    ['no pairing yet', { flags: null }, { kind: 'idle' }],
    ['idle flags without a room', { flags: flags('rejected') }, { kind: 'idle' }],
    ['a room still loading', { flags: flags('waiting-to-connect', 'r1') }, { kind: 'loading' }],
    [
      'my own pending request',
      { flags: flags('waiting-to-connect', 'r1'), room: room() },
      { kind: 'outgoing', roomId: 'r1', other: bobCard, expiresAt: NOW + 110_000 },
    ],
    [
      'a request to me',
      { flags: flags('waiting-to-accept', 'r1'), room: room({ requester: BOB, invited: ME }) },
      { kind: 'incoming', roomId: 'r1', other: bobCard, expiresAt: NOW + 110_000 },
    ],
    [
      'a request past its time',
      { flags: flags('waiting-to-connect', 'r1'), room: room({ expiresAt: NOW }) },
      { kind: 'ended', reason: 'expired', other: bobCard },
    ],
    [
      'a confirmed room',
      { flags: flags('connected', 'r1'), room: room({ status: 'confirmed' }) },
      { kind: 'connected', roomId: 'r1', other: bobCard, room: room({ status: 'confirmed' }) },
    ],
    [
      'a confirmed room whose other player lost the connection a moment ago: wait for them',
      { flags: flags('connected', 'r1'), room: lostRoom(BOB, NOW - 1_000) },
      {
        kind: 'connected',
        roomId: 'r1',
        other: bobCard,
        room: lostRoom(BOB, NOW - 1_000),
        waitingUntil: NOW - 1_000 + ROOM_GRACE_MS,
      },
    ],
    [
      'a confirmed room whose other player has been lost for the whole grace period',
      { flags: flags('connected', 'r1'), room: lostRoom(BOB, NOW - ROOM_GRACE_MS) },
      { kind: 'ended', reason: 'disconnected', other: bobCard },
    ],
    [
      'a confirmed room I was lost from and am back in, within the grace period',
      { flags: flags('connected', 'r1'), room: lostRoom(ME, NOW - 1_000) },
      { kind: 'connected', roomId: 'r1', other: bobCard, room: lostRoom(ME, NOW - 1_000) },
    ],
    [
      'a confirmed room I am back in after the grace period',
      { flags: flags('connected', 'r1'), room: lostRoom(ME, NOW - ROOM_GRACE_MS) },
      { kind: 'ended', reason: 'disconnected', other: bobCard },
    ],
    [
      'a finished match',
      {
        game: 'act03',
        flags: flags('connected', 'r1'),
        room: room({ game: 'act03', status: 'finished' }),
      },
      {
        kind: 'finished',
        roomId: 'r1',
        other: bobCard,
        room: room({ game: 'act03', status: 'finished' }),
      },
    ],
    [
      'a room of the other game',
      { game: 'act03', flags: flags('connected', 'r1'), room: room({ status: 'confirmed' }) },
      { kind: 'elsewhere', game: 'act05', other: bobCard },
    ],
    [
      'a room that is not mine',
      {
        flags: flags('connected', 'r1'),
        room: room({
          players: { [BOB]: { name: 'Bob', color: 'x', active: true, disconnected: false } },
        }),
      },
      { kind: 'idle' },
    ],
    [
      'a dismissed room',
      { flags: flags('waiting-to-connect', 'r1'), room: room({ expiresAt: NOW }), dismissed: 'r1' },
      { kind: 'idle' },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(pairView(input(overrides))).toEqual(expected);
  });

  it('reads a rejection’s status, written a moment before the room goes, as a rejection', () => {
    const answered = { ...room(), status: 'rejected' } as unknown as GameRoom;
    const live = input({ flags: flags('waiting-to-connect', 'r1'), room: answered });
    expect(pairView(live)).toEqual({ kind: 'ended', reason: 'rejected', other: bobCard });
    const memory = rememberRoom(rememberRoom(null, 'r1', room()), 'r1', answered);
    expect(memory?.connected).toBe(false);
    expect(pairView(input({ flags: flags('rejected'), room: null, memory }))).toEqual({
      kind: 'ended',
      reason: 'rejected',
      other: bobCard,
    });
  });

  it('says disconnected when either player is marked disconnected', () => {
    for (const who of [ME, BOB]) {
      const live = room({ status: 'confirmed' });
      const players = {
        ...live.players,
        [who]: {
          ...(live.players[who] ?? { name: '', color: '' }),
          active: false,
          disconnected: true,
        },
      };
      expect(
        pairView(input({ flags: flags('connected', 'r1'), room: { ...live, players } })),
      ).toMatchObject({ kind: 'ended', reason: 'disconnected' });
    }
  });
});

describe('the pairing view of a room that has gone', () => {
  const remembered = (seen: GameRoom) => rememberRoom(null, 'r1', seen);

  it.each<[string, GameRoom, Partial<PairInput>, unknown]>([
    [
      'a conversation the other left',
      room({ status: 'confirmed' }),
      {},
      { kind: 'ended', reason: 'disconnected', other: bobCard },
    ],
    ['my request, refused', room(), {}, { kind: 'ended', reason: 'rejected', other: bobCard }],
    [
      'a request to me, withdrawn',
      room({ requester: BOB, invited: ME }),
      {},
      { kind: 'ended', reason: 'withdrawn', other: bobCard },
    ],
    [
      'a request that lapsed and was cleaned up',
      room(),
      { now: NOW + 120_000 },
      { kind: 'ended', reason: 'expired', other: bobCard },
    ],
    [
      'a finished match, cleaned up',
      room({ game: 'act03', status: 'finished' }),
      { game: 'act03' },
      {
        kind: 'finished',
        roomId: 'r1',
        other: bobCard,
        room: room({ game: 'act03', status: 'finished' }),
      },
    ],
    ['a room of the other game', room({ game: 'act03' }), {}, { kind: 'idle' }],
    [
      'a room the user put behind them',
      room({ status: 'confirmed' }),
      { dismissed: 'r1' },
      { kind: 'idle' },
    ],
  ])('%s', (_name, seen, overrides, expected) => {
    for (const flagsNow of [flags('connected', 'r1'), flags('rejected'), null]) {
      expect(
        pairView(input({ flags: flagsNow, room: null, memory: remembered(seen), ...overrides })),
      ).toEqual(expected);
    }
  });

  it('shows what the user earned when they left, and the exact disconnect words are the catalogue’s', () => {
    const memory = remembered(room({ status: 'confirmed' }));
    expect(
      pairView(
        input({
          flags: flags('rejected'),
          memory,
          closed: { roomId: 'r1', awarded: 15, reason: 'left' },
        }),
      ),
    ).toEqual({ kind: 'ended', reason: 'left', other: bobCard, awarded: 15 });
    expect(ERROR_MESSAGES.disconnected).toBe('Disconnected. Try Connecting With Someone Again!');
  });

  it('keeps watching a remembered room after the flags let go of it, to see how it ended', () => {
    const memory = remembered(room({ game: 'act03', status: 'confirmed' }));
    const finished = room({ game: 'act03', status: 'finished' });
    expect(
      pairView(input({ game: 'act03', flags: flags('rejected'), memory, room: finished })),
    ).toEqual({ kind: 'finished', roomId: 'r1', other: bobCard, room: finished });
    expect(
      pairView(input({ game: 'act03', flags: flags('rejected'), memory, room: undefined })),
    ).toEqual({ kind: 'loading' });
  });

  it('lets a new request through once the closed room is dismissed', () => {
    const closed = { roomId: 'r1', awarded: 0, reason: 'disconnected' as const };
    const next = room({ requester: BOB, invited: ME });
    expect(
      pairView(
        input({ flags: flags('waiting-to-accept', 'r2'), room: next, closed, dismissed: 'r1' }),
      ),
    ).toMatchObject({ kind: 'incoming', roomId: 'r2' });
  });
});

describe('remembering a room', () => {
  it('keeps the same memory when nothing changed, so the screen does not re-render for it', () => {
    const seen = room();
    const memory = rememberRoom(null, 'r1', seen);
    expect(rememberRoom(memory, 'r1', seen)).toBe(memory);
    expect(rememberRoom(memory, 'r1', null)).toBe(memory);
    expect(rememberRoom(memory, undefined, undefined)).toBe(memory);
  });

  it('remembers that the request was accepted, even after the room is pending again in a stale read', () => {
    const confirmed = rememberRoom(null, 'r1', room({ status: 'confirmed' }));
    expect(rememberRoom(confirmed, 'r1', room())).toMatchObject({ connected: true });
    expect(rememberRoom(confirmed, 'r2', room())).toMatchObject({ roomId: 'r2', connected: false });
  });
});
