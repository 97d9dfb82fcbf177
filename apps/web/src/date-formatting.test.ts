// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('.', import.meta.url).pathname;

/** The one formatter (event-time.ts over i18n/format.ts): the only files that may format a date. */
const FORMATTERS = new Set(['lib/event-time.ts', 'lib/i18n/format.ts']);

/**
 * What formats a date or time on the browser's clock or in a language of its own: Intl's date
 * formatters, Date's and Number's toLocale*, and Date's local-clock getters.
 */
const FORBIDDEN = [
  /Intl\.(DateTimeFormat|RelativeTimeFormat)\b/,
  /\.toLocale(String|DateString|TimeString)\(/,
  /\.get(FullYear|Month|Date|Day|Hours|Minutes|Seconds|TimezoneOffset)\(/,
];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const offences = (text: string): string[] =>
  text
    .split('\n')
    .filter((line) => FORBIDDEN.some((pattern) => pattern.test(line)))
    .map((line) => line.trim());

describe('dates and times on screen', () => {
  it('are formatted by the one formatter only, never on the browser’s clock', () => {
    const found = sources(SRC)
      .map((file) => relative(SRC, file))
      .filter((file) => !FORMATTERS.has(file) && !file.endsWith('routeTree.gen.ts'))
      .flatMap((file) =>
        offences(readFileSync(join(SRC, file), 'utf8')).map((line) => `${file}: ${line}`),
      );
    expect(found).toEqual([]);
  });

  it('recognises each way a screen could format one itself', () => {
    expect(
      offences(
        [
          "const when = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' });",
          'new Date(at).toLocaleString(undefined, { dateStyle: "medium" })',
          'count.toLocaleString("en")',
          'const hour = new Date(at).getHours();',
          'const ok = new Date(at).toISOString();',
          "const zones = Intl.supportedValuesOf('timeZone');",
        ].join('\n'),
      ),
    ).toHaveLength(4);
  });
});
