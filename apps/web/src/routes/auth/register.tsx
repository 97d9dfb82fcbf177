import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '../../features/auth/register-form.tsx';
import { WaysIn } from '../../features/auth/ways-in.tsx';
import { eventQueryOptions } from '../../features/event/queries.ts';

export const Route = createFileRoute('/auth/register')({ component: RegisterPage });

function RegisterPage() {
  const { event } = Route.useSearch();
  const { data, isPending } = useQuery({
    ...eventQueryOptions(event ?? ''),
    enabled: event !== undefined,
  });
  if (event !== undefined && isPending) return <p aria-busy="true">Loading the event…</p>;
  return (
    <WaysIn>
      <RegisterForm event={data ?? null} />
    </WaysIn>
  );
}
