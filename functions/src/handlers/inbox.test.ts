import { conversationId, INBOX_LIMITS, messageNoticeText } from '@engage/domain/inbox';
import { inboxNodes } from '@engage/domain/store/inbox';
import { userNodes } from '@engage/domain/store/users';
import type { Deps } from '@engage/server/deps';
import { describe, expect, it } from 'vitest';
import { removedAccounts } from '../testing/removed-accounts.ts';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { useStorage } from '../testing/storage.ts';
import { sendMessage } from './inbox.ts';
import { deleteMyAccount, exportMyData } from './my-data.ts';
import { awardConnection, issueQrToken } from './scoring.ts';

/**
 * The lasting inbox through the real handler and the database emulator: a line reaches only a
 * connection, is paced and capped per member, lands in both lists (one notice per unread run), is
 * in the writer's copy of their data, and goes with either member's account.
 */
const h = useHandlerStack({ instances: 1, users: ['ann', 'bob', 'cas'] });
const storage = useStorage('inbox');
const { accounts } = removedAccounts();
const T = Date.UTC(2026, 10, 27, 9);
const at = (now = T): Deps => ({
  ...h.stack().deps(),
  files: storage.files(),
  accounts,
  now: () => now,
});
const ann = caller('ann');
const bob = caller('bob');

/** Ann scans Bob's code: the two are connected. */
const connect = async () => {
  const { qr } = await issueQrToken(h.stack().deps(), {}, bob);
  await awardConnection(h.stack().deps(), { qr }, ann);
};

const ids = async () => {
  const [annId, bobId] = await Promise.all([h.publicId('ann'), h.publicId('bob')]);
  return { annId, bobId, id: conversationId(annId, bobId) };
};

describe('sendMessage', () => {
  it('refuses a pair that never connected, and an unknown addressee, writing nothing', async () => {
    const { bobId } = await ids();
    const before = await h.stack().root();
    await expect(sendMessage(at(), { to: bobId, text: 'Hi' }, ann)).rejects.toMatchObject({
      code: 'not-connected',
    });
    await expect(sendMessage(at(), { to: 'nobody', text: 'Hi' }, ann)).rejects.toMatchObject({
      code: 'not-found',
    });
    expect(await h.stack().root()).toEqual(before);
  });

  it('writes the line and both lists; the addressee is told once per unread run', async () => {
    await connect();
    const { annId, bobId, id } = await ids();
    const sent = await sendMessage(at(), { to: bobId, text: 'Coffee at ten?' }, ann);
    expect(sent.conversationId).toBe(id);
    const stored = await h.read(inboxNodes.messages(EVENT, id));
    expect(Object.values(stored ?? {})).toMatchObject([{ by: annId, text: 'Coffee at ten?' }]);
    expect(await h.read(inboxNodes.entry(h.key('bob'), id))).toMatchObject({
      with: annId,
      withName: 'Test User',
      last: 'Coffee at ten?',
      unread: 1,
    });
    expect(await h.read(inboxNodes.entry(h.key('ann'), id))).toMatchObject({
      with: bobId,
      unread: 0,
    });
    await sendMessage(at(T + INBOX_LIMITS.gapMs), { to: bobId, text: 'Or eleven' }, ann);
    expect(await h.read(inboxNodes.unread(h.key('bob'), id))).toBe(2);
    const notices = Object.values((await h.read(userNodes.notifications(h.key('bob')))) ?? {});
    expect(notices.filter((n) => n.kind === 'message')).toMatchObject([
      { text: messageNoticeText('Test User') },
    ]);
    // Bob answers: his own line sets his unread back to 0 and Ann's rises.
    await sendMessage(at(), { to: annId, text: 'Ten is fine' }, bob);
    expect(await h.read(inboxNodes.unread(h.key('bob'), id))).toBe(0);
    expect(await h.read(inboxNodes.unread(h.key('ann'), id))).toBe(1);
  });

  it('takes a line back whole when the addressee was removed as it was written', async () => {
    await connect();
    const { annId, bobId, id } = await ids();
    await sendMessage(at(), { to: bobId, text: 'Hello' }, ann);
    await sendMessage(at(T + INBOX_LIMITS.gapMs), { to: annId, text: 'Hi' }, bob);
    // Bob's removal takes his profile after the call read it and before its writes land: the
    // call's claim on Ann's tally is where it stands between the two.
    const deps = at(T + 2 * INBOX_LIMITS.gapMs);
    const db = deps.db;
    const tally = inboxNodes.tally(EVENT, id, annId);
    const racing = new Proxy(db, {
      get: (target, prop) =>
        prop === 'ref'
          ? (path?: string) => {
              const ref = target.ref(path);
              if (path !== tally) return ref;
              return new Proxy(ref, {
                get: (r, p) =>
                  p === 'once'
                    ? async (...args: Parameters<typeof r.once>) => {
                        await target.ref(userNodes.user(h.key('bob'))).remove();
                        return r.once(...args);
                      }
                    : Reflect.get(r, p, r),
              });
            }
          : Reflect.get(target, prop, target),
    });
    await expect(
      sendMessage({ ...deps, db: racing }, { to: bobId, text: 'Still there?' }, ann),
    ).rejects.toMatchObject({ code: 'not-found' });
    expect(await h.read(userNodes.user(h.key('bob')))).toBeNull();
    expect(await h.read(inboxNodes.inbox(h.key('bob')))).toBeNull();
    expect(await h.read(inboxNodes.conversation(EVENT, id))).toBeNull();
    expect(await h.read(inboxNodes.entry(h.key('ann'), id))).toBeNull();
  });

  it('paces a member to one line a second and caps the lines', async () => {
    await connect();
    const { annId, bobId, id } = await ids();
    await sendMessage(at(), { to: bobId, text: 'One' }, ann);
    await expect(
      sendMessage(at(T + INBOX_LIMITS.gapMs - 1), { to: bobId, text: 'Two' }, ann),
    ).rejects.toMatchObject({ code: 'rate-limited' });
    await h
      .stack()
      .deps()
      .db.ref(inboxNodes.tally(EVENT, id, annId))
      .set({ n: INBOX_LIMITS.linesPerMember, at: 0 });
    await expect(sendMessage(at(), { to: bobId, text: 'Three' }, ann)).rejects.toMatchObject({
      code: 'inbox-full',
    });
    const stored = await h.read(inboxNodes.messages(EVENT, id));
    expect(Object.values(stored ?? {}).map((m) => m.text)).toEqual(['One']);
  });
});

describe('the inbox and a person’s data', () => {
  it('is in the copy of their data, and goes whole with their account', async () => {
    await connect();
    const { bobId, id } = await ids();
    await sendMessage(at(), { to: bobId, text: 'Hello' }, ann);
    const copy = await exportMyData(at(), {}, ann);
    expect(Object.values(copy.conversations[id]?.messages ?? {})).toMatchObject([
      { text: 'Hello' },
    ]);
    await deleteMyAccount(at(), { confirm: 'delete' }, ann);
    expect(await h.read(inboxNodes.conversation(EVENT, id))).toBeNull();
    expect(await h.read(inboxNodes.entry(h.key('bob'), id))).toBeNull();
    expect(await h.read(inboxNodes.inbox(h.key('ann')))).toBeNull();
  });
});
