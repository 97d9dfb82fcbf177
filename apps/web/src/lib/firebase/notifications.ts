import { type AppNotification, userNodes } from '@engage/domain/store/users';
import { ref, update } from 'firebase/database';
import { eventDb } from './database-client.ts';
import { watch } from './read.ts';

export type Notice = AppNotification & { readonly id: string };

/** The attendee's notifications, newest first (the server keeps the 50 newest). */
export const watchNotifications = (
  key: string,
  onChange: (notices: Notice[]) => void,
): (() => void) =>
  watch(userNodes.notifications(key), (notices) => {
    onChange(
      Object.entries(notices ?? {})
        .map(([id, notice]) => ({ id, ...notice }))
        .sort((a, b) => b.at - a.at || b.id.localeCompare(a.id)),
    );
  });

/**
 * Marks notifications read: the one field the owner may write on them, in one update, so "mark
 * all" is a single round trip and either all land or none. Each path is built by the store, so an
 * id that is not a database key is refused (`invalid-path`) before anything is written.
 */
export const markNotificationsRead = (key: string, ids: readonly string[]): Promise<void> =>
  ids.length === 0
    ? Promise.resolve()
    : update(
        ref(eventDb()),
        Object.fromEntries(ids.map((id) => [userNodes.notificationRead(key, id), true])),
      );
