import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { type ReactNode, useId } from 'react';
import { i18n } from '../lib/i18n/i18n.ts';
import { ListSkeleton } from './list-skeleton.tsx';

const words = i18n('dataTable', { loading: params('Loading {what}') });

export type Column<R> = {
  readonly header: string;
  readonly cell: (row: R) => ReactNode;
  /** `wrap` lets long text (ids, JSON) break inside its cell. */
  readonly className?: string;
};

/**
 * A captioned table with column headers that scrolls sideways inside its own box, so a wide table
 * never widens the page on a phone. The box takes the keyboard focus, named by the caption, so a
 * keyboard user can scroll it too (axe: scrollable-region-focusable).
 *
 * Rows not loaded yet (`undefined`) show as the shared list skeleton, so every list of the app
 * loads the same way; `empty`, when given, is shown instead of a table with no rows.
 */
export const DataTable = <R,>({
  caption,
  columns,
  rows,
  rowKey,
  wide = true,
  loadingLabel,
  empty,
}: {
  caption: string;
  columns: readonly Column<R>[];
  rows: readonly R[] | undefined;
  rowKey: (row: R) => string;
  wide?: boolean;
  /** What the skeleton is called while the rows load (by default, from the caption). */
  loadingLabel?: string;
  empty?: ReactNode;
}) => {
  const captionId = useId();
  const t = useStore(words);
  if (rows === undefined)
    return <ListSkeleton label={loadingLabel ?? t.loading({ what: caption.toLowerCase() })} />;
  if (rows.length === 0 && empty !== undefined) return empty;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take the focus, or a keyboard cannot scroll it (WCAG 2.1.1; axe scrollable-region-focusable)
    <section className="table-scroll" tabIndex={0} aria-labelledby={captionId}>
      <table className={wide ? 'board wide' : 'board'}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column.header}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
};
