import { setupServer } from 'msw/node';

/** One msw server for the unit tests; each test adds the handlers of the resources it touches. */
export const server = setupServer();
