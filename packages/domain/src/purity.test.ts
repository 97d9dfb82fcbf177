/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

// Read through Vite's glob import: the test itself must not import node:fs into the domain.
const sources = import.meta.glob<string>(['./*.ts', './store/*.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('packages/domain stays pure', () => {
  it('reads its own sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
  });

  it.each(Object.entries(sources))(
    '%s imports no firebase, react or node module',
    (_file, text) => {
      const specifiers = [
        ...text.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/g),
      ]
        .map((match) => match[1] ?? match[2] ?? '')
        .filter((specifier) => !specifier.startsWith('./'));
      for (const specifier of specifiers) {
        expect(specifier, `forbidden import ${specifier}`).not.toMatch(
          /^(firebase|@firebase\/|react|node:)/,
        );
      }
    },
  );
});
