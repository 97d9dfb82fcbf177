import type { CSSProperties } from 'react';
import './moments.css';

const PIECES = Array.from({ length: 12 }, (_, i) => i);

/**
 * A game's moment (a level reached, a match won, a full bingo card, a first connection): confetti
 * that flies out once from the middle of the words that tell it. Decoration only, hidden from
 * screen readers; left out for people who ask for less motion (moments.css).
 */
export const Burst = () => (
  <span className="burst" aria-hidden="true">
    {PIECES.map((i) => (
      <span key={i} style={{ '--i': i } as CSSProperties} />
    ))}
  </span>
);
