import * as v from 'valibot';
import { type Actor, addAudit } from './audit.ts';
import { type AwardProfile, addAward } from './awards.ts';
import { keySchema, TEXT_MAX } from './entities.ts';
import { accept, type Claim, type Context, claim, refuse, refuseField, WriteSet } from './plan.ts';
import { POINTS } from './points.ts';
import { boardFace } from './privacy.ts';
import type { StoredTriviaQuestion } from './store/events.ts';
import {
  type QuizAnswer,
  type QuizQuestion,
  type QuizRound,
  type QuizStanding,
  quizNodes,
} from './store/quiz.ts';
import { inQuizOrder } from './trivia-edit.ts';

/**
 * A live quiz round on the projector (docs/live-quiz.md): an organiser runs the event's trivia
 * questions, in their order, one at a time with a countdown on the server's clock; attendees
 * answer on their phones, once each, before it closes; a faster right answer pays more, through
 * the ledger like every award. The right option is written to the round only once the question
 * closed, with the round's top 5; the end shows a podium.
 */
export const QUIZ = {
  /** The most questions of a round: the first ones of the event's quiz, in its order. */
  maxQuestions: 10,
  /** How long each question takes answers. */
  seconds: 20,
  /** How many of the round's best the projector shows after each question, and at the end. */
  top: 5,
  podium: 3,
  /** How long the projector shows the podium after the round ended, before the boards. */
  podiumMs: 60_000,
  /** The least share of a question's points a right answer earns (the last moment's). */
  floor: 0.5,
} as const;

/**
 * What a right answer earns: the question's points (its organiser's, else the event's triviaRight),
 * times QUIZ.floor plus the rest in proportion to the time left, rounded half up, so the first
 * instant pays it all and the last moment half: points = base * (0.5 + 0.5 * remaining / total).
 */
export const quizPoints = (base: number, remainingMs: number, totalMs: number): number => {
  const share = totalMs <= 0 ? 0 : Math.min(1, Math.max(0, remainingMs / totalMs));
  return Math.round(base * (QUIZ.floor + (1 - QUIZ.floor) * share));
};

/** The callables' inputs, here rather than in inputs.ts (which ships with the first visit). */
export const QUIZ_ACTIONS = ['start', 'reveal', 'next', 'end'] as const;
export type QuizAction = (typeof QUIZ_ACTIONS)[number];
export const quizRoundInput = v.strictObject({
  eventId: keySchema,
  action: v.picklist(QUIZ_ACTIONS),
});
export const answerQuizInput = v.strictObject({
  roundId: keySchema,
  index: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(QUIZ.maxQuestions - 1)),
  answer: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(TEXT_MAX.short)),
});
export type QuizRoundInput = v.InferOutput<typeof quizRoundInput>;
export type AnswerQuizInput = v.InferOutput<typeof answerQuizInput>;

type Trivia = Readonly<Record<string, StoredTriviaQuestion>>;

/** A question's options as a list; a question stored without any (an old seed's) has none. */
const optionsOf = (question: StoredTriviaQuestion): string[] =>
  Object.values<string>((question.options as StoredTriviaQuestion['options'] | undefined) ?? {});

/** A question in play; one whose organiser named no points pays the event's `triviaRight`. */
const toQuestion = (
  id: string,
  stored: StoredTriviaQuestion,
  triviaRight: number,
): QuizQuestion => ({
  id,
  question: stored.question,
  ...(stored.image === undefined ? {} : { image: stored.image }),
  options: optionsOf(stored),
  points: stored.points ?? triviaRight,
});

/** The round's best by points, ties by name: the top 5 after a question, the podium at the end. */
export const standings = (
  tally: Readonly<Record<string, QuizStanding>> | null,
  size: number,
): QuizStanding[] =>
  Object.values(tally ?? {})
    .filter((row) => row.points > 0)
    .sort((a, b) => b.points - a.points || a.name.localeCompare(b.name))
    .slice(0, size)
    .map(({ name, points }) => ({ name, points }));

/** The question at `index` of the round opened now, for QUIZ.seconds. */
const opened = (
  id: string,
  questions: readonly string[],
  index: number,
  question: QuizQuestion,
  now: number,
): QuizRound => ({
  id,
  state: 'open',
  questions,
  index,
  question,
  openedAt: now,
  closesAt: now + QUIZ.seconds * 1000,
});

/** What the organiser's screen gets back: the round as it now stands. */
export type QuizRoundView = { readonly round: QuizRound };

/** A step's audit action: a `next` past the last question ends the round. */
const STEP_AUDIT = {
  open: 'quiz.next',
  closed: 'quiz.reveal',
  ended: 'quiz.end',
} as const;

/**
 * What a step's audit entry records: the question on the screen (its number and text), and once
 * revealed its answer, at the end the podium; `before` is the round as it was.
 */
const auditView = (round: QuizRound | null) =>
  round === null
    ? null
    : {
        question: `${round.index + 1}. ${round.question.question}`,
        stage: round.state,
        ...(round.right === undefined ? {} : { answer: round.right }),
        ...(round.state === 'ended' && round.top !== undefined
          ? { podium: round.top.map((row) => `${row.name} (${row.points})`) }
          : {}),
      };

/**
 * The organiser's step, decided in a transaction on the round: `start` a round of the event's
 * first QUIZ.maxQuestions questions (none live), `reveal` the question once its countdown ended
 * (its right option and the top 5), `next` question once revealed (the last one's next ends the
 * round), or `end` it now (the podium); each step goes in the event's audit log. A reveal asked
 * again once revealed changes nothing. `read` is what the handler read: the event's questions,
 * the round question's right option, and the round's tally.
 */
