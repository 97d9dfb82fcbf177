import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  addInboxGone,
  conversationId,
  conversationList,
  decideMessage,
  INBOX_LIMITS,
  type MessageRead,
  messageNoticeText,
  otherMember,
  previewOf,
  sendMessageInput,
  takeBackMessage,
  unreadTotal,
} from './inbox.ts';
import { WriteSet } from './plan.ts';
import type { InboxTally } from './store/inbox.ts';
import { SERVER_TIME } from './store/node.ts';

const T = 1_800_000_000_000;
const ctx = { now: T, newId: () => 'm1', random: () => 0 };
const ann = { key: 'ann', publicId: 'pAnn', name: 'Ann', eventId: 'summit' };
const bob = { key: 'bob', publicId: 'pBob', name: 'Bob', eventId: 'summit' };
const READ: MessageRead = {
  me: ann,
  them: bob,
  connected: true,
  theirUnread: 0,
  theirNotifications: [],
  earlier: null,
};
const LINE = '0f8fad5b-d9cb-469f-a165-70867728950e';
const send = (read: Partial<MessageRead>, tally: InboxTally | null = null) =>
  decideMessage(tally, { ...READ, ...read }, { id: LINE, to: 'pBob', text: 'Hi Bob' }, ctx);

describe('conversation ids', () => {
  it('names a pair the same from either side', () => {
    expect(conversationId('pBob', 'pAnn')).toBe('pAnn~pBob');
    expect(conversationId('pAnn', 'pBob')).toBe('pAnn~pBob');
  });

  it.each([
    ['pAnn~pBob', 'pAnn', 'pBob'],
    ['pAnn~pBob', 'pBob', 'pAnn'],
    ['pAnn~pBob', 'pCat', null],
    ['pAnn', 'pAnn', null],
    ['pAnn~pBob~pCat', 'pAnn', null],
  ])('the other member of %s for %s is %s', (id, me, other) => {
    expect(otherMember(id, me)).toBe(other);
  });
});

describe('sendMessageInput', () => {
  const line = (fields: Record<string, unknown>) => ({ id: LINE, to: 'pBob', ...fields });
  it.each([
    ['a line', line({ text: '  Hi  ' }), true],
    ['the longest line', line({ text: 'x'.repeat(INBOX_LIMITS.textMax) }), true],
    ['a line too long', line({ text: 'x'.repeat(INBOX_LIMITS.textMax + 1) }), false],
    ['only spaces', line({ text: '   ' }), false],
    ['a control character', line({ text: 'Hi\u001b[2J' }), false],
    ['two lines (Shift+Enter in the box)', line({ text: 'Hi\nthere' }), true],
    ['a carriage return', line({ text: 'Hi\rthere' }), false],
    ['a line separator', line({ text: 'Hi\u2028there' }), false],
    ['no addressee', { id: LINE, text: 'Hi' }, false],
    ['an addressee that is no key', line({ to: 'a/b', text: 'Hi' }), false],
    ['a field more', line({ text: 'Hi', as: 'pCat' }), false],
    ['no id', { to: 'pBob', text: 'Hi' }, false],
    ['an id in capitals', line({ id: LINE.toUpperCase(), text: 'Hi' }), true],
    ['an id that is no UUID', line({ id: 'm1', text: 'Hi' }), false],
    ['an id that is a path', line({ id: `${LINE}/x`, text: 'Hi' }), false],
    ['an id that is no string', line({ id: 7, text: 'Hi' }), false],
  ])('%s: %s', (_name, input, valid) => {
    expect(v.safeParse(sendMessageInput, input).success).toBe(valid);
  });
});

