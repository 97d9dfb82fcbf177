import { randomUUID } from 'node:crypto';
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
/** A line as the web app sends it: a new id for each. */
const line = (to: string, text: string, id: string = randomUUID()) => ({ id, to, text });
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
    await expect(sendMessage(at(), line(bobId, 'Hi'), ann)).rejects.toMatchObject({
      code: 'not-connected',
    });
    await expect(sendMessage(at(), line('nobody', 'Hi'), ann)).rejects.toMatchObject({
      code: 'not-found',
    });
    expect(await h.stack().root()).toEqual(before);
  });

  it('writes the line and both lists; the addressee is told once per unread run', async () => {
    await connect();
    const { annId, bobId, id } = await ids();
    const sent = await sendMessage(at(), line(bobId, 'Coffee at ten?'), ann);
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
    await sendMessage(at(T + INBOX_LIMITS.gapMs), line(bobId, 'Or eleven'), ann);
    expect(await h.read(inboxNodes.unread(h.key('bob'), id))).toBe(2);
    const notices = Object.values((await h.read(userNodes.notifications(h.key('bob')))) ?? {});
    expect(notices.filter((n) => n.kind === 'message')).toMatchObject([
      { text: messageNoticeText('Test User') },
    ]);
    // Bob answers: his own line sets his unread back to 0 and Ann's rises.
    await sendMessage(at(), line(annId, 'Ten is fine'), bob);
    expect(await h.read(inboxNodes.unread(h.key('bob'), id))).toBe(0);
    expect(await h.read(inboxNodes.unread(h.key('ann'), id))).toBe(1);
  });

  it('takes a line back whole when the addressee was removed as it was written', async () => {
    await connect();
    const { annId, bobId, id } = await ids();
    await sendMessage(at(), line(bobId, 'Hello'), ann);
    await sendMessage(at(T + INBOX_LIMITS.gapMs), line(annId, 'Hi'), bob);
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
      sendMessage({ ...deps, db: racing }, line(bobId, 'Still there?'), ann),
    ).rejects.toMatchObject({ code: 'not-found' });
    expect(await h.read(userNodes.user(h.key('bob')))).toBeNull();
    expect(await h.read(inboxNodes.inbox(h.key('bob')))).toBeNull();
    expect(await h.read(inboxNodes.conversation(EVENT, id))).toBeNull();
    expect(await h.read(inboxNodes.entry(h.key('ann'), id))).toBeNull();
  });

  it('paces a member to one line a second and caps the lines', async () => {
    await connect();
    const { annId, bobId, id } = await ids();
    await sendMessage(at(), line(bobId, 'One'), ann);
    await expect(
      sendMessage(at(T + INBOX_LIMITS.gapMs - 1), line(bobId, 'Two'), ann),
    ).rejects.toMatchObject({ code: 'rate-limited' });
    await h
      .stack()
      .deps()
      .db.ref(inboxNodes.tally(EVENT, id, annId))
      .set({ n: INBOX_LIMITS.linesPerMember, at: 0 });
    await expect(sendMessage(at(), line(bobId, 'Three'), ann)).rejects.toMatchObject({
      code: 'inbox-full',
    });
    const stored = await h.read(inboxNodes.messages(EVENT, id));
    expect(Object.values(stored ?? {}).map((m) => m.text)).toEqual(['One']);
  });
});

describe('a line sent again under its id', () => {
  it('stores it once and answers the same, even within the second', async () => {
    await connect();
    const { annId, bobId, id } = await ids();
    const again = line(bobId, 'Coffee at ten?');
    const first = await sendMessage(at(), again, ann);
    expect(first).toEqual({ conversationId: id, messageId: again.id });
    const after = await h.stack().root();
    // Its answer was lost: the app sends it again at once, and later, with the same id.
    expect(await sendMessage(at(T + 10), again, ann)).toEqual(first);
    expect(await sendMessage(at(T + 60_000), { ...again, text: 'Other words' }, ann)).toEqual(
      first,
    );
    expect(await h.stack().root()).toEqual(after);
    expect(await h.read(inboxNodes.messages(EVENT, id))).toMatchObject({
      [again.id]: { by: annId, text: 'Coffee at ten?' },
    });
    expect(await h.read(inboxNodes.unread(h.key('bob'), id))).toBe(1);
  });

  it('answers two sendings at once the same, storing one line', async () => {
    await connect();
    const { bobId, id } = await ids();
    const again = line(bobId, 'Hello');
    const both = await Promise.all([sendMessage(at(), again, ann), sendMessage(at(), again, ann)]);
    expect(both[1]).toEqual(both[0]);
    expect(Object.keys((await h.read(inboxNodes.messages(EVENT, id))) ?? {})).toEqual([again.id]);
    expect(await h.read(inboxNodes.unread(h.key('bob'), id))).toBe(1);
  });

  it('refuses the other member’s id and keeps another conversation’s apart', async () => {
    await connect();
    const { qr } = await issueQrToken(h.stack().deps(), {}, caller('cas'));
    await awardConnection(h.stack().deps(), { qr }, ann);
    const { annId, bobId, id } = await ids();
    const casId = await h.publicId('cas');
    const mine = line(bobId, 'Only mine');
    await sendMessage(at(), mine, ann);
    const before = await h.stack().root();
    await expect(
      sendMessage(at(T + INBOX_LIMITS.gapMs), { ...mine, to: annId, text: 'Overwritten' }, bob),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(await h.stack().root()).toEqual(before);
    // The same id in Ann's conversation with Cas is a line of its own there.
    const forCas = { ...mine, to: casId, text: 'For Cas' };
    const other = await sendMessage(at(T + INBOX_LIMITS.gapMs), forCas, ann);
    expect(other.conversationId).toBe(conversationId(annId, casId));
    expect(await h.read(inboxNodes.message(EVENT, id, mine.id))).toMatchObject({
      text: 'Only mine',
    });
    expect(await h.read(inboxNodes.message(EVENT, other.conversationId, mine.id))).toMatchObject({
      text: 'For Cas',
    });
  });
});

describe('the inbox and a person’s data', () => {
  it('is in the copy of their data, and goes whole with their account', async () => {
    await connect();
    const { bobId, id } = await ids();
    await sendMessage(at(), line(bobId, 'Hello'), ann);
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
