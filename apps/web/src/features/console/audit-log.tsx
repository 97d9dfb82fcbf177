import type { AuditScope } from '@engage/domain/store/organisers';
import { AUDIT_ACTIONS, type AuditAction } from '@engage/domain/store/organisers';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { EventTime } from '../../components/event-time.tsx';
import { useEventTimeZone } from '../../lib/event-time-zone.ts';
import type { AuditEntry } from '../../lib/firebase/console-desk.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { auditFieldWords, changesOf, changeWords } from './audit-changes.ts';
import { aboutOf, aboutWords, actionWords } from './audit-words.ts';
import { themeColourWords } from './colour-words.ts';
import { CONSOLE_WINDOW, OlderRows } from './older-rows.tsx';
import { personNameQueryOptions } from './queries.ts';
import { pointFieldWords } from './scoring-words.ts';
import { useAudit } from './use-console.ts';
import { useOrganiser } from './use-organiser.ts';

const words = i18n('auditLog', {
  loadingName: 'Loading the name…',
  outside: 'A person outside your events',
  removed: 'A removed person',
  noProfile: 'A person with no profile',
  noAccount: 'An account with no profile',
  when: 'When',
  who: 'Who',
  what: 'What',
  about: 'About',
  changes: 'Changes',
  thisEvent: params('This event ({id})'),
  itsCompany: params('Its company ({id})'),
  deployment: 'Deployment',
  filter: 'Filter the audit log',
  log: 'Log',
  action: 'Action',
  everyAction: 'Every action',
  organiser: 'Organiser',
  caption: params('Organiser actions, newest first ({count})'),
  loading: 'Loading the audit log',
  none: 'No entries.',
  entries: 'entries',
});

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

export const PersonName = ({
  userKey,
  removed,
  eventId,
}: {
  userKey: string;
  removed: boolean;
  /** The event of an event's log: the person is of it, and its instance holds their profile. */
  eventId?: string | undefined;
}) => {
  const name = useQuery({ ...personNameQueryOptions(userKey, eventId), retry: false });
  const t = useStore(words);
  if (name.isPending) return <span className="hint">{t.loadingName}</span>;
  if (name.isError) return <>{t.outside}</>;
  return <>{name.data ?? (removed ? t.removed : t.noProfile)}</>;
};

/** Never the stored key (an encoded email) or a uid: the person's name, or what they are. */
export const About = ({ entry, eventId }: { entry: AuditEntry; eventId?: string | undefined }) => {
  // Read with the catalogue's words, so that a change of language tells it anew.
  const t = useStore(words);
  useStore(aboutWords);
  const about = aboutOf(entry.action, entry.target, entry);
  if (about.kind === 'thing') return <>{about.text}</>;
  if (about.kind === 'no-profile') return <>{t.noAccount}</>;
  const stored = storedName(entry);
  if (stored !== undefined) return <>{stored}</>;
  return (
    <PersonName userKey={about.key} removed={entry.action === 'user.remove'} eventId={eventId} />
  );
};

/** The organiser who acted: as the log names them (their sign-in), else by their name. */
export const Who = ({ entry }: { entry: AuditEntry }) => {
  const t = useStore(words);
  if (entry.email !== undefined) return <>{entry.email}</>;
  if (entry.by.startsWith('uid:')) return <>{t.noAccount}</>;
  return <PersonName userKey={entry.by} removed={false} />;
};

/** Times in a change (an event's start) on the event's clock, as the rest of the console. */
export const Changes = ({ entry, eventId }: { entry: AuditEntry; eventId?: string }) => {
  useStore(changeWords);
  useStore(auditFieldWords);
  useStore(themeColourWords);
  useStore(pointFieldWords);
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

/**
 * Every entry's times on the clock of the event the console is open on; the people an event's log
 * is about are read as that event's (`peopleOf`).
 */
const auditColumns = (
  eventId: string,
  peopleOf: string | undefined,
  t: ReturnType<typeof words.get>,
  actions: ReturnType<typeof actionWords.get>,
): Column<AuditEntry>[] => [
  { header: t.when, cell: (entry) => <EventTime at={entry.at} eventId={eventId} /> },
  { header: t.who, cell: (entry) => <Who entry={entry} /> },
  { header: t.what, cell: (entry) => actions[entry.action] ?? entry.action },
  {
    header: t.about,
    cell: (entry) => <About entry={entry} eventId={peopleOf} />,
    className: 'wrap',
  },
  {
    header: t.changes,
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
  const t = useStore(words);
  const actions = useStore(actionWords);
  const scopes: { value: string; label: string; scope: AuditScope }[] = [
    { value: 'event', label: t.thisEvent({ id: eventId }), scope: { kind: 'event', id: eventId } },
    ...(customerId !== undefined && (scope.all || scope.customers.has(customerId))
      ? [
          {
            value: 'company',
            label: t.itsCompany({ id: customerId }),
            scope: { kind: 'company', id: customerId } as AuditScope,
          },
        ]
      : []),
    ...(scope.all
      ? [{ value: 'deployment', label: t.deployment, scope: { kind: 'deployment' } as AuditScope }]
      : []),
  ];
  const [which, setWhich] = useState('event');
  const [action, setAction] = useState<AuditAction | ''>('');
  const [who, setWho] = useState('');
  const chosen = scopes.find((item) => item.value === which) ?? scopes[0];
  const [limit, setLimit] = useState(CONSOLE_WINDOW);
  const peopleOf = chosen?.scope.kind === 'event' ? chosen.scope.id : undefined;
  const columns = useMemo(
    () => auditColumns(eventId, peopleOf, t, actions),
    [eventId, peopleOf, t, actions],
  );
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
      <form className="toolbar" aria-label={t.filter} onSubmit={(e) => e.preventDefault()}>
        <label>
          {t.log}
          <select value={which} onChange={(event) => setWhich(event.target.value)}>
            {scopes.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.action}
          <select
            value={action}
            onChange={(event) => setAction(event.target.value as AuditAction | '')}
          >
            <option value="">{t.everyAction}</option>
            {AUDIT_ACTIONS.map((name) => (
              <option key={name} value={name}>
                {actions[name]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.organiser}
          <input value={who} onChange={(event) => setWho(event.target.value)} type="search" />
        </label>
      </form>
      <DataTable
        caption={t.caption({ count: shown?.length ?? 0 })}
        loadingLabel={t.loading}
        columns={columns}
        rows={shown}
        rowKey={(entry) => entry.id}
        empty={<p>{t.none}</p>}
      />
      <OlderRows
        count={entries?.length}
        limit={limit}
        what={t.entries}
        onMore={() => setLimit((n) => n + CONSOLE_WINDOW)}
      />
    </>
  );
};
