import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending, ScreenProblem } from '../../components/screen-status.tsx';
import { BingoBoard } from '../../features/bingo/bingo-board.tsx';
import { bingoCardQueryOptions } from '../../features/bingo/queries.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { requireMe } from '../../lib/session/guards.ts';

const words = i18n('bingoPage', {
  title: 'Network bingo',
  pending: 'Getting your bingo card…',
  failed: 'Your bingo card could not be loaded. Try again.',
});

export const Route = createFileRoute('/_default/bingo')({
  beforeLoad: ({ context: { queryClient }, location }) => requireMe(queryClient, location.href),
  loader: ({ context: { queryClient, me } }) =>
    queryClient.ensureQueryData(bingoCardQueryOptions(me.key)),
  pendingComponent: () => <ScreenPending words={words} />,
  errorComponent: (props) => <ScreenProblem {...props} words={words} />,
  component: BingoPage,
});

function BingoPage() {
  const { me } = Route.useRouteContext();
  return <BingoBoard userKey={me.key} eventId={me.profile.eventId} />;
}
