import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureRules, type Harness, startHarness } from '../harness.ts';

let h: Harness;
const token = (uid: string) =>
  `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
    JSON.stringify({ sub: uid, user_id: uid, iat: 0 }),
  ).toString('base64url')}.`;

beforeAll(async () => {
  h = await startHarness(fixtureRules('contract.rules.json'));
  await h.admin
    .ref('posts')
    .set({ a: { owner: 'x', title: 'A', score: 3 }, b: { owner: 'y', title: 'B', score: 9 } });
});
afterAll(() => h.close());

const rest = (
  path: string,
  init: RequestInit & { auth?: string; params?: Record<string, string> } = {},
) => {
  const params = new URLSearchParams({ ns: h.namespace, ...(init.params ?? {}) });
  if (init.auth !== undefined) params.set('auth', init.auth);
  return fetch(`http://${h.host}/${path}.json?${params}`, init);
};

describe('REST subset', () => {
  it('GETs with rules: allowed where .read holds, 401 where it does not', async () => {
    const ok = await rest('posts/a');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ owner: 'x', title: 'A', score: 3 });
    expect((await rest('users/x')).status).toBe(401);
  });

  it('PUTs, PATCHes, POSTs and DELETEs as a signed-in user under the same rules', async () => {
    const auth = token('rita');
    expect(
      (await rest('users/rita', { method: 'PUT', auth, body: JSON.stringify({ name: 'Rita' }) }))
        .status,
    ).toBe(200);
    expect(
      (await rest('users/rita', { method: 'PATCH', auth, body: JSON.stringify({ age: 5 }) }))
        .status,
    ).toBe(200);
    expect(
      (await rest('users/rita', { method: 'PATCH', auth, body: JSON.stringify({ age: -5 }) }))
        .status,
    ).toBe(401);
    const pushed = await rest('open/log', { method: 'POST', body: JSON.stringify({ n: 1 }) });
    const { name } = (await pushed.json()) as { name: string };
    expect((await h.admin.ref(`open/log/${name}`).get()).val()).toEqual({ n: 1 });
    expect((await rest('users/rita', { method: 'DELETE', auth })).status).toBe(200);
    expect((await h.admin.ref('users/rita').get()).exists()).toBe(false);
  });

  it('answers queries with orderBy, limitToLast and shallow', async () => {
    const top = await rest('posts', { params: { orderBy: '"score"', limitToLast: '1' } });
    expect(Object.keys((await top.json()) as object)).toEqual(['b']);
    const shallow = await rest('posts', { params: { shallow: 'true' } });
    expect(await shallow.json()).toEqual({ a: true, b: true });
  });

  it('lets the admin credential bypass the rules', async () => {
    const response = await rest('users/x', { auth: 'owner' });
    expect(response.status).toBe(200);
  });

  it('refuses bad JSON and bad paths with 400 and changes nothing', async () => {
    expect((await rest('open/x', { method: 'PUT', body: '{nope' })).status).toBe(400);
    expect((await rest('open/a$b', { method: 'PUT', body: '1' })).status).toBe(400);
    expect((await h.admin.ref('open/x').get()).exists()).toBe(false);
  });
});
