import { userNodes } from '@engage/domain/store/users';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// The SDK's own connection is not this test's: each instance is the address it was opened with.
vi.mock('firebase/database', () => ({
  getDatabase: (_app: unknown, url: string) => ({ url }),
  connectDatabaseEmulator: () => undefined,
  onValue: () => () => undefined,
  ref: () => ({}),
  get: async () => ({ val: () => null }),
  goOffline: () => undefined,
}));
vi.mock('./auth-client.ts', () => ({ auth: () => ({}) }));

let client: typeof import('./database-client.ts');
beforeAll(async () => {
  vi.stubEnv('VITE_DATABASE_INSTANCES', 'expo-2027');
  client = await import('./database-client.ts');
});

describe('where an attendee’s own nodes are read', () => {
  it('in the event a screen placed them in, but the signed-in person’s always in their own', () => {
    client.openEventInstance('me', 'summit', null);
    // A crafted console link places the organiser's own key in another event: ignored.
    client.placeAttendee('me', 'expo');
    client.placeAttendee('other', 'expo');
    expect(client.knownAt(userNodes.user('me'))).toBe(client.db());
    // The expo's instance is not known yet: it is looked up before the other's profile is read.
    expect(client.knownAt(userNodes.user('other'))).toBeUndefined();
    expect(client.knownAt(userNodes.user('someone-unplaced'))).toBe(client.db());
  });
});
