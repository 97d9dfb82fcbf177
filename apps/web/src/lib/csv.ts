// The package's browser build: its default (Node) build calls Buffer, which a browser lacks
// (the export route failed with "Buffer is not defined"); this one carries its own.
import { stringify } from 'csv-stringify/browser/esm/sync';

/** One CSV cell: text, a number, or nothing (an empty cell). */
export type Cell = string | number | boolean | null | undefined;

/**
 * A CSV file built as a stream: the header, then each batch of rows as it arrives, quoted by
 * csv-stringify (RFC 4180: a cell holding a comma, a quote or a line break is quoted, its quotes
 * doubled). Every cell that a spreadsheet would read as a formula (one starting with = + - @, a
 * tab or a carriage return) is written with a leading apostrophe (csv-stringify's
 * `escape_formulas`): attendees choose their own name, company and department, and a name such as
 * `=HYPERLINK(...)` must stay text in the organiser's spreadsheet, not run there. Between batches the stream yields to the browser, so 10,000 rows never hold up the
 * page; the rows are never all in memory as text at once.
 */
export const csvStream = (
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly Cell[])[]>,
): ReadableStream<string> => {
  const iterator = batches[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<string>({
    async pull(controller) {
      if (!started) {
        started = true;
        // A byte order mark, so spreadsheet programs read names with accents as UTF-8.
        controller.enqueue(`\uFEFF${stringify([header as string[]], OPTIONS)}`);
        return;
      }
      // An empty batch adds nothing: read on until a row or the end, so every pull enqueues.
      for (;;) {
        const next = await iterator.next();
        if (next.done === true) {
          controller.close();
          return;
        }
        if (next.value.length === 0) continue;
        controller.enqueue(
          stringify(
            next.value.map((row) => row.map(cellText)),
            OPTIONS,
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 0));
        return;
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
};

/** Every row ends in a line break; formula-like cells are escaped (see csvStream). */
const OPTIONS = { eof: true, escape_formulas: true } as const;

/**
 * A cell as csv-stringify takes it. Numbers stay numbers, so a negative one (a points deduction,
 * -5) is written as -5, not escaped as the formula-like text '-5.
 */
const cellText = (cell: Cell): string | number =>
  cell === null || cell === undefined ? '' : typeof cell === 'number' ? cell : String(cell);

/** The whole stream as a file to download (the stream is read as it is made). */
export const csvBlob = (stream: ReadableStream<string>): Promise<Blob> =>
  new Response(stream.pipeThrough(new TextEncoderStream()), {
    headers: { 'content-type': 'text/csv;charset=utf-8' },
  }).blob();

/** Offers the file to the browser's downloads. */
export const download = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
