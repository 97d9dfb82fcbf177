import { useStore } from '@nanostores/react';
import { createFileRoute } from '@tanstack/react-router';
import { AgendaPanel } from '../../features/console/agenda-panel.tsx';
import { agendaConsoleWords } from '../../features/console/agenda-words.ts';
import { WithEvent } from '../../features/console/event-picker.tsx';

/** The event's programme: sessions added, edited, deleted and imported from a CSV. */
export const Route = createFileRoute('/dashboard/agenda')({ component: AgendaPage });

function AgendaPage() {
  const t = useStore(agendaConsoleWords);
  return (
    <section aria-labelledby="agenda-console-title">
      <h1 id="agenda-console-title">{t.title}</h1>
      <WithEvent>{(eventId) => <AgendaPanel key={eventId} eventId={eventId} />}</WithEvent>
    </section>
  );
}
