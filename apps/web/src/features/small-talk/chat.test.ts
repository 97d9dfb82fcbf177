import { CONVERSATION_PROMPTS } from '@engage/domain/games';
import type { GameRoom } from '@engage/domain/store/rooms';
import { describe, expect, it } from 'vitest';
import { preloadCatalogue } from '../../lib/i18n/i18n.ts';
import { locale } from '../../lib/i18n/locale.ts';
import { CHAT_MESSAGE_MAX, chatLines, checkDraft, lastIncoming, promptFor } from './chat.ts';

const room: GameRoom = {
  status: 'confirmed',
  game: 'act05',
  createdAt: 0,
  updatedAt: 0,
  expiresAt: 0,
  requester: 'ann',
  invited: 'bob',
  players: {
    ann: { name: 'Ann', color: 'teal', active: true, disconnected: false },
    bob: { name: 'Bob', color: 'orange', active: true, disconnected: false },
  },
  messages: {
    '-c': { by: 'ann', text: 'third', at: 30 },
    '-a': { by: 'bob', text: 'first', at: 10 },
    '-b2': { by: 'bob', text: 'second (same time, later id)', at: 20 },
    '-b1': { by: 'gone', text: 'second', at: 20 },
  },
};

describe('chat lines', () => {
  it('come oldest first, by server time then push id, with who wrote them', () => {
    expect(chatLines(room, 'ann').map((line) => [line.text, line.author, line.mine])).toEqual([
      ['first', 'Bob', false],
      ['second', 'Someone', false],
      ['second (same time, later id)', 'Bob', false],
      ['third', 'Ann', true],
    ]);
  });

  it('announce the newest line the other side wrote, not the user’s own', () => {
    expect(lastIncoming(chatLines(room, 'ann'))?.text).toBe('second (same time, later id)');
    expect(lastIncoming(chatLines({ ...room, messages: {} }, 'ann'))).toBeUndefined();
  });
});

describe('a draft', () => {
  it.each([
    ['', 0, false],
    ['   ', 3, false],
    [' hi ', 4, true],
    ['x'.repeat(CHAT_MESSAGE_MAX), CHAT_MESSAGE_MAX, true],
    ['x'.repeat(CHAT_MESSAGE_MAX + 1), CHAT_MESSAGE_MAX + 1, false],
  ])('%j counts %i characters, sendable: %s', (typed, length, sendable) => {
    expect(checkDraft(typed)).toMatchObject({ length, sendable, text: typed.trim() });
  });
});

describe('conversation prompts', () => {
  it('start from the same prompt for both players of a room and step through all of them', () => {
    expect(promptFor('room-1', 0)).toBe(promptFor('room-1', 0));
    const seen = new Set(CONVERSATION_PROMPTS.map((_, step) => promptFor('room-1', step)));
    expect(seen).toEqual(new Set(CONVERSATION_PROMPTS));
    expect(promptFor('room-1', CONVERSATION_PROMPTS.length)).toBe(promptFor('room-1', 0));
  });
});

describe('the prompts in Dutch', () => {
  it('asks the same prompt in the reader’s words', async () => {
    const english = promptFor('room-1', 0);
    locale.set('nl');
    await preloadCatalogue();
    try {
      const dutch = promptFor('room-1', 0);
      expect(CONVERSATION_PROMPTS).toContain(english);
      expect(dutch).not.toBe(english);
      expect(dutch).toMatch(/\?$/);
    } finally {
      locale.set('en');
    }
  });
});
