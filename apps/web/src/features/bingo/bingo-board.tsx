import { squaresOnLines } from '@engage/domain/bingo';
import type { BingoCard } from '@engage/domain/games';
import type { PointValues } from '@engage/domain/scoring-table';
import { count, params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Burst } from '../../components/burst.tsx';
import { useEventScoring } from '../../lib/event-scoring.ts';
import { squareText, squareWords } from '../../lib/i18n/bingo-square-words.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { bingoCardQueryOptions } from './queries.ts';
import { useLiveBingoCard } from './use-live-bingo-card.ts';
import './bingo.css';

const messages = i18n('bingoBoard', {
  title: 'Network bingo',
  lines: count({ one: '{count} line', many: '{count} lines' }),
  forLines: params('{lines} ({points} points)'),
  full: params(
    'Full card! All {squares} squares are filled: you earned {lines} and {points} points for the full card.',
  ),
  line: params('Bingo! You completed {lines}. Fill the whole card for {points} more.'),
  empty: 'No squares filled yet: connect with someone who matches a square.',
  filled: params(
    count({
      one: '{count} square of {total} filled. Three in a row make a line.',
      many: '{count} squares of {total} filled. Three in a row make a line.',
    }),
  ),
  card: 'Your bingo card',
  open: 'Open',
  filledBy: params('Filled by {name}'),
  howTo: 'How to play',
  step1: 'Each square names a trait, like a team or a department.',
  step2: 'Find someone who matches a square and',
  step2Link: 'connect with them',
  step2End: 'by QR code or by typing their code: their name fills the square.',
  step3: params(
    'Three filled squares in a row, a column or a diagonal make a line: {points} points each.',
  ),
  step4: params('Fill all nine squares for a full card and {points} points.'),
});

/** What the card has earned so far, in words, with the points the server paid for it. */
const Celebration = ({ card, points }: { card: BingoCard; points: PointValues }) => {
  const t = useStore(messages);
  const filled = card.squares.filter((square) => square.filledBy !== undefined).length;
  const forLines = t.forLines({
    lines: t.lines(card.lines),
    points: card.lines * points.bingoLine,
  });
  if (card.complete) {
    return (
      <p className="bingo-celebration moment" data-state="complete">
        {t.full({ squares: card.squares.length, lines: forLines, points: points.completion.act01 })}
        <Burst />
      </p>
    );
  }
  if (card.lines > 0) {
    return (
      <p className="bingo-celebration" data-state="line">
        {t.line({ lines: forLines, points: points.completion.act01 })}
      </p>
    );
  }
  return <p>{filled === 0 ? t.empty : t.filled({ total: card.squares.length })(filled)}</p>;
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
  const t = useStore(messages);
  useStore(squareWords);
  return (
    <section aria-labelledby="bingo-title" className="bingo">
      <h1 id="bingo-title">{t.title}</h1>
      <div role="status" aria-live="polite">
        <Celebration card={card} points={points} />
      </div>
      <ol className="bingo-grid" aria-label={t.card}>
        {card.squares.map((square, index) => (
          <li
            key={`${index}-${square.trait}`}
            className="bingo-square"
            data-filled={square.filledBy !== undefined}
            data-line={lit.has(index)}
          >
            <span className="bingo-trait">{squareText(square)}</span>
            <span className="bingo-by">
              {square.filledBy === undefined ? t.open : t.filledBy({ name: square.filledBy })}
            </span>
          </li>
        ))}
      </ol>
      <h2>{t.howTo}</h2>
      <ol className="how-to">
        <li>{t.step1}</li>
        <li>
          {t.step2} <Link to="/connect">{t.step2Link}</Link> {t.step2End}
        </li>
        <li>{t.step3({ points: points.bingoLine })}</li>
        <li>{t.step4({ points: points.completion.act01 })}</li>
      </ol>
    </section>
  );
};
