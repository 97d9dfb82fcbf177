import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';

/** A write or an onDisconnect set the app sent and the database did not refuse, value as sent. */
type SentWrite = { readonly path: string; readonly value: unknown };

type Request = { readonly r: number; readonly a: string; readonly b: { p?: string; d?: unknown } };

const segments = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/** `path` is `root` or below it. */
const isWithin = (path: string, root: string): boolean => {
  const [below, above] = [segments(path), segments(root)];
  return above.every((segment, i) => below[i] === segment);
};

/** The request a frame from the app carries, if it is one whole data message. */
const requestOf = (text: string): Request | undefined => {
  try {
    const message = JSON.parse(text) as { t?: unknown; d?: Partial<Request> };
    const { d } = message;
    if (message.t !== 'd' || typeof d?.r !== 'number' || typeof d.a !== 'string') return undefined;
    return { r: d.r, a: d.a, b: typeof d.b === 'object' && d.b !== null ? d.b : {} };
  } catch {
    return undefined;
  }
};

/** The request number and status of a frame from the database, if it is a reply. */
const replyOf = (text: string): { r: number; ok: boolean } | undefined => {
  try {
    const { t, d } = JSON.parse(text) as { t?: unknown; d?: { r?: unknown; b?: { s?: unknown } } };
    return t === 'd' && typeof d?.r === 'number' ? { r: d.r, ok: d.b?.s === 'ok' } : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The network between the app and the database emulator. It passes every frame on unchanged, and
 * lets a test hold the app's reads and listens under a path (to see a screen while its data is
 * on the way) and see what the app wrote and which onDisconnect sets it has armed.
 */
export const startDatabaseWire = async (databasePort: number) => {
  const holds: { readonly path: string; readonly waiting: (() => void)[] }[] = [];
  const writes: SentWrite[] = [];
  const onDisconnect: SentWrite[] = [];
  const wire = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  wire.on('connection', (app, request) => {
    // The app's Host goes on: the database names it in its handshake, and the SDK uses that name
    // for its next connections, which must come through the wire too.
    const database = new WebSocket(`ws://127.0.0.1:${databasePort}${request.url ?? '/'}`, {
      headers: { host: request.headers.host ?? '' },
    });
    const early: string[] = [];
    /** What each write the database has not answered yet added to `writes` or `onDisconnect`. */
    const unanswered = new Map<number, { list: SentWrite[]; entry: SentWrite }>();
    const send = (text: string) => {
      if (database.readyState === WebSocket.OPEN) database.send(text);
      else if (database.readyState === WebSocket.CONNECTING) early.push(text);
    };
    database.on('open', () => {
      for (const text of early.splice(0)) database.send(text);
    });
    database.on('message', (data) => {
      const text = data.toString();
      const reply = replyOf(text);
      const answered = reply === undefined ? undefined : unanswered.get(reply.r);
      if (reply !== undefined && answered !== undefined) {
        unanswered.delete(reply.r);
        const { list, entry } = answered;
        if (!reply.ok && list.includes(entry)) list.splice(list.indexOf(entry), 1);
      }
      if (app.readyState === WebSocket.OPEN) app.send(text);
    });
    database.on('close', () => app.close());
    database.on('error', () => app.terminate());
    app.on('close', () => database.close());
    app.on('message', (data) => {
      const text = data.toString();
      const sent = requestOf(text);
      const recorded = sent === undefined ? undefined : record(sent);
      if (sent !== undefined && recorded !== undefined) unanswered.set(sent.r, recorded);
      const path = sent?.b.p ?? '/';
      const hold = holds.find((h) => isWithin(path, h.path));
      if (hold !== undefined && (sent?.a === 'g' || sent?.a === 'q'))
        hold.waiting.push(() => send(text));
      else send(text);
    });
  });
  /** Notes a write as it goes by (its refusal takes it back); returns where it went. */
  const record = ({ a, b }: Request) => {
    const entry = { path: b.p ?? '/', value: b.d };
    const list = a === 'p' || a === 'm' ? writes : a === 'o' ? onDisconnect : undefined;
    if (a === 'oc') {
      for (const queued of [...onDisconnect])
        if (isWithin(queued.path, entry.path)) onDisconnect.splice(onDisconnect.indexOf(queued), 1);
    }
    list?.push(entry);
    return list === undefined ? undefined : { list, entry };
  };
  await new Promise<void>((resolve) => wire.once('listening', resolve));
  const release = (hold: (typeof holds)[number]) => {
    if (holds.includes(hold)) holds.splice(holds.indexOf(hold), 1);
    for (const run of hold.waiting.splice(0)) run();
  };
  return {
    port: (wire.address() as AddressInfo).port,
    writes,
    onDisconnect,
    /** Reads and listens at `path` or below wait until the returned release is called. */
    hold: (path: string): (() => void) => {
      const hold = { path, waiting: [] as (() => void)[] };
      holds.push(hold);
      return () => release(hold);
    },
    /** Forgets what was sent and lets every held request go. */
    reset: () => {
      writes.length = 0;
      onDisconnect.length = 0;
      for (const hold of [...holds]) release(hold);
    },
    close: async () => {
      for (const client of wire.clients) client.terminate();
      await new Promise<void>((resolve) => wire.close(() => resolve()));
    },
  };
};
