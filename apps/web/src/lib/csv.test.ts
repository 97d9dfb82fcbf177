import { describe, expect, it } from 'vitest';
import { type Cell, csvStream } from './csv.ts';

async function* batches(...list: Cell[][][]) {
  for (const batch of list) yield batch;
}

const text = async (stream: ReadableStream<string>) => {
  let out = '';
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return out;
    out += value;
  }
};

describe('csvStream', () => {
  it('quotes names with commas, quotes and line breaks, and doubles the quotes', async () => {
    const csv = await text(
      csvStream(
        ['Name', 'Points'],
        batches(
          [['Ann, "Annie" Smith', 120]],
          [],
          [
            ['Bo\nBerg', 0],
            ['Plain', null],
          ],
        ),
      ),
    );
    expect(csv).toBe('\uFEFFName,Points\n"Ann, ""Annie"" Smith",120\n"Bo\nBerg",0\nPlain,\n');
  });

  it('escapes cells a spreadsheet would run as formulas, and keeps negative numbers as numbers', async () => {
    const csv = await text(
      csvStream(
        ['Name', 'Company', 'Points'],
        batches([
          ['=HYPERLINK("https://evil.example","click")', '+1 Corp', -5],
          ['-2+3', '@SUM(A1)', 7],
          ['\tTabbed', '\rReturned', 0],
          ['Ann-Marie', 'A=B', '-'],
        ]),
      ),
    );
    expect(csv).toBe(
      [
        '\uFEFFName,Company,Points',
        `"'=HYPERLINK(""https://evil.example"",""click"")",'+1 Corp,-5`,
        `'-2+3,'@SUM(A1),7`,
        `'\tTabbed,"'\rReturned",0`,
        `Ann-Marie,A=B,'-`,
        '',
      ].join('\n'),
    );
  });

  it('writes 10,000 rows in batches, every row once and in order', async () => {
    async function* many() {
      for (let start = 0; start < 10_000; start += 500)
        yield Array.from({ length: 500 }, (_, i) => [`user ${start + i}`, start + i]);
    }
    const lines = (await text(csvStream(['Name', 'N'], many()))).trimEnd().split('\n');
    expect(lines).toHaveLength(10_001);
    expect(lines[10_000]).toBe('user 9999,9999');
  });
});
