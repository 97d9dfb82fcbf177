import { seg } from './keys.ts';
import { node, type Stamp } from './node.ts';

/**
 * The lasting inbox (inbox.ts, docs/privacy.md): one conversation per pair of connected attendees,
 * at conversations/{event}/{conversationId}, the id made of the two public ids in order. Only the
 * two members read it (the rules check the caller's public id is one of the id's two halves);
 * organisers do not, and only the server writes it. Each member keeps a line per conversation at
 * inboxes/{key}, which the list of conversations reads: outside users/{key}, which the event's
 * organisers read, so that no preview of a line reaches them either.
 */

/** A line of a conversation: who wrote it (public id), the text, the server's time. */
export type InboxMessage = { readonly by: string; readonly text: string; readonly at: Stamp };

/**
 * What one member has written in a conversation: how many lines, when the last was (server), and
 * the last line's id (absent on tallies from before lines had ids), so its retry is known.
 */
export type InboxTally = { readonly n: number; readonly at: number; readonly last?: string };

export type Conversation = {
  readonly messages?: Readonly<Record<string, InboxMessage>>;
  /** Each member's tally, by public id: the limits are decided in a transaction on it. */
  readonly sent?: Readonly<Record<string, InboxTally>>;
};

/**
 * A member's line for a conversation, at inboxes/{key}: the other member (public id and
 * name, never a key), the newest line's preview, who wrote it and when, and how many lines came
 * since the member last read it (absent: none). The member sets `unread` back to 0 themselves.
 */
export type InboxEntry = {
  readonly with: string;
  readonly withName: string;
  readonly last: string;
  readonly lastBy: string;
  readonly at: Stamp;
  readonly unread?: number;
};

const conversation = (eventId: string, id: string) => `conversations/${seg(eventId)}/${seg(id)}`;
const inbox = (key: string) => `inboxes/${seg(key)}`;
const entry = (key: string, id: string) => `${inbox(key)}/${seg(id)}`;

export const inboxNodes = {
  conversation: (eventId: string, id: string) => node<Conversation>(conversation(eventId, id)),
  messages: (eventId: string, id: string) =>
    node<Readonly<Record<string, InboxMessage>>>(`${conversation(eventId, id)}/messages`),
  message: (eventId: string, id: string, messageId: string) =>
    node<InboxMessage>(`${conversation(eventId, id)}/messages/${seg(messageId)}`),
  tally: (eventId: string, id: string, publicId: string) =>
    node<InboxTally>(`${conversation(eventId, id)}/sent/${seg(publicId)}`),
  /** The member's lines, one per conversation, by conversation id. */
  inbox: (key: string) => node<Readonly<Record<string, InboxEntry>>>(inbox(key)),
  entry: (key: string, id: string) => node<InboxEntry>(entry(key, id)),
  entryField: <F extends 'with' | 'withName' | 'last' | 'lastBy'>(
    key: string,
    id: string,
    field: F,
  ) => node<InboxEntry[F]>(`${entry(key, id)}/${field}`),
  entryAt: (key: string, id: string) => node<Stamp>(`${entry(key, id)}/at`),
  /** Lines not yet read: the server adds one per line; the member sets it back to 0. */
  unread: (key: string, id: string) => node<number>(`${entry(key, id)}/unread`),
} as const;
