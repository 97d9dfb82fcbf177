import type { ConnectionPayment, TriviaAnswer } from './games.ts';
import type { CompletableGame } from './points.ts';
import type { RpsPaid } from './store/rooms.ts';

/**
 * The words of an award, said the same way in a notification and on the screen that earned it:
 * every point paid, and what for. One action often pays more than one thing (a first connection
 * also completes QR networking), so a message names each part when there is more than one.
 */

/** One reason a side was paid, and how much. */
export type PaidFor = readonly [points: number, why: string];

const GAME_WORDS: Readonly<Record<CompletableGame, string>> = {
  act01: 'network bingo',
  act02: 'picture trivia',
  act03: 'rock-paper-scissors',
  act05: 'small talk',
  act06: 'QR networking',
};

/** A game's completion bonus as a part of an award. */
export const forCompleting = (game: CompletableGame, points: number): PaidFor => [
  points,
  `for completing ${GAME_WORDS[game]}`,
];

export const paidTotal = (parts: readonly PaidFor[]): number =>
  parts.reduce((sum, [points]) => sum + points, 0);

/** "10 for connecting, 25 for completing QR networking": only the parts that paid. */
const breakdown = (parts: readonly PaidFor[]): string =>
  parts
    .filter(([points]) => points > 0)
    .map(([points, why]) => `${points} ${why}`)
    .join(', ');

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * "+35 points: you connected with Lena (10 for connecting, 25 for completing QR networking)": the
 * first part is what the deed itself pays, so when only it paid the deed says why
 * ("+10 points: you connected with Lena"); anything else is named. Nothing paid tells the deed
 * only ("You connected with Lena").
 */
export const awardText = (deed: string, parts: readonly PaidFor[]): string => {
  const total = paidTotal(parts);
  if (total === 0) return capitalised(deed);
  const why = parts.slice(1).some(([points]) => points > 0) ? ` (${breakdown(parts)})` : '';
  return `+${total} points: ${deed}${why}`;
};

/** What one connection paid one side, as parts. */
export const connectionParts = (paid: ConnectionPayment, boothVisit: boolean): PaidFor[] => [
  [paid.connection, boothVisit ? 'for the booth visit' : 'for connecting'],
  forCompleting('act06', paid.completion),
  [paid.bingo, 'for bingo'],
];

/** A connection told to one side: the partner's name and everything this side was paid. */
export const connectionText = (
  partner: string,
  paid: ConnectionPayment,
  boothVisit: boolean,
): string => awardText(`you connected with ${partner}`, connectionParts(paid, boothVisit));

/** A finished match told to one player, by how it ended for them. */
export const rpsText = (
  outcome: 'won' | 'lost' | 'draw',
  opponent: string,
  paid: RpsPaid,
): string => {
  const deed = {
    won: `you beat ${opponent} at rock-paper-scissors`,
    lost: `${opponent} beat you at rock-paper-scissors`,
    draw: `your rock-paper-scissors match with ${opponent} was a draw`,
  }[outcome];
  return awardText(deed, [[paid.win, 'for the win'], forCompleting('act03', paid.completion)]);
};

/** What a small talk paid one player. */
export type TalkPaid = { readonly talk: number; readonly completion: number };

export const smallTalkText = (partner: string, paid: TalkPaid): string =>
  awardText(`you had a small talk with ${partner}`, [
    [paid.talk, 'for the small talk'],
    forCompleting('act05', paid.completion),
  ]);

/**
 * A trivia answer in words: right or not, the right answer and the pick (the server reveals the
 * right one only once the pick is stored), then what it paid, the completion bonus included.
 */
export const triviaText = (answer: TriviaAnswer): string => {
  const verdict = answer.correct
    ? `Right: it is ${answer.right}.`
    : `Not this time: it is ${answer.right}, you picked ${answer.picked}.`;
  const parts: PaidFor[] = [
    [answer.paid.right, 'for the right answer'],
    forCompleting('act02', answer.paid.completion),
  ];
  const total = paidTotal(parts);
  if (total === 0) return `${verdict} No points for this one.`;
  const paying = parts.filter(([points]) => points > 0);
  return `${verdict} +${total} points ${paying.length > 1 ? `(${breakdown(paying)})` : paying.map(([, why]) => why).join('')}.`;
};

/** The booth crawl told to the attendee it paid: the sponsors visited and the badge. */
export const crawlText = (sponsors: number, points: number): string =>
  awardText(`you visited ${sponsors} sponsors' booths and earned the Booth crawler badge`, [
    [points, 'for the booth crawl'],
  ]);
