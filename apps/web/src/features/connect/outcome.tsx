import type { ConnectionResult } from '@engage/domain/games';
import { ColourSwatch } from './colour-swatch.tsx';
import type { Outcome } from './queries.ts';

/** A connection in words: the points for both, then a booth visit and a bingo square if any. */
export const resultLines = (result: ConnectionResult): string[] => [
  `+${result.awarded} points for you and ${result.partner.name}`,
  ...(result.boothVisit ? [`Booth visit counted: ${result.partner.name} is a sponsor’s rep.`] : []),
  ...(result.bingoSquare ? [`Bingo square filled: ${result.bingoSquare}.`] : []),
];

/** The latest outcome; a refusal is an alert, points are a status, both read out when they come. */
export const OutcomeView = ({ outcome }: { outcome: Outcome }) => {
  if (!outcome.ok)
    return (
      <p role="alert" className="form-alert connect-outcome" data-code={outcome.message.code}>
        {outcome.message.text}
      </p>
    );
  const [points, ...more] = resultLines(outcome.result);
  return (
    <div role="status" className="notice connect-outcome">
      <p>
        <ColourSwatch color={outcome.result.partner.color} /> {points}
      </p>
      {more.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
};
