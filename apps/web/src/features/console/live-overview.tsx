import { type ActivityPoint, activitySeries, MINUTE_MS, minuteKey } from '@engage/domain/activity';
import type { ActivityMinute } from '@engage/domain/store/events';
import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { useEventTimeZone } from '../../lib/event-time-zone.ts';
import type { ContentItem } from '../../lib/firebase/console-data.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { LineChart } from './line-chart.tsx';
import { RingClusters } from './ring-flags.tsx';
import { useActivity, useContent, useEventRecord } from './use-console.ts';

const WINDOW_MINUTES = 60;

const words = i18n('liveOverview', {
  registrants: 'Registrants',
  online: 'Online now',
  prizesLeft: 'Prizes left',
  points: 'Points awarded',
  pointsUnit: 'points',
  connections: 'Connections',
  connectionsUnit: 'connections',
  attendeesOnline: 'Attendees online',
  onlineUnit: 'online',
  prize: 'Prize',
  cost: 'Cost',
  left: 'Left',
});

const prizeColumns = (t: ReturnType<typeof words.get>): Column<ContentItem>[] => [
  { header: t.prize, cell: (prize) => String(prize.name ?? prize.id) },
  { header: t.cost, cell: (prize) => String(prize.cost ?? '') },
  { header: t.left, cell: (prize) => String(prize.stock ?? 0) },
];

/** Now, to the minute, moving on by itself so the charts' window slides. */
const useMinute = (): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return Math.floor(now / MINUTE_MS) * MINUTE_MS;
};

/**
 * Attendees online is a level the server samples once a minute, some seconds into the minute:
 * until the current minute's sample lands, the level is the previous minute's, not 0 (the "Online
 * now" card and the line's last point dropped to 0 at the start of every minute).
 */
export const onlineLine = (
  series: readonly ActivityPoint[],
  stored: Readonly<Record<string, ActivityMinute>>,
): { at: number; value: number }[] =>
  series.map((point, index) => {
    const previous = series[index - 1];
    const waiting =
      index === series.length - 1 &&
      previous !== undefined &&
      stored[minuteKey(point.at)]?.online === undefined;
    return { at: point.at, value: waiting ? previous.online : point.online };
  });

/**
 * The event's activity, the last read kept while the next minute's listen starts (the window, and
 * so the listen, moves each minute): the charts do not blank to 0 once a minute.
 */
const useSteadyActivity = (eventId: string, since: number) => {
  const activity = useActivity(eventId, since);
  const last = useRef<{ eventId: string; activity: Record<string, ActivityMinute> } | null>(null);
  if (activity !== undefined) last.current = { eventId, activity };
  return activity ?? (last.current?.eventId === eventId ? last.current.activity : undefined);
};

/**
 * The event live: registrants, points awarded, connections and attendees online per minute over
 * the last hour (the server counts them as they happen), suspected rings, the top teams and the
 * prizes left.
 */
export const LiveOverview = ({ eventId, teams }: { eventId: string; teams: ReactNode }) => {
  const minute = useMinute();
  const since = minute - (WINDOW_MINUTES - 1) * MINUTE_MS;
  const event = useEventRecord(eventId);
  const activity = useSteadyActivity(eventId, since);
  const prizes = useContent('prize', eventId);
  const series = activitySeries(activity ?? {}, minute, WINDOW_MINUTES);
  const line = (field: 'points' | 'connections') =>
    series.map((point) => ({ at: point.at, value: point[field] }));
  const online = onlineLine(series, activity ?? {});
  const zone = useEventTimeZone(eventId);
  const t = useStore(words);
  return (
    <>
      <h1>{event?.name ?? eventId}</h1>
      <ul className="cards">
        <li className="card">
          <strong>{t.registrants}</strong>
          <span className="big-number">{event?.registrants ?? '…'}</span>
        </li>
        <li className="card">
          <strong>{t.online}</strong>
          <span className="big-number">{online.at(-1)?.value ?? 0}</span>
        </li>
        <li className="card">
          <strong>{t.prizesLeft}</strong>
          <span className="big-number">
            {prizes === undefined
              ? '…'
              : prizes.reduce((sum, prize) => sum + (Number(prize.stock) || 0), 0)}
          </span>
        </li>
      </ul>
      <div className="split">
        {[
          { id: 'points', title: t.points, unit: t.pointsUnit, points: line('points') },
          {
            id: 'connections',
            title: t.connections,
            unit: t.connectionsUnit,
            points: line('connections'),
          },
        ].map((chart) => (
          <LineChart key={chart.id} {...chart} timeZone={zone} />
        ))}
        <LineChart
          id="online"
          title={t.attendeesOnline}
          unit={t.onlineUnit}
          points={online}
          level
          timeZone={zone}
        />
      </div>
      <RingClusters eventId={eventId} />
      <div className="split">
        {teams}
        <DataTable
          caption={t.prizesLeft}
          columns={prizeColumns(t)}
          rows={prizes}
          rowKey={(prize) => prize.id}
          wide={false}
        />
      </div>
    </>
  );
};
