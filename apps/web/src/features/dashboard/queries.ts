import { queryOptions } from '@tanstack/react-query';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  users: (cursor: string | undefined) => [...dashboardKeys.all, 'users', cursor ?? ''] as const,
};

/** A page of users (organisers only: the function checks isAdmin). */
export const usersPageQueryOptions = (cursor: string | undefined) =>
  queryOptions({
    queryKey: dashboardKeys.users(cursor),
    queryFn: async () =>
      (await import('../../lib/firebase/calls.ts')).callAdminListUsers({
        pageSize: 25,
        ...(cursor ? { startAfter: cursor } : {}),
      }),
  });
