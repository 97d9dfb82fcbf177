import type { BingoCard, BingoSquare, TriviaQuestion } from '@engage/domain/games';
import { eventNodes } from '@engage/domain/store/events';
import { userNodes } from '@engage/domain/store/users';
import { get, onValue, ref } from 'firebase/database';
import { db } from './database-client.ts';

export type Question = TriviaQuestion & { readonly id: string };
export type TriviaAnswered = { readonly correct: boolean; readonly at: number };
/** The questions the attendee has answered, by question id. */
export type TriviaAnswers = Readonly<Record<string, TriviaAnswered>>;

/** The database hands back a stored array as an object when it has gaps; both read the same. */
const listOf = <T>(raw: readonly T[] | Readonly<Record<string, T>> | undefined): T[] =>
  raw === undefined ? [] : Object.values(raw);

type RawCard = {
  squares?: BingoSquare[] | Record<string, BingoSquare>;
  lines?: number;
  complete?: boolean;
};

const toCard = (raw: RawCard | null): BingoCard | null =>
  raw?.squares === undefined
    ? null
    : {
        squares: listOf(raw.squares).map((square) => ({
          trait: square.trait,
          label: square.label,
          ...(square.filledBy ? { filledBy: square.filledBy } : {}),
        })),
        lines: raw.lines ?? 0,
        complete: raw.complete ?? false,
      };

/** The attendee's bingo card (own node), or null before the server dealt one. */
export const fetchBingoCard = async (key: string): Promise<BingoCard | null> =>
  toCard((await get(ref(db(), userNodes.bingo(key)))).val() as RawCard | null);

export const watchBingoCard = (
  key: string,
  onChange: (card: BingoCard | null) => void,
): (() => void) =>
  onValue(ref(db(), userNodes.bingo(key)), (snapshot) =>
    onChange(toCard(snapshot.val() as RawCard | null)),
  );

type RawQuestion = {
  image?: string;
  question?: string;
  options?: string[] | Record<string, string>;
};

/**
 * The event's trivia questions in a stable order (q2 before q10). Only the picture, the question
 * and the options are taken: whatever else a node holds is not the screen's business.
 */
export const fetchTriviaQuestions = async (eventId: string): Promise<Question[]> => {
  const raw = ((await get(ref(db(), eventNodes.trivia(eventId)))).val() ?? {}) as Record<
    string,
    RawQuestion
  >;
  return Object.entries(raw)
    .filter(([, question]) => typeof question.question === 'string')
    .map(([id, question]) => ({
      id,
      image: question.image ?? '',
      question: question.question ?? '',
      options: listOf(question.options),
    }))
    .sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
};

export const watchTriviaAnswers = (
  key: string,
  onChange: (answers: TriviaAnswers) => void,
): (() => void) =>
  onValue(ref(db(), userNodes.triviaAnswers(key)), (snapshot) =>
    onChange((snapshot.val() ?? {}) as TriviaAnswers),
  );
