import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { formatEventTime, zoneOf } from '../../lib/event-time.ts';
import { i18n } from '../../lib/i18n/i18n.ts';

const words = i18n('lineChart', {
  levelSummary: params('{title}: {last} now, at most {max} over the last {minutes} minutes.'),
  countSummary: params(
    '{title}: {last} {unit} in the last minute, {total} over the last {minutes} minutes, at most {max} in a minute.',
  ),
  now: 'now',
  inMinutes: params('in {minutes} min'),
  zone: params('({zone} time)'),
});

/** A small SVG chart of one series over time: no chart library, nothing more to load. */
const W = 600;
const H = 160;
const PAD = { left: 40, right: 8, top: 8, bottom: 24 };

export const LineChart = ({
  id,
  title,
  unit,
  points,
  level = false,
  timeZone,
}: {
  /** The chart's stable name for tests, the same in every language. */
  id: string;
  title: string;
  unit: string;
  points: readonly { readonly at: number; readonly value: number }[];
  /** A level (attendees online) shows its latest value; a count (points) its sum. */
  level?: boolean;
  /** The event's zone: the axis reads the venue's clock, named in the caption. */
  timeZone: string | undefined;
}) => {
  const max = Math.max(1, ...points.map((point) => point.value));
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const last = points.at(-1)?.value ?? 0;
  const x = (index: number) =>
    PAD.left + (index / Math.max(1, points.length - 1)) * (W - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - value / max) * (H - PAD.top - PAD.bottom);
  const line = points.map((point, index) => `${x(index)},${y(point.value)}`).join(' ');
  const first = points[0];
  const end = points.at(-1);
  const t = useStore(words);
  const minutes = points.length;
  const summary = level
    ? t.levelSummary({ title, last, max, minutes })
    : t.countSummary({ title, last, unit, total, minutes, max });
  return (
    <figure className="chart">
      <figcaption>
        <strong>{title}</strong>{' '}
        {level ? (
          <>
            {t.now} <span data-testid={`chart-${id}`}>{last}</span>
          </>
        ) : (
          <>
            <span data-testid={`chart-${id}`}>{total}</span> {t.inMinutes({ minutes })}
          </>
        )}{' '}
        <span className="hint">{t.zone({ zone: zoneOf(timeZone) })}</span>
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} preserveAspectRatio="none">
        <line x1={PAD.left} y1={y(0)} x2={W - PAD.right} y2={y(0)} className="chart-axis" />
        <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={y(0)} className="chart-axis" />
        <text x={PAD.left - 4} y={PAD.top + 10} textAnchor="end" className="chart-label">
          {max}
        </text>
        <text x={PAD.left - 4} y={y(0)} textAnchor="end" className="chart-label">
          0
        </text>
        {first === undefined || end === undefined ? null : (
          <>
            <text x={PAD.left} y={H - 6} className="chart-label">
              {formatEventTime(first.at, timeZone, 'clock')}
            </text>
            <text x={W - PAD.right} y={H - 6} textAnchor="end" className="chart-label">
              {formatEventTime(end.at, timeZone, 'clock')}
            </text>
          </>
        )}
        <polyline points={line} className="chart-line" fill="none" />
      </svg>
    </figure>
  );
};
