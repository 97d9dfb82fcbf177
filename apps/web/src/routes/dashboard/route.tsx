import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { requireAdmin } from '../../lib/session/guards.ts';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: ({ context: { queryClient }, location }) => requireAdmin(queryClient, location.href),
  component: () => (
    <DashboardLayout>
      <Outlet />
    </DashboardLayout>
  ),
});
