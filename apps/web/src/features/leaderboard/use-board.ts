import { useEffect, useState } from 'react';
import { type Board, type Row, watchEntry, watchTop } from '../../lib/firebase/leaderboard.ts';

/** A live top 20 (and the user's own entry): only those entries cross the network. */
export const useBoard = (eventId: string | undefined, board: Board): Row[] | undefined => {
  const [rows, setRows] = useState<Row[] | undefined>(undefined);
  useEffect(() => {
    setRows(undefined);
    return eventId === undefined ? undefined : watchTop(eventId, board, setRows);
  }, [eventId, board]);
  return rows;
};

export const useOwnEntry = (eventId: string | undefined, key: string | undefined): Row | null => {
  const [row, setRow] = useState<Row | null>(null);
  useEffect(
    () =>
      eventId === undefined || key === undefined ? undefined : watchEntry(eventId, key, setRow),
    [eventId, key],
  );
  return row;
};
