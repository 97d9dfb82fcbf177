import { chatLinesLeft } from '@engage/domain/chat';
import type { GameRoom } from '@engage/domain/store/rooms';
import { params, count as plural } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ChatLines, enterSends } from '../../components/chat-lines.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import type { InRoom } from '../../components/pairing-panel.tsx';
import { i18n } from '../../lib/i18n/i18n.ts';
import { messageOf } from '../../lib/messages.ts';
import { CHAT_MESSAGE_MAX, chatLines, checkDraft, lastIncoming, promptFor } from './chat.ts';

const sendRoomMessage = async (roomId: string, room: GameRoom, by: string, text: string) =>
  (await import('../../lib/firebase/rooms.ts')).sendRoomMessage(roomId, room, by, text);

const messages = i18n('chatRoom', {
  title: params('Talking with {name}'),
  says: params('{author} says: {text}'),
  tryAsking: 'Try asking:',
  useQuestion: 'Use this question',
  another: 'Another question',
  empty: 'No messages yet: say hello, or use the question above.',
  list: params('Messages with {name}'),
  you: 'You',
  yourMessage: 'Your message',
  characters: params('{length}/{max} characters'),
  left: plural({ one: ' · {count} message left', many: ' · {count} messages left' }),
  send: 'Send',
  notSent: 'Your message could not be sent. Try again.',
  leave: 'Leave',
});

/** Below this many lines left, the box says how many remain. */
const FEW_LINES = 10;

/**
 * The live chat of a connected small talk: messages as they arrive (the newest from the other
 * player is announced), a prompt to break the ice, a message box with its counter, and Leave.
 */
export const ChatRoom = ({
  view,
  me,
  onLeave,
  leaving,
}: {
  view: InRoom;
  me: string;
  onLeave: () => void;
  leaving: boolean;
}) => {
  const lines = chatLines(view.room, me);
  const incoming = lastIncoming(lines);
  const [typed, setTyped] = useState('');
  const [step, setStep] = useState(0);
  const draft = checkDraft(typed);
  const t = useStore(messages);
  const send = useMutation({
    mutationFn: (text: string) => sendRoomMessage(view.roomId, view.room, me, text),
    // A line that could not be sent comes back to an empty box, so nothing typed is lost.
    onError: (_error, text) => setTyped((now) => (now === '' ? text : now)),
  });
  const count = lines.length;
  // The room takes so many lines from each player (the rules count them): the box says when few
  // are left, and closes with the catalogue's chat-full once none is.
  const left = chatLinesLeft(view.room, me);
  const full = left === 0;

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    // Each line is its own write: the next can go while the last is still on its way.
    if (!draft.sendable || full) return;
    send.mutate(draft.text);
    setTyped('');
  };
  const prompt = promptFor(view.roomId, step);

  return (
    <section aria-labelledby="chat-title" className="chat-room">
      <h2 id="chat-title">{t.title({ name: view.other.name })}</h2>
      <p aria-live="polite" className="visually-hidden">
        {incoming ? t.says({ author: incoming.author, text: incoming.text }) : ''}
      </p>
      <div className="prompt card">
        <p>
          {t.tryAsking} <q>{prompt}</q>
        </p>
        <div className="actions">
          <button type="button" className="secondary" onClick={() => setTyped(prompt)}>
            {t.useQuestion}
          </button>
          <button type="button" className="secondary" onClick={() => setStep(step + 1)}>
            {t.another}
          </button>
        </div>
      </div>
      {count === 0 ? <p className="hint">{t.empty}</p> : null}
      <ChatLines lines={lines} label={t.list({ name: view.other.name })} you={t.you} />
      <form onSubmit={submit} className="form chat-form">
        <label htmlFor="chat-message">{t.yourMessage}</label>
        <textarea
          id="chat-message"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={enterSends(submit)}
          maxLength={CHAT_MESSAGE_MAX}
          rows={2}
          aria-describedby={full ? 'chat-count chat-full' : 'chat-count'}
          aria-invalid={full}
          readOnly={full}
        />
        <p id="chat-count" className="hint">
          {t.characters({ length: draft.length, max: CHAT_MESSAGE_MAX })}
          {left <= FEW_LINES && !full ? t.left(left) : ''}
        </p>
        {full ? (
          <div id="chat-full">
            <FormAlert message={messageOf('chat-full')} />
          </div>
        ) : null}
        <button type="submit" disabled={!draft.sendable || full}>
          {t.send}
        </button>
      </form>
      <FormAlert message={send.isError && !full ? messageOf(send.error, t.notSent) : null} />
      <button type="button" className="secondary leave" onClick={onLeave} disabled={leaving}>
        {t.leave}
      </button>
    </section>
  );
};
