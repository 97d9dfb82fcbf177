import type { ReactNode } from 'react';

export type Column<R> = {
  readonly header: string;
  readonly cell: (row: R) => ReactNode;
  /** `wrap` lets long text (ids, JSON) break inside its cell. */
  readonly className?: string;
};

/**
 * A captioned table with column headers that scrolls sideways inside its own box, so a wide table
 * never widens the page on a phone.
 */
export const DataTable = <R,>({
  caption,
  columns,
  rows,
  rowKey,
  wide = true,
}: {
  caption: ReactNode;
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  wide?: boolean;
}) => (
  <div className="table-scroll">
    <table className={wide ? 'board wide' : 'board'}>
      <caption>{caption}</caption>
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
  </div>
);
