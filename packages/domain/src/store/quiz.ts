import { seg } from './keys.ts';
import { node, type Stamp } from './node.ts';

/**
 * A live quiz round of an event (quiz.ts, docs/live-quiz.md): the organiser runs it from the
 * console, attendees answer on their phones, the projector shows it. The round is public to the
 * event's members, organisers and kiosks, and written by the functions only; the answers and the
 * round's tally are the server's own.
 */

/** The question in play as attendees see it: never its right option (QuizRound.right). */
export type QuizQuestion = {
  readonly id: string;
  readonly question: string;
  readonly image?: string;
  /** Absent when it has none (the database keeps no empty list). */
  readonly options?: readonly string[];
  /** What a right answer pays at the most (its organiser's points, else the house's). */
  readonly points: number;
};

/** A line of the round's ranking: the attendee's name and the round's points. */
export type QuizStanding = { readonly name: string; readonly points: number };

/**
 * The event's round: `open` while the question's countdown runs (openedAt to closesAt, the
 * server's clock), `closed` once the organiser revealed it (`right` and the `top` 5 then), and
 * `ended` with the podium (`top` 3). `questions` are the round's question ids in their order.
 */
export type QuizRound = {
  readonly id: string;
  readonly state: 'open' | 'closed' | 'ended';
  readonly questions: readonly string[];
  readonly index: number;
  readonly question: QuizQuestion;
  readonly openedAt: Stamp;
  readonly closesAt: number;
  readonly right?: string;
  readonly top?: readonly QuizStanding[];
  /** When it ended: the projector shows the podium for QUIZ.podiumMs, then the boards again. */
  readonly endedAt?: number;
};

/** An attendee's answer to one question of a round: what they picked, when, what it paid. */
export type QuizAnswer = { readonly picked: string; readonly at: number; readonly points: number };

export const quizNodes = {
  /** The event's current (or last) round. */
  round: (eventId: string) => node<QuizRound>(`quizRounds/${seg(eventId)}`),
  /** One attendee's answer to the round's question at `index`: the claim of one answer each. */
  answer: (eventId: string, roundId: string, index: number, key: string) =>
    node<QuizAnswer>(
      `quizAnswers/${seg(eventId)}/${seg(roundId)}/${seg(String(index))}/${seg(key)}`,
    ),
  /** The round's points by attendee key, for its top 5 and podium. */
  tally: (eventId: string, roundId: string) =>
    node<Readonly<Record<string, QuizStanding>>>(`quizTallies/${seg(eventId)}/${seg(roundId)}`),
  tallyField: <F extends keyof QuizStanding>(
    eventId: string,
    roundId: string,
    key: string,
    field: F,
  ) => node<QuizStanding[F]>(`quizTallies/${seg(eventId)}/${seg(roundId)}/${seg(key)}/${field}`),
} as const;
