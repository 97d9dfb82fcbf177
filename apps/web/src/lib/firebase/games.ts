import type { BingoCard, TriviaQuestion } from '@engage/domain/games';
import { eventNodes } from '@engage/domain/store/events';
import { userNodes } from '@engage/domain/store/users';
import type { BingoCardNode, TriviaAnswers } from '@engage/domain/store/users-play';
import { inQuizOrder } from '@engage/domain/trivia-edit';
import { read, watch } from './read.ts';

export type Question = TriviaQuestion & { readonly id: string };

/** The database hands back a stored array as an object when it has gaps; both read the same. */
const listOf = <T>(raw: readonly T[] | Readonly<Record<string, T>> | undefined): T[] =>
  raw === undefined ? [] : Object.values(raw);

const toCard = (raw: BingoCardNode | null): BingoCard | null =>
  raw?.squares === undefined
    ? null
    : {
        squares: listOf(raw.squares).map((square) => ({
          trait: square.trait,
          label: square.label,
          ...(square.kind === undefined ? {} : { kind: square.kind }),
          ...(square.value === undefined ? {} : { value: square.value }),
          ...(square.filledBy ? { filledBy: square.filledBy } : {}),
        })),
        lines: raw.lines ?? 0,
        complete: raw.complete ?? false,
      };

/** The attendee's bingo card (own node), or null before the server dealt one. */
export const fetchBingoCard = async (key: string): Promise<BingoCard | null> =>
  toCard(await read(userNodes.bingo(key)));

export const watchBingoCard = (
  key: string,
  onChange: (card: BingoCard | null) => void,
): (() => void) => watch(userNodes.bingo(key), (card) => onChange(toCard(card)));

/**
 * The event's trivia questions in the organisers' order, else a stable one (q2 before q10). Only
 * the picture, the question and the options are taken: whatever else a node holds is not the
 * screen's business.
 */
export const fetchTriviaQuestions = async (eventId: string): Promise<Question[]> => {
  const raw = (await read(eventNodes.trivia(eventId))) ?? {};
  const stored = Object.entries(raw)
    .filter(([, question]) => typeof question.question === 'string')
    .map(([id, question]) => ({ id, question, order: question.order }));
  return inQuizOrder(stored).map(({ id, question }) => ({
    id,
    image: question.image ?? '',
    question: question.question ?? '',
    options: listOf(question.options),
  }));
};

export const watchTriviaAnswers = (
  key: string,
  onChange: (answers: TriviaAnswers) => void,
): (() => void) => watch(userNodes.triviaAnswers(key), (answers) => onChange(answers ?? {}));
