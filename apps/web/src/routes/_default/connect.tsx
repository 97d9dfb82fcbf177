import { connectSearch } from '@engage/domain/search';
import { createFileRoute } from '@tanstack/react-router';
import { ConnectScreen } from '../../features/connect/connect-screen.tsx';
import { requireMe } from '../../lib/session/guards.ts';
import { useMe } from '../../lib/session/live.ts';

export const Route = createFileRoute('/_default/connect')({
  validateSearch: connectSearch,
  // A visitor signs in first and comes back here with the same ?qr= (the guard keeps the href).
  beforeLoad: ({ context: { queryClient }, location }) => requireMe(queryClient, location.href),
  loaderDeps: ({ search }) => ({ qr: search.qr }),
  // Started, not awaited: the screen paints at once and says in words what is still loading.
  // The queries load with the route (as its screen does), not with the first visit's entry.
  loader: ({ context: { queryClient, session }, deps: { qr } }) => {
    void import('../../features/connect/queries.ts').then(
      ({ linkQueryOptions, qrTokenQueryOptions }) => {
        void queryClient.prefetchQuery(qrTokenQueryOptions(session.uid));
        if (qr !== undefined) void queryClient.prefetchQuery(linkQueryOptions(session.uid, qr));
      },
    );
  },
  component: ConnectPage,
});

function ConnectPage() {
  const { qr } = Route.useSearch();
  const { session, me } = useMe();
  if (session === null || me === null) return null;
  return <ConnectScreen me={me} uid={session.uid} linkQr={qr} />;
}
