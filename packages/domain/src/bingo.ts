import { type AwardProfile, addAward } from './awards.ts';
import { OTHER_TEAM, type TraitProfile, traitKey, traitsAt, traitsOf } from './bingo-traits.ts';
import type { BingoCard, BingoSquare, SquareOfCard, TraitKind } from './games.ts';
import { atRate, FULL_RATE, type PartnerRate } from './partner-awards.ts';
import { pickListsOf } from './pick-lists.ts';
import { accept, type Claim, type Context, claim, WriteSet } from './plan.ts';
import { POINTS } from './points.ts';
import type { PointValues } from './scoring-table.ts';
import type { BingoSquares, PickListName, StoredPickLists } from './store/events.ts';
import type { BingoCardNode } from './store/users-play.ts';

/**
 * Network bingo (game act01). A card has 9 squares, each a trait of the event's attendees (their
 * department, company, team, in person or online, a sponsor representative); a square fills when
 * the player connects (QR) with an attendee who has the trait, as the server reads it on that
 * attendee's profile. Each new line (row, column, diagonal) pays, and the full card completes the
 * game.
 */
const ANYONE: BingoSquare = { trait: 'anyone', label: 'Anyone you have not met', kind: 'role' };
const SIZE = 3;

/** The kinds a trait key starts with (`department-sales`); any other square is a role. */
const KINDS = ['department', 'country', 'interest', 'company', 'team', 'attendance'] as const;
const kindOf = (trait: string): TraitKind =>
  KINDS.find((kind) => trait.startsWith(`${kind}-`)) ?? 'role';
const LIST_OF: Partial<Record<TraitKind, PickListName>> = {
  department: 'departments',
  country: 'countries',
  interest: 'interests',
};

/**
 * A new card. Where the event's organisers chose squares, it is dealt only from those: the ones
 * someone else at the event has (all of them while no one does yet), drawn at random, each again
 * once every one is on the card, so that a short choice still fills 9 squares. Else it is 9
 * traits that someone else at the event has (a trait only the player has is left out), drawn at
 * random; fewer than 9 are topped up with "anyone" squares.
 */
export const decideBingoCard = (
  current: BingoCard | null,
  eventTraits: Readonly<
    Record<string, { readonly count?: number; readonly label?: string; readonly value?: string }>
  >,
  mine: TraitProfile,
  random: () => number,
  /** When the card is dealt: its squares are judged on the traits partners have now (traitsAt). */
  now?: number,
  /** The squares the event's organisers chose (events/{id}/bingoSquares), if they did. */
  chosen?: BingoSquares | null,
  /** The event's lists (events/{id}/pickLists): a chosen square's value is one of them. */
  stored?: StoredPickLists | null,
): Claim<BingoCard, BingoCard> => {
  if (current?.squares !== undefined)
    return accept({ squares: current.squares, lines: current.lines, complete: current.complete });
  const own = new Set(traitsOf(mine).map((t) => t.trait));
  const othersHave = (trait: string) =>
    trait === OTHER_TEAM
      ? Object.entries(eventTraits).some(
          ([t, value]) => t.startsWith('team-') && !own.has(t) && (value.count ?? 0) > 0,
        )
      : (eventTraits[trait]?.count ?? 0) - (own.has(trait) ? 1 : 0) > 0;
  const draw = (from: readonly BingoSquare[], again: boolean): BingoSquare[] => {
    const squares: BingoSquare[] = [];
    let bag = [...from];
    while (squares.length < SIZE * SIZE && bag.length > 0) {
      const [picked] = bag.splice(Math.floor(random() * bag.length), 1);
      if (picked !== undefined) squares.push(picked);
      if (again && bag.length === 0) bag = [...from];
    }
    return squares;
  };
  const lists = pickListsOf(stored);
  // Each square keeps its kind and value, so that a screen tells it in the reader's words.
  const square = (trait: string, label: string): BingoSquare => {
    const kind = kindOf(trait);
    const list = LIST_OF[kind];
    const value =
      (list === undefined ? undefined : lists[list].find((v) => traitKey(kind, v) === trait)) ??
      eventTraits[trait]?.value;
    return value === undefined ? { trait, label, kind } : { trait, label, kind, value };
  };
  const choice = Object.entries(chosen ?? {}).map(([trait, label]) => square(trait, label));
  const met = choice.filter((square) => othersHave(square.trait));
  const squares =
    choice.length > 0
      ? draw(met.length > 0 ? met : choice, true)
      : draw(
          Object.entries(eventTraits)
            .filter(([trait]) => othersHave(trait))
            .map(([trait, value]) => square(trait, value.label ?? trait)),
          false,
        );
  while (squares.length < SIZE * SIZE) squares.push(ANYONE);
  const card: BingoCard = { squares, lines: 0, complete: false };
  const dealt = now === undefined ? {} : { dealtAt: now };
  return claim({ ...card, code: 'act01', isComplete: false, ...dealt }, accept(card));
};

