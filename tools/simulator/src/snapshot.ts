import { type BoardEntry, boardNodes, type PersonBoard } from '@engage/domain/store/boards';
import { eventNodes } from '@engage/domain/store/events';
import { type DeskPurchase, marketNodes } from '@engage/domain/store/market';
import type { Stored } from '@engage/domain/store/node';
import { type CompanyMetadata, organiserNodes } from '@engage/domain/store/organisers';
import { type RoomPlayer, roomNodes } from '@engage/domain/store/rooms';
import { type LedgerEntry, type UserMetadata, userNodes } from '@engage/domain/store/users';
import type { Balance } from '@engage/domain/store/users-play';
import { read, readWhere } from '@engage/server/read';
import type { Database } from 'firebase-admin/database';
import type { Setup } from './world.ts';

/**
 * What the end-of-run checks look at, read with admin rights after the run: the store's shapes,
 * narrowed to the fields the checks read, so that a changed shape fails here and the checks'
 * tables can spell only what they test.
 */
export type CheckedEntry = Pick<LedgerEntry, 'points' | 'reason' | 'kind' | 'full'>;

export type SimUser = {
  readonly metadata: Pick<UserMetadata, 'publicId' | 'eventId' | 'customerId' | 'teamName'> &
    Partial<Pick<UserMetadata, 'attendance' | 'isAdmin' | 'takesSeat' | 'level'>>;
  readonly games?: {
    readonly act04?: Pick<Balance, 'totalPoints' | 'spentPoints' | 'requests'>;
  };
};

type Scored = Readonly<Record<string, Partial<Pick<BoardEntry, 'score'>>>>;
type Claims = Stored<ReturnType<typeof roomNodes.pairs>>;
type Sales = NonNullable<Stored<ReturnType<typeof marketNodes.prize>>['sales']>;

export type Snapshot = {
  readonly eventId: string;
  readonly customerId: string;
  readonly company: {
    readonly userLimit?: CompanyMetadata['userLimit'];
    readonly userCount?: number;
  };
  readonly registrants: number | null;
  /** Every user of the event or of its company, by user key. */
  readonly users: Readonly<Record<string, SimUser>>;
  readonly ledger: Readonly<Record<string, Readonly<Record<string, CheckedEntry>>>>;
  readonly boards: {
    readonly all: Scored;
    readonly in_person: Scored;
    readonly online: Scored;
    readonly teams: Scored;
  };
  /** pairs/{event}, smallTalks/{event}, rpsWins/{event}: claims by pair id (`a~b`). */
  readonly pairs: Claims;
  readonly smallTalks: Claims;
  readonly rpsWins: Claims;
  /** Rooms left after the cleanup, with their players' flags. */
  readonly rooms: Readonly<
    Record<
      string,
      { readonly players?: Readonly<Record<string, Partial<Pick<RoomPlayer, 'disconnected'>>>> }
    >
  >;
  /** prizes/{event}/{prize}/sales, by prize id. */
  readonly sales: Readonly<Record<string, Sales>>;
  /** purchases/{event}: the prize desk's records, by sale id. */
  readonly desk: Readonly<
    Record<string, Partial<Pick<DeskPurchase, 'key' | 'requestId' | 'cost'>>>
  >;
};

/**
 * Reads everything the end-of-run checks look at: the event's users and ledgers, its company's
 * counters, its boards, its pair claims and the rooms its players are still in.
 */
export const readSnapshot = async (
  db: Database,
  setup: Pick<Setup, 'eventId' | 'customerId'>,
): Promise<Snapshot> => {
  const deps = { db };
  const { eventId, customerId } = setup;
  const users = (await readWhere(deps, userNodes.all(), 'metadata/eventId', eventId)) ?? {};
  const ledger: Record<string, Readonly<Record<string, CheckedEntry>>> = {};
  const keys = Object.keys(users);
  for (let i = 0; i < keys.length; i += 100) {
    await Promise.all(
      keys.slice(i, i + 100).map(async (key) => {
        ledger[key] = (await read(deps, userNodes.ledger(key))) ?? {};
      }),
    );
  }
  const board = async (which: PersonBoard) =>
    (await read(deps, boardNodes.board(eventId, which))) ?? {};
  const publicIds = new Set(Object.values(users).map((user) => user.metadata.publicId));
  const rooms = (await read(deps, roomNodes.all())) ?? {};
  return {
    eventId,
    customerId,
    company: {
      userLimit: (await read(deps, organiserNodes.companyMetadata(customerId)))?.userLimit,
      userCount: (await read(deps, organiserNodes.userCount(customerId))) ?? undefined,
    },
    registrants: await read(deps, eventNodes.registrants(eventId)),
    users,
    ledger,
    boards: {
      all: await board('all'),
      in_person: await board('in_person'),
      online: await board('online'),
      teams: (await read(deps, boardNodes.teams(eventId))) ?? {},
    },
    pairs: (await read(deps, roomNodes.pairs(eventId))) ?? {},
    smallTalks: (await read(deps, roomNodes.smallTalks(eventId))) ?? {},
    rpsWins: (await read(deps, roomNodes.rpsWins(eventId))) ?? {},
    sales: Object.fromEntries(
      Object.entries((await read(deps, marketNodes.prizes(eventId))) ?? {}).map(
        ([prizeId, prize]) => [prizeId, prize.sales ?? {}],
      ),
    ),
    desk: (await read(deps, marketNodes.purchases(eventId))) ?? {},
    rooms: Object.fromEntries(
      Object.entries(rooms).filter(([, room]) =>
        Object.keys(room.players ?? {}).some((id) => publicIds.has(id)),
      ),
    ),
  };
};