export const decideQuizRound = (
  round: QuizRound | null,
  action: QuizAction,
  read: {
    /** The round's event, whose audit log records each step. */
    readonly eventId: string;
    readonly trivia: Trivia | null;
    readonly right: string | null;
    readonly tally: Readonly<Record<string, QuizStanding>> | null;
    /** The event's points for a right trivia answer (scoring-table.ts; the house's by default). */
    readonly triviaRight?: number;
  },
  actor: Actor,
  ctx: Pick<Context, 'now' | 'newId'>,
): Claim<QuizRoundView, QuizRound> => {
  const triviaRight = read.triviaRight ?? POINTS.triviaRight;
  const live = round !== null && round.state !== 'ended';
  // Each step in the event's audit log, in the same plan as the step itself.
  const done = (next: QuizRound) => {
    const writes = addAudit(
      new WriteSet(),
      { kind: 'event', id: read.eventId },
      actor,
      {
        action: action === 'start' ? 'quiz.start' : STEP_AUDIT[next.state],
        target: next.id,
        before: auditView(round),
        after: auditView(next),
      },
      ctx,
    );
    return claim(next, accept({ round: next }, writes));
  };
  const ending = (from: QuizRound) =>
    done({ ...from, state: 'ended', top: standings(read.tally, QUIZ.podium), endedAt: ctx.now });
  if (action === 'start') {
    if (live) return refuse('quiz-live');
    const ordered = inQuizOrder(
      Object.entries(read.trivia ?? {}).map(([id, question]) => ({ ...question, id })),
    ).slice(0, QUIZ.maxQuestions);
    const first = ordered[0];
    if (first === undefined) return refuse('quiz-empty');
    const ids = ordered.map((question) => question.id);
    return done(opened(ctx.newId(), ids, 0, toQuestion(first.id, first, triviaRight), ctx.now));
  }
  if (!live) return refuse('illegal-transition', 'no round is live');
  if (action === 'end') return ending(round);
  if (action === 'reveal') {
    // Asked by every screen at the countdown's end: once revealed, asking again changes nothing.
    if (round.state !== 'open') return accept({ round });
    if (ctx.now < round.closesAt) return refuse('quiz-open');
    return done({
      ...round,
      state: 'closed',
      ...(read.right === null ? {} : { right: read.right }),
      top: standings(read.tally, QUIZ.top),
    });
  }
  if (round.state !== 'closed') return refuse('quiz-open');
  // A question deleted since the round began is skipped; past the last, the round ends.
  for (let index = round.index + 1; index < round.questions.length; index++) {
    const id = round.questions[index] ?? '';
    const stored = read.trivia?.[id];
    if (stored !== undefined) {
      const { right: _right, top: _top, ...rest } = round;
      return done({
        ...rest,
        ...opened(round.id, round.questions, index, toQuestion(id, stored, triviaRight), ctx.now),
      });
    }
  }
  return ending(round);
};

/**
 * Whether a question of the event's live round is still to be revealed: the one on screen while
 * it takes answers, or one still to come. The trivia game tells a question's right option with
 * its verdict, so it takes none of these (trivia.ts).
 */
export const awaitsQuizReveal = (round: QuizRound | null, questionId: string): boolean => {
  if (round === null || round.state === 'ended') return false;
  const at = round.questions.indexOf(questionId);
  return at > round.index || (at === round.index && round.state === 'open');
};

const normal = (text: string): string => text.trim().toLowerCase();

/** What an attendee is told of an answer: that it was taken. Whether it was right waits for the reveal. */
export type QuizAnswerTaken = { readonly roundId: string; readonly index: number };

/**
 * An attendee's answer, decided in a transaction on their answer to that question, so it is
 * taken once: refused unless the round's question at `index` is open by the server's clock
 * (closed, revealed, another question, past closesAt) or when not one of its options. A right
 * one pays quizPoints through the ledger and counts on the round's tally.
 */
export const decideQuizAnswer = (
  answer: QuizAnswer | null,
  round: QuizRound | null,
  right: string | null,
  input: AnswerQuizInput,
  player: { readonly key: string; readonly profile: AwardProfile },
  ctx: Pick<Context, 'now' | 'newId'>,
): Claim<QuizAnswerTaken, QuizAnswer> => {
  if (round === null || round.id !== input.roundId) return refuse('not-found', 'round');
  if (round.state !== 'open' || round.index !== input.index || ctx.now > round.closesAt)
    return refuse('quiz-closed');
  if (answer !== null) return refuse('quiz-answered');
  const picked = (round.question.options ?? []).find(
    (option) => normal(option) === normal(input.answer),
  );
  if (picked === undefined) return refuseField('invalid-argument', 'answer', 'not an option');
  const correct = right !== null && normal(picked) === normal(right);
  const points = correct
    ? quizPoints(round.question.points, round.closesAt - ctx.now, round.closesAt - round.openedAt)
    : 0;
  const writes = new WriteSet();
  if (points > 0) {
    addAward(
      writes,
      player.profile,
      { key: player.key, points, reason: 'quiz-right', by: 'system' },
      ctx,
    );
    const field = <F extends keyof QuizStanding>(name: F) =>
      quizNodes.tallyField(player.profile.eventId, round.id, player.key, name);
    writes.set(field('name'), boardFace(player.profile).name);
    writes.increment(field('points'), points);
  }
  return claim(
    { picked, at: ctx.now, points },
    accept({ roundId: round.id, index: round.index }, writes),
  );
};
