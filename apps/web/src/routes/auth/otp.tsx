import { createFileRoute } from '@tanstack/react-router';
import { OtpForm } from '../../features/auth/otp-form.tsx';

export const Route = createFileRoute('/auth/otp')({ component: OtpPage });

function OtpPage() {
  const { event } = Route.useSearch();
  return <OtpForm eventId={event} />;
}
