import { inviteSearch } from '@engage/domain/search';
import { createFileRoute } from '@tanstack/react-router';
import { InviteForm } from '../../features/auth/invite-form.tsx';
import { OtpForm } from '../../features/auth/otp-form.tsx';
import { WaysIn } from '../../features/auth/ways-in.tsx';

/**
 * Sign-in with a one-time code; with `?token=&email=`, an imported attendee's invitation link,
 * which signs in once (a route of its own would grow every first visit's route table).
 */
export const Route = createFileRoute('/auth/otp')({
  validateSearch: inviteSearch,
  component: OtpPage,
});

function OtpPage() {
  const { event, token, email } = Route.useSearch();
  if (token !== undefined) return <InviteForm token={token} email={email ?? ''} />;
  return (
    <WaysIn>
      <OtpForm eventId={event} />
    </WaysIn>
  );
}
