import { inviteSearchSchema } from '@engage/domain/entities';
import { createFileRoute } from '@tanstack/react-router';
import { InviteForm } from '../../features/auth/invite-form.tsx';

/** The invitation link mailed to an imported attendee. */
export const Route = createFileRoute('/auth/invite')({
  validateSearch: inviteSearchSchema,
  component: InvitePage,
});

function InvitePage() {
  const { token, email } = Route.useSearch();
  return <InviteForm token={token} email={email} />;
}
