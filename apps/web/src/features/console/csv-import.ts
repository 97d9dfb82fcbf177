import {
  type AcceptedRow,
  IMPORT_MAX_ROWS,
  type ImportRow,
  type ImportState,
  judgeImportRows,
  type RefusedRow,
} from '@engage/domain/attendee-import';
import Papa from 'papaparse';
import { yieldToMain } from '../../lib/yield-to-main.ts';

export const IMPORT_COLUMNS = ['name', 'email', 'company', 'team'] as const;

type ImportPreview = {
  readonly accepted: readonly AcceptedRow[];
  readonly refused: readonly RefusedRow[];
};

/** A file the preview cannot read at all, in words. */
export class ImportFileError extends Error {}

/** Rows judged per task: the preview yields to the page between slices. */
const SLICE = 100;

const cellOf = (record: Record<string, string | undefined>, column: string): string =>
  record[column] ?? '';

/**
 * The CSV's rows, read a chunk at a time (Papa Parse streams a File through FileReader), so the
 * page answers input between chunks however long the file. The header row names the columns, in
 * any order and case.
 */
export const parseImportCsv = (file: Blob | string): Promise<ImportRow[]> =>
  new Promise((resolve, reject) => {
    const rows: ImportRow[] = [];
    let checked = false;
    Papa.parse<Record<string, string | undefined>>(file as File, {
      header: true,
      skipEmptyLines: 'greedy',
      chunkSize: 32 * 1024,
      transformHeader: (header) => header.trim().toLowerCase(),
      chunk: (results, parser) => {
        if (!checked) {
          checked = true;
          const fields = results.meta.fields ?? [];
          const missing = IMPORT_COLUMNS.filter((column) => !fields.includes(column));
          if (missing.length > 0) {
            // Refused before aborting: the abort completes the parse, which would resolve.
            reject(
              new ImportFileError(
                `The file needs a header row with the columns ${IMPORT_COLUMNS.join(', ')}; it has no ${missing.join(', ')}.`,
              ),
            );
            parser.abort();
            return;
          }
        }
        for (const record of results.data)
          rows.push({
            name: cellOf(record, 'name'),
            email: cellOf(record, 'email'),
            company: cellOf(record, 'company'),
            team: cellOf(record, 'team'),
          });
        if (rows.length > IMPORT_MAX_ROWS) {
          reject(new ImportFileError(`A file holds at most ${IMPORT_MAX_ROWS} rows: split it.`));
          parser.abort();
        }
      },
      complete: () => resolve(rows),
      error: (error: Error) =>
        reject(new ImportFileError(`The file could not be read: ${error.message}`)),
    });
  });

/**
 * Every row judged as the server will judge it (judgeImportRows), a slice per task. The first row
 * after the header is row 2, as a spreadsheet numbers it.
 */
export const previewImport = async (
  rows: readonly ImportRow[],
  state: ImportState,
): Promise<ImportPreview> => {
  const accepted: AcceptedRow[] = [];
  const refused: RefusedRow[] = [];
  const earlier = new Set<string>();
  let seats = state.seatsLeft;
  for (let at = 0; at < rows.length; at += SLICE) {
    const slice = judgeImportRows(
      rows.slice(at, at + SLICE),
      { ...state, seatsLeft: seats, earlier },
      at + 2,
    );
    for (const verdict of slice) {
      if (verdict.ok) {
        accepted.push(verdict);
        earlier.add(verdict.key);
        seats -= 1;
      } else {
        refused.push(verdict);
        if (verdict.key !== undefined) earlier.add(verdict.key);
      }
    }
    await yieldToMain();
  }
  return { accepted, refused };
};
