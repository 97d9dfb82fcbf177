/**
 * The database connection's state (`.info/connected`), kept outside the Firebase module so a
 * screen can show it without loading the SDK: screens that never open the database (a visitor's
 * landing) stay `unknown`, and the banner says nothing there.
 */
export type ConnectionState = 'unknown' | 'connecting' | 'online' | 'offline';

let state: ConnectionState = 'unknown';
const listeners = new Set<() => void>();

/** Told by the database client on every change of `.info/connected`. */
export const reportConnected = (connected: boolean): void => {
  const next: ConnectionState = connected
    ? 'online'
    : state === 'online' || state === 'offline'
      ? 'offline'
      : 'connecting';
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
};

/** For `useSyncExternalStore`. */
export const subscribeConnection = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const connectionState = (): ConnectionState => state;
