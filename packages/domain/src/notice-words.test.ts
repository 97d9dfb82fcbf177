import { describe, expect, it } from 'vitest';
import { AWARD_WORDS, type AwardWords } from './award-words.ts';
import { ERROR_MESSAGES } from './errors.ts';
import { messageNoticeText } from './inbox.ts';
import {
  ENGLISH_NOTICES,
  NOTICE_KINDS,
  NOTICE_WORDS,
  type NoticeSay,
  type NoticeWords,
  noticeOf,
  noticeText,
  storedNoticeText,
  told,
} from './notice-words.ts';
import type { Notice } from './store/notices.ts';

const paid = { connection: 10, completion: 25, bingo: 0 };

/** Every message the server writes, and the English it stores for it (as it always has). */
const ENGLISH: readonly (readonly [Notice, string])[] = [
  [
    { message: 'connected', params: { partner: 'Ada', ...paid } },
    '+35 points: you connected with Ada (10 for connecting, 25 for completing QR networking)',
  ],
  [
    { message: 'boothVisit', params: { partner: '', connection: 30, completion: 0, bingo: 0 } },
    '+30 points: you connected with your partner',
  ],
  [
    { message: 'rps', params: { outcome: 'won', opponent: 'Bo', win: 20, completion: 0 } },
    '+20 points: you beat Bo at rock-paper-scissors',
  ],
  [
    { message: 'rps', params: { outcome: 'draw', opponent: '', win: 0, completion: 0 } },
    'Your rock-paper-scissors match with your opponent was a draw',
  ],
  [
    { message: 'smallTalk', params: { partner: 'Cy', talk: 15, completion: 50 } },
    '+65 points: you had a small talk with Cy (15 for the small talk, 50 for completing small talk)',
  ],
  [
    { message: 'smallTalk', params: { partner: '', talk: 15, completion: 0 } },
    '+15 points: you had a small talk with your partner',
  ],
  [
    { message: 'boothCrawl', params: { sponsors: 5, points: 100 } },
    "+100 points: you visited 5 sponsors' booths and earned the Booth crawler badge",
  ],
  [
    { message: 'level', params: { level: 3 } },
    'You reached level 3! Press Level up on the home screen to move up.',
  ],
  [{ message: 'newMessage', params: { name: 'Di' } }, 'Di sent you a message'],
  [
    { message: 'pairRequest', params: { name: 'Ann', game: 'act03' } },
    'Ann asks you for a game of rock-paper-scissors',
  ],
  [
    { message: 'pairRequest', params: { name: 'Ann', game: 'act05' } },
    'Ann asks you for a small talk',
  ],
  [
    { message: 'meetingRequest', params: { name: 'Ed' } },
    'Ed asked you for a meeting: see My meetings',
  ],
  [
    { message: 'meetingAnswer', params: { name: 'Ed', answer: 'accepted' } },
    'Ed accepted your meeting: see My meetings',
  ],
  [
    { message: 'meetingAnswer', params: { name: 'Ed', answer: 'declined' } },
    'Ed declined your meeting',
  ],
  [
    { message: 'meetingAnswer', params: { name: 'Ed', answer: 'proposed' } },
    'Ed proposed another time for your meeting: see My meetings',
  ],
  [{ message: 'meetingCheckIn', params: { name: 'Fay' } }, 'Fay checked in your meeting'],
  [
    { message: 'prizeSetAside', params: { prize: 'Mug' } },
    'Your Mug is set aside for you: collect it at the prize desk.',
  ],
  [
    { message: 'awardsVoided', params: { points: 175, awards: 4, reason: 'ring of 6' } },
    'The organisers voided 175 of your points from 4 awards: ring of 6',
  ],
  [
    { message: 'awardsVoided', params: { points: 10, awards: 1, reason: 'mistake' } },
    'The organisers voided 10 of your points from 1 award: mistake',
  ],
  [{ message: 'disconnected', params: {} }, ERROR_MESSAGES.disconnected],
];

/** A text upper-cased outside its placeholders. */
const shout = (text: string): string =>
  text.replace(
    /(^|\})([^{]*)/g,
    (_whole, brace: string, words: string) => brace + words.toUpperCase(),
  );

/** Words that show which key was used: each text upper-cased, numbers in brackets. */
const shouting: NoticeSay = {
  award: Object.fromEntries(
    Object.entries(AWARD_WORDS).map(([key, text]) => [key, shout(text)]),
  ) as AwardWords,
  notice: Object.fromEntries(
    Object.entries(NOTICE_WORDS).map(([key, text]) => [key, shout(text)]),
  ) as NoticeWords,
  number: (value) => `[${value}]`,
};

