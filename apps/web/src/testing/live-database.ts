import { ws } from 'msw';

type Tree = { readonly [key: string]: unknown };
type Node = Record<string, unknown>;

const segments = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/** The value at a database path ('/a/b') of a JSON tree, or null where there is none. */
const valueAt = (tree: Tree, path: string): unknown =>
  segments(path).reduce<unknown>(
    (node, segment) =>
      typeof node === 'object' && node !== null && Object.hasOwn(node, segment)
        ? (node as Tree)[segment]
        : null,
    tree,
  );

/** Server values ({".sv": "timestamp"}) become the time of the write, as the server does. */
const resolveServerValues = (value: unknown, now: number): unknown => {
  if (typeof value !== 'object' || value === null) return value;
  if ('.sv' in value) return now;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, resolveServerValues(child, now)]),
  );
};

/** Writes `value` at `path` (null removes it, and parents left empty go too). */
const writeAt = (tree: Node, path: string, value: unknown): void => {
  const [head, ...rest] = segments(path);
  if (head === undefined) return;
  if (rest.length === 0) {
    if (value === null) delete tree[head];
    else tree[head] = value;
    return;
  }
  const child = tree[head];
  const next: Node = typeof child === 'object' && child !== null ? (child as Node) : {};
  tree[head] = next;
  writeAt(next, rest.join('/'), value);
  if (Object.keys(next).length === 0) delete tree[head];
};

const overlaps = (a: string, b: string): boolean => {
  const [x, y] = [segments(a), segments(b)];
  return x.slice(0, y.length).join('/') === y.slice(0, x.length).join('/');
};

/** `path` is `root` or below it. */
const isWithin = (path: string, root: string): boolean =>
  overlaps(path, root) && segments(path).length >= segments(root).length;

type DatabaseRequest = {
  r: number;
  a: string;
  b: { p?: string; t?: number; d?: unknown; q?: unknown };
};
type Listen = { readonly path: string; readonly tag: number | undefined };

/**
 * The Realtime Database's WebSocket wire protocol over a JSON tree held in memory: the handshake,
 * one-time reads (`g`), listens (`q`, whose data is sent before the acknowledgement, as the server
 * does), sets (`p`) and updates (`m`), which change the tree and reach every listener of the
 * paths they touch before they are acknowledged. Queries' filters and the security rules are not
 * applied (a test refuses the listens it chooses, and holds the reads it wants to see pending);
 * onDisconnect requests are recorded, not run. `set` plays another client's (or a function's)
 * write.
 */
