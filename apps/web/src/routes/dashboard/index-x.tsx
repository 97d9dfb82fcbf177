import { peopleSearchSchema } from '@engage/domain/entities';
import { createFileRoute } from '@tanstack/react-router';
import { WithEvent } from '../../features/console/event-picker.tsx';
import { PeopleSearch } from '../../features/console/people-search.tsx';
import { PersonPage } from '../../features/console/person-detail.tsx';

/** Variant: people: search and pages of the event's people, and one person's page (?user=). */
export const Route = createFileRoute('/dashboard/index-x')({
  validateSearch: peopleSearchSchema,
  component: PeoplePage,
});

function PeoplePage() {
  const { user } = Route.useSearch();
  return (
    <section aria-labelledby="people-title">
      <h1 id="people-title">People</h1>
      {user === undefined ? (
        <WithEvent>{(eventId) => <PeopleSearch key={eventId} eventId={eventId} />}</WithEvent>
      ) : (
        <PersonPage userKey={user} />
      )}
    </section>
  );
}
