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
}) =>
  count === undefined || count < limit ? null : (
    <p className="toolbar">
      Showing the newest {limit.toLocaleString('en')} {what}.{' '}
      <button type="button" onClick={onMore}>
        Show {CONSOLE_WINDOW} older {what}
      </button>
    </p>
  );