export const liveDatabase = (initial: Tree = {}) => {
  type Socket = {
    send: (message: unknown) => void;
    listens: Map<string, Listen>;
    signedIn: boolean;
  };
  const tree = structuredClone(initial) as Node;
  const listeners = new Set<Socket>();
  const onDisconnect: { path: string; value: unknown }[] = [];
  const writes: { path: string; value: unknown }[] = [];
  const refused = new Set<string>();
  const membersOnly = new Set<string>();
  const broadcast = (changed: string) => {
    for (const { send, listens } of listeners)
      for (const listen of listens.values())
        if (overlaps(listen.path, changed))
          send({
            t: 'd',
            d: {
              a: 'd',
              b: {
                p: listen.path.replace(/^\//, ''),
                d: valueAt(tree, listen.path),
                ...(listen.tag ? { t: listen.tag } : {}),
              },
            },
          });
  };
  const set = (path: string, value: unknown) => {
    writeAt(tree, path, resolveServerValues(value, Date.now()));
    broadcast(path);
  };
  const held: { path: string; waiting: (() => void)[] }[] = [];
  const receive = (self: Socket, { r, a, b }: DatabaseRequest) => {
    const { send, listens } = self;
    const path = b.p ?? '/';
    const ack = (d: unknown = '') => send({ t: 'd', d: { r, b: { s: 'ok', d } } });
    const hold = held.find((h) => isWithin(path, h.path));
    if (hold !== undefined && (a === 'g' || a === 'q')) {
      hold.waiting.push(() => receive(self, { r, a, b }));
      return;
    }
    switch (a) {
      case 'g':
        if (refused.has(path))
          return send({
            t: 'd',
            d: { r, b: { s: 'permission_denied', d: 'Permission denied' } },
          });
        return ack(valueAt(tree, path));
      case 'auth':
        self.signedIn = true;
        return ack();
      case 'unauth':
        self.signedIn = false;
        return ack();
      case 'q':
        if (
          refused.has(path) ||
          (!self.signedIn && [...membersOnly].some((root) => isWithin(path, root)))
        )
          return send({
            t: 'd',
            d: { r, b: { s: 'permission_denied', d: 'Permission denied' } },
          });
        listens.set(`${path}|${JSON.stringify(b.q ?? {})}`, { path, tag: b.t });
        broadcast(path);
        return ack({});
      case 'n':
        listens.delete(`${path}|${JSON.stringify(b.q ?? {})}`);
        return ack();
      case 'p':
        if ([...refused].some((root) => isWithin(path, root)))
          return send({
            t: 'd',
            d: { r, b: { s: 'permission_denied', d: 'Permission denied' } },
          });
        writes.push({ path, value: b.d });
        set(path, b.d ?? null);
        return ack();
      case 'm':
        writes.push({ path, value: b.d });
        for (const [child, value] of Object.entries((b.d ?? {}) as Node))
          set(`${path}/${child}`, value);
        return ack();
      case 'o':
        onDisconnect.push({ path, value: b.d });
        return ack();
      case 'oc':
        for (const queued of [...onDisconnect])
          if (isWithin(queued.path, path)) onDisconnect.splice(onDisconnect.indexOf(queued), 1);
        return ack();
      default:
        return ack();
    }
  };
  const handler = ws
    .link(`ws://127.0.0.1:9000/.ws*`)
    .addEventListener('connection', ({ client }) => {
      const send = (message: unknown) => client.send(JSON.stringify(message));
      const listens = new Map<string, Listen>();
      const self: Socket = { send, listens, signedIn: false };
      listeners.add(self);
      client.addEventListener('close', () => listeners.delete(self));
      send({ t: 'c', d: { t: 'h', d: { ts: Date.now(), v: '5', h: '127.0.0.1:9000', s: 'msw' } } });
      client.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data)) as { t: string; d: DatabaseRequest };
        if (message.t === 'd') receive(self, message.d);
      });
    });
  return {
    handler,
    /**
     * Starts again from `next`: the SDK keeps one connection for a whole test file, so a file
     * shares one database and resets it before each test.
     */
    reset: (next: Tree) => {
      for (const key of Object.keys(tree)) delete tree[key];
      Object.assign(tree, structuredClone(next));
      writes.length = 0;
      onDisconnect.length = 0;
      refused.clear();
      membersOnly.clear();
      held.length = 0;
      broadcast('/');
    },
    /**
     * Reads and listens at `path` or below wait until the returned release is called, so a test
     * sees a screen while its data is on the way.
     */
    hold: (path: string): (() => void) => {
      const hold = { path, waiting: [] as (() => void)[] };
      held.push(hold);
      return () => {
        held.splice(held.indexOf(hold), 1);
        for (const run of hold.waiting) run();
      };
    },
    /**
     * Reads and listens at `path` and sets at or below it are refused (as the rules refuse a room that does
     * not exist yet), or no longer.
     */
    refuse: (path: string, refuse = true) => {
      if (refuse) refused.add(path);
      else refused.delete(path);
    },
    /**
     * Listens at `path` or below are refused on a connection that has not signed in (sent an
     * `auth` request), as the rules refuse a leaderboard to a visitor.
     */
    membersOnly: (path: string) => {
      membersOnly.add(path);
    },
    /** Another client's write (null removes). */
    set,
    value: (path: string) => valueAt(tree, path),
    /** What this app wrote, in order, with server values as sent. */
    writes,
    /** The onDisconnect sets armed and not cancelled. */
    onDisconnect,
  };
};

export type LiveDatabase = ReturnType<typeof liveDatabase>;

export const database = {
  serve: (tree: Tree) => liveDatabase(tree).handler,
};
