import { useFormat } from '../../lib/i18n/format.ts';

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
  return count === undefined || count < limit ? null : (
    <p className="toolbar">
      Showing the newest {format.number(limit)} {what}.{' '}
      <button type="button" onClick={onMore}>
        Show {format.number(CONSOLE_WINDOW)} older {what}
      </button>
    </p>
  );
};
