import { createFileRoute, Outlet } from '@tanstack/react-router';
import { MarketLayout } from '../../layouts/market-layout.tsx';

export const Route = createFileRoute('/market')({
  component: () => (
    <MarketLayout>
      <Outlet />
    </MarketLayout>
  ),
});
