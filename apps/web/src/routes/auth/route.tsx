import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AuthLayout } from '../../layouts/auth-layout.tsx';

export const Route = createFileRoute('/auth')({
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
});
