import { describe, expect, it } from 'vitest';
import { ANONYMOUS_VISITOR, leadCsvRows } from './lead-csv.ts';

describe('the rep’s leads as CSV rows', () => {
  it('names a visitor only where they shared their details; a note and rating as written', () => {
    const at = Date.UTC(2026, 10, 26, 9, 30);
    expect(
      leadCsvRows([
        {
          visitorId: 'p-ada',
          at,
          contact: { name: 'Ada', email: 'ada@example.com', company: 'Engines' },
          note: 'Wants a demo',
          rating: 4,
        },
        { visitorId: 'p-bea', at, note: 'Came twice' },
      ]),
    ).toStrictEqual([
      ['Ada', 'ada@example.com', 'Engines', 4, 'Wants a demo', '2026-11-26T09:30:00.000Z'],
      [ANONYMOUS_VISITOR, '', '', '', 'Came twice', '2026-11-26T09:30:00.000Z'],
    ]);
  });
});
