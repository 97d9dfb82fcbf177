import { createFileRoute } from '@tanstack/react-router';
import { BadgeBoard } from '../../features/badges/badge-board.tsx';
import { LevelPanel } from '../../features/levels/level-panel.tsx';
import { requireMe } from '../../lib/session/guards.ts';

export const Route = createFileRoute('/_default/badge')({
  beforeLoad: ({ context: { queryClient }, location }) => requireMe(queryClient, location.href),
  component: BadgePage,
});

function BadgePage() {
  return (
    <>
      <BadgeBoard />
      <LevelPanel />
    </>
  );
}
