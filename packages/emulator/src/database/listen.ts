import type { WireQuery } from './order.ts';
import type { Json, Path } from './tree.ts';

/** What a listen is sent when its data changes: the new data (`d`) or a merge of children (`m`). */
export type Push = {
  readonly action: 'd' | 'm';
  readonly path: Path;
  readonly data: Json | Readonly<Record<string, Json>>;
};

/** One active listen of one client: a location, and a query when it is not the default view. */
export type Listen = {
  readonly path: Path;
  readonly query?: WireQuery;
  readonly deliver: (push: Push) => void;
};
