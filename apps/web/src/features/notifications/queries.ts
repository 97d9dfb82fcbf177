export const notificationKeys = {
  all: ['notifications'] as const,
  list: (key: string) => [...notificationKeys.all, key] as const,
};
