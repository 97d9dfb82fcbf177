import type { Board } from '../../lib/firebase/leaderboard.ts';

export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  top: (eventId: string, board: Board) => [...leaderboardKeys.all, eventId, board] as const,
  entry: (eventId: string, key: string) => [...leaderboardKeys.all, eventId, 'entry', key] as const,
};

export const kioskKeys = {
  all: ['kiosk'] as const,
  /** A link's key traded for the kiosk's sign-in (once per key and page). */
  open: (key: string) => [...kioskKeys.all, 'open', key] as const,
  record: (eventId: string, kioskId: string) =>
    [...kioskKeys.all, 'record', eventId, kioskId] as const,
};
