import { resolveTheme, type Theme } from '@engage/domain/theme';
import { useQuery } from '@tanstack/react-query';
import { themeQueryOptions } from './queries.ts';

/** The colours of an event (the default white theme for none, or while its scheme loads). */
export const useEventTheme = (eventId: string | undefined): Theme => {
  const scheme = useQuery({
    ...themeQueryOptions(eventId ?? ''),
    enabled: eventId !== undefined,
  }).data;
  return resolveTheme(eventId === undefined ? null : scheme);
};
