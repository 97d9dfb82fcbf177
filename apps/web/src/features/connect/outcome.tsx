import type { AwardWords } from '@engage/domain/award-words';
import type { ConnectionResult } from '@engage/domain/games';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { Burst } from '../../components/burst.tsx';
import { MessageText } from '../../components/form-alert.tsx';
import { awardWords } from '../../lib/i18n/award-words.ts';
import { squareText, squareWords } from '../../lib/i18n/bingo-square-words.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { toneOf } from '../../lib/messages.ts';
import { CheckedIn } from './checked-in.tsx';

const messages = i18n('connectOutcome', {
  thatIs: params('That is {parts}.'),
  points: params('+{mine} points for you, +{theirs} for {name}'),
  booth: params('Booth visit counted: {name} is a sponsor’s rep.'),
  square: params('Bingo square filled: {square}.'),
  offline: 'You are offline: this scan is saved and sent when you are back.',
});
type Words = ReturnType<typeof messages.get>;

import { ColourSwatch } from './colour-swatch.tsx';
import type { Outcome } from './queries.ts';

/** What earned the caller's points, when more than the connection paid (else the total says it). */
const paidLine = ({ paid }: ConnectionResult, t: Words, words: AwardWords): string[] => {
  const completing = words.forCompleting.replace('{game}', words.act06);
  const parts = [
    paid.connection > 0 ? `${paid.connection} ${words.forConnecting}` : '',
    paid.completion > 0 ? `${paid.completion} ${completing}` : '',
    paid.bingo > 0 ? `${paid.bingo} ${words.forBingo}` : '',
  ].filter((part) => part !== '');
  return parts.length > 1 ? [t.thatIs({ parts: parts.join(', ') })] : [];
};

/**
 * A connection in words: every point the call paid each side (a first connection also completes
 * QR networking, a square may finish a bingo line), then a booth visit and a bingo square if any.
 */
const resultLines = (result: ConnectionResult, t: Words, words: AwardWords): string[] => [
  t.points({ mine: result.awarded, theirs: result.partnerAwarded, name: result.partner.name }),
  ...paidLine(result, t, words),
  ...(result.boothVisit ? [t.booth({ name: result.partner.name })] : []),
  ...(result.bingoSquare
    ? [
        t.square({
          square: result.filledSquare ? squareText(result.filledSquare) : result.bingoSquare,
        }),
      ]
    : []),
];

/** The latest outcome; a refusal is an alert, points are a status, both read out when they come. */
export const OutcomeView = ({ outcome }: { outcome: Outcome }) => {
  const t = useStore(messages);
  const words = useStore(awardWords);
  useStore(squareWords);
  if (outcome.ok === 'checkin') return <CheckedIn result={outcome.result} />;
  if (outcome.ok === 'queued')
    return (
      <p role="status" className="notice connect-outcome" data-tone="warning">
        {t.offline}
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
  const [points, ...more] = resultLines(outcome.result, t, words);
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
