import { conversationList } from '@engage/domain/inbox';
import { type InboxEntry, type InboxMessage, inboxNodes } from '@engage/domain/store/inbox';
import { peopleNodes } from '@engage/domain/store/people';
import { read, watch, write } from './read.ts';

export type ConversationRow = InboxEntry & { readonly id: string };
export type MessageRow = InboxMessage & { readonly id: string };

/** The attendee's conversations, newest first, live (their own list: nobody else reads it). */
export const watchInbox = (
  key: string,
  onChange: (rows: ConversationRow[]) => void,
  onError: (error: Error) => void,
): (() => void) =>
  watch(inboxNodes.inbox(key), (inbox) => onChange(conversationList(inbox)), onError);

/**
 * One conversation's lines, oldest first, live: only its two members may listen (the rules check
 * the caller's public id is one half of its id), so a refused listen is the query's error.
 */
export const watchConversation = (
  eventId: string,
  id: string,
  onChange: (rows: MessageRow[]) => void,
  onError: (error: Error) => void,
): (() => void) =>
  watch(
    inboxNodes.messages(eventId, id),
    (messages) =>
      onChange(
        Object.entries(messages ?? {})
          .map(([messageId, message]) => ({ ...message, id: messageId }))
          .sort((a, b) => a.at - b.at || a.id.localeCompare(b.id)),
      ),
    onError,
  );

/** The member read the conversation: their unread count back to 0, the one field they write. */
export const markConversationRead = (key: string, id: string): Promise<void> =>
  write(inboxNodes.unread(key, id), 0);

/**
 * The name the event's directory lists a person under, null when they are not listed: what a
 * conversation not yet begun is headed with (an inbox link carries no name that could be forged).
 */
export const readListedName = async (eventId: string, publicId: string): Promise<string | null> =>
  (await read(peopleNodes.entry(eventId, publicId)))?.name ?? null;
