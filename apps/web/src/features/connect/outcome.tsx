import type { ConnectionResult } from '@engage/domain/games';
import { Burst } from '../../components/burst.tsx';
import { MessageText } from '../../components/form-alert.tsx';
import { toneOf } from '../../lib/messages.ts';
import { CheckedIn } from './checked-in.tsx';
import { ColourSwatch } from './colour-swatch.tsx';
import type { Outcome } from './queries.ts';

/** What earned the caller's points, when more than the connection paid (else the total says it). */
const paidLine = ({ paid }: ConnectionResult): string[] => {
  const parts = [
    paid.connection > 0 ? `${paid.connection} for connecting` : '',
    paid.completion > 0 ? `${paid.completion} for completing QR networking` : '',
    paid.bingo > 0 ? `${paid.bingo} for bingo` : '',
  ].filter((part) => part !== '');
  return parts.length > 1 ? [`That is ${parts.join(', ')}.`] : [];
};

/**
 * A connection in words: every point the call paid each side (a first connection also completes
 * QR networking, a square may finish a bingo line), then a booth visit and a bingo square if any.
 */
const resultLines = (result: ConnectionResult): string[] => [
  `+${result.awarded} points for you, +${result.partnerAwarded} for ${result.partner.name}`,
  ...paidLine(result),
  ...(result.boothVisit ? [`Booth visit counted: ${result.partner.name} is a sponsor’s rep.`] : []),
  ...(result.bingoSquare ? [`Bingo square filled: ${result.bingoSquare}.`] : []),
];

/** The latest outcome; a refusal is an alert, points are a status, both read out when they come. */
export const OutcomeView = ({ outcome }: { outcome: Outcome }) => {
  if (outcome.ok === 'checkin') return <CheckedIn result={outcome.result} />;
  if (outcome.ok === 'queued')
    return (
      <p role="status" className="notice connect-outcome" data-tone="warning">
        You are offline: this scan is saved and sent when you are back.
      </p>
    );
  if (!outcome.ok)
    return (
      <p
        role="alert"
        className="form-alert connect-outcome"
        data-code={outcome.message.code}
        data-tone={toneOf(outcome.message)}
      >
        <MessageText message={outcome.message} />
      </p>
    );
  const [points, ...more] = resultLines(outcome.result);
  // The first connection completes QR networking: a moment.
  const first = outcome.result.paid.completion > 0;
  return (
    <div
      role="status"
      className={`notice connect-outcome${first ? ' moment' : ''}`}
      data-tone="success"
    >
      <p>
        <ColourSwatch color={outcome.result.partner.color} /> {points}
      </p>
      {first ? <Burst /> : null}
      {more.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
};
