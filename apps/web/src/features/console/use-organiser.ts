import { type OrganiserScope, parseOrganiserClaim } from '@engage/domain/organiser';
import { useQuery } from '@tanstack/react-query';
import { useMe } from '../../lib/session/live.ts';
import { organiserQueryOptions } from '../../lib/session/queries.ts';

/**
 * The signed-in organiser's rights as the console shows them: it hides what the claim does not
 * cover. The server checks the same claim whatever the screen shows.
 */
export const useOrganiser = (): { readonly claim: string; readonly scope: OrganiserScope } => {
  const { session } = useMe();
  const claim = useQuery({
    ...organiserQueryOptions(session?.uid ?? ''),
    enabled: session !== null,
  }).data;
  return { claim: claim ?? '', scope: parseOrganiserClaim(claim) };
};
