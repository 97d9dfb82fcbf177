import { createFileRoute, Outlet } from '@tanstack/react-router';
import { EventPicker } from '../../features/console/event-picker.tsx';
import { ConsoleLayout } from '../../layouts/console-layout.tsx';
import { requireOrganiser } from '../../lib/session/guards.ts';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: ({ context: { queryClient }, location, search }) =>
    requireOrganiser(queryClient, location.href, search.event),
  component: () => (
    <ConsoleLayout picker={<EventPicker />}>
      <Outlet />
    </ConsoleLayout>
  ),
});
