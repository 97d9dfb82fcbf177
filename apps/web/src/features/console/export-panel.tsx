import { useState } from 'react';
import { type Cell, csvBlob, csvStream, download } from '../../lib/csv.ts';
import { messageOf } from '../../lib/messages.ts';
import { attendeesExport, type Export, leadsExport, ledgerExport } from './exports.ts';

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
  const exports = [
    { label: 'Attendees', make: attendeesExport },
    { label: 'Leads per representative', make: leadsExport },
    { label: 'Points ledger', make: ledgerExport },
  ];
  return (
    <ul className="cards">
      {exports.map(({ label, make }) => (
        <li key={label} className="card">
          <ExportButton label={label} spec={make(eventId)} />
        </li>
      ))}
    </ul>
  );
};

const ExportButton = ({ label, spec }: { label: string; spec: Export }) => {
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
      setState({ kind: 'failed', text: messageOf(error, 'The export failed.').text });
    }
  };
  return (
    <>
      <strong>{label}</strong>
      <button type="button" disabled={state.kind === 'running'} onClick={() => void run()}>
        Export {label.toLowerCase()} as CSV
      </button>
      {state.kind === 'running' ? <p role="status">{state.rows} rows so far…</p> : null}
      {state.kind === 'done' ? (
        <p role="status">
          {spec.fileName}: {state.rows} rows.
        </p>
      ) : null}
      {state.kind === 'failed' ? <p role="alert">{state.text}</p> : null}
    </>
  );
};
