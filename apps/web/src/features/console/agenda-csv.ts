import {
  SESSION_CSV_COLUMNS,
  SESSION_CSV_MAX_ROWS,
  SESSION_CSV_REQUIRED,
  type SessionCsvRow,
} from '@engage/domain/session-import';
import Papa from 'papaparse';
import { agendaConsoleWords } from './agenda-words.ts';
import { ImportFileError } from './csv-import.ts';

const rowOf = (record: Record<string, string | undefined>): SessionCsvRow =>
  Object.fromEntries(
    SESSION_CSV_COLUMNS.map((column) => [column, record[column] ?? '']),
  ) as SessionCsvRow;

/**
 * A programme CSV's rows (Papa Parse, as the attendee import reads files): the header names the
 * columns in any order and case; the optional ones (description, speakers, capacity) may be left
 * out. A file without the required columns, or past the row limit, is refused in words.
 */
export const parseSessionCsv = (file: Blob | string): Promise<SessionCsvRow[]> =>
  new Promise((resolve, reject) => {
    const t = agendaConsoleWords.get();
    Papa.parse<Record<string, string | undefined>>(file as File, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (header) => header.trim().toLowerCase(),
      complete: (results) => {
        const fields = results.meta.fields ?? [];
        const missing = SESSION_CSV_REQUIRED.filter((column) => !fields.includes(column));
        if (missing.length > 0)
          return reject(
            new ImportFileError(
              t.missingColumns({
                columns: SESSION_CSV_REQUIRED.join(', '),
                missing: missing.join(', '),
              }),
            ),
          );
        if (results.data.length > SESSION_CSV_MAX_ROWS)
          return reject(new ImportFileError(t.tooManyRows({ max: SESSION_CSV_MAX_ROWS })));
        resolve(results.data.map(rowOf));
      },
      error: (error: Error) => reject(new ImportFileError(t.unreadable({ reason: error.message }))),
    });
  });
