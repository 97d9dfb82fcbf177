import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { nl } from './nl.ts';

// Every module that defines texts, so that the English base of each component is in the cache.
const modules = import.meta.glob(
  ['../../{components,layouts,features,routes,lib}/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'],
  { eager: true },
);

const placeholders = (text: unknown): string[] =>
  typeof text === 'string'
    ? [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort()
    : [];

/** A route's screen the router's plugin split into a chunk of its own, with the texts it uses. */
const splitScreen = (module: unknown): (() => Promise<unknown>) | undefined => {
  if (typeof module !== 'object' || module === null || !('Route' in module)) return undefined;
  const component: unknown = (module.Route as { options?: { component?: unknown } }).options
    ?.component;
  return typeof component === 'function' && 'preload' in component
    ? (component.preload as () => Promise<unknown>)
    : undefined;
};

describe('the Dutch catalogue', () => {
  it('translates every English text, with the same placeholders, and nothing else', async () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
    await Promise.all(Object.values(modules).map((module) => splitScreen(module)?.()));
    const english = i18n.cache.en;
    const dutch: Record<string, Record<string, unknown>> = nl;
    expect(Object.keys(dutch).sort()).toEqual(Object.keys(english).sort());
    for (const [component, texts] of Object.entries(english)) {
      const translated = dutch[component] ?? {};
      expect(Object.keys(translated).sort(), component).toEqual(Object.keys(texts).sort());
      for (const [key, text] of Object.entries(texts))
        expect(placeholders(translated[key]), `${component}.${key}`).toEqual(placeholders(text));
    }
  });
});
