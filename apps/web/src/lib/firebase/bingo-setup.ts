import { type BingoSquares, eventNodes, type StoredPickLists } from '@engage/domain/store/events';
import { watch } from './read.ts';

/** An event's registration lists as organisers set them (null: none), now and after each change. */
export const watchPickLists = (
  eventId: string,
  onChange: (lists: StoredPickLists | null) => void,
): (() => void) => watch(eventNodes.pickLists(eventId), onChange);

/** The squares an event's bingo cards are dealt from (null: none chosen), live. */
export const watchBingoSquares = (
  eventId: string,
  onChange: (squares: BingoSquares | null) => void,
): (() => void) => watch(eventNodes.bingoSquares(eventId), onChange);
