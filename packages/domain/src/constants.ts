/** Business constants of product spec section 9. */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;
export const RELOAD_GUARD_MS = 10_000;
export const PAGE_TRANSITION_WAIT_MS = 100;
export const MANIFEST_PREFETCH_DELAY_MS = 1_000;
export const STORAGE_MAX_OPERATION_RETRY_MS = 2 * 60_000;
export const STORAGE_MAX_UPLOAD_RETRY_MS = 10 * 60_000;

/** How many rows a live leaderboard shows; a client listens to exactly this many. */
export const LEADERBOARD_TOP_N = 20;

export const ATTENDANCE_MODES = ['in_person', 'online'] as const;
export type AttendanceMode = (typeof ATTENDANCE_MODES)[number];

/** How an event runs: at a venue, online, or both (its attendees are in person or online). */
export const EVENT_MODES = ['in_person', 'online', 'hybrid'] as const;
export type EventMode = (typeof EVENT_MODES)[number];

/** A multiplayer room where nobody moved for this long is removed by the scheduled cleanup. */
export const ROOM_IDLE_MS = 10 * 60_000;

/**
 * How long a player whose connection dropped keeps their seat in a room: back within it, the game
 * goes on where it was; past it, the room ends for both with the disconnect rule. The database
 * rules hold the same number (a lost mark may be cleared only within it).
 */
export const ROOM_GRACE_MS = 20_000;
