import { listingState } from '@engage/domain/directory';
import type { UserMetadata } from '@engage/domain/store/users';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../lib/i18n/i18n.ts';
import { listedQueryOptions } from './queries.ts';

const words = i18n('listingNote', {
  unlisted:
    'You are not in the directory: turn on “List me in the directory” in People to be found.',
  hidden:
    'You asked to be in the directory, but you are not listed while you stay off the public boards: choose your name or an alias for the boards to be listed.',
  name: params('In the directory under your name: {name}.'),
  alias: params('In the directory under your alias: {name}, with no photo.'),
});

/**
 * How the directory shows the attendee, in words (listingState): under their name or alias, not
 * at all, or not while they are hidden from the public boards even though they asked to be.
 */
export const ListingNote = ({
  userKey,
  profile,
}: {
  userKey: string;
  profile: Pick<UserMetadata, 'name' | 'privacy'>;
}) => {
  const t = useStore(words);
  const listed = useQuery(listedQueryOptions(userKey)).data;
  if (listed === undefined) return null;
  const state = listingState(listed, profile);
  const text =
    state.kind === 'listed'
      ? (state.alias ? t.alias : t.name)({ name: state.name })
      : t[state.kind];
  return (
    <p className="listing-note" role="status">
      {text}
    </p>
  );
};
