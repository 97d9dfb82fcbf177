import { afterEach, describe, expect, it } from 'vitest';
import { mayHaveStoredSession } from './stored-session.ts';

// The IndexedDB answer (the SDK's default store) is proven in the browser: js-budget.e2e.ts (a
// first visit loads no Auth) and every journey that signs in and then reloads a screen.
describe('mayHaveStoredSession', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('says yes when localStorage holds an Auth user', async () => {
    localStorage.setItem('firebase:authUser:key:[DEFAULT]', '{"uid":"u1"}');
    expect(await mayHaveStoredSession()).toBe(true);
  });

  it('says yes when sessionStorage holds an Auth user', async () => {
    sessionStorage.setItem('firebase:authUser:key:[DEFAULT]', '{"uid":"u1"}');
    expect(await mayHaveStoredSession()).toBe(true);
  });

  it('says yes when it cannot tell (no IndexedDB to look in), whatever else is stored', async () => {
    localStorage.setItem('firebase:other:key', 'x');
    expect(globalThis.indexedDB).toBeUndefined();
    expect(await mayHaveStoredSession()).toBe(true);
  });
});
