import {
  type AcceptedRow,
  IMPORT_BATCH,
  IMPORT_ROW_WORDS,
  type RefusedRow,
  type RowRefusal,
  rowRefusalText,
} from '@engage/domain/attendee-import';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { type ChangeEvent, useState } from 'react';
import { callAdminImportAttendees } from '../../lib/firebase/calls.ts';
import { readImportState } from '../../lib/firebase/import-state.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { type FormMessage, messageOf } from '../../lib/messages.ts';
import { CsvFileField } from './csv-file-field.tsx';
import { IMPORT_COLUMNS, ImportFileError, parseImportCsv, previewImport } from './csv-import.ts';
import { sendInBatches } from './import-batches.ts';

type Stage =
  | { readonly kind: 'empty' }
  | { readonly kind: 'reading' }
  | {
      readonly kind: 'preview';
      readonly accepted: readonly AcceptedRow[];
      readonly refused: readonly RefusedRow[];
    }
  | { readonly kind: 'sending'; readonly done: number; readonly of: number }
  | { readonly kind: 'done'; readonly imported: number; readonly refused: readonly RefusedRow[] };

const words = i18n('importPanel', {
  oneRow: '1 row',
  rows: params('{count} rows'),
  oneAttendee: '1 attendee',
  attendees: params('{count} attendees'),
  refusedRows: 'Refused rows',
  row: params('Row {row}'),
  title: 'Import attendees',
  hint: params(
    'A CSV file with a header row: {columns}. Nothing is written until you import; each attendee then gets an invitation link by mail that signs them in.',
  ),
  file: 'CSV file',
  reading: 'Reading the file…',
  importing: params('Importing… {done} of {of}'),
  ready: params('{ready} ready to import, {refused} refused.'),
  importButton: params('Import {attendees}'),
  imported: params(
    'Imported {attendees}; {refused} refused. Each imported attendee gets an invitation link by mail.',
  ),
});

/** The import's own reasons in the reader's words (the domain's English as the base). */
const rowWords = i18n('importRowRefusals', IMPORT_ROW_WORDS);

/**
 * A refused row's reason: the import's own in the reader's words, a code of the spec's error
 * catalogue in the catalogue's words, as written (those stay English).
 */
export const refusalText = (why: RowRefusal): string =>
  why === 'unknown-team' || why === 'repeated-row' ? rowWords.get()[why] : rowRefusalText(why);

const rows = (count: number) => (count === 1 ? words.get().oneRow : words.get().rows({ count }));
const attendees = (count: number) =>
  count === 1 ? words.get().oneAttendee : words.get().attendees({ count });

const Refusals = ({ refused }: { refused: readonly RefusedRow[] }) => {
  const t = useStore(words);
  useStore(rowWords);
  return refused.length === 0 ? null : (
    <ol className="compact-list" aria-label={t.refusedRows}>
      {refused.map((row) => (
        <li key={row.row}>
          {t.row({ row: row.row })}
          {row.email === '' ? '' : ` (${row.email})`}: {refusalText(row.error)}
        </li>
      ))}
    </ol>
  );
};

/**
 * Bulk registration: the organiser picks a CSV (name, email, company, team); it is read and
 * judged in this browser, a slice at a time, and previewed with each refused row in words before
 * anything is written. Import sends the accepted rows in batches; the server judges each row
 * again, seats it, and mails the attendee an invitation link.
 */
export const ImportPanel = ({ eventId }: { eventId: string }) => {
  const [stage, setStage] = useState<Stage>({ kind: 'empty' });
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const t = useStore(words);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setMessage(null);
    setFileError(null);
    if (file === undefined) return setStage({ kind: 'empty' });
    setStage({ kind: 'reading' });
    try {
      const [parsed, state] = await Promise.all([parseImportCsv(file), readImportState(eventId)]);
      setStage({ kind: 'preview', ...(await previewImport(parsed, state)) });
    } catch (error) {
      setStage({ kind: 'empty' });
      if (error instanceof ImportFileError) setFileError(error.message);
      else setMessage(messageOf(error));
    }
  };

  const send = async (accepted: readonly AcceptedRow[], refusedBefore: readonly RefusedRow[]) => {
    setMessage(null);
    // One batch at a time: the server seats each batch in one transaction on the company.
    const { imported, refused, failure } = await sendInBatches(
      accepted,
      IMPORT_BATCH,
      (batch) =>
        callAdminImportAttendees({
          eventId,
          rows: batch.map((row) => ({
            row: row.row,
            name: row.name,
            email: row.email,
            company: row.company,
            team: row.teamName,
          })),
        }),
      refusedBefore,
      (done) => setStage({ kind: 'sending', done, of: accepted.length }),
    );
    if (failure !== null) setMessage(messageOf(failure));
    setStage({ kind: 'done', imported, refused });
  };

  return (
    <section aria-labelledby="import-title">
      <h2 id="import-title">{t.title}</h2>
      <p className="hint">{t.hint({ columns: IMPORT_COLUMNS.join(', ') })}</p>
      <CsvFileField
        id="import-file"
        label={t.file}
        busy={stage.kind === 'reading' || stage.kind === 'sending'}
        onFile={(e) => void onFile(e)}
        fileError={fileError}
        message={message}
      />
      {stage.kind === 'reading' ? <p aria-busy="true">{t.reading}</p> : null}
      {stage.kind === 'sending' ? (
        <p role="status" aria-busy="true">
          {t.importing({ done: stage.done, of: attendees(stage.of) })}
        </p>
      ) : null}
      {stage.kind === 'preview' ? (
        <>
          <p role="status">
            {t.ready({
              ready: rows(stage.accepted.length),
              refused: rows(stage.refused.length),
            })}
          </p>
          <Refusals refused={stage.refused} />
          <button
            type="button"
            disabled={stage.accepted.length === 0}
            onClick={() => void send(stage.accepted, stage.refused)}
          >
            {t.importButton({ attendees: attendees(stage.accepted.length) })}
          </button>
        </>
      ) : null}
      {stage.kind === 'done' ? (
        <>
          <p role="status" className="notice">
            {t.imported({
              attendees: attendees(stage.imported),
              refused: rows(stage.refused.length),
            })}
          </p>
          <Refusals refused={stage.refused} />
        </>
      ) : null}
    </section>
  );
};
