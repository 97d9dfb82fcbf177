import { CRAWL_BOUNDS } from '@engage/domain/booth-crawl';
import type { BoothCrawlSetting } from '@engage/domain/store/events';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { callAdminSetBoothCrawl } from '../../lib/firebase/calls.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useLiveQuery } from '../../lib/live-query.ts';
import { consoleKeys } from './queries.ts';
import { FormFooter, useConsoleAction } from './use-console-action.tsx';

const words = i18n('boothCrawlPanel', {
  savedOn: 'Booth crawl saved: it is on.',
  savedOff: 'Booth crawl saved: it is off.',
  title: 'Booth crawl',
  loading: 'Loading the booth crawl',
  on: 'Booth crawl on',
  sponsors: 'Sponsors to visit',
  sponsorsHint: params(
    'Different sponsors, {min} to {max}; two representatives of one sponsor count once.',
  ),
  points: 'Points',
  pointsHint: params('{min} to {max}, paid once with the Booth crawler badge.'),
  save: 'Save booth crawl',
});

/** What a crawl never set shows: off, with a starting point inside the bounds. */
const UNSET: BoothCrawlSetting = { on: false, sponsors: 3, points: 50 };

const useBoothCrawl = (eventId: string): BoothCrawlSetting | null | undefined =>
  useLiveQuery(consoleKeys.boothCrawl(eventId), async (onChange) =>
    (await import('../../lib/firebase/booth-crawl.ts')).watchBoothCrawl(eventId, onChange),
  );

/**
 * The event's booth crawl: on or off, how many different sponsors' booths an attendee visits, and
 * the points it pays with the Booth crawler badge. Saved through the server, which keeps the
 * bounds and records the change in the audit log.
 */
export const BoothCrawlPanel = ({ eventId }: { eventId: string }) => {
  const setting = useBoothCrawl(eventId);
  const t = useStore(words);
  const action = useConsoleAction(callAdminSetBoothCrawl, (saved) =>
    saved.on ? words.get().savedOn : words.get().savedOff,
  );
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    action.mutate({
      eventId,
      on: form.get('on') === 'on',
      sponsors: Number(form.get('sponsors')),
      points: Number(form.get('points')),
    });
  };
  const { sponsors, points } = CRAWL_BOUNDS;
  return (
    <section aria-labelledby="crawl-title">
      <h2 id="crawl-title">{t.title}</h2>
      {setting === undefined ? (
        <ListSkeleton label={t.loading} rows={1} />
      ) : (
        <form onSubmit={onSubmit} className="form" aria-label={t.title} key={eventId}>
          <label className="inline">
            <input name="on" type="checkbox" defaultChecked={(setting ?? UNSET).on} /> {t.on}
          </label>
          <label htmlFor="crawl-sponsors">{t.sponsors}</label>
          <input
            id="crawl-sponsors"
            name="sponsors"
            type="number"
            required
            min={sponsors.min}
            max={sponsors.max}
            defaultValue={(setting ?? UNSET).sponsors}
            aria-describedby="crawl-sponsors-hint"
          />
          <p id="crawl-sponsors-hint" className="hint">
            {t.sponsorsHint({ min: sponsors.min, max: sponsors.max })}
          </p>
          <label htmlFor="crawl-points">{t.points}</label>
          <input
            id="crawl-points"
            name="points"
            type="number"
            required
            min={points.min}
            max={points.max}
            defaultValue={(setting ?? UNSET).points}
            aria-describedby="crawl-points-hint"
          />
          <p id="crawl-points-hint" className="hint">
            {t.pointsHint({ min: points.min, max: points.max })}
          </p>
          <FormFooter action={action} label={t.save} />
        </form>
      )}
    </section>
  );
};
