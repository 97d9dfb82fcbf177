import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { sendMessage } from './use-inbox.ts';

/** A line on its way: its id is made before its first try and kept across all its tries. */
type Line = { readonly id: string; readonly text: string };

/** How many times a line whose call got no answer is sent again before it comes back to the box. */
const TRIES_AGAIN = 2;

/**
 * Whether a call got no answer the app can read: the network failed (`internal`, as the Functions
 * SDK names a failed fetch), the server was out of reach or too slow. A refusal the server
 * decided (`rate-limited`, `not-connected`…) is an answer and is not sent again.
 */
const NO_ANSWER = new Set(['internal', 'unavailable', 'deadline-exceeded']);
const unanswered = (error: unknown): boolean =>
  !(error instanceof Error && 'code' in error && typeof error.code === 'string') ||
  NO_ANSWER.has(error.code);

/**
 * Sends the lines of one conversation. The server stores a line once per id (sendMessage), so a
 * line whose answer was lost on a slow network is sent again under the same id and shown once. A
 * line that still got no answer comes back to the box (`giveBack`) and keeps its id: sending the
 * same words again is the same line, which the server may have stored already. Once the
 * conversation shows that line (`stored`, its lines' ids), it was stored: the same words sent
 * after that are a new line, which the server would otherwise take for the stored one and drop.
 */
export const useSendLine = (
  to: string,
  giveBack: (text: string) => void,
  stored: ReadonlySet<string>,
) => {
  const held = useRef(new Map<string, string>());
  const send = useMutation({
    mutationFn: (line: Line) => sendMessage({ id: line.id, to, text: line.text }),
    retry: (failures, error) => failures < TRIES_AGAIN && unanswered(error),
    onSuccess: (_sent, line) => {
      if (held.current.get(line.text) === line.id) held.current.delete(line.text);
    },
    onError: (error, line) => {
      if (unanswered(error)) held.current.set(line.text, line.id);
      giveBack(line.text);
    },
  });
  const idFor = (text: string): string => {
    const id = held.current.get(text);
    if (id !== undefined && !stored.has(id)) return id;
    held.current.delete(text);
    return crypto.randomUUID();
  };
  return {
    send: (text: string) => send.mutate({ id: idFor(text), text }),
    error: send.isError ? send.error : null,
  };
};
