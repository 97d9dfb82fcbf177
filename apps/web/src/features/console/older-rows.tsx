import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useFormat } from '../../lib/i18n/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';

const words = i18n('olderRows', {
  newest: params('Showing the newest {count} {what}.'),
  more: params('Show {count} older {what}'),
});

/** How many rows a console log shows at first, and how many more each "Show older" adds. */
export const CONSOLE_WINDOW = 500;

/**
 * Under a console log that listens to its newest `limit` rows: when it holds that many, there may
 * be older ones, and this says so with the way to them (the listen grows by CONSOLE_WINDOW rows).
 */
export const OlderRows = ({
  count,
  limit,
  what,
  onMore,
}: {
  count: number | undefined;
  limit: number;
  what: string;
  onMore: () => void;
}) => {
  const format = useFormat();
  const t = useStore(words);
  return count === undefined || count < limit ? null : (
    <p className="toolbar">
      {t.newest({ count: format.number(limit), what })}{' '}
      <button type="button" onClick={onMore}>
        {t.more({ count: format.number(CONSOLE_WINDOW), what })}
      </button>
    </p>
  );
};
