import { squaresOnLines } from '@engage/domain/bingo';
import type { BingoCard } from '@engage/domain/games';
import type { PointValues } from '@engage/domain/scoring-table';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Burst } from '../../components/burst.tsx';
import { useEventScoring } from '../../lib/event-scoring.ts';
import { bingoCardQueryOptions } from './queries.ts';
import { useLiveBingoCard } from './use-live-bingo-card.ts';
import './bingo.css';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the card has earned so far, in words, with the points the server paid for it. */
const Celebration = ({ card, points }: { card: BingoCard; points: PointValues }) => {
  const filled = card.squares.filter((square) => square.filledBy !== undefined).length;
  const forLines = `${plural(card.lines, 'line', 'lines')} (${card.lines * points.bingoLine} points)`;
  if (card.complete) {
    return (
      <p className="bingo-celebration moment" data-state="complete">
        Full card! All {card.squares.length} squares are filled: you earned {forLines} and{' '}
        {points.completion.act01} points for the full card.
        <Burst />
      </p>
    );
  }
  if (card.lines > 0) {
    return (
      <p className="bingo-celebration" data-state="line">
        Bingo! You completed {forLines}. Fill the whole card for {points.completion.act01} more.
      </p>
    );
  }
  return (
    <p>
      {filled === 0
        ? 'No squares filled yet: connect with someone who matches a square.'
        : `${plural(filled, 'square', 'squares')} of ${card.squares.length} filled. Three in a row make a line.`}
    </p>
  );
};

/**
 * The attendee's network bingo card, live: a 3 × 3 grid of traits; a square fills with the name
 * of the attendee whose connection matched it.
 */
export const BingoBoard = ({ userKey, eventId }: { userKey: string; eventId: string }) => {
  useLiveBingoCard(userKey);
  const { points } = useEventScoring(eventId);
  const { data: card } = useSuspenseQuery(bingoCardQueryOptions(userKey));
  const lit = squaresOnLines(card.squares);
  return (
    <section aria-labelledby="bingo-title" className="bingo">
      <h1 id="bingo-title">Network bingo</h1>
      <div role="status" aria-live="polite">
        <Celebration card={card} points={points} />
      </div>
      <ol className="bingo-grid" aria-label="Your bingo card">
        {card.squares.map((square, index) => (
          <li
            key={`${index}-${square.trait}`}
            className="bingo-square"
            data-filled={square.filledBy !== undefined}
            data-line={lit.has(index)}
          >
            <span className="bingo-trait">{square.label}</span>
            <span className="bingo-by">
              {square.filledBy === undefined ? 'Open' : `Filled by ${square.filledBy}`}
            </span>
          </li>
        ))}
      </ol>
      <h2>How to play</h2>
      <ol className="how-to">
        <li>Each square names a trait, like a team or a department.</li>
        <li>
          Find someone who matches a square and <Link to="/connect">connect with them</Link> by QR
          code or by typing their code: their name fills the square.
        </li>
        <li>
          Three filled squares in a row, a column or a diagonal make a line: {points.bingoLine}{' '}
          points each.
        </li>
        <li>Fill all nine squares for a full card and {points.completion.act01} points.</li>
      </ol>
    </section>
  );
};
