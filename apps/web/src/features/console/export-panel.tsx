import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { type Cell, csvBlob, csvStream, download } from '../../lib/csv.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { messageOf } from '../../lib/messages.ts';
import { attendeesExport, type Export, leadsExport, ledgerExport } from './exports.ts';

const words = i18n('exportPanel', {
  attendees: 'Attendees',
  leads: 'Leads per representative',
  ledger: 'Points ledger',
  exportAttendees: 'Export attendees as CSV',
  exportLeads: 'Export leads per representative as CSV',
  exportLedger: 'Export points ledger as CSV',
  running: params('{rows} rows so far…'),
  done: params('{file}: {rows} rows.'),
  failed: 'The export failed.',
});

/** Counts the rows as they pass, for the progress line. */
async function* counted(
  rows: AsyncIterable<readonly (readonly Cell[])[]>,
  onCount: (count: number) => void,
) {
  let count = 0;
  for await (const batch of rows) {
    count += batch.length;
    onCount(count);
    yield batch;
  }
}

/**
 * CSV exports of the event: attendees, leads per representative, the points ledger. Each is read
 * a page at a time and written as a stream, so 10,000 rows never freeze the tab.
 */
export const ExportPanel = ({ eventId }: { eventId: string }) => {
  const t = useStore(words);
  const exports = [
    { key: 'attendees', label: t.attendees, button: t.exportAttendees, make: attendeesExport },
    { key: 'leads', label: t.leads, button: t.exportLeads, make: leadsExport },
    { key: 'ledger', label: t.ledger, button: t.exportLedger, make: ledgerExport },
  ];
  return (
    <ul className="cards">
      {exports.map(({ key, label, button, make }) => (
        <li key={key} className="card">
          <ExportButton label={label} button={button} spec={make(eventId)} />
        </li>
      ))}
    </ul>
  );
};

const ExportButton = ({ label, button, spec }: { label: string; button: string; spec: Export }) => {
  const t = useStore(words);
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'running'; rows: number }
    | { kind: 'done'; rows: number }
    | { kind: 'failed'; text: string }
  >({ kind: 'idle' });
  const run = async () => {
    setState({ kind: 'running', rows: 0 });
    try {
      let rows = 0;
      const blob = await csvBlob(
        csvStream(
          spec.header,
          counted(spec.rows(), (count) => {
            rows = count;
            setState({ kind: 'running', rows: count });
          }),
        ),
      );
      download(blob, spec.fileName);
      setState({ kind: 'done', rows });
    } catch (error) {
      setState({ kind: 'failed', text: messageOf(error, words.get().failed).text });
    }
  };
  return (
    <>
      <strong>{label}</strong>
      <button type="button" disabled={state.kind === 'running'} onClick={() => void run()}>
        {button}
      </button>
      {state.kind === 'running' ? <p role="status">{t.running({ rows: state.rows })}</p> : null}
      {state.kind === 'done' ? (
        <p role="status">{t.done({ file: spec.fileName, rows: state.rows })}</p>
      ) : null}
      {state.kind === 'failed' ? <p role="alert">{state.text}</p> : null}
    </>
  );
};
