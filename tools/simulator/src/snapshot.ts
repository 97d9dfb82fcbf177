import { boardNodes } from '@engage/domain/store/boards';
import { eventNodes } from '@engage/domain/store/events';
import { marketNodes, type PrizeOffer } from '@engage/domain/store/market';
import { organiserNodes } from '@engage/domain/store/organisers';
import { roomNodes } from '@engage/domain/store/rooms';
import { userNodes } from '@engage/domain/store/users';
import type { Database } from 'firebase-admin/database';
import type { LedgerEntry, SimUser, Snapshot } from './invariants.ts';
import type { Setup } from './world.ts';

/**
 * Reads, with admin rights, everything the end-of-run checks look at: the event's users and
 * ledgers, its company's counters, its boards, its pair claims and the rooms its players are
 * still in.
 */
const read = async <T>(db: Database, path: string): Promise<T | null> =>
  (await db.ref(path).get()).val() as T | null;

export const readSnapshot = async (db: Database, setup: Setup): Promise<Snapshot> => {
  const { eventId, customerId } = setup;
  const users =
    (await db.ref(userNodes.all()).orderByChild('metadata/eventId').equalTo(eventId).get()).val() ??
    {};
  const typed = users as Record<string, SimUser>;
  const ledger: Record<string, Record<string, LedgerEntry>> = {};
  const keys = Object.keys(typed);
  for (let i = 0; i < keys.length; i += 100) {
    await Promise.all(
      keys.slice(i, i + 100).map(async (key) => {
        ledger[key] = (await read<Record<string, LedgerEntry>>(db, userNodes.ledger(key))) ?? {};
      }),
    );
  }
  type Board = Record<string, { score?: number }>;
  const board = async (path: string) => (await read<Board>(db, path)) ?? {};
  const publicIds = new Set(Object.values(typed).map((user) => user.metadata.publicId));
  const rooms =
    (await read<Record<string, { players?: Record<string, { disconnected?: boolean }> }>>(
      db,
      roomNodes.all(),
    )) ?? {};
  return {
    eventId,
    customerId,
    company: {
      userLimit: (
        await read<{ userLimit?: number }>(db, organiserNodes.companyMetadata(customerId))
      )?.userLimit,
      userCount: (await read<number>(db, organiserNodes.userCount(customerId))) ?? undefined,
    },
    registrants: await read<number>(db, eventNodes.registrants(eventId)),
    users: typed,
    ledger,
    boards: {
      all: await board(boardNodes.board(eventId, 'all')),
      in_person: await board(boardNodes.board(eventId, 'in_person')),
      online: await board(boardNodes.board(eventId, 'online')),
      teams: await board(boardNodes.teams(eventId)),
    },
    pairs: (await read<Record<string, unknown>>(db, roomNodes.pairs(eventId))) ?? {},
    smallTalks: (await read<Record<string, unknown>>(db, roomNodes.smallTalks(eventId))) ?? {},
    rpsWins: (await read<Record<string, unknown>>(db, roomNodes.rpsWins(eventId))) ?? {},
    sales: Object.fromEntries(
      Object.entries(
        (await read<Record<string, PrizeOffer>>(db, marketNodes.prizes(eventId))) ?? {},
      ).map(([prizeId, prize]) => [prizeId, prize.sales ?? {}]),
    ),
    desk: (await read<Snapshot['desk']>(db, marketNodes.purchases(eventId))) ?? {},
    rooms: Object.fromEntries(
      Object.entries(rooms).filter(([, room]) =>
        Object.keys(room.players ?? {}).some((id) => publicIds.has(id)),
      ),
    ),
  };
};
