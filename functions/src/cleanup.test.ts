import { readFileSync } from 'node:fs';
import { ROOM_GRACE_MS } from '@engage/domain/constants';
import { QUEUED_SCAN_MAX_AGE_MS } from '@engage/domain/queued-scan';
import { DatabaseEmulator } from '@engage/emulator/server';
import { cleanupQrTokens, cleanupRooms } from '@engage/server/cleanup';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Database, getDatabase } from 'firebase-admin/database';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

let emulator: DatabaseEmulator;
let db: Database;
const app = { current: undefined as ReturnType<typeof initializeApp> | undefined };
const NOW = 1_000_000_000;
const logs: Record<string, unknown>[] = [];

beforeAll(async () => {
  emulator = new DatabaseEmulator({
    port: 0,
    rules: readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8'),
  });
  const port = await emulator.start();
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = `127.0.0.1:${port}`;
  app.current = initializeApp(
    { projectId: 'demo-engage', databaseURL: `http://127.0.0.1:${port}?ns=cleanup` },
    'cleanup',
  );
  db = getDatabase(app.current);
});
afterAll(async () => {
  if (app.current) await deleteApp(app.current);
  await emulator.stop();
});

const active = { active: true, disconnected: false };
const room = (
  updatedAt: number,
  players: Record<string, { active: boolean; disconnected: boolean; lostAt?: number }>,
) => ({
  status: 'confirmed',
  game: 'act03',
  createdAt: updatedAt,
  updatedAt,
  players,
});

beforeEach(async () => {
  logs.length = 0;
  await db.ref().set({
    rooms: {
      fresh: room(NOW - 1_000, { a: active, b: active }),
      idle: room(NOW - 11 * 60_000, { c: active, d: active }),
      dropped: room(NOW - 1_000, { e: active, f: { active: false, disconnected: true } }),
      another: room(NOW, { g: active, h: active }),
      old: room(0, { i: active, j: active }),
    },
    publicIds: Object.fromEntries([...'abcdefghij'].map((id) => [id, id])),
    users: {
      a: { rooms: { fresh: active } },
      c: {
        rooms: { idle: active },
        metadata: { name: 'C' },
        games: { multiplayer_room: { requester: true, other: true, roomId: 'idle' } },
      },
      d: { rooms: { idle: active } },
      f: { rooms: { dropped: { active: false, disconnected: true } } },
    },
  });
});

describe('cleanupRooms (admin SDK against the local emulator)', () => {
  it('removes idle and disconnected rooms with their player mirrors, paging through all rooms', async () => {
    const result = await cleanupRooms(
      { db, now: () => NOW, log: (_message, data) => logs.push(data) },
      { pageSize: 2 },
    );
    expect(result).toEqual({ scanned: 5, removed: 3 });
    expect(Object.keys((await db.ref('rooms').get()).val() as object).sort()).toEqual([
      'another',
      'fresh',
    ]);
    expect((await db.ref('users').get()).val()).toEqual({
      a: { rooms: { fresh: active } },
      // The cleanup frees the player to pair again: flags back to idle (false/false).
      c: {
        metadata: { name: 'C' },
        games: { multiplayer_room: { requester: false, other: false } },
      },
    });
    expect(logs).toEqual([{ scanned: 5, removed: 3 }]);
  });

  it('is idempotent: a second run removes nothing more', async () => {
    const deps = { db, now: () => NOW, log: () => undefined };
    await cleanupRooms(deps);
    expect(await cleanupRooms(deps)).toEqual({ scanned: 2, removed: 0 });
  });

  it('removes lapsed requests, finished matches and lost seats past the grace, and keeps a room whose chat goes on', async () => {
    await db.ref().update({
      'rooms/lapsed': {
        ...room(NOW - 1_000, { a: active, b: active }),
        status: 'pending',
        expiresAt: NOW - 1,
      },
      'rooms/done': { ...room(NOW - 1_000, { c: active, d: active }), status: 'finished' },
      'rooms/chatting': {
        ...room(NOW - 11 * 60_000, { e: active, f: active }),
        game: 'act05',
        messages: { m1: { by: 'e', text: 'hi', at: NOW - 60_000 } },
      },
      // A player whose connection dropped is waited for the grace period, not a moment longer.
      'rooms/blip': room(NOW - 1_000, { g: active, h: { ...active, lostAt: NOW - 5_000 } }),
      'rooms/lost': room(NOW - 1_000, { i: active, j: { ...active, lostAt: NOW - ROOM_GRACE_MS } }),
    });
    await cleanupRooms({ db, now: () => NOW, log: () => undefined });
    const left = Object.keys((await db.ref('rooms').get()).val() as object).sort();
    expect(left).toEqual(['another', 'blip', 'chatting', 'fresh']);
  });

  it('removes expired QR tokens a page at a time, and keeps live ones and those a queued scan may name', async () => {
    const KEPT = NOW - QUEUED_SCAN_MAX_AGE_MS;
    await db.ref('qrTokens').set({
      OLDAAAAA: { key: 'a', eventId: 'e', expiresAt: KEPT - 1 },
      OLDBBBBB: { key: 'b', eventId: 'e', expiresAt: KEPT - 2 },
      OLDCCCCC: { key: 'c', eventId: 'e', expiresAt: KEPT },
      WAITAAAA: { key: 'a', eventId: 'e', expiresAt: KEPT + 1 },
      LIVEAAAA: { key: 'a', eventId: 'e', expiresAt: NOW + 1 },
    });
    expect(
      await cleanupQrTokens({ db, now: () => NOW, log: () => undefined }, { pageSize: 2 }),
    ).toEqual({ removed: 3 });
    expect(Object.keys((await db.ref('qrTokens').get()).val() as object)).toEqual([
      'LIVEAAAA',
      'WAITAAAA',
    ]);
  });
});
