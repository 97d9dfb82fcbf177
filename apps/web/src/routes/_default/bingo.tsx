import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending, ScreenProblem } from '../../components/screen-status.tsx';
import { BingoBoard } from '../../features/bingo/bingo-board.tsx';
import { bingoCardQueryOptions } from '../../features/bingo/queries.ts';
import { requireMe } from '../../lib/session/guards.ts';

export const Route = createFileRoute('/_default/bingo')({
  beforeLoad: ({ context: { queryClient }, location }) => requireMe(queryClient, location.href),
  loader: ({ context: { queryClient, me } }) =>
    queryClient.ensureQueryData(bingoCardQueryOptions(me.key)),
  pendingComponent: () => <ScreenPending title="Network bingo" text="Getting your bingo card…" />,
  errorComponent: (props) => (
    <ScreenProblem
      {...props}
      title="Network bingo"
      fallback="Your bingo card could not be loaded. Try again."
    />
  ),
  component: BingoPage,
});

function BingoPage() {
  const { me } = Route.useRouteContext();
  return <BingoBoard userKey={me.key} eventId={me.profile.eventId} />;
}
