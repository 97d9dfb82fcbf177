import { HttpResponse, http, ws } from 'msw';

/**
 * Handlers per resource, at the addresses the SDKs use with the emulators of env.ts' defaults:
 * Identity Toolkit (Auth emulator, 9099), callables (Functions emulator, 5001), Storage (9199) and
 * the Realtime Database (9000).
 */
const AUTH = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1';
const FUNCTIONS = 'http://127.0.0.1:5001/demo-engage/us-central1';
export const STORAGE = 'http://127.0.0.1:9199/v0/b/demo-engage.appspot.com/o';
export const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-expose-headers':
    'X-Goog-Upload-URL, X-Goog-Upload-Status, X-Goog-Upload-Size-Received',
};

const token = (uid: string) =>
  `${btoa(JSON.stringify({ alg: 'none' }))}.${btoa(JSON.stringify({ sub: uid, user_id: uid, exp: 9_999_999_999, iat: 0, aud: 'demo-engage', iss: 'https://securetoken.google.com/demo-engage' }))}.`;

const account = (uid: string, email: string) => ({
  kind: 'identitytoolkit#SignupNewUserResponse',
  localId: uid,
  email,
  idToken: token(uid),
  refreshToken: `refresh-${uid}`,
  expiresIn: '3600',
});

/** Identity Toolkit paths have a colon (accounts:signUp), which msw would read as a parameter. */
const endpoint = (method: string) =>
  new RegExp(`^${AUTH.replace(/[.]/g, '\\.')}/accounts:${method}(\\?|$)`);

const authError = (message: string) =>
  HttpResponse.json(
    { error: { code: 400, message, errors: [{ message }] } },
    { status: 400, headers: CORS },
  );

export const auth = {
  signUpOk: (uid = 'uid-new') =>
    http.post(endpoint('signUp'), async ({ request }) => {
      const body = (await request.json()) as { email: string };
      return HttpResponse.json(account(uid, body.email), { headers: CORS });
    }),
  signUpEmailExists: () => http.post(endpoint('signUp'), () => authError('EMAIL_EXISTS')),
  signInOk: (uid = 'uid-known') =>
    http.post(endpoint('signInWithPassword'), async ({ request }) => {
      const body = (await request.json()) as { email: string };
      return HttpResponse.json(
        { ...account(uid, body.email), registered: true },
        { headers: CORS },
      );
    }),
  signInWrong: () =>
    http.post(endpoint('signInWithPassword'), () => authError('INVALID_LOGIN_CREDENTIALS')),
  lookup: (uid = 'uid-new') =>
    http.post(endpoint('lookup'), () =>
      HttpResponse.json(
        {
          users: [
            { localId: uid, email: 'ann@example.com', emailVerified: false, providerUserInfo: [] },
          ],
        },
        { headers: CORS },
      ),
    ),
  update: () =>
    http.post(endpoint('update'), () =>
      HttpResponse.json({ localId: 'uid-new' }, { headers: CORS }),
    ),
  sendOobCode: () =>
    http.post(endpoint('sendOobCode'), () =>
      HttpResponse.json({ email: 'ann@example.com' }, { headers: CORS }),
    ),
  delete: (onDelete: () => void) =>
    http.post(endpoint('delete'), () => {
      onDelete();
      return HttpResponse.json({}, { headers: CORS });
    }),
};

export const callable = {
  ok: (name: string, result: unknown) =>
    http.post(`${FUNCTIONS}/${name}`, () => HttpResponse.json({ result }, { headers: CORS })),
  /** Answers each call from what it sent (the callable's `data`), for tests that count or vary. */
  answer: (name: string, respond: (data: unknown) => unknown) =>
    http.post(`${FUNCTIONS}/${name}`, async ({ request }) => {
      const body = (await request.json()) as { data?: unknown };
      return HttpResponse.json({ result: respond(body.data) }, { headers: CORS });
    }),
  refuse: (name: string, status: string, code: string, message: string) =>
    http.post(`${FUNCTIONS}/${name}`, () =>
      HttpResponse.json(
        { error: { status, message, details: { code } } },
        { status: status === 'RESOURCE_EXHAUSTED' ? 429 : 400, headers: CORS },
      ),
    ),
  options: () =>
    http.options(
      `${FUNCTIONS}/:name`,
      () => new HttpResponse(null, { status: 204, headers: CORS }),
    ),
};

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

type DatabaseRequest = { r: number; a: string; b: { p?: string; t?: number } };

/**
 * The Realtime Database's WebSocket wire protocol, answered from a fixed JSON tree: the handshake,
 * one-time reads (`g`) and listens (`q`, whose data is sent before the acknowledgement, as the
 * server does). Everything else (auth, stats, writes, presence) is acknowledged: writes are not
 * applied, so a test reads what it seeded. Queries' filters are not applied either.
 */
export const database = {
  serve: (tree: Tree) =>
    ws.link(`ws://127.0.0.1:9000/.ws*`).addEventListener('connection', ({ client }) => {
      const send = (message: unknown) => client.send(JSON.stringify(message));
      send({ t: 'c', d: { t: 'h', d: { ts: Date.now(), v: '5', h: '127.0.0.1:9000', s: 'msw' } } });
      client.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data)) as { t: string; d: DatabaseRequest };
        if (message.t !== 'd') return;
        const { r, a, b } = message.d;
        const path = b.p ?? '/';
        if (a === 'g') return send({ t: 'd', d: { r, b: { s: 'ok', d: valueAt(tree, path) } } });
        if (a === 'q')
          send({
            t: 'd',
            d: {
              a: 'd',
              b: { p: path.replace(/^\//, ''), d: valueAt(tree, path), ...(b.t ? { t: b.t } : {}) },
            },
          });
        send({ t: 'd', d: { r, b: { s: 'ok', d: a === 'q' ? {} : '' } } });
      });
    }),
};
