import type { Traces } from '@engage/domain/anonymise';
import { roomNodes } from '@engage/domain/store/rooms';
import { userNodes } from '@engage/domain/store/users';
import type { Deps } from '@engage/server/deps';
import { read } from '@engage/server/read';

/**
 * What a departing person left that names them (anonymise.ts): their ledger and the event's
 * pay-once claims. Read once, just before the removal's update; the claims are read whole, since
 * a claim names its two sides only in its id (a removal is rare, and an event's claims are small).
 */
export const readTraces = async (deps: Deps, key: string, eventId: string): Promise<Traces> => {
  const [ledger, pairs, smallTalks, rpsWins] = await Promise.all([
    read(deps, userNodes.ledger(key)),
    read(deps, roomNodes.pairs(eventId)),
    read(deps, roomNodes.smallTalks(eventId)),
    read(deps, roomNodes.rpsWins(eventId)),
  ]);
  return { ledger, pairs, smallTalks, rpsWins };
};
