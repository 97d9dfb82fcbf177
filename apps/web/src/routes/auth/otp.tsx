import { createFileRoute } from '@tanstack/react-router';
import { OtpForm } from '../../features/auth/otp-form.tsx';
import { WaysIn } from '../../features/auth/ways-in.tsx';

export const Route = createFileRoute('/auth/otp')({ component: OtpPage });

function OtpPage() {
  const { event } = Route.useSearch();
  return (
    <WaysIn>
      <OtpForm eventId={event} />
    </WaysIn>
  );
}
