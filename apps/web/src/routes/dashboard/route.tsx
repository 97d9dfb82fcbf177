import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireAdmin } from '../../lib/session/guards.ts';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: ({ context: { queryClient }, location }) => requireAdmin(queryClient, location.href),
  component: () => (
    <DashboardLayout>
      <Outlet />
    </DashboardLayout>
  ),
});
