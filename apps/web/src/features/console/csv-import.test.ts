import { IMPORT_MAX_ROWS } from '@engage/domain/attendee-import';
import { encodeUserKey } from '@engage/domain/user-key';
import { describe, expect, it } from 'vitest';
import { ImportFileError, parseImportCsv, previewImport } from './csv-import.ts';

const keyOf = (email: string): string => {
  const key = encodeUserKey(email);
  if (!key.ok) throw new Error(email);
  return key.value;
};
const state = { teams: ['AGILE' as const], registered: new Set<string>(), seatsLeft: 1_000 };

describe('the import preview', () => {
  it('reads the columns by their names, in any order and case, quoted cells included', async () => {
    const rows = await parseImportCsv(
      'Team,EMAIL,Name,Company\r\nAGILE,ada@example.com,"Lovelace, Ada",Analytical\r\n\r\n',
    );
    expect(rows).toEqual([
      { name: 'Lovelace, Ada', email: 'ada@example.com', company: 'Analytical', team: 'AGILE' },
    ]);
  });

  it('refuses a file without the columns, naming the missing ones', async () => {
    await expect(parseImportCsv('name,email\r\nAda,ada@example.com')).rejects.toEqual(
      new ImportFileError(
        'The file needs a header row with the columns name, email, company, team; it has no company, team.',
      ),
    );
  });

  it('refuses a file of more rows than an import takes', async () => {
    const lines = Array.from(
      { length: IMPORT_MAX_ROWS + 1 },
      (_, i) => `G,g${i}@example.com,,AGILE`,
    );
    await expect(parseImportCsv(['name,email,company,team', ...lines].join('\n'))).rejects.toEqual(
      new ImportFileError(`A file holds at most ${IMPORT_MAX_ROWS} rows: split it.`),
    );
  });

  it('numbers rows as a spreadsheet does and finds a repeat across slices', async () => {
    const rows = Array.from({ length: 240 }, (_, i) => ({
      name: `Guest ${i}`,
      email: `g${i}@example.com`,
      company: '',
      team: 'agile',
    }));
    rows[230] = { name: 'Again', email: 'g3@example.com', company: '', team: 'AGILE' };
    const preview = await previewImport(rows, {
      ...state,
      registered: new Set([keyOf('g7@example.com')]),
      seatsLeft: 237,
    });
    expect(preview.refused.map((row) => [row.row, row.error])).toEqual([
      [9, 'duplicate-user'],
      [232, 'repeated-row'],
      [241, 'registration-limit-reached'],
    ]);
    expect(preview.accepted).toHaveLength(237);
  });
});
