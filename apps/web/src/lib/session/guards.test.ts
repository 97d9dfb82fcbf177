import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { testDatabase } from '../../testing/database.ts';
import { requireOrganiser } from './guards.ts';
import { sessionKeys } from './queries.ts';

/** The console's guard, on what the caches already hold: no network is asked. */
const clientWith = (claim: string | null, isAdmin = false) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKeys.session, { uid: 'u1', email: 'a@b.c', emailVerified: true });
  client.setQueryData(sessionKeys.organiser('u1'), claim);
  client.setQueryData(sessionKeys.me('u1'), { key: 'k', profile: { isAdmin } });
  return client;
};

const outcome = (claim: string | null, eventId?: string) =>
  requireOrganiser(clientWith(claim), '/dashboard', eventId).then(
    (context) => context.claim,
    (error: unknown) => (isRedirect(error) ? `redirect ${error.options.to}` : 'error'),
  );

// The events' companies, which the guard reads for an organiser of companies (events are public).
beforeEach(() =>
  testDatabase.reset({
    events: {
      summit: { metadata: { name: 'Summit', customerId: 'northwind' } },
      expo: { metadata: { name: 'Expo', customerId: 'northwind' } },
    },
  }),
);

describe('requireOrganiser', () => {
  it.each([
    ['an attendee', null, undefined, 'redirect /'],
    ['an organiser of every event', '*', 'summit', '*'],
    ['an organiser of this event', '|e:summit|', 'summit', '|e:summit|'],
    ['an organiser of this event, no event named', '|e:summit|', undefined, '|e:summit|'],
    ['an organiser of another event', '|e:expo|c:globex|', 'summit', 'redirect /'],
    ['an organiser of the event’s company', '|c:northwind|', 'expo', '|c:northwind|'],
    ['an organiser of another company', '|c:globex|', 'expo', 'redirect /'],
    ['an organiser of companies, an event that is not', '|c:northwind|', 'gone', 'redirect /'],
  ])('%s (%j, ?event=%s) -> %s', async (_name, claim, eventId, expected) => {
    expect(await outcome(claim, eventId)).toBe(expected);
  });

  it('sends a visitor who is not signed in to the login, to come back after', async () => {
    const client = new QueryClient();
    client.setQueryData(sessionKeys.session, null);
    const error = await requireOrganiser(client, '/dashboard/audit').catch((e: unknown) => e);
    expect(isRedirect(error) && error.options).toMatchObject({
      to: '/auth/login',
      search: { redirect: '/dashboard/audit' },
    });
  });
});
