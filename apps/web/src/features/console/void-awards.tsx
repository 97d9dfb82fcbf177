import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { EventTime } from '../../components/event-time.tsx';
import { callAdminVoidAwards } from '../../lib/firebase/calls.ts';
import type { PersonLedgerEntry } from '../../lib/firebase/console-people.ts';
import { consoleKeys } from './queries.ts';
import { useLedger } from './use-console.ts';
import { FormFooter, useConsoleAction } from './use-console-action.tsx';

/** The ledger entries that paid points: the awards a void takes back (voids.ts). */
export const awardsOf = (entries: readonly PersonLedgerEntry[]): PersonLedgerEntry[] =>
  entries.filter((entry) => entry.kind === undefined && entry.points > 0);

const columns = (voided: ReadonlySet<string>, eventId: string): Column<PersonLedgerEntry>[] => [
  { header: 'When', cell: (entry) => <EventTime at={entry.at} eventId={eventId} /> },
  { header: 'Points', cell: (entry) => entry.points },
  { header: 'Why', cell: (entry) => entry.reason },
  { header: 'State', cell: (entry) => (voided.has(entry.id) ? 'voided' : 'counts') },
];

/**
 * A person's awards and the organiser's void of those still counting, with a reason and a
 * confirmation: the server takes each back once, moves the boards and the team, tells the
 * attendee and records it in the audit log. What they spent stays spent.
 */
export const VoidAwards = ({
  userKey,
  eventId,
  name,
  voided,
}: {
  userKey: string;
  eventId: string;
  name: string;
  voided: ReadonlySet<string>;
}) => {
  const queryClient = useQueryClient();
  const entries = useLedger(userKey);
  const awards = entries === undefined ? undefined : awardsOf(entries);
  const counting = (awards ?? []).filter((award) => !voided.has(award.id));
  // The ring report says who was voided: asked anew once a void is done.
  const action = useConsoleAction(
    async (input: Parameters<typeof callAdminVoidAwards>[0]) => {
      const result = await callAdminVoidAwards(input);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.rings(eventId) });
      return result;
    },
    (result) =>
      `Voided ${result.voided} award${result.voided === 1 ? '' : 's'}: ${result.points} points taken back. Total ${result.totalPoints}, level ${result.level}.`,
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    const points = counting.reduce((sum, award) => sum + award.points, 0);
    const question = `Void ${counting.length} award${counting.length === 1 ? '' : 's'} (${points} points) of ${name}? Their boards and team total come down, what they spent stays spent, and they are told.`;
    if (window.confirm(question)) action.mutate({ userKey, reason });
  };
  return (
    <section aria-labelledby="awards-title" className="form">
      <h3 id="awards-title">Awards</h3>
      <DataTable
        caption="Awards (from the newest 100 ledger entries)"
        loadingLabel="Loading the awards"
        columns={columns(voided, eventId)}
        rows={awards}
        rowKey={(entry) => entry.id}
        empty={<p>No awards.</p>}
      />
      <form onSubmit={onSubmit} className="form" aria-labelledby="void-title">
        <h4 id="void-title">Void awards</h4>
        <p className="hint">
          Takes back every award of theirs that still counts ({counting.length} shown here).
        </p>
        <label>
          Reason for voiding
          <input name="reason" required maxLength={200} />
        </label>
        <FormFooter action={action} label="Void awards" />
      </form>
    </section>
  );
};
