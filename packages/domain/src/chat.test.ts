/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import rulesText from '../../../database.rules.json?raw';
import { CHAT_LIMITS, chatLinesLeft, chatWaitMs, planChatLine } from './chat.ts';
import { SERVER_TIME } from './store/node.ts';
import type { GameRoom } from './store/rooms.ts';

const T = 1_700_000_000_000;
const room = (sent: GameRoom['sent'] = undefined): GameRoom => ({
  status: 'confirmed',
  game: 'act05',
  createdAt: T,
  updatedAt: T,
  expiresAt: T,
  requester: 'p-ann',
  invited: 'p-bob',
  players: {
    'p-ann': { name: 'Ann', color: 'teal', active: true, disconnected: false },
    'p-bob': { name: 'Bob', color: 'red', active: true, disconnected: false },
  },
  ...(sent === undefined ? {} : { sent }),
});

describe('planChatLine', () => {
  it('writes the first line with a tally of one, both stamped by the server', () => {
    expect(planChatLine(room(), 'r1', 'p-ann', 'm1', 'Hello!', T)).toStrictEqual({
      ok: true,
      value: { left: CHAT_LIMITS.linesPerPlayer - 1 },
      writes: {
        sets: {
          'rooms/r1/messages/m1': { by: 'p-ann', text: 'Hello!', at: SERVER_TIME },
          'rooms/r1/sent/p-ann': { n: 1, at: SERVER_TIME, last: 'm1' },
        },
        increments: {},
      },
    });
  });

  it('counts on from the player’s own tally, not the other player’s', () => {
    const sent = {
      'p-ann': { n: 7, at: T - 5_000, last: 'm7' },
      'p-bob': { n: 40, at: T, last: 'b' },
    };
    const plan = planChatLine(room(sent), 'r1', 'p-ann', 'm8', 'Hi', T);
    expect(plan).toMatchObject({ ok: true, value: { left: CHAT_LIMITS.linesPerPlayer - 8 } });
    expect(plan.writes.sets['rooms/r1/sent/p-ann']).toEqual({ n: 8, at: SERVER_TIME, last: 'm8' });
  });

  it.each([
    [
      'the last line a room takes is written',
      CHAT_LIMITS.linesPerPlayer - 1,
      T - 60_000,
      true,
      'ok',
    ],
    ['all lines written: chat-full', CHAT_LIMITS.linesPerPlayer, T - 60_000, false, 'chat-full'],
    ['a line just now: rate-limited', 3, T - CHAT_LIMITS.gapMs + 1, false, 'rate-limited'],
    ['a line exactly the gap ago is fine', 3, T - CHAT_LIMITS.gapMs, true, 'ok'],
  ])('%s', (_name, n, at, ok, code) => {
    const plan = planChatLine(room({ 'p-ann': { n, at, last: 'x' } }), 'r1', 'p-ann', 'm', 'Hi', T);
    expect(plan.ok).toBe(ok);
    if (!plan.ok) {
      expect(plan.error).toBe(code);
      expect(plan.writes).toEqual({ sets: {}, increments: {} });
    }
  });
});

describe('chatWaitMs and chatLinesLeft', () => {
  it('say how long until the next line and how many are left', () => {
    const sent = { 'p-ann': { n: 48, at: T - 300, last: 'x' } };
    expect(chatWaitMs(room(sent), 'p-ann', T)).toBe(CHAT_LIMITS.gapMs - 300);
    expect(chatWaitMs(room(sent), 'p-ann', T + 5_000)).toBe(0);
    expect(chatWaitMs(room(), 'p-ann', T)).toBe(0);
    expect(chatLinesLeft(room(sent), 'p-ann')).toBe(2);
    expect(chatLinesLeft(room(sent), 'p-bob')).toBe(CHAT_LIMITS.linesPerPlayer);
    expect(chatLinesLeft(room({ 'p-ann': { n: 99, at: T, last: 'x' } }), 'p-ann')).toBe(0);
  });
});

describe('the database rules hold the same numbers', () => {
  type Rule = { readonly '.validate': string };
  const rooms = JSON.parse(rulesText).rules.rooms.$roomId;
  it('a message is at most textMax long, and written with its tally', () => {
    const message: Rule = rooms.messages.$messageId;
    expect(message['.validate']).toContain(`.length <= ${CHAT_LIMITS.textMax}`);
    expect(message['.validate']).toContain("'/last').val() === $messageId");
  });
  it('a tally counts up by one to linesPerPlayer, gapMs apart', () => {
    const tally: Rule = rooms.sent.$publicId;
    expect(tally['.validate']).toContain(
      `newData.child('n').val() <= ${CHAT_LIMITS.linesPerPlayer}`,
    );
    expect(tally['.validate']).toContain(`now >= data.child('at').val() + ${CHAT_LIMITS.gapMs}`);
  });
});
