import type { SearchRow } from './events.ts';
import { indexOn } from './indexed.ts';
import { seg } from './keys.ts';
import { node } from './node.ts';

/**
 * The people index of every event at once, for an organiser of every event: the spec's admin list
 * of all users (name, email, uid). One row per user key, the event's row (SearchRow) with the
 * user's event and Auth uid, written by the server in the same updates as the event's own index,
 * so the list pages by name or email in one indexed query at any size. Read only by an organiser
 * whose rights cover every event.
 */
export type EveryoneRow = SearchRow & { readonly eventId: string; readonly uid: string };

export const everyoneNodes = {
  everyone: indexOn(() => node<Readonly<Record<string, EveryoneRow>>>('everyone'), ['n', 'e']),
  row: (key: string) => node<EveryoneRow>(`everyone/${seg(key)}`),
  field: <F extends keyof EveryoneRow>(key: string, field: F) =>
    node<EveryoneRow[F]>(`everyone/${seg(key)}/${seg(field)}`),
} as const;
