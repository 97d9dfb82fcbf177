import type { Board } from '../../lib/firebase/leaderboard.ts';

export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  top: (eventId: string, board: Board) => [...leaderboardKeys.all, eventId, board] as const,
  entry: (eventId: string, key: string) => [...leaderboardKeys.all, eventId, 'entry', key] as const,
};
