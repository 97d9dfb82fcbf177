import type { Node } from './node.ts';

/** The keys a stored shape names itself: not a record's, whose keys are ids (any string). */
type Named<T> = keyof { [K in keyof T as string extends K ? never : K]: unknown } & string;

/**
 * The paths below an entry of a record of T to what the entry stores, three levels deep at most
 * ('score', 'metadata/eventId', 'games/act04/pendingAt'): the children a query of the record may
 * order by, as the stored shape names them.
 */
export type ChildPath<T, Depth extends readonly unknown[] = []> = T extends readonly unknown[]
  ? never
  : T extends object
    ? {
        [K in Named<T>]:
          | K
          | (Depth['length'] extends 2
              ? never
              : `${K}/${ChildPath<NonNullable<T[K]>, [...Depth, unknown]>}`);
      }[Named<T>]
    : never;

/** What an entry of T stores at the child path P (`ChildValue<StoredUser, 'metadata/eventId'>`). */
export type ChildValue<T, P extends string> = P extends `${infer K}/${infer Rest}`
  ? K extends keyof T
    ? ChildValue<NonNullable<T[K]>, Rest>
    : never
  : P extends keyof T
    ? NonNullable<T[P]>
    : never;

declare const indexes: unique symbol;

/**
 * A record node of T whose entries the database indexes by the child paths K (the node's
 * ".indexOn" in database.rules.json): the only children a query of it may order by. A record node
 * without an index orders by nothing but its keys.
 */
export type IndexedNode<T, K extends string> = Node<Readonly<Record<string, T>>> & {
  readonly [indexes]?: readonly K[];
};

/** A node builder whose node is indexed by `indexOn`, which it carries for the rules test. */
export type IndexedBuilder<A extends readonly unknown[], T, K extends string> = ((
  ...args: A
) => IndexedNode<T, K>) & { readonly indexOn: readonly K[] };

/**
 * The store's one way to name a record node's indexed children: the builder's node, typed with
 * `keys`, each a path the entries' stored shape has (ChildPath). store/rules.test.ts holds them to
 * the ".indexOn" of database.rules.json, each way.
 */
export const indexOn = <A extends readonly unknown[], T, const K extends ChildPath<T>>(
  build: (...args: A) => Node<Readonly<Record<string, T>>>,
  keys: readonly K[],
): IndexedBuilder<A, T, K> => Object.assign(build, { indexOn: keys }) as IndexedBuilder<A, T, K>;
