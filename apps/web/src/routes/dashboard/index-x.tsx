import { createFileRoute } from '@tanstack/react-router';
import { UsersTable } from '../../features/dashboard/users-table.tsx';

/** Variant: the organiser's users and points screen. */
export const Route = createFileRoute('/dashboard/index-x')({
  component: () => (
    <section aria-label="Users and points">
      <UsersTable />
    </section>
  ),
});
