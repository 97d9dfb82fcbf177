import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '../../features/auth/register-form.tsx';
import { WaysIn } from '../../features/auth/ways-in.tsx';
import { eventQueryOptions } from '../../features/event/queries.ts';
import { i18n } from '../../lib/i18n/i18n.ts';

const messages = i18n('registerPage', { loading: 'Loading the event…' });

export const Route = createFileRoute('/auth/register')({ component: RegisterPage });

function RegisterPage() {
  const { event } = Route.useSearch();
  const t = useStore(messages);
  const { data, isPending } = useQuery({
    ...eventQueryOptions(event ?? ''),
    enabled: event !== undefined,
  });
  if (event !== undefined && isPending) return <p aria-busy="true">{t.loading}</p>;
  return (
    <WaysIn>
      <RegisterForm event={data ?? null} />
    </WaysIn>
  );
}
