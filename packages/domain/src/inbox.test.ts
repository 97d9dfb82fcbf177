import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  addInboxGone,
  conversationId,
  conversationList,
  decideMessage,
  INBOX_LIMITS,
  inboxSearchSchema,
  type MessageRead,
  messageNoticeText,
  otherMember,
  previewOf,
  sendMessageInput,
  takeBackMessage,
  unreadTotal,
} from './inbox.ts';
import { WriteSet } from './plan.ts';
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
};
const send = (read: Partial<MessageRead>, tally: { n: number; at: number } | null = null) =>
  decideMessage(tally, { ...READ, ...read }, { to: 'pBob', text: 'Hi Bob' }, ctx);

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
  it.each([
    ['a line', { to: 'pBob', text: '  Hi  ' }, true],
    ['the longest line', { to: 'pBob', text: 'x'.repeat(INBOX_LIMITS.textMax) }, true],
    ['a line too long', { to: 'pBob', text: 'x'.repeat(INBOX_LIMITS.textMax + 1) }, false],
    ['only spaces', { to: 'pBob', text: '   ' }, false],
    ['a control character', { to: 'pBob', text: 'Hi\u001b[2J' }, false],
    ['two lines (Shift+Enter in the box)', { to: 'pBob', text: 'Hi\nthere' }, true],
    ['a carriage return', { to: 'pBob', text: 'Hi\rthere' }, false],
    ['a line separator', { to: 'pBob', text: 'Hi\u2028there' }, false],
    ['no addressee', { text: 'Hi' }, false],
    ['an addressee that is no key', { to: 'a/b', text: 'Hi' }, false],
    ['a field more', { to: 'pBob', text: 'Hi', as: 'pCat' }, false],
  ])('%s: %s', (_name, input, valid) => {
    expect(v.safeParse(sendMessageInput, input).success).toBe(valid);
  });
});

describe('inboxSearchSchema', () => {
  it.each([
    [{}, true],
    [{ with: 'pBob', name: 'Bob' }, true],
    [{ with: 'a/b' }, false],
    [{ with: 'pBob', name: 'x'.repeat(101) }, false],
  ])('%j: %s', (search, valid) => {
    expect(v.safeParse(inboxSearchSchema, search).success).toBe(valid);
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
      value: { conversationId: 'pAnn~pBob', messageId: 'm1' },
      next: { n: 1, at: T },
      writes: {
        sets: {
          'conversations/summit/pAnn~pBob/messages/m1': {
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
    expect(plan.next).toStrictEqual({ n: 4, at: T });
  });

  it.each([
    ['no such attendee', { them: null }, null, 'not-found'],
    ['an attendee of another event', { them: { ...bob, eventId: 'other' } }, null, 'not-found'],
    ['oneself', { them: ann }, null, 'not-found'],
    ['a pair that never connected', { connected: false }, null, 'not-connected'],
    ['all lines written', {}, { n: INBOX_LIMITS.linesPerMember, at: 0 }, 'inbox-full'],
    ['a line too soon', {}, { n: 1, at: T - INBOX_LIMITS.gapMs + 1 }, 'rate-limited'],
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
