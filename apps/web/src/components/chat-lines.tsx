import { type KeyboardEvent, useEffect, useRef } from 'react';

/** A line of a chat as it is shown: who wrote it (in words), whether it is the reader's own. */
export type ShownLine = {
  readonly id: string;
  readonly author: string;
  readonly text: string;
  readonly mine: boolean;
};

/**
 * The lines of a chat (small talk, the inbox), scrolled to the newest as lines arrive; the list
 * scrolls on its own, so the keyboard can reach it.
 */
export const ChatLines = ({
  lines,
  label,
  you,
}: {
  lines: readonly ShownLine[];
  label: string;
  you: string;
}) => {
  const list = useRef<HTMLOListElement>(null);
  const count = lines.length;
  useEffect(() => {
    if (count > 0 && list.current !== null) list.current.scrollTop = list.current.scrollHeight;
  }, [count]);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard to scroll it
    <ol ref={list} className="chat" aria-label={label} tabIndex={0}>
      {lines.map((line) => (
        <li key={line.id} className={line.mine ? 'chat-line mine' : 'chat-line'}>
          <span className="chat-author">{line.mine ? you : line.author}</span>
          <span className="chat-text">{line.text}</span>
        </li>
      ))}
    </ol>
  );
};

/** Enter sends, Shift+Enter starts a new line, as in other chats (not while composing text). */
export const enterSends =
  (send: () => void) =>
  (event: KeyboardEvent<HTMLTextAreaElement>): void => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
