import { useEffect, useRef, useState } from 'react';
import type { Board } from '../../lib/firebase/leaderboard.ts';
import { nextBoard, ROTATION_MS } from './rotation.ts';

/**
 * The board the projector shows: `pinned` when the organiser named one, else each board with
 * scores in turn, one every ROTATION_MS. Live updates (up to one a second) must not restart the
 * timer, so the latest `hasScores` is read through a ref when the turn comes.
 */
export const useRotation = (
  pinned: Board | undefined,
  hasScores: (board: Board) => boolean,
): Board => {
  const [current, setCurrent] = useState<Board>('all');
  const latest = useRef(hasScores);
  latest.current = hasScores;
  useEffect(() => {
    if (pinned !== undefined) return;
    const timer = setInterval(
      () => setCurrent((board) => nextBoard(board, latest.current)),
      ROTATION_MS,
    );
    return () => clearInterval(timer);
  }, [pinned]);
  return pinned ?? current;
};
