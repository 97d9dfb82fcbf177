/** The database's own placeholder for its clock, as every Firebase SDK and the REST API send it. */
export const SERVER_TIME = { '.sv': 'timestamp' } as const;

declare const stored: unique symbol;
declare const stamp: unique symbol;

/**
 * A place in the database tree, branded with what is stored there. It is the path itself (so
 * `db.ref(node)` takes it as it is), but a plain string is not a node, and a node of one shape is
 * not a node of another: the brand is a function of T both ways, which keeps it invariant in T.
 * Readers get T from the node, and plans may write only T there, so a changed shape fails the
 * typecheck of every reader and writer at once.
 */
export type Node<T> = string & { readonly [stored]: (value: T) => T };

/** What a node stores, read from its type (`Stored<typeof metadata>` is UserMetadata). */
export type Stored<N> = N extends Node<infer T> ? T : never;

/**
 * A time the database itself may have written: a number to readers, but a plan may write the
 * server's clock placeholder there instead of its own clock.
 */
export type Stamp = number & { readonly [stamp]?: 'server-time' };

/** The server's clock placeholder (plan.ts), as the database receives it. */
export type ServerTime = typeof SERVER_TIME;

/**
 * What a plan may write at a node of T: T itself, with SERVER_TIME allowed wherever T holds a
 * Stamp, and null (which removes) for a field T may lack.
 */
export type Writable<T> = T extends number
  ? typeof stamp extends keyof T
    ? number | ServerTime
    : T
  : T extends string | boolean | null | undefined
    ? T
    : T extends readonly (infer U)[]
      ? readonly Writable<U>[]
      : {
          readonly [K in keyof T]: undefined extends T[K] ? Writable<T[K]> | null : Writable<T[K]>;
        };

/**
 * The one way to make a node, for the store's own builders (store/*.ts): anywhere else a path
 * spelled by hand would claim a shape nobody declared.
 */
export const node = <T>(path: string): Node<T> => path as Node<T>;
