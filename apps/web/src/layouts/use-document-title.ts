import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { eventQueryOptions } from '../features/event/queries.ts';
import { documentTitle, routeTitles } from './route-titles.ts';

/** Names the browser's tab after the screen shown and the event in view (route-titles.ts). */
export const useDocumentTitle = (eventId: string | undefined): void => {
  const titles = useStore(routeTitles);
  const routeId = useMatches({ select: (matches) => matches.at(-1)?.routeId });
  const { data: event } = useQuery({
    ...eventQueryOptions(eventId ?? ''),
    enabled: eventId !== undefined,
  });
  const screen =
    routeId === undefined || routeId === '__root__'
      ? titles.notFound
      : (titles[routeId] ?? 'Engage');
  const title = documentTitle(screen, event?.name);
  useEffect(() => {
    document.title = title;
  }, [title]);
};
