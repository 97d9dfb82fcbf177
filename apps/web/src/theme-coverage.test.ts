// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_THEME, PALETTE_KEYS, themeToCssVariables } from '@engage/domain/theme';
import { describe, expect, it } from 'vitest';

const SRC = new URL('.', import.meta.url).pathname;

const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? cssFiles(join(dir, entry.name))
      : entry.name.endsWith('.css')
        ? [join(dir, entry.name)]
        : [],
  );

describe('the event palette', () => {
  it('shapes the app: each of its colours is used by some style', () => {
    const css = cssFiles(SRC)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const used = new Set([...css.matchAll(/var\((--color-[a-z-]+)/g)].map((m) => m[1]));
    const variables = Object.keys(themeToCssVariables(DEFAULT_THEME)).filter((v) =>
      v.startsWith('--color-'),
    );
    expect(variables).toHaveLength(PALETTE_KEYS.length);
    expect(variables.filter((variable) => !used.has(variable))).toEqual([]);
    // And no style asks for a colour the palette does not have (a typo falls back silently).
    expect([...used].filter((variable) => !variables.includes(variable ?? ''))).toEqual([]);
  });
});
