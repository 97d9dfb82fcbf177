// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createRouter } from '../router.tsx';
import type { FileRouteTypes } from '../routeTree.gen.ts';
import { SCREENS } from './screens.ts';

/**
 * The 404 and axe tests go through SCREENS, a list kept by hand: it must be every screen of the
 * route tree, so a new route cannot miss them (and a removed one is not tested in vain).
 */
describe('the screens list', () => {
  it('is every path of the route tree, each once', () => {
    const router = createRouter(new QueryClient(), createMemoryHistory());
    const paths = Object.keys(router.routesByPath).sort();
    expect([...SCREENS].sort()).toEqual(paths);
    expect(new Set(SCREENS).size).toBe(SCREENS.length);
  });

  it('names the paths the generated route types name', () => {
    expectTypeOf<(typeof SCREENS)[number]>().toEqualTypeOf<FileRouteTypes['to']>();
  });
});
