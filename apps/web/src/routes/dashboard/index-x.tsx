import { peopleSearch } from '@engage/domain/search';
import { useStore } from '@nanostores/react';
import { createFileRoute } from '@tanstack/react-router';
import { WithEvent } from '../../features/console/event-picker.tsx';
import { PeopleSearch } from '../../features/console/people-search.tsx';
import { PersonPage } from '../../features/console/person-detail.tsx';
import { routeTitles } from '../../layouts/route-titles.ts';
import { useEventId } from '../../lib/session/use-event-id.ts';

/** Variant: people: search and pages of the event's people, and one person's page (?user=). */
export const Route = createFileRoute('/dashboard/index-x')({
  validateSearch: peopleSearch,
  component: PeoplePage,
});

function PeoplePage() {
  const titles = useStore(routeTitles);
  const { user } = Route.useSearch();
  // A person's page is reached from a list of their event's people (which names it in `?event=`).
  const eventId = useEventId();
  return (
    <section aria-labelledby="people-title">
      <h1 id="people-title">{titles['/dashboard/index-x']}</h1>
      {user === undefined ? (
        <WithEvent>{(eventId) => <PeopleSearch key={eventId} eventId={eventId} />}</WithEvent>
      ) : (
        <PersonPage userKey={user} eventId={eventId} />
      )}
    </section>
  );
}
