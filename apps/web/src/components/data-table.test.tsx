import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Column, DataTable } from './data-table.tsx';

type Row = { readonly id: string; readonly name: string };
const COLUMNS: Column<Row>[] = [{ header: 'Name', cell: (row) => row.name }];

const table = (rows: readonly Row[] | undefined, empty?: string) =>
  render(
    <DataTable
      caption="Customer companies"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.id}
      {...(empty === undefined ? {} : { empty: <p>{empty}</p> })}
    />,
  );

describe('DataTable', () => {
  it('shows the list skeleton, named after the caption, while the rows load', () => {
    table(undefined);
    expect(screen.getByRole('status', { name: 'Loading customer companies' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the empty text instead of a table with no rows, when it has one', () => {
    table([], 'No companies yet.');
    expect(screen.getByText('No companies yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the rows under the caption once they arrive', () => {
    table([{ id: 'a', name: 'Contoso' }], 'No companies yet.');
    expect(screen.getByRole('table', { name: 'Customer companies' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Contoso' })).toBeTruthy();
    expect(screen.queryByText('No companies yet.')).toBeNull();
  });
});
