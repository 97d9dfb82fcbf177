import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { server } from './server.ts';

// Listening before any test module loads: the Firebase SDKs keep the fetch they find at import.
// Every request a test makes must be one a handler expects.
server.listen({ onUnhandledRequest: 'error' });
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
