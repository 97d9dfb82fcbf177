import { eventsSearch } from '@engage/domain/search';
import { useStore } from '@nanostores/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { DataTable } from '../../components/data-table.tsx';
import { eventColumns, eventColumnWords } from '../../features/console/event-columns.tsx';
import { EventForm, EventImages } from '../../features/console/event-form.tsx';
import { eventsQueryOptions } from '../../features/console/queries.ts';
import { TeamsPanel } from '../../features/console/teams-panel.tsx';
import { useCompanies } from '../../features/console/use-console.ts';
import { useOrganiser } from '../../features/console/use-organiser.ts';
import { routeTitles } from '../../layouts/route-titles.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useMe } from '../../lib/session/live.ts';
import { sessionKeys } from '../../lib/session/queries.ts';

const words = i18n('eventsPage', { caption: 'Your events', newEvent: 'New event' });

/** Events and teams: the organiser's events with their registrants; create and edit (?edit=). */
export const Route = createFileRoute('/dashboard/events')({
  validateSearch: eventsSearch,
  component: EventsPage,
});

function EventsPage() {
  const { edit } = Route.useSearch();
  const { claim, scope } = useOrganiser();
  const { session } = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useStore(words);
  const columnWords = useStore(eventColumnWords);
  const titles = useStore(routeTitles);
  const events = useQuery({
    ...eventsQueryOptions(claim, { all: scope.all, events: [...scope.events] }),
    enabled: claim !== '',
  }).data;
  const companies = useCompanies(claim, scope) ?? [];
  const editing =
    edit === undefined || edit === 'new' ? undefined : events?.find((e) => e.id === edit);
  const mayCreate = scope.all || scope.customers.size > 0;

  const onSaved = async (eventId: string) => {
    // A new event reaches the organiser's claim on the server: the token is refreshed for it.
    if (session !== null) {
      const { organiserClaim } = await import('../../lib/firebase/session.ts');
      queryClient.setQueryData(sessionKeys.organiser(session.uid), await organiserClaim(true));
    }
    await navigate({ to: '/dashboard/events', search: { event: eventId, edit: eventId } });
  };

  return (
    <section aria-labelledby="events-title">
      <h1 id="events-title">{titles['/dashboard/events']}</h1>
      <DataTable
        caption={t.caption}
        columns={eventColumns(companies, columnWords)}
        rows={events}
        rowKey={(event) => event.id}
      />
      {mayCreate && edit !== 'new' ? (
        <p>
          <Link to="/dashboard/events" search={{ edit: 'new' }} className="button">
            {t.newEvent}
          </Link>
        </p>
      ) : null}
      {edit === 'new' ? (
        <>
          <h2>{t.newEvent}</h2>
          <EventForm event={undefined} companies={companies} onSaved={(id) => void onSaved(id)} />
        </>
      ) : null}
      {editing === undefined ? null : (
        <>
          <h2>{editing.name}</h2>
          <EventImages eventId={editing.id} />
          <EventForm
            key={editing.id}
            event={editing}
            companies={companies}
            onSaved={(id) => void onSaved(id)}
          />
          <TeamsPanel key={`teams-${editing.id}`} eventId={editing.id} />
        </>
      )}
    </section>
  );
}
