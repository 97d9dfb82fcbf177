import { SESSION_IMPORT_BATCH } from '@engage/domain/session-edit';
import {
  judgeSessionRows,
  SESSION_CSV_COLUMNS,
  type SessionRowVerdict,
  sessionRowRefusalText,
} from '@engage/domain/session-import';
import { useStore } from '@nanostores/react';
import { type ChangeEvent, useState } from 'react';
import { fromZonedInput, zoneOf } from '../../lib/event-time.ts';
import { callAdminImportSessions } from '../../lib/firebase/calls.ts';
import { type FormMessage, messageOf } from '../../lib/messages.ts';
import { parseSessionCsv } from './agenda-csv.ts';
import { agendaConsoleWords } from './agenda-words.ts';
import { CsvFileField } from './csv-file-field.tsx';
import { ImportFileError } from './csv-import.ts';
import { sendInBatches } from './import-batches.ts';

type Accepted = Extract<SessionRowVerdict, { ok: true }>;
type Refused = { readonly row: number; readonly title: string; readonly words: string };
type Stage =
  | { readonly kind: 'empty' | 'reading' }
  | {
      readonly kind: 'preview';
      readonly accepted: readonly Accepted[];
      readonly refused: readonly Refused[];
    }
  | { readonly kind: 'sending'; readonly done: number; readonly of: number }
  | { readonly kind: 'done'; readonly imported: number; readonly refused: readonly Refused[] };

const Refusals = ({ refused }: { refused: readonly Refused[] }) => {
  const t = useStore(agendaConsoleWords);
  return refused.length === 0 ? null : (
    <ol className="compact-list" aria-label={t.refusedRows}>
      {refused.map((row) => (
        <li key={row.row}>
          {t.row({ row: row.row })}
          {row.title === '' ? '' : ` (${row.title})`}: {row.words}
        </li>
      ))}
    </ol>
  );
};

/**
 * The programme from a CSV: read and judged in this browser (judgeSessionRows, times on the
 * event's clock), previewed with each refused row in words before anything is written; Import
 * sends the accepted rows in batches, and the server judges each again.
 */
export const AgendaImportPanel = ({
  eventId,
  timeZone,
  speakers,
}: {
  eventId: string;
  timeZone: string | undefined;
  speakers: readonly { readonly id: string; readonly name: string }[];
}) => {
  const t = useStore(agendaConsoleWords);
  const [stage, setStage] = useState<Stage>({ kind: 'empty' });
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setMessage(null);
    setFileError(null);
    if (file === undefined) return setStage({ kind: 'empty' });
    setStage({ kind: 'reading' });
    try {
      const rows = await parseSessionCsv(file);
      const verdicts = judgeSessionRows(rows, {
        speakers,
        toInstant: (wall) => fromZonedInput(wall, timeZone),
      });
      setStage({
        kind: 'preview',
        accepted: verdicts.filter((v): v is Accepted => v.ok),
        refused: verdicts.flatMap((v) =>
          v.ok ? [] : [{ row: v.row, title: v.title, words: sessionRowRefusalText(v.error) }],
        ),
      });
    } catch (error) {
      setStage({ kind: 'empty' });
      if (error instanceof ImportFileError) setFileError(error.message);
      else setMessage(messageOf(error));
    }
  };

  const send = async (accepted: readonly Accepted[], refusedBefore: readonly Refused[]) => {
    setMessage(null);
    const { imported, refused, failure } = await sendInBatches(
      accepted,
      SESSION_IMPORT_BATCH,
      async (batch) => {
        const answer = await callAdminImportSessions({
          eventId,
          rows: batch.map(({ row, session }) => ({ row, session })),
        });
        return {
          imported: answer.imported,
          refused: answer.refused.map((row) => ({
            row: row.row,
            title: '',
            words: sessionRowRefusalText(row.error),
          })),
        };
      },
      refusedBefore,
      (done) => setStage({ kind: 'sending', done, of: accepted.length }),
    );
    if (failure !== null) setMessage(messageOf(failure));
    setStage({ kind: 'done', imported, refused });
  };

  return (
    <section aria-labelledby="agenda-import-title">
      <h2 id="agenda-import-title">{t.importTitle}</h2>
      <p className="hint">
        {t.importHint({ columns: SESSION_CSV_COLUMNS.join(', '), zone: zoneOf(timeZone) })}
      </p>
      <CsvFileField
        id="agenda-import-file"
        label={t.file}
        busy={stage.kind === 'reading' || stage.kind === 'sending'}
        onFile={(e) => void onFile(e)}
        fileError={fileError}
        message={message}
      />
      {stage.kind === 'reading' ? <p aria-busy="true">{t.reading}</p> : null}
      {stage.kind === 'sending' ? (
        <p role="status" aria-busy="true">
          {t.importing({ done: stage.done, of: stage.of })}
        </p>
      ) : null}
      {stage.kind === 'preview' ? (
        <>
          <p role="status">
            {t.ready({ ready: stage.accepted.length, refused: stage.refused.length })}
          </p>
          <Refusals refused={stage.refused} />
          <button
            type="button"
            disabled={stage.accepted.length === 0}
            onClick={() => void send(stage.accepted, stage.refused)}
          >
            {t.importButton({ count: stage.accepted.length })}
          </button>
        </>
      ) : null}
      {stage.kind === 'done' ? (
        <>
          <p role="status" className="notice">
            {t.imported({ imported: stage.imported, refused: stage.refused.length })}
          </p>
          <Refusals refused={stage.refused} />
        </>
      ) : null}
    </section>
  );
};
