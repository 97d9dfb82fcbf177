import { useMutation } from '@tanstack/react-query';
import type { Notice } from '../../lib/firebase/notifications.ts';
import { useLiveQuery } from '../../lib/live-query.ts';
import { notificationKeys } from './queries.ts';

const notifications = () => import('../../lib/firebase/notifications.ts');

/** The attendee's notifications, newest first, live; undefined while they load. */
export const useNotifications = (key: string | undefined): Notice[] | undefined =>
  useLiveQuery(
    notificationKeys.list(key ?? ''),
    key === undefined
      ? undefined
      : async (onChange) => (await notifications()).watchNotifications(key, onChange),
  );

/**
 * Marks notifications read. The database applies the write to the live list at once, so the
 * screen needs no cache update of its own; a refused write comes back as the mutation's error.
 */
export const useMarkRead = (key: string) =>
  useMutation({
    mutationFn: async (ids: readonly string[]) =>
      (await notifications()).markNotificationsRead(key, ids),
  });
