import type { AuditScope } from '@engage/domain/store/organisers';
import { AUDIT_ACTIONS, type AuditAction } from '@engage/domain/store/organisers';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { EventTime } from '../../components/event-time.tsx';
import { useEventTimeZone } from '../../lib/event-time-zone.ts';
import type { AuditEntry } from '../../lib/firebase/console-desk.ts';
import { changesOf } from './audit-changes.ts';
import { ACTION_WORDS, aboutOf } from './audit-words.ts';
import { CONSOLE_WINDOW, OlderRows } from './older-rows.tsx';
import { personNameQueryOptions } from './queries.ts';
import { useAudit } from './use-console.ts';
import { useOrganiser } from './use-organiser.ts';

/** A removal's entry keeps the person's name; any other is read, as far as the rules allow. */
const storedName = (entry: AuditEntry): string | undefined => {
  if (entry.action !== 'user.remove') return undefined;
  try {
    const before = JSON.parse(entry.before) as { name?: unknown } | null;
    return typeof before?.name === 'string' && before.name !== '' ? before.name : undefined;
  } catch {
    return undefined;
  }
};

export const PersonName = ({ userKey, removed }: { userKey: string; removed: boolean }) => {
  const name = useQuery({ ...personNameQueryOptions(userKey), retry: false });
  if (name.isPending) return <span className="hint">Loading the name…</span>;
  if (name.isError) return <>A person outside your events</>;
  return <>{name.data ?? (removed ? 'A removed person' : 'A person with no profile')}</>;
};

/** Never the stored key (an encoded email) or a uid: the person's name, or what they are. */
export const About = ({ entry }: { entry: AuditEntry }) => {
  const about = aboutOf(entry.action, entry.target, entry);
  if (about.kind === 'thing') return <>{about.text}</>;
  if (about.kind === 'no-profile') return <>An account with no profile</>;
  const stored = storedName(entry);
  if (stored !== undefined) return <>{stored}</>;
  return <PersonName userKey={about.key} removed={entry.action === 'user.remove'} />;
};

/** The organiser who acted: as the log names them (their sign-in), else by their name. */
export const Who = ({ entry }: { entry: AuditEntry }) => {
  if (entry.email !== undefined) return <>{entry.email}</>;
  if (entry.by.startsWith('uid:')) return <>An account with no profile</>;
  return <PersonName userKey={entry.by} removed={false} />;
};

/** Times in a change (an event's start) on the event's clock, as the rest of the console. */
export const Changes = ({ entry, eventId }: { entry: AuditEntry; eventId?: string }) => {
  const changes = changesOf(entry.before, entry.after, useEventTimeZone(eventId));
  if (changes.length === 0) return <>—</>;
  return (
    <ul className="changes">
      {changes.map((change) => (
        <li key={change.field}>
          {change.field}: {change.before} → {change.after}
        </li>
      ))}
    </ul>
  );
};

/** Every entry's times on the clock of the event the console is open on. */
const auditColumns = (eventId: string): Column<AuditEntry>[] => [
  { header: 'When', cell: (entry) => <EventTime at={entry.at} eventId={eventId} /> },
  { header: 'Who', cell: (entry) => <Who entry={entry} /> },
  { header: 'What', cell: (entry) => ACTION_WORDS[entry.action] ?? entry.action },
  { header: 'About', cell: (entry) => <About entry={entry} />, className: 'wrap' },
  {
    header: 'Changes',
    cell: (entry) => <Changes entry={entry} eventId={eventId} />,
    className: 'wrap',
  },
];

/**
 * Every organiser action (who, what, when, before -> after), newest first: the event's log, its
 * company's, and for organisers of every event the deployment's; filtered by action on the
 * server, and by organiser on screen.
 */
export const AuditLog = ({
  eventId,
  customerId,
}: {
  eventId: string;
  customerId: string | undefined;
}) => {
  const { scope } = useOrganiser();
  const scopes: { value: string; label: string; scope: AuditScope }[] = [
    { value: 'event', label: `This event (${eventId})`, scope: { kind: 'event', id: eventId } },
    ...(customerId !== undefined && (scope.all || scope.customers.has(customerId))
      ? [
          {
            value: 'company',
            label: `Its company (${customerId})`,
            scope: { kind: 'company', id: customerId } as AuditScope,
          },
        ]
      : []),
    ...(scope.all
      ? [{ value: 'deployment', label: 'Deployment', scope: { kind: 'deployment' } as AuditScope }]
      : []),
  ];
  const [which, setWhich] = useState('event');
  const [action, setAction] = useState<AuditAction | ''>('');
  const [who, setWho] = useState('');
  const chosen = scopes.find((item) => item.value === which) ?? scopes[0];
  const [limit, setLimit] = useState(CONSOLE_WINDOW);
  const columns = useMemo(() => auditColumns(eventId), [eventId]);
  const entries = useAudit(
    chosen?.scope ?? { kind: 'event', id: eventId },
    action || undefined,
    limit,
  );
  const shown = entries?.filter(
    (entry) =>
      who === '' ||
      entry.by.toLowerCase().includes(who.toLowerCase()) ||
      (entry.email ?? '').toLowerCase().includes(who.toLowerCase()),
  );
  return (
    <>
      <form
        className="toolbar"
        aria-label="Filter the audit log"
        onSubmit={(e) => e.preventDefault()}
      >
        <label>
          Log
          <select value={which} onChange={(event) => setWhich(event.target.value)}>
            {scopes.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Action
          <select
            value={action}
            onChange={(event) => setAction(event.target.value as AuditAction | '')}
          >
            <option value="">Every action</option>
            {AUDIT_ACTIONS.map((name) => (
              <option key={name} value={name}>
                {ACTION_WORDS[name]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Organiser
          <input value={who} onChange={(event) => setWho(event.target.value)} type="search" />
        </label>
      </form>
      <DataTable
        caption={`Organiser actions, newest first (${shown?.length ?? 0})`}
        loadingLabel="Loading the audit log"
        columns={columns}
        rows={shown}
        rowKey={(entry) => entry.id}
        empty={<p>No entries.</p>}
      />
      <OlderRows
        count={entries?.length}
        limit={limit}
        what="entries"
        onMore={() => setLimit((n) => n + CONSOLE_WINDOW)}
      />
    </>
  );
};
