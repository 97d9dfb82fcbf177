import { useSearch } from '@tanstack/react-router';
import { useMe } from './live.ts';

/**
 * The event a screen is about: the one the link names (`?event=`), else the signed-in user's own.
 * Every screen and the theme ask this one hook, so they never disagree about the event.
 */
export const useEventId = (): string | undefined => {
  const { event } = useSearch({ from: '__root__' });
  const { me } = useMe();
  return event ?? me?.profile.eventId;
};