describe('previewOf', () => {
  it('keeps a short line and cuts a long one at the preview length', () => {
    expect(previewOf('Hi')).toBe('Hi');
    expect(previewOf('Hi\n\n  there')).toBe('Hi there');
    const cut = previewOf('é'.repeat(INBOX_LIMITS.previewMax + 5));
    expect([...cut]).toHaveLength(INBOX_LIMITS.previewMax);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('decideMessage', () => {
  it('writes the line, both list lines and one notice for a first unread line', () => {
    const plan = send({});
    expect(plan).toStrictEqual({
      ok: true,
      value: { conversationId: 'pAnn~pBob', messageId: LINE },
      next: { n: 1, at: T, last: LINE },
      writes: {
        sets: {
          [`conversations/summit/pAnn~pBob/messages/${LINE}`]: {
            by: 'pAnn',
            text: 'Hi Bob',
            at: SERVER_TIME,
          },
          'inboxes/ann/pAnn~pBob': {
            with: 'pBob',
            withName: 'Bob',
            last: 'Hi Bob',
            lastBy: 'pAnn',
            at: SERVER_TIME,
            unread: 0,
          },
          'inboxes/bob/pAnn~pBob/with': 'pAnn',
          'inboxes/bob/pAnn~pBob/withName': 'Ann',
          'inboxes/bob/pAnn~pBob/last': 'Hi Bob',
          'inboxes/bob/pAnn~pBob/lastBy': 'pAnn',
          'inboxes/bob/pAnn~pBob/at': SERVER_TIME,
          'users/bob/notifications/m1': {
            kind: 'message',
            text: messageNoticeText('Ann'),
            message: 'newMessage',
            params: { name: 'Ann' },
            at: SERVER_TIME,
          },
        },
        increments: { 'inboxes/bob/pAnn~pBob/unread': 1 },
      },
    });
  });

  it('tells the addressee once per unread run', () => {
    const plan = send({ theirUnread: 2 }, { n: 3, at: T - INBOX_LIMITS.gapMs });
    expect(plan.ok && Object.keys(plan.writes.sets)).not.toContain('users/bob/notifications/m1');
    expect(plan.next).toStrictEqual({ n: 4, at: T, last: LINE });
  });

  const mine = { by: 'pAnn', text: 'Hi Bob', at: T - 5 };
  it.each([
    ['stored already (its answer was lost)', { earlier: mine }, { n: 1, at: T - 5 }],
    ['stored with other words (same id)', { earlier: { ...mine, text: 'Hey' } }, null],
    ['claimed a moment ago, not yet stored', {}, { n: 1, at: T, last: LINE }],
    ['stored, with all lines written', { earlier: mine }, { n: 500, at: T, last: 'x' }],
  ] as const)('answers a line sent again the same, writing nothing: %s', (_name, read, tally) => {
    expect(send(read, tally)).toStrictEqual({
      ok: true,
      value: { conversationId: 'pAnn~pBob', messageId: LINE },
      writes: { sets: {}, increments: {} },
    });
  });

  it.each([
    ['no such attendee', { them: null }, null, 'not-found'],
    ['an attendee of another event', { them: { ...bob, eventId: 'other' } }, null, 'not-found'],
    ['oneself', { them: ann }, null, 'not-found'],
    ['a pair that never connected', { connected: false }, null, 'not-connected'],
    ['all lines written', {}, { n: INBOX_LIMITS.linesPerMember, at: 0 }, 'inbox-full'],
    ['a line too soon', {}, { n: 1, at: T - INBOX_LIMITS.gapMs + 1 }, 'rate-limited'],
    [
      'an id the other member’s line holds',
      { earlier: { by: 'pBob', text: 'Hi', at: 1 } },
      null,
      'invalid-argument',
    ],
    ['an id nobody’s line holds, too soon', {}, { n: 1, at: T, last: 'other' }, 'rate-limited'],
  ] as const)('refuses %s, writing nothing', (_name, read, tally, error) => {
    const plan = send(read, tally);
    expect(plan).toMatchObject({ ok: false, error, writes: { sets: {}, increments: {} } });
    expect(plan.next).toBeUndefined();
  });
});

describe('the list of conversations', () => {
  const line = (at: number, unread?: number) => ({
    with: 'pBob',
    withName: 'Bob',
    last: 'Hi',
    lastBy: 'pBob',
    at,
    ...(unread === undefined ? {} : { unread }),
  });

  it('sorts newest first and counts the unread lines', () => {
    const inbox = { a: line(1, 2), b: line(3), c: line(3, 1) };
    expect(conversationList(inbox).map((entry) => entry.id)).toStrictEqual(['c', 'b', 'a']);
    expect(unreadTotal(inbox)).toBe(3);
    expect(conversationList(null)).toStrictEqual([]);
    expect(unreadTotal(null)).toBe(0);
  });
});

describe('addInboxGone', () => {
  it('takes each conversation whole, the other side’s line and the own list', () => {
    const writes = addInboxGone(new WriteSet(), 'ann', 'summit', {
      'pAnn~pBob': 'bob',
      'pAnn~pCat': null,
    }).writes();
    expect(writes.sets).toStrictEqual({
      'conversations/summit/pAnn~pBob': null,
      'inboxes/bob/pAnn~pBob': null,
      'conversations/summit/pAnn~pCat': null,
      'inboxes/ann': null,
    });
  });
});

describe('takeBackMessage', () => {
  it('takes the conversation, the writer’s line and all under the removed key', () => {
    expect(takeBackMessage('summit', 'pAnn~pBob', 'ann', 'bob').writes().sets).toStrictEqual({
      'conversations/summit/pAnn~pBob': null,
      'inboxes/ann/pAnn~pBob': null,
      'inboxes/bob': null,
      'users/bob': null,
    });
  });
});
