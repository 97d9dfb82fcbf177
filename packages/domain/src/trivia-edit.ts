import { type Actor, type AuditRecord, addAudit } from './audit.ts';
import type { WriteTriviaInput } from './inputs-console.ts';
import { accept, type Context, type Plan, refuse, refuseField, WriteSet } from './plan.ts';
import { eventNodes, type StoredTriviaQuestion } from './store/events.ts';
import { isTriviaPicture, triviaEvent } from './store/storage.ts';

/**
 * Organisers' picture trivia: questions written, reordered and deleted through callables, each
 * with an audit entry. The right option goes to eventNodes.answer, which no client reads (not
 * even an organiser: the audit log holds the public question only), and attendees' answers are
 * never touched, so an answer already paid stays paid whatever the question becomes.
 */
export type Quiz = Readonly<Record<string, StoredTriviaQuestion>>;

/**
 * The quiz in the order attendees get it: questions with no place of their own (the seed's)
 * first, then by the organisers' order; ties by id, numbers as numbers (q2 before q10).
 */
export const inQuizOrder = <Q extends { readonly id: string; readonly order?: number | undefined }>(
  questions: readonly Q[],
): Q[] =>
  [...questions].sort(
    (a, b) => (a.order ?? 0) - (b.order ?? 0) || a.id.localeCompare(b.id, 'en', { numeric: true }),
  );

const lowered = (text: string): string => text.trim().toLowerCase();

/** The option whose text is the stored answer, by place, or -1 (answers are matched this way). */
const placeOf = (options: readonly string[], answer: string | null): number =>
  answer === null ? -1 : options.findIndex((option) => lowered(option) === lowered(answer));

/** Where a new question goes: after every question of the quiz (inQuizOrder). */
const nextPlace = (quiz: Quiz | null): number =>
  Object.values(quiz ?? {}).reduce((last, question) => Math.max(last, question.order ?? 0), 0) + 1;

/**
 * A question and its right option set together (null: removed), with the change's entry in the
 * event's audit log under `trivia/{id}`.
 */
const questionWrites = (
  eventId: string,
  questionId: string,
  value: { readonly question: StoredTriviaQuestion | null; readonly answer: string | null },
  actor: Actor,
  change: Omit<AuditRecord, 'target'>,
  ctx: Pick<Context, 'newId'>,
): WriteSet =>
  addAudit(
    new WriteSet()
      .set(eventNodes.question(eventId, questionId), value.question)
      .set(eventNodes.answer(eventId, questionId), value.answer),
    { kind: 'event', id: eventId },
    actor,
    { ...change, target: `trivia/${questionId}` },
    ctx,
  );

/**
 * A question written whole under the screen's id. A new one must be named after its event
 * (`{event}__…`), so no event takes another's id or its picture folder, and goes last; an
 * existing one keeps its place. Its picture is a file of its own folder. The right option is the one named by place,
 * or, on an edit that names none, the option whose text was right before (refused when the edit
 * removed it).
 */
export const planTriviaWrite = (
  input: WriteTriviaInput,
  read: { readonly quiz: Quiz | null; readonly answer: string | null },
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Plan<{ readonly id: string }> => {
  const { eventId, questionId, question } = input;
  const before = read.quiz?.[questionId] ?? null;
  if (before === null && triviaEvent(questionId) !== eventId)
    return refuseField('invalid-argument', 'questionId', `a new question's id starts ${eventId}__`);
  if (!isTriviaPicture(questionId, question.image))
    return refuseField('invalid-path', 'image', "not this question's picture");
  const right = input.right ?? (before === null ? -1 : placeOf(question.options, read.answer));
  const answer = question.options[right];
  if (answer === undefined)
    return refuseField('invalid-argument', 'right', 'say which option is right');
  const order = before === null ? nextPlace(read.quiz) : before.order;
  const stored: StoredTriviaQuestion = { ...question, ...(order === undefined ? {} : { order }) };
  const writes = questionWrites(
    eventId,
    questionId,
    { question: stored, answer },
    actor,
    {
      action: 'content.write',
      before,
      after: {
        ...stored,
        rightAnswerChanged: read.answer === null || lowered(answer) !== lowered(read.answer),
      },
    },
    ctx,
  );
  return accept({ id: questionId }, writes);
};

/** A question and its answer removed; attendees' answers to it, and what they were paid, stay. */
export const planTriviaDelete = (
  eventId: string,
  questionId: string,
  before: StoredTriviaQuestion | null,
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Plan<{ readonly id: string; readonly picture: string | null }> => {
  if (before === null) return refuse('not-found', 'question');
  const writes = questionWrites(
    eventId,
    questionId,
    { question: null, answer: null },
    actor,
    { action: 'content.delete', before, after: null },
    ctx,
  );
  // Its picture goes with it when it is the question's own file (the handler removes it).
  const picture =
    before.image !== undefined && isTriviaPicture(questionId, before.image) ? before.image : null;
  return accept({ id: questionId, picture }, writes);
};

/**
 * The quiz's order as the organiser arranged it: every question of the event once, nothing else
 * (a question added or deleted meanwhile refuses it, and the screen shows the quiz again).
 */
export const decideTriviaOrder = (
  eventId: string,
  quiz: Quiz | null,
  order: readonly string[],
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Plan<{ readonly eventId: string }> => {
  const ids = Object.keys(quiz ?? {});
  const same = new Set(order).size === order.length && order.length === ids.length;
  if (!same || order.some((id) => quiz?.[id] === undefined))
    return refuseField('invalid-argument', 'order', 'every question of the event once');
  const writes = new WriteSet();
  for (const [i, id] of order.entries()) writes.set(eventNodes.questionOrder(eventId, id), i + 1);
  addAudit(
    writes,
    { kind: 'event', id: eventId },
    actor,
    {
      action: 'content.write',
      target: 'trivia/order',
      before: [...ids].sort((a, b) => (quiz?.[a]?.order ?? 0) - (quiz?.[b]?.order ?? 0)),
      after: order,
    },
    ctx,
  );
  return accept({ eventId }, writes);
};
