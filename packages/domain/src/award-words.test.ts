import { describe, expect, it } from 'vitest';
import {
  AWARD_WORDS,
  awardText,
  connectionText,
  crawlText,
  rpsText,
  smallTalkText,
  triviaText,
} from './award-words.ts';
import type { TriviaAnswer } from './games.ts';

describe('awardText', () => {
  it.each([
    ['nothing paid: the deed alone', [[0, 'for connecting']], 'You connected with Lena'],
    ['one part: the total', [[10, 'for connecting']], '+10 points: you connected with Lena'],
    [
      'more than one part: the total, then each part that paid',
      [
        [10, 'for connecting'],
        [0, 'for bingo'],
        [25, 'for completing QR networking'],
      ],
      '+35 points: you connected with Lena (10 for connecting, 25 for completing QR networking)',
    ],
  ] as const)('%s', (_name, parts, text) => {
    expect(awardText('you connected with Lena', parts)).toBe(text);
  });
});

describe('connectionText', () => {
  it.each([
    [{ connection: 10, completion: 0, bingo: 0 }, false, '+10 points: you connected with Lena'],
    [
      { connection: 30, completion: 25, bingo: 25 },
      true,
      '+80 points: you connected with Lena (30 for the booth visit, 25 for completing QR networking, 25 for bingo)',
    ],
    [{ connection: 0, completion: 0, bingo: 0 }, false, 'You connected with Lena'],
  ])('%j (booth visit %s) reads "%s"', (paid, booth, text) => {
    expect(connectionText('Lena', paid, booth)).toBe(text);
  });
});

describe('rpsText', () => {
  it.each([
    [
      'won',
      { win: 20, completion: 30 },
      '+50 points: you beat Lena at rock-paper-scissors (20 for the win, 30 for completing rock-paper-scissors)',
    ],
    ['won', { win: 20, completion: 0 }, '+20 points: you beat Lena at rock-paper-scissors'],
    [
      'lost',
      { win: 0, completion: 30 },
      '+30 points: Lena beat you at rock-paper-scissors (30 for completing rock-paper-scissors)',
    ],
    ['lost', { win: 0, completion: 0 }, 'Lena beat you at rock-paper-scissors'],
    ['draw', { win: 0, completion: 0 }, 'Your rock-paper-scissors match with Lena was a draw'],
  ] as const)('%s, paid %j: "%s"', (outcome, paid, text) => {
    expect(rpsText(outcome, 'Lena', paid)).toBe(text);
  });
});

describe('smallTalkText', () => {
  it.each([
    [
      { talk: 15, completion: 40 },
      '+55 points: you had a small talk with Lena (15 for the small talk, 40 for completing small talk)',
    ],
    [{ talk: 15, completion: 0 }, '+15 points: you had a small talk with Lena'],
  ])('%j: "%s"', (paid, text) => {
    expect(smallTalkText('Lena', paid)).toBe(text);
  });
});

describe('triviaText', () => {
  const answer = (fields: Partial<TriviaAnswer>): TriviaAnswer => ({
    correct: true,
    right: 'Paris',
    picked: 'Paris',
    awarded: 10,
    paid: { right: 10, completion: 0 },
    answered: 1,
    total: 3,
    complete: false,
    ...fields,
  });
  it.each([
    ['a right answer', answer({}), 'Right: it is Paris. +10 points for the right answer.'],
    [
      'the last, right',
      answer({ awarded: 60, paid: { right: 10, completion: 50 } }),
      'Right: it is Paris. +60 points (10 for the right answer, 50 for completing picture trivia).',
    ],
    [
      'a wrong answer',
      answer({ correct: false, picked: 'Rome', awarded: 0, paid: { right: 0, completion: 0 } }),
      'Not this time: it is Paris, you picked Rome. No points for this one.',
    ],
    [
      'the last, wrong: the completion is told as what it is',
      answer({ correct: false, picked: 'Rome', awarded: 50, paid: { right: 0, completion: 50 } }),
      'Not this time: it is Paris, you picked Rome. +50 points for completing picture trivia.',
    ],
  ])('%s', (_name, given, text) => {
    expect(triviaText(given)).toBe(text);
  });
});

describe('in the words a screen passes', () => {
  const words = {
    ...AWARD_WORDS,
    act06: 'QR-netwerken',
    forCompleting: 'voor {game} voltooien',
    paid: '+{total} punten: {deed}{why}',
    forConnecting: 'voor het connecten',
    connected: 'je connectte met {partner}',
    wrong: 'Helaas: het is {right}, jij koos {picked}.',
    noPoints: '{verdict} Geen punten voor deze.',
    crawled: 'je bezocht {sponsors} stands',
  };

  it('fills every placeholder from the words, and leaves an unknown one as written', () => {
    expect(connectionText('Lena', { connection: 10, completion: 25, bingo: 0 }, false, words)).toBe(
      '+35 punten: je connectte met Lena (10 voor het connecten, 25 voor QR-netwerken voltooien)',
    );
    expect(
      triviaText(
        {
          correct: false,
          right: 'Lissabon',
          picked: 'Porto',
          awarded: 0,
          paid: { right: 0, completion: 0 },
          answered: 1,
          total: 0,
          complete: false,
        },
        words,
      ),
    ).toBe('Helaas: het is Lissabon, jij koos Porto. Geen punten voor deze.');
    expect(crawlText(3, 0, { ...words, crawled: 'je bezocht {sponsors} {stands}' })).toBe(
      'Je bezocht 3 {stands}',
    );
  });
});
