/**
 * How points work, said once, where it is asked: a "How points work" the reader opens on the
 * profile. Points are earned and only grow (they set the level and the leaderboard place), the
 * balance is what is left to spend in the market, and coin badges count the points earned.
 */
export const PointsWords = ({ points, spent }: { points: number; spent: number }) => (
  <details className="hint points-words">
    <summary>How points work</summary>
    <p>
      Points are what you earn by connecting and playing; they set your level and your leaderboard
      place, and spending never lowers them. Your market balance is {points - spent} ({points}{' '}
      earned − {spent} spent on prizes). Coin badges count the points you earned.
    </p>
  </details>
);
