import { cleanup, configure } from '@testing-library/react';
import { isCommonAssetRequest } from 'msw';
import { afterAll, afterEach } from 'vitest';
import { testDatabase } from './database.ts';
import { server } from './server.ts';

// Listening before any test module loads: the Firebase SDKs keep the fetch they find at import.
// Every request a test makes must be one a handler expects ('error', which passes static assets),
// except the database's WebSocket, which goes to the project's emulator.
server.listen({
  onUnhandledRequest: (request, print) => {
    if (!isCommonAssetRequest(request) && !testDatabase.carries(request.url)) print.error();
  },
});
// Screens load their SDKs lazily and the first one of a file signs in: on a busy machine that
// takes longer than testing-library's default second.
configure({ asyncUtilTimeout: 15_000 });
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(async () => {
  server.close();
  await testDatabase.stop();
});
