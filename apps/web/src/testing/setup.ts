import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { server } from './server.ts';

// Listening before any test module loads: the Firebase SDKs keep the fetch they find at import.
// Every request a test makes must be one a handler expects.
server.listen({ onUnhandledRequest: 'error' });
// Screens load their SDKs lazily and the first one of a file signs in: on a busy machine that
// takes longer than testing-library's default second.
configure({ asyncUtilTimeout: 15_000 });
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
