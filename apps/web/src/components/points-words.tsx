/**
 * The three numbers in words, said the same way wherever one is shown: points are earned and only
 * grow (they set the level and the leaderboard place), the balance is what is left to spend in
 * the market, and coin badges count the points earned.
 */
export const PointsWords = ({ points, spent }: { points: number; spent: number }) => (
  <p className="hint points-words">
    Points are what you earn by connecting and playing; they set your level and your leaderboard
    place, and spending never lowers them. Your market balance is {points - spent} ({points} earned
    − {spent} spent on prizes). Coin badges count the points you earned.
  </p>
);
