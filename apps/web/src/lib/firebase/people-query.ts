import type { PeoplePageQuery } from '@engage/domain/people';
import type { SearchRow } from '@engage/domain/store/events';
import {
  type Database,
  endAt,
  limitToFirst,
  type Query,
  type QueryConstraint,
  query,
  ref,
  startAfter,
  startAt,
} from 'firebase/database';
import { orderByIndexed } from './read.ts';

/**
 * The domain's description of a page of the people index (peoplePageQuery) as the web SDK's
 * query constraints: the console reads it so, and the people benchmark reads it the same way to
 * measure it.
 */
export const peopleWebConstraints = <R extends SearchRow>(
  q: PeoplePageQuery<R>,
): QueryConstraint[] => [
  orderByIndexed(q.path, q.orderBy),
  'after' in q.start ? startAfter(q.start.after, q.start.key) : startAt(q.start.at),
  endAt(q.end),
  limitToFirst(q.limit),
];

export const peopleWebQuery = <R extends SearchRow>(db: Database, q: PeoplePageQuery<R>): Query =>
  query(ref(db, q.path), ...peopleWebConstraints(q));
