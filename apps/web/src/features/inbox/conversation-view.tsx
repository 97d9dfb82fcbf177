import { conversationId, INBOX_LIMITS } from '@engage/domain/inbox';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { ChatLines, enterSends } from '../../components/chat-lines.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { messageOf } from '../../lib/messages.ts';
import { listedNameQueryOptions } from './queries.ts';
import { markRead, useConversation, useConversations } from './use-inbox.ts';
import { useSendLine } from './use-send-line.ts';
import { inboxWords } from './words.ts';
import './inbox.css';

type Me = { readonly key: string; readonly publicId: string; readonly eventId: string };

/** Whether the typed text may be sent: 1 to 500 characters once trimmed. */
const draftOf = (typed: string) => {
  const text = typed.trim();
  return { text, sendable: text.length >= 1 && text.length <= INBOX_LIMITS.textMax };
};

/** Reading the conversation is reading its new lines: the unread count goes back to 0. */
const useReadWhileOpen = (me: Me, id: string) => {
  const entry = useConversations(me.key)?.find((row) => row.id === id);
  const unread = entry?.unread ?? 0;
  useEffect(() => {
    if (unread > 0) void markRead(me.key, id).catch(() => undefined);
  }, [unread, me.key, id]);
  return entry;
};

/**
 * One conversation with a connection: its lines as they arrive (the newest from the other member
 * announced), and a message box; the server refuses a line to someone not connected, in words.
 * The other member is named as the app knows them (their list line, else the directory), never
 * by anything in the link.
 */
export const ConversationView = ({ me, withId }: { me: Me; withId: string }) => {
  const id = conversationId(me.publicId, withId);
  const t = useStore(inboxWords);
  const entry = useReadWhileOpen(me, id);
  const listed = useQuery(listedNameQueryOptions(me.eventId, withId));
  const lines = useConversation(me.eventId, id);
  const [typed, setTyped] = useState('');
  const draft = draftOf(typed);
  const rows = lines.data ?? [];
  // A line not sent comes back to the box, after what is there (another such line, a new draft):
  // on a slow network two lines can be on their way, and neither may be lost.
  const send = useSendLine(
    withId,
    (text) => setTyped((now) => (now === '' ? text : `${now}\n${text}`)),
    new Set(rows.map((line) => line.id)),
  );
  const count = rows.length;
  const other = entry?.withName ?? listed.data ?? t.someone;
  const incoming = rows.findLast((line) => line.by !== me.publicId);
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (!draft.sendable) return;
    send.send(draft.text);
    setTyped('');
  };
  return (
    <section aria-labelledby="conversation-title" className="conversation chat-room">
      <div className="conversation-head">
        <h2 id="conversation-title">{t.title({ name: other })}</h2>
        <Link to="/inbox" search={{}}>
          {t.back}
        </Link>
      </div>
      <p aria-live="polite" className="visually-hidden">
        {incoming ? t.says({ author: other, text: incoming.text }) : ''}
      </p>
      {lines.isError ? <p>{t.refused}</p> : null}
      {lines.isPending ? <p aria-busy="true">{t.loadingLines}</p> : null}
      {lines.isSuccess && count === 0 ? <p className="hint">{t.empty}</p> : null}
      <ChatLines
        lines={rows.map((line) => ({
          id: line.id,
          author: other,
          text: line.text,
          mine: line.by === me.publicId,
        }))}
        label={t.messages({ name: other })}
        you={t.you}
      />
      <form onSubmit={submit} className="form chat-form">
        <label htmlFor="inbox-message">{t.yourMessage}</label>
        <textarea
          id="inbox-message"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={enterSends(submit)}
          maxLength={INBOX_LIMITS.textMax}
          rows={2}
          aria-describedby="inbox-count"
        />
        <p id="inbox-count" className="hint">
          {t.characters({ length: typed.length, max: INBOX_LIMITS.textMax })}
        </p>
        <button type="submit" disabled={!draft.sendable}>
          {t.send}
        </button>
      </form>
      <FormAlert message={send.error === null ? null : messageOf(send.error, t.notSent)} />
    </section>
  );
};
