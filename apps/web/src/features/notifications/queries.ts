export const notificationKeys = {
  all: ['notifications'] as const,
  list: (key: string) => [...notificationKeys.all, key] as const,
  announcements: (eventId: string) => [...notificationKeys.all, 'announcements', eventId] as const,
  announcementsSeen: (key: string) => [...notificationKeys.all, 'announcements-seen', key] as const,
};
