import { afterAll, beforeAll } from 'vitest';
import { closeDatabase } from '../lib/firebase/database-client.ts';
import { signIn, signOut } from '../lib/firebase/session.ts';
import { auth } from './handlers.ts';
import { server } from './server.ts';

/** Ann, a registered attendee of the summit: her uid index entry and user node, for testDatabase.reset. */
export const annTree = (node: Record<string, unknown> = {}) => ({
  uids: { 'uid-ann': 'ann_key' },
  users: {
    ann_key: {
      metadata: {
        uid: 'uid-ann',
        name: 'Ann',
        email: 'ann@example.com',
        color: 'teal',
        eventId: 'summit',
        teamName: 'AGILE',
        level: 1,
        isAdmin: false,
        publicId: 'pub-ann',
      },
      ...node,
    },
  },
});

/** The tests of the enclosing describe run signed in (through the real Auth SDK) as `uid`. */
export const signedInAs = (uid: string, email: string): void => {
  beforeAll(async () => {
    server.use(auth.signInOk(uid), auth.lookup(uid));
    await signIn(email, 'secret-123');
    server.resetHandlers();
  });
  afterAll(async () => {
    await signOut();
    closeDatabase();
  });
};
