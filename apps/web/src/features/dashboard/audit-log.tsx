import { AUDIT_ACTIONS, type AuditAction } from '@engage/domain/audit';
import type { AuditScope } from '@engage/domain/paths';
import { useState } from 'react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import type { AuditEntry } from '../../lib/firebase/console-desk.ts';
import { useAudit } from './use-console.ts';
import { useOrganiser } from './use-organiser.ts';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** Before and after as the entry stored them (JSON text), shown compactly. */
const compact = (json: string): string => (json === 'null' ? '—' : json.replace(/"/g, ''));

const AUDIT_COLUMNS: Column<AuditEntry>[] = [
  { header: 'When', cell: (entry) => (typeof entry.at === 'number' ? when.format(entry.at) : '') },
  { header: 'Who', cell: (entry) => entry.email ?? entry.by },
  { header: 'What', cell: (entry) => entry.action },
  { header: 'About', cell: (entry) => entry.target, className: 'wrap' },
  { header: 'Before', cell: (entry) => compact(entry.before), className: 'wrap' },
  { header: 'After', cell: (entry) => compact(entry.after), className: 'wrap' },
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
  const entries = useAudit(chosen?.scope ?? { kind: 'event', id: eventId }, action || undefined);
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
                {name}
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
        columns={AUDIT_COLUMNS}
        rows={shown}
        rowKey={(entry) => entry.id}
        empty={<p>No entries.</p>}
      />
    </>
  );
};
