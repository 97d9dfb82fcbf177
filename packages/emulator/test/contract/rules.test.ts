import { get, onValue, ref, remove, serverTimestamp, set, update } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureRules, type Harness, startHarness } from '../harness.ts';

const DENIED = /permission.denied/i;
let h: Harness;

beforeAll(async () => {
  h = await startHarness(fixtureRules('contract.rules.json'));
  await h.admin.ref().set({
    public: { notice: 'hello' },
    rooms: { open1: { open: true }, closed1: { open: false } },
    users: { bob: { name: 'Bob' } },
    admins: { list: { root: true } },
    posts: { p1: { owner: 'alice', title: 'First' } },
  });
});
afterAll(() => h.close());

describe('security rules: .read', () => {
  it('lets anyone read a public location and refuses an unauthenticated write there', async () => {
    const anonymous = h.client();
    expect((await get(ref(anonymous, 'public/notice'))).val()).toBe('hello');
    await expect(set(ref(anonymous, 'public/notice'), 'x')).rejects.toThrow(DENIED);
  });

  it('binds $variables: a user reads their own node, not another user’s', async () => {
    const alice = h.client('alice');
    await set(ref(alice, 'users/alice/name'), 'Alice');
    expect((await get(ref(alice, 'users/alice'))).val()).toEqual({ name: 'Alice' });
    await expect(get(ref(alice, 'users/bob'))).rejects.toThrow(DENIED);
  });

  it('refuses a listen with permission_denied through the cancel callback', async () => {
    const alice = h.client('alice');
    const error = await new Promise<Error>((resolve) =>
      onValue(
        ref(alice, 'users/bob'),
        () => undefined,
        (cancel) => resolve(cancel),
      ),
    );
    expect(error.message).toMatch(DENIED);
  });

  it('reads token claims (auth.token)', async () => {
    await expect(get(ref(h.client('carol'), 'admins/list'))).rejects.toThrow(DENIED);
    const boss = h.client('dave', { admin: true });
    expect((await get(ref(boss, 'admins/list'))).val()).toEqual({ root: true });
  });

  it('does not let a child grant read of its parent', async () => {
    await expect(get(ref(h.client('alice'), 'users'))).rejects.toThrow(DENIED);
  });
});

describe('security rules: .write and .validate', () => {
  it('refuses writes to another user’s node', async () => {
    await expect(set(ref(h.client('alice'), 'users/bob/name'), 'Mallory')).rejects.toThrow(DENIED);
    expect((await h.admin.ref('users/bob/name').get()).val()).toBe('Bob');
  });

  it.each([
    ['name', ''],
    ['name', 'x'.repeat(21)],
    ['age', -1],
    ['age', 'old'],
    ['verified', 'yes'],
    ['email', 'Alice@Example.com'],
    ['email', 'no-at-sign'],
    ['nickname', 'unknown fields are refused by $other'],
  ])('validates %s = %j as invalid', async (field, value) => {
    await expect(set(ref(h.client('alice'), `users/alice/${field}`), value)).rejects.toThrow(
      DENIED,
    );
  });

  it('accepts valid data, also through a multi-path update', async () => {
    const alice = h.client('alice');
    await update(ref(alice, 'users/alice'), {
      age: 30,
      verified: true,
      email: 'alice@example.com',
    });
    expect((await h.admin.ref('users/alice').get()).val()).toMatchObject({
      age: 30,
      verified: true,
    });
  });

  it('refuses a whole multi-path update when one path is refused, and writes nothing', async () => {
    const alice = h.client('alice');
    await expect(update(ref(alice), { 'users/alice/age': 31, 'users/bob/age': 1 })).rejects.toThrow(
      DENIED,
    );
    expect((await h.admin.ref('users/alice/age').get()).val()).toBe(30);
    expect((await h.admin.ref('users/bob/age').get()).val()).toBeNull();
  });

  it('uses data (the old value): only the owner may change a post', async () => {
    await expect(
      set(ref(h.client('bob'), 'posts/p1'), { owner: 'bob', title: 'Mine' }),
    ).rejects.toThrow(DENIED);
    await set(ref(h.client('alice'), 'posts/p1/title'), 'Edited');
    expect((await h.admin.ref('posts/p1/title').get()).val()).toBe('Edited');
  });

  it('uses newData, hasChildren and hasChild: a new post must name its author', async () => {
    const bob = h.client('bob');
    await expect(set(ref(bob, 'posts/p2'), { owner: 'alice', title: 'Forged' })).rejects.toThrow(
      DENIED,
    );
    await expect(set(ref(bob, 'posts/p2'), { owner: 'bob' })).rejects.toThrow(DENIED);
    await expect(set(ref(bob, 'posts/p2'), { owner: 'bob', title: '#tag' })).rejects.toThrow(
      DENIED,
    );
    await set(ref(bob, 'posts/p2'), { owner: 'bob', title: 'Hello', createdAt: serverTimestamp() });
    const stored = (await h.admin.ref('posts/p2').get()).val() as { createdAt: number };
    expect(Math.abs(stored.createdAt - Date.now())).toBeLessThan(10_000);
  });

  it('uses now: a timestamp in the future is refused', async () => {
    await expect(
      set(ref(h.client('bob'), 'posts/p3'), {
        owner: 'bob',
        title: 'Later',
        createdAt: Date.now() + 3_600_000,
      }),
    ).rejects.toThrow(DENIED);
  });

  it('uses root and parent(): joining is allowed only for an open room', async () => {
    const alice = h.client('alice');
    await set(ref(alice, 'members/open1/alice'), true);
    await expect(set(ref(alice, 'members/closed1/alice'), true)).rejects.toThrow(DENIED);
    await expect(set(ref(alice, 'members/open1/bob'), true)).rejects.toThrow(DENIED);
    await expect(set(ref(alice, 'members/open1/alice'), 'yes')).rejects.toThrow(DENIED);
  });

  it('uses string methods and regular expressions on $variables', async () => {
    const alice = h.client('alice');
    await set(ref(alice, 'slugs/good-slug'), 'a-b-c');
    await expect(set(ref(alice, 'slugs/Bad_Slug'), 'abc')).rejects.toThrow(DENIED);
    await expect(set(ref(alice, 'slugs/short'), 'a-b')).rejects.toThrow(DENIED);
    await expect(set(ref(alice, 'slugs/loud'), 'hello!')).rejects.toThrow(DENIED);
  });

  it('allows deletes that .validate would refuse as values (validate skips null)', async () => {
    const alice = h.client('alice');
    await set(ref(alice, 'presence/alice'), { online: true });
    await remove(ref(alice, 'presence/alice'));
    expect((await h.admin.ref('presence/alice').get()).exists()).toBe(false);
  });

  it('lets the admin credential bypass every rule', async () => {
    await h.admin.ref('users/bob/nickname').set('not allowed for users');
    await h.admin.ref('admins/list/extra').set(true);
    expect((await h.admin.ref('users/bob/nickname').get()).val()).toBe('not allowed for users');
  });
});
