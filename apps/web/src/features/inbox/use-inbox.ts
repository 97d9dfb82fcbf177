import type { CallableRequest } from '@engage/domain/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ConversationRow, MessageRow } from '../../lib/firebase/inbox.ts';
import { useLiveQuery, useLiveQueryResult } from '../../lib/live-query.ts';
import { inboxKeys } from './queries.ts';

const inbox = () => import('../../lib/firebase/inbox.ts');
// The Functions SDK loads with the first line sent, not with the screen.
const calls = () => import('../../lib/firebase/calls.ts');

/** The attendee's conversations, newest first, live; undefined while they load. */
export const useConversations = (key: string | undefined): ConversationRow[] | undefined =>
  useLiveQuery(
    inboxKeys.list(key ?? ''),
    key === undefined
      ? undefined
      : async (onChange, onError) => (await inbox()).watchInbox(key, onChange, onError),
  );

/** One conversation's lines, oldest first, live. */
export const useConversation = (eventId: string, id: string): UseQueryResult<MessageRow[]> =>
  useLiveQueryResult(inboxKeys.conversation(eventId, id), async (onChange, onError) =>
    (await inbox()).watchConversation(eventId, id, onChange, onError),
  );

/** The live lists show each line once it lands: nothing to invalidate. */
export const sendMessage = async (request: CallableRequest<'sendMessage'>) =>
  (await calls()).callSendMessage(request);

export const markRead = async (key: string, id: string) =>
  (await inbox()).markConversationRead(key, id);
