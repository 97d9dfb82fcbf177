import { HttpResponse, http } from 'msw';

/**
 * Handlers per resource, at the addresses the SDKs use with the emulators of env.ts' defaults:
 * Identity Toolkit (Auth emulator, 9099), callables (Functions emulator, 5001) and Storage (9199).
 * The Realtime Database is the project's emulator itself (testing/database.ts).
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
  /** Answers `result`; `onCall` sees the data each call sent. */
  ok: (name: string, result: unknown, onCall?: (data: unknown) => void) =>
    http.post(`${FUNCTIONS}/${name}`, async ({ request }) => {
      onCall?.(((await request.json()) as { data: unknown }).data);
      return HttpResponse.json({ result }, { headers: CORS });
    }),
  /** Answers each call from what it sent (the callable's `data`), for tests that count or vary. */
  answer: (name: string, respond: (data: unknown) => unknown) =>
    http.post(`${FUNCTIONS}/${name}`, async ({ request }) => {
      const body = (await request.json()) as { data?: unknown };
      return HttpResponse.json({ result: respond(body.data) }, { headers: CORS });
    }),
  /**
   * The next call reaches the server (`onCall` sees its data) and its answer is lost on the way
   * back, as a client timeout or a dropped connection leaves it; later calls fall through.
   */
  lost: (name: string, onCall?: (data: unknown) => void) =>
    http.post(
      `${FUNCTIONS}/${name}`,
      async ({ request }) => {
        onCall?.(((await request.json()) as { data: unknown }).data);
        return HttpResponse.error();
      },
      { once: true },
    ),
  /** Refuses as the functions do: the catalogue message, the domain code and any reason. */
  refuse: (
    name: string,
    status: string,
    code: string,
    message: string,
    detail?: string,
    field?: string,
  ) =>
    http.post(`${FUNCTIONS}/${name}`, () =>
      HttpResponse.json(
        {
          error: {
            status,
            message,
            details: {
              code,
              ...(detail === undefined ? {} : { detail }),
              ...(field === undefined ? {} : { field }),
            },
          },
        },
        { status: status === 'RESOURCE_EXHAUSTED' ? 429 : 400, headers: CORS },
      ),
    ),
  /** Refuses input as the functions' schema check does: each issue as `path: message`. */
  invalid: (name: string, issues: readonly string[]) =>
    http.post(`${FUNCTIONS}/${name}`, () =>
      HttpResponse.json(
        {
          error: {
            status: 'INVALID_ARGUMENT',
            message: 'The request is not valid',
            details: { code: 'invalid-argument', issues },
          },
        },
        { status: 400, headers: CORS },
      ),
    ),
  options: () =>
    http.options(
      `${FUNCTIONS}/:name`,
      () => new HttpResponse(null, { status: 204, headers: CORS }),
    ),
};
