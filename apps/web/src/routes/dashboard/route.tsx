import { createFileRoute, Outlet } from '@tanstack/react-router';
import { EventPicker } from '../../features/dashboard/event-picker.tsx';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { requireOrganiser } from '../../lib/session/guards.ts';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: ({ context: { queryClient }, location, search }) =>
    requireOrganiser(queryClient, location.href, search.event),
  component: () => (
    <DashboardLayout picker={<EventPicker />}>
      <Outlet />
    </DashboardLayout>
  ),
});
