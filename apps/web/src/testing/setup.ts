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
  // The app's database socket is closed from the app's side first, and given a moment to close,
  // while this file's window still exists: closed from the wire's side, its close event could be
  // dispatched after the window is gone (an unhandled error in whichever file ran last).
  const { closeDatabase } = await import('../lib/firebase/database-client.ts');
  closeDatabase();
  await new Promise((resolve) => setTimeout(resolve, 100));
  server.close();
  await testDatabase.stop();
});
