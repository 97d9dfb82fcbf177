import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExportPanel } from './export-panel.tsx';

describe('ExportPanel', () => {
  it('offers the three exports', () => {
    render(<ExportPanel eventId="summit" />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Export attendees as CSV',
      'Export leads per representative as CSV',
      'Export points ledger as CSV',
    ]);
  });
});