const LINES: readonly (readonly number[])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

/** The card's completed lines, each as the indexes of its 3 squares. */
const completedLines = (squares: readonly BingoSquare[]): readonly (readonly number[])[] =>
  LINES.filter((line) => line.every((i) => squares[i]?.filledBy !== undefined));

export const countLines = (squares: readonly BingoSquare[]): number =>
  completedLines(squares).length;

/**
 * Which squares sit on a completed line, for the screen to light up; the server counts the lines
 * and pays for them with the same LINES.
 */
export const squaresOnLines = (squares: readonly BingoSquare[]): ReadonlySet<number> =>
  new Set(completedLines(squares).flat());

/**
 * A connection fills the first open square whose trait the partner has (or an "anyone" square),
 * in a transaction on the card; new lines pay, and the full card completes the game once.
 */

export const fillBingo = (
  card: BingoCardNode | null,
  player: { readonly key: string; readonly profile: AwardProfile },
  partner: TraitProfile & { readonly name: string },
  ctx: Pick<Context, 'newId'> & Partial<Pick<Context, 'now'>>,
  /** The share the connection paid under the partner rule: one that paid nothing fills nothing. */
  rate: PartnerRate = FULL_RATE,
  /** The event's point values (scoring-table.ts). */
  values: PointValues = POINTS,
): Claim<
  { readonly square?: string; readonly filled?: SquareOfCard; readonly awarded: number },
  BingoCardNode
> => {
  if (card?.squares === undefined || rate.rate === 0) return accept({ awarded: 0 });
  // A card dealt before cards kept their time is judged from its first fill on.
  const dealtAt = card.dealtAt ?? ctx.now;
  const theirs = new Set(traitsAt(partner, dealtAt).map((t) => t.trait));
  const myTeam = traitKey('team', player.profile.teamName);
  if ([...theirs].some((t) => t.startsWith('team-') && t !== myTeam)) theirs.add(OTHER_TEAM);
  const index = card.squares.findIndex(
    (square) =>
      square.filledBy === undefined && (theirs.has(square.trait) || square.trait === ANYONE.trait),
  );
  const square = card.squares[index];
  if (square === undefined) return accept({ awarded: 0 });
  const squares = card.squares.map((s, i) => (i === index ? { ...s, filledBy: partner.name } : s));
  const lines = countLines(squares);
  const complete = squares.every((s) => s.filledBy !== undefined);
  const writes = new WriteSet();
  let awarded = 0;
  const newLines = lines - card.lines;
  if (newLines > 0) {
    const full = newLines * values.bingoLine;
    const points = atRate(full, rate);
    awarded += points;
    addAward(
      writes,
      player.profile,
      { key: player.key, points, full, reason: 'bingo-line', by: 'system' },
      ctx,
    );
  }
  if (complete && card.isComplete !== true) {
    const points = atRate(values.completion.act01, rate);
    awarded += points;
    addAward(
      writes,
      player.profile,
      {
        key: player.key,
        points,
        full: values.completion.act01,
        reason: 'complete-act01',
        by: 'system',
        counters: { kool_badge: 1, issued_badges: 1 },
      },
      ctx,
    );
  }
  const next = {
    ...card,
    ...(dealtAt === undefined ? {} : { dealtAt }),
    squares,
    lines,
    complete,
    isComplete: complete || card.isComplete === true,
  };
  const filled: SquareOfCard = {
    trait: square.trait,
    label: square.label,
    ...(square.kind === undefined ? {} : { kind: square.kind }),
    ...(square.value === undefined ? {} : { value: square.value }),
  };
  return claim(next, accept({ square: square.label, filled, awarded }, writes));
};
