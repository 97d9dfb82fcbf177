import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';
import { OFFLINE_CACHE_FLAG } from './offline-flag.ts';

/**
 * What a signed-in attendee needs with the network gone, kept in IndexedDB: who is signed in,
 * their own profile (points, colour: the Connect screen), their latest QR token, and the events'
 * pages (programme: speakers, sponsors, theme). Restored before the first screen loads, so a
 * visit without a network shows them at once; written a second after the cache changes. Nothing
 * of another account, nothing live (boards, rooms) and nothing of the console is kept, and
 * signing out empties it.
 */
const DATABASE = 'engage-offline';
const KEY = 'queries';
/** Kept a day: an event's programme changes, and a phone left in a drawer should start afresh. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const WRITE_DELAY_MS = 1_000;
const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';

type Kept = { readonly buildId: string; readonly at: number; readonly state: DehydratedState };

let opened: ReturnType<typeof createStore> | undefined;
const store = () => {
  opened ??= createStore(DATABASE, 'cache');
  return opened;
};

/** Whether a query is one the attendee `uid` reads offline. */
export const keptOffline = (query: Pick<Query, 'queryKey' | 'state'>, uid: string): boolean => {
  if (query.state.status !== 'success') return false;
  const [root, second, third] = query.queryKey;
  if (root === 'session' || root === 'events') return true;
  if (root === 'me') return second === uid;
  return root === 'connect' && second === 'qr-token' && third === uid;
};

const signedInUid = (client: QueryClient): string | null => {
  const session = client.getQueryData<{ readonly uid: string } | null>(['session']);
  return session?.uid ?? null;
};

const flag = (on: boolean) => {
  try {
    if (on) localStorage.setItem(OFFLINE_CACHE_FLAG, '1');
    else localStorage.removeItem(OFFLINE_CACHE_FLAG);
  } catch {
    // No storage: the next start restores nothing, as on a first visit.
  }
};

/** Puts the kept queries back into `client`, unless they are from another build or too old. */
export const restoreQueries = async (client: QueryClient, now = Date.now()): Promise<void> => {
  try {
    const kept = await get<Kept>(KEY, store());
    if (kept === undefined) return;
    if (kept.buildId !== BUILD_ID || now - kept.at > MAX_AGE_MS) {
      await del(KEY, store());
      return;
    }
    hydrate(client, kept.state);
  } catch {
    // IndexedDB refused (a private window): the screens fetch as they always did.
  }
};

/** Empties the store at once (sign-out), before the next screen could restore the old session. */
export const forgetQueries = async (): Promise<void> => {
  flag(false);
  await del(KEY, store()).catch(() => undefined);
};

const keeping = new WeakSet<QueryClient>();

/**
 * Writes the kept queries whenever the cache settles, from the first sign-in on (once per client);
 * signed out, it empties the store.
 */
export const keepQueries = (client: QueryClient): (() => void) => {
  if (keeping.has(client)) return () => undefined;
  keeping.add(client);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = async () => {
    timer = undefined;
    const uid = signedInUid(client);
    try {
      if (uid === null) {
        await forgetQueries();
        return;
      }
      const state = dehydrate(client, { shouldDehydrateQuery: (q) => keptOffline(q, uid) });
      await set(KEY, { buildId: BUILD_ID, at: Date.now(), state } satisfies Kept, store());
      flag(true);
    } catch {
      // Nothing kept this time; the next change tries again.
    }
  };
  const stop = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    timer ??= setTimeout(() => void write(), WRITE_DELAY_MS);
  });
  return () => {
    keeping.delete(client);
    stop();
    clearTimeout(timer);
  };
};
