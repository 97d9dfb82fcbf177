import { ws } from 'msw';

/**
 * The in-memory Realtime Database of the attendee game screens' unit tests (bingo, trivia,
 * levels, notifications): the app's writes change it, `change` writes as the server would and
 * reaches the listens it touches, `hold` delays a read. (The small-talk and rock-paper-scissors
 * tests use `liveDatabase` of handlers.ts, which also refuses listens.)
 */
type Tree = { readonly [key: string]: unknown };

/** The value at a database path ('/a/b') of a JSON tree, or null where there is none. */
const valueAt = (tree: Tree, path: string): unknown =>
  path
    .split('/')
    .filter((segment) => segment !== '')
    .reduce<unknown>(
      (node, segment) =>
        typeof node === 'object' && node !== null && Object.hasOwn(node, segment)
          ? (node as Tree)[segment]
          : null,
      tree,
    );

type DatabaseRequest = { r: number; a: string; b: { p?: string; t?: number; d?: unknown } };

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/** A copy of `tree` with `value` at `segments` (null removes it, and empty parents with it). */
const setAt = (tree: unknown, segments: readonly string[], value: unknown): unknown => {
  const [head, ...rest] = segments;
  if (head === undefined) return value;
  const node = typeof tree === 'object' && tree !== null ? (tree as Tree) : {};
  const child = setAt(node[head] ?? null, rest, value);
  const { [head]: _old, ...others } = node;
  const next = child === null ? others : { ...others, [head]: child };
  return Object.keys(next).length === 0 ? null : next;
};

/** Server values the app writes (serverTimestamp) become the time of the write. */
const resolveServerValues = (value: unknown): unknown => {
  if (typeof value !== 'object' || value === null) return value;
  if ('.sv' in value) return Date.now();
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, resolveServerValues(child)]),
  );
};

const overlaps = (a: string[], b: string[]): boolean =>
  a.slice(0, b.length).join('/') === b.slice(0, a.length).join('/');

type Listen = { readonly path: string; readonly tag?: number };

/**
 * The Realtime Database's WebSocket wire protocol over a JSON tree held in memory: the handshake,
 * one-time reads (`g`), listens (`q`, whose data is sent before the acknowledgement, as the server
 * does), and writes (`p` set, `m` update), which change the tree and are sent to every listen they
 * touch before they are acknowledged; `hold` delays the reads of a path. `change` writes as the server would (a function's write),
 * so a test can make something arrive while a screen is open; `writes` records what the app
 * wrote. Rules are not checked, queries' filters not applied, onDisconnect only acknowledged.
 */
export const attendeeDatabase = (initial: Tree) => {
  let tree: unknown = initial;
  const writes: { path: string; data: unknown }[] = [];
  type Socket = { send: (message: unknown) => void; listens: Map<string, Listen> };
  const sockets = new Set<Socket>();
  const held: { path: string; waiting: (() => void)[] }[] = [];
  const sendListen = (socket: Socket, listen: Listen) =>
    socket.send({
      t: 'd',
      d: {
        a: 'd',
        b: {
          p: listen.path.replace(/^\//, ''),
          d: valueAt(tree as Tree, listen.path),
          ...(listen.tag ? { t: listen.tag } : {}),
        },
      },
    });
  const notify = (written: string) => {
    for (const socket of sockets)
      for (const listen of socket.listens.values())
        if (overlaps(segmentsOf(listen.path), segmentsOf(written))) sendListen(socket, listen);
  };
  const write = (path: string, value: unknown) => {
    tree = setAt(tree, segmentsOf(path), resolveServerValues(value));
  };
  const receive = (socket: Socket, { r, a, b }: DatabaseRequest) => {
    const path = b.p ?? '/';
    const ack = (d: unknown = '') => socket.send({ t: 'd', d: { r, b: { s: 'ok', d } } });
    const hold = held.find((h) => {
      const root = segmentsOf(h.path);
      return overlaps(root, segmentsOf(path)) && segmentsOf(path).length >= root.length;
    });
    if (hold !== undefined && (a === 'g' || a === 'q')) {
      hold.waiting.push(() => receive(socket, { r, a, b }));
      return;
    }
    if (a === 'g') return ack(valueAt(tree as Tree, path));
    if (a === 'q') {
      const listen = { path, ...(b.t ? { tag: b.t } : {}) };
      socket.listens.set(`${path}|${b.t ?? ''}`, listen);
      sendListen(socket, listen);
      return ack({});
    }
    if (a === 'n') socket.listens.delete(`${path}|${b.t ?? ''}`);
    if (a === 'p' || a === 'm') {
      const entries =
        a === 'p'
          ? [[path, b.d] as const]
          : Object.entries((b.d ?? {}) as Tree).map(
              ([relative, value]) => [`${path}/${relative}`, value] as const,
            );
      for (const [at, value] of entries) {
        writes.push({ path: `/${segmentsOf(at).join('/')}`, data: value });
        write(at, value);
      }
      notify(path);
    }
    ack();
  };
  const handler = ws
    .link(`ws://127.0.0.1:9000/.ws*`)
    .addEventListener('connection', ({ client }) => {
      const socket: Socket = {
        send: (message: unknown) => client.send(JSON.stringify(message)),
        listens: new Map<string, Listen>(),
      };
      sockets.add(socket);
      client.addEventListener('close', () => sockets.delete(socket));
      socket.send({
        t: 'c',
        d: { t: 'h', d: { ts: Date.now(), v: '5', h: '127.0.0.1:9000', s: 'msw' } },
      });
      client.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data)) as { t: string; d: DatabaseRequest };
        if (message.t === 'd') receive(socket, message.d);
      });
    });
  return {
    handler,
    writes,
    /**
     * Starts over from `next`. The SDK keeps one socket for a whole test file, bound to the
     * handler it first met, so a file serves one database and resets it for each test.
     */
    reset: (next: Tree) => {
      tree = next;
      writes.length = 0;
      held.length = 0;
      notify('/');
    },
    /**
     * Reads of `path` and of what lies under it wait until the returned release is called, so a
     * test sees a screen while its data is on the way.
     */
    hold: (path: string): (() => void) => {
      const hold = { path, waiting: [] as (() => void)[] };
      held.push(hold);
      return () => {
        held.splice(held.indexOf(hold), 1);
        for (const run of hold.waiting) run();
      };
    },
    /** Writes as the server would, and sends it to the listens it touches. */
    change: (path: string, value: unknown) => {
      write(path, value);
      notify(path);
    },
  };
};
