import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSendLine } from './use-send-line.ts';

const sent = vi.hoisted(() => [] as { id: string; text: string }[]);
const answers = vi.hoisted(() => ({ lost: true }));

// The call: each try is kept; while `lost`, the server stores the line and its answer is lost.
vi.mock('./use-inbox.ts', () => ({
  sendMessage: async (line: { id: string; text: string }) => {
    sent.push(line);
    if (answers.lost) throw Object.assign(new Error('no answer'), { code: 'internal' });
    return { conversationId: 'a~b', messageId: line.id };
  },
}));

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('a line sent again', () => {
  it('is a new line once the conversation shows the one whose answer was lost', async () => {
    const givenBack: string[] = [];
    const { result, rerender } = renderHook(
      ({ stored }: { stored: ReadonlySet<string> }) =>
        useSendLine('pub-bob', (text) => givenBack.push(text), stored),
      { wrapper, initialProps: { stored: new Set<string>() } },
    );
    act(() => result.current.send('ok'));
    await waitFor(() => expect(givenBack).toEqual(['ok']), { timeout: 10_000 });
    const first = sent[0]?.id ?? '';
    expect(new Set(sent.map(({ id }) => id))).toEqual(new Set([first]));

    // The first try was stored after all: the conversation shows it. The reader clears the box
    // and, later, answers "ok" again: that is another line, not the stored one sent again.
    rerender({ stored: new Set([first]) });
    answers.lost = false;
    act(() => result.current.send('ok'));
    await waitFor(() => expect(result.current.error).toBe(null));
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(sent[3]?.id).not.toBe(first);
  }, 20_000);

  it('keeps its id while the conversation does not show it yet', async () => {
    sent.length = 0;
    answers.lost = true;
    const givenBack: string[] = [];
    const { result } = renderHook(
      () => useSendLine('pub-bob', (text) => givenBack.push(text), new Set<string>()),
      { wrapper },
    );
    act(() => result.current.send('hello'));
    await waitFor(() => expect(givenBack).toEqual(['hello']), { timeout: 10_000 });
    answers.lost = false;
    act(() => result.current.send('hello'));
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(new Set(sent.map(({ id }) => id)).size).toBe(1);
  }, 20_000);
});
