import type { ConnectionPayment, TriviaAnswer } from './games.ts';
import type { CompletableGame } from './points.ts';
import type { RpsPaid } from './store/rooms.ts';

/**
 * The words of an award, said the same way in a notification and on the screen that earned it:
 * every point paid, and what for. One action often pays more than one thing (a first connection
 * also completes QR networking), so a message names each part when there is more than one.
 */

/**
 * The words an award is told in, English here; a screen passes its reader's language (the web's
 * catalogue holds these keys), while the server writes notifications in these. `{name}` marks
 * where a value goes.
 */
export const AWARD_WORDS = {
  act01: 'network bingo',
  act02: 'picture trivia',
  act03: 'rock-paper-scissors',
  act05: 'small talk',
  act06: 'QR networking',
  forCompleting: 'for completing {game}',
  paid: '+{total} points: {deed}{why}',
  forConnecting: 'for connecting',
  forBoothVisit: 'for the booth visit',
  forBingo: 'for bingo',
  connected: 'you connected with {partner}',
  won: 'you beat {opponent} at rock-paper-scissors',
  lost: '{opponent} beat you at rock-paper-scissors',
  draw: 'your rock-paper-scissors match with {opponent} was a draw',
  forWin: 'for the win',
  talked: 'you had a small talk with {partner}',
  forTalk: 'for the small talk',
  right: 'Right: it is {right}.',
  wrong: 'Not this time: it is {right}, you picked {picked}.',
  forRightAnswer: 'for the right answer',
  noPoints: '{verdict} No points for this one.',
  triviaPaid: '{verdict} +{total} points {why}.',
  crawled: "you visited {sponsors} sponsors' booths and earned the Booth crawler badge",
  forCrawl: 'for the booth crawl',
} as const;

export type AwardWords = Readonly<Record<keyof typeof AWARD_WORDS, string>>;

/** `{name}` in `text` replaced by the value of that name. */
export const fill = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** How a number is written: plainly where the server writes English, for the locale on a screen. */
export type NumberWords = (value: number) => string;

/** One reason a side was paid, and how much. */
export type PaidFor = readonly [points: number, why: string];

/** A game's completion bonus as a part of an award. */
const forCompleting = (game: CompletableGame, points: number, words: AwardWords): PaidFor => [
  points,
  fill(words.forCompleting, { game: words[game] }),
];

const paidTotal = (parts: readonly PaidFor[]): number =>
  parts.reduce((sum, [points]) => sum + points, 0);

/** "10 for connecting, 25 for completing QR networking": only the parts that paid. */
const breakdown = (parts: readonly PaidFor[], number: NumberWords): string =>
  parts
    .filter(([points]) => points > 0)
    .map(([points, why]) => `${number(points)} ${why}`)
    .join(', ');

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * "+35 points: you connected with Lena (10 for connecting, 25 for completing QR networking)": the
 * first part is what the deed itself pays, so when only it paid the deed says why
 * ("+10 points: you connected with Lena"); anything else is named. Nothing paid tells the deed
 * only ("You connected with Lena").
 */
export const awardText = (
  deed: string,
  parts: readonly PaidFor[],
  words: AwardWords = AWARD_WORDS,
  number: NumberWords = String,
): string => {
  const total = paidTotal(parts);
  if (total === 0) return capitalised(deed);
  const why = parts.slice(1).some(([points]) => points > 0) ? ` (${breakdown(parts, number)})` : '';
  return fill(words.paid, { total: number(total), deed, why });
};

/** A connection told to one side: the partner's name and everything this side was paid. */
export const connectionText = (
  partner: string,
  paid: ConnectionPayment,
  boothVisit: boolean,
  words: AwardWords = AWARD_WORDS,
  number: NumberWords = String,
): string =>
  awardText(
    fill(words.connected, { partner }),
    [
      [paid.connection, boothVisit ? words.forBoothVisit : words.forConnecting],
      forCompleting('act06', paid.completion, words),
      [paid.bingo, words.forBingo],
    ],
    words,
    number,
  );

/** A finished match told to one player, by how it ended for them. */
export const rpsText = (
  outcome: 'won' | 'lost' | 'draw',
  opponent: string,
  paid: RpsPaid,
  words: AwardWords = AWARD_WORDS,
  number: NumberWords = String,
): string =>
  awardText(
    fill(words[outcome], { opponent }),
    [[paid.win, words.forWin], forCompleting('act03', paid.completion, words)],
    words,
    number,
  );

/** What a small talk paid one player. */
export type TalkPaid = { readonly talk: number; readonly completion: number };

export const smallTalkText = (
  partner: string,
  paid: TalkPaid,
  words: AwardWords = AWARD_WORDS,
  number: NumberWords = String,
): string =>
  awardText(
    fill(words.talked, { partner }),
    [[paid.talk, words.forTalk], forCompleting('act05', paid.completion, words)],
    words,
    number,
  );

/**
 * A trivia answer in words: right or not, the right answer and the pick (the server reveals the
 * right one only once the pick is stored), then what it paid, the completion bonus included.
 */
export const triviaText = (answer: TriviaAnswer, words: AwardWords = AWARD_WORDS): string => {
  const verdict = fill(answer.correct ? words.right : words.wrong, {
    right: answer.right,
    picked: answer.picked,
  });
  const parts: PaidFor[] = [
    [answer.paid.right, words.forRightAnswer],
    forCompleting('act02', answer.paid.completion, words),
  ];
  const total = paidTotal(parts);
  if (total === 0) return fill(words.noPoints, { verdict });
  const paying = parts.filter(([points]) => points > 0);
  const why =
    paying.length > 1 ? `(${breakdown(paying, String)})` : paying.map(([, w]) => w).join('');
  return fill(words.triviaPaid, { verdict, total, why });
};

/** The booth crawl told to the attendee it paid: the sponsors visited and the badge. */
export const crawlText = (
  sponsors: number,
  points: number,
  words: AwardWords = AWARD_WORDS,
  number: NumberWords = String,
): string =>
  awardText(
    fill(words.crawled, { sponsors: number(sponsors) }),
    [[points, words.forCrawl]],
    words,
    number,
  );