describe('noticeText', () => {
  it.each(ENGLISH)('tells %j in English as the server stores it', (notice, text) => {
    expect(noticeText(notice)).toBe(text);
    expect(noticeText(notice, ENGLISH_NOTICES)).toBe(text);
  });

  it.each([
    [
      0,
      '+[35] POINTS: YOU CONNECTED WITH Ada ([10] FOR CONNECTING, [25] FOR COMPLETING QR NETWORKING)',
    ],
    [1, '+[30] POINTS: YOU CONNECTED WITH YOUR PARTNER'],
    [3, 'YOUR ROCK-PAPER-SCISSORS MATCH WITH YOUR OPPONENT WAS A DRAW'],
    [5, '+[15] POINTS: YOU HAD A SMALL TALK WITH YOUR PARTNER'],
    [6, "+[100] POINTS: YOU VISITED [5] SPONSORS' BOOTHS AND EARNED THE BOOTH CRAWLER BADGE"],
    [7, 'YOU REACHED LEVEL [3]! PRESS LEVEL UP ON THE HOME SCREEN TO MOVE UP.'],
    [9, 'Ann ASKS YOU FOR A GAME OF ROCK-PAPER-SCISSORS'],
    [13, 'Ed DECLINED YOUR MEETING'],
    [16, 'YOUR Mug IS SET ASIDE FOR YOU: COLLECT IT AT THE PRIZE DESK.'],
    [17, 'THE ORGANISERS VOIDED [175] OF YOUR POINTS FROM [4] AWARDS: ring of 6'],
    [18, 'THE ORGANISERS VOIDED [10] OF YOUR POINTS FROM 1 AWARD: mistake'],
    [19, ERROR_MESSAGES.disconnected],
  ])('tells notice %i in the words and numbers it is given', (index, text) => {
    const [notice] = ENGLISH[index] ?? [];
    expect(notice).toBeDefined();
    if (notice !== undefined) expect(noticeText(notice, shouting)).toBe(text);
  });

  it('has a kind for every message, as the list groups them', () => {
    expect(Object.keys(NOTICE_KINDS).sort()).toEqual(
      [...new Set(ENGLISH.map(([notice]) => notice.message))].sort(),
    );
    expect(NOTICE_KINDS.newMessage).toBe('message');
    expect(NOTICE_KINDS.disconnected).toBe('disconnect');
  });
});

describe('told', () => {
  it('gives a notice its kind and English sentence, as notify stores them', () => {
    expect(told({ message: 'meetingCheckIn', params: { name: 'Fay' } })).toStrictEqual({
      kind: 'award',
      text: 'Fay checked in your meeting',
      message: 'meetingCheckIn',
      params: { name: 'Fay' },
    });
  });

  it('says a new line as the inbox, which makes its sentence itself, writes it', () => {
    expect(messageNoticeText('Di')).toBe(
      noticeText({ message: 'newMessage', params: { name: 'Di' } }),
    );
  });
});

describe('noticeOf', () => {
  it.each(ENGLISH)('reads %j back as it was stored', (notice) => {
    expect(noticeOf({ ...notice })).toEqual(notice);
  });

  it('reads a notice with no values (the database dropped the empty object)', () => {
    expect(noticeOf({ message: 'disconnected' })).toEqual({
      message: 'disconnected',
      params: {},
    });
  });

  it.each([
    ['no message (written before keys were kept)', {}],
    ['a message this code does not know', { message: 'raffleWon', params: { prize: 'Mug' } }],
    ['a message that is not a string', { message: 7, params: {} }],
    ['a key of Object', { message: 'toString', params: {} }],
    ['values that are not an object', { message: 'level', params: 3 }],
    ['null values', { message: 'newMessage', params: null }],
    ['a value missing', { message: 'level', params: {} }],
    ['a number as a string', { message: 'level', params: { level: '3' } }],
    ['a number that is not finite', { message: 'level', params: { level: Number.NaN } }],
    ['a name as a number', { message: 'newMessage', params: { name: 5 } }],
    [
      'a choice not on the list',
      { message: 'rps', params: { outcome: 'forfeit', opponent: 'Bo', win: 0, completion: 0 } },
    ],
    ['a choice that is not a string', { message: 'pairRequest', params: { name: 'A', game: 3 } }],
  ])('is null for %s', (_name, stored) => {
    expect(noticeOf(stored)).toBeNull();
  });
});

describe('storedNoticeText', () => {
  it('tells a notification from its notice in the words given', () => {
    const stored = { text: 'Di sent you a message', message: 'newMessage', params: { name: 'Di' } };
    expect(storedNoticeText(stored, shouting)).toBe('Di SENT YOU A MESSAGE');
  });

  it('falls back to the stored text where there is no notice it knows', () => {
    expect(storedNoticeText({ text: 'You reached level 2!' }, shouting)).toBe(
      'You reached level 2!',
    );
    expect(
      storedNoticeText({ text: 'Something new', message: 'raffleWon', params: {} }, shouting),
    ).toBe('Something new');
  });
});
