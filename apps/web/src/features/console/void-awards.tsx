import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { EventTime } from '../../components/event-time.tsx';
import { callAdminVoidAwards } from '../../lib/firebase/calls.ts';
import type { PersonLedgerEntry } from '../../lib/firebase/console-people.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { consoleKeys } from './queries.ts';
import { useLedger } from './use-console.ts';
import { FormFooter, useConsoleAction } from './use-console-action.tsx';

const words = i18n('voidAwards', {
  when: 'When',
  points: 'Points',
  why: 'Why',
  state: 'State',
  voided: 'voided',
  counts: 'counts',
  doneOne: params('Voided 1 award: {points} points taken back. Total {total}, level {level}.'),
  doneMany: params(
    'Voided {count} awards: {points} points taken back. Total {total}, level {level}.',
  ),
  confirmOne: params(
    'Void 1 award ({points} points) of {name}? Their boards and team total come down, what they spent stays spent, and they are told.',
  ),
  confirmMany: params(
    'Void {count} awards ({points} points) of {name}? Their boards and team total come down, what they spent stays spent, and they are told.',
  ),
  title: 'Awards',
  caption: 'Awards (from the newest 100 ledger entries)',
  loading: 'Loading the awards',
  none: 'No awards.',
  void: 'Void awards',
  hint: params('Takes back every award of theirs that still counts ({count} shown here).'),
  reason: 'Reason for voiding',
});

/** The ledger entries that paid points: the awards a void takes back (voids.ts). */
export const awardsOf = (entries: readonly PersonLedgerEntry[]): PersonLedgerEntry[] =>
  entries.filter((entry) => entry.kind === undefined && entry.points > 0);

const columns = (
  voided: ReadonlySet<string>,
  eventId: string,
  t: ReturnType<typeof words.get>,
): Column<PersonLedgerEntry>[] => [
  { header: t.when, cell: (entry) => <EventTime at={entry.at} eventId={eventId} /> },
  { header: t.points, cell: (entry) => entry.points },
  { header: t.why, cell: (entry) => entry.reason },
  { header: t.state, cell: (entry) => (voided.has(entry.id) ? t.voided : t.counts) },
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
  const t = useStore(words);
  const entries = useLedger(userKey, eventId === '' ? undefined : eventId);
  const awards = entries === undefined ? undefined : awardsOf(entries);
  const counting = (awards ?? []).filter((award) => !voided.has(award.id));
  // The ring report says who was voided: asked anew once a void is done.
  const action = useConsoleAction(
    async (input: Parameters<typeof callAdminVoidAwards>[0]) => {
      const result = await callAdminVoidAwards(input);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.rings(eventId) });
      return result;
    },
    (result) => {
      const said = {
        count: result.voided,
        points: result.points,
        total: result.totalPoints,
        level: result.level,
      };
      return result.voided === 1 ? words.get().doneOne(said) : words.get().doneMany(said);
    },
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    const points = counting.reduce((sum, award) => sum + award.points, 0);
    const asked = { count: counting.length, points, name };
    const question = counting.length === 1 ? t.confirmOne(asked) : t.confirmMany(asked);
    if (window.confirm(question)) action.mutate({ userKey, reason });
  };
  return (
    <section aria-labelledby="awards-title" className="form">
      <h3 id="awards-title">{t.title}</h3>
      <DataTable
        caption={t.caption}
        loadingLabel={t.loading}
        columns={columns(voided, eventId, t)}
        rows={awards}
        rowKey={(entry) => entry.id}
        empty={<p>{t.none}</p>}
      />
      <form onSubmit={onSubmit} className="form" aria-labelledby="void-title">
        <h4 id="void-title">{t.void}</h4>
        <p className="hint">{t.hint({ count: counting.length })}</p>
        <label>
          {t.reason}
          <input name="reason" required maxLength={200} />
        </label>
        <FormFooter action={action} label={t.void} />
      </form>
    </section>
  );
};
