import { CHAT_LIMITS } from '@engage/domain/chat';
import type { CallableName } from '@engage/domain/contract';
import { LIMITS, type LimitName } from '@engage/domain/limits';
import { roomNodes } from '@engage/domain/store/rooms';
import { storagePaths } from '@engage/domain/store/storage';
import { userNodes } from '@engage/domain/store/users';
import { FirebaseError } from 'firebase/app';
import { push, ref, serverTimestamp, set, update } from 'firebase/database';
import { ref as fileRef, uploadBytes } from 'firebase/storage';
import { expect, it } from 'vitest';
import { DEMO_EVENT_ID } from '../src/seed.ts';
import { type AttackKit, type Attendee, PNG } from './attack-kit.ts';
import { refusal } from './web-client.ts';

/** The field paths a refusal's details name (`name: …` issues), in order. */
const refusedFields = async (attempt: Promise<unknown>): Promise<string[]> => {
  try {
    await attempt;
    return [];
  } catch (error) {
    if (!(error instanceof FirebaseError)) throw error;
    const { issues } = (error as FirebaseError & { details?: { issues?: string[] } }).details ?? {};
    return (issues ?? []).map((issue) => issue.split(':')[0] ?? '');
  }
};

/**
 * Issue 20, "Limits and hygiene": floods, junk and look-alikes a script sends with the web SDKs.
 * Each attempt is refused, and what it aimed at is unchanged or bounded.
 */
export const hygieneAttacks = (kit: AttackKit): void => {
  const { attendee } = kit;

  /** Two attendees in a confirmed small talk: alice asked, bob accepted. */
  const smallTalk = async (label: string) => {
    const alice = await attendee(`${label}-a`);
    const bob = await attendee(`${label}-b`);
    const { roomId } = await alice.client.call('requestPair', { otherPublicId: bob.publicId });
    await bob.client.call('respondPair', { roomId, accept: true });
    expect(await kit.admin.read(roomNodes.field(roomId, 'status'))).toBe('confirmed');
    return { alice, bob, roomId };
  };

  /** A line as the web app writes it: with the writer's tally, one more than they read. */
  const say = async (who: Attendee, roomId: string, text: string) => {
    const tally = await who.client.read(roomNodes.sent(roomId, who.publicId));
    const id = push(ref(who.client.db, roomNodes.messages(roomId))).key ?? '';
    return update(ref(who.client.db), {
      [roomNodes.message(roomId, id)]: { by: who.publicId, text, at: serverTimestamp() },
      [roomNodes.sent(roomId, who.publicId)]: {
        n: (tally?.n ?? 0) + 1,
        at: serverTimestamp(),
        last: id,
      },
    });
  };

  it('a small talk takes no flood: lines alone, a batch, lines too fast or past 50 are refused', async () => {
    const { alice, bob, roomId } = await smallTalk('chat-flood');
    const long = 'x'.repeat(CHAT_LIMITS.textMax);
    // The flood as it was sent: 300 lines of 500 characters, each a push of its own.
    const flood = await Promise.all(
      Array.from({ length: 300 }, () =>
        refusal(
          set(push(ref(alice.client.db, roomNodes.messages(roomId))), {
            by: alice.publicId,
            text: long,
            at: serverTimestamp(),
          }),
        ),
      ),
    );
    expect(new Set(flood)).toEqual(new Set(['PERMISSION_DENIED']));
    // 300 lines in one update, with one tally naming the last.
    const lines: Record<string, unknown> = {};
    let last = '';
    for (let i = 0; i < 300; i += 1) {
      last = push(ref(alice.client.db, roomNodes.messages(roomId))).key ?? '';
      lines[roomNodes.message(roomId, last)] = {
        by: alice.publicId,
        text: long,
        at: serverTimestamp(),
      };
    }
    lines[roomNodes.sent(roomId, alice.publicId)] = { n: 1, at: serverTimestamp(), last };
    expect(await refusal(update(ref(alice.client.db), lines))).toBe('PERMISSION_DENIED');
    expect(await kit.admin.read(roomNodes.messages(roomId))).toBeNull();

    // As the app writes them: one line goes in, the next at once does not.
    await say(alice, roomId, 'Hello!');
    await say(bob, roomId, 'Hi Alice');
    expect(await refusal(say(alice, roomId, 'again, at once'))).toBe('PERMISSION_DENIED');
    // Near the limit (the tally moved on, as 48 lines a second apart would have).
    await kit.admin.db.ref(roomNodes.sent(roomId, alice.publicId)).update({ n: 49, at: 1 });
    await say(alice, roomId, 'my fiftieth');
    await kit.admin.db.ref(roomNodes.sent(roomId, alice.publicId)).update({ at: 1 });
    expect(await refusal(say(alice, roomId, 'my fifty-first'))).toBe('PERMISSION_DENIED');
    const messages = (await kit.admin.read(roomNodes.messages(roomId))) ?? {};
    expect(Object.values(messages).map((m) => m.text)).toEqual(
      expect.arrayContaining(['Hello!', 'Hi Alice', 'my fiftieth']),
    );
    expect(Object.keys(messages)).toHaveLength(3);
    // However long it runs, a room holds at most 2 × 50 lines of 500 characters.
    expect(2 * CHAT_LIMITS.linesPerPlayer * CHAT_LIMITS.textMax).toBeLessThanOrEqual(50_000);
  });

  it('presence keeps at most eight connection entries, by slot name: no junk keys', async () => {
    const mallory = await attendee('connections');
    const connections = ref(mallory.client.db, userNodes.connections(mallory.key));
    const junk = Object.fromEntries(
      // As long as the SDK lets a path be (768 bytes): the finding's were 700 characters.
      Array.from({ length: 500 }, (_, i) => [`${i}-${'k'.repeat(600)}`, true]),
    );
    expect(await refusal(update(connections, junk))).toBe('PERMISSION_DENIED');
    const pushed = await Promise.all(
      Array.from({ length: 20 }, () => refusal(set(push(connections), true))),
    );
    expect(new Set(pushed)).toEqual(new Set(['PERMISSION_DENIED']));
    const slots = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        refusal(set(ref(mallory.client.db, `${userNodes.connections(mallory.key)}/c${i}`), true)),
      ),
    );
    expect(slots.filter((answer) => answer === 'accepted')).toHaveLength(8);
    // A slot taken cannot be taken again, nor hold anything but true.
    expect(
      await refusal(set(ref(mallory.client.db, userNodes.connection(mallory.key, 'c0')), true)),
    ).toBe('PERMISSION_DENIED');
    const stored = (await kit.admin.read(userNodes.connections(mallory.key))) ?? {};
    expect(Object.keys(stored).sort()).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7']);
  });

  it('names, companies and departments refuse control and direction marks and look-alikes, by field', async () => {
    const mallory = await attendee('names');
    const before = await kit.admin.read(userNodes.metadata(mallory.key));
    const profile = { name: 'Mallory Attacker', company: 'Anywhere', department: 'Red team' };
    const attempts: [Record<string, string>, string][] = [
      [{ name: 'Mallory \u202egnp.exe' }, 'name'],
      [{ name: 'Mallory\u0000' }, 'name'],
      [{ name: 'alice@demo.engage.test' }, 'name'],
      [{ name: 'k3JfP0a9ZqYbWc2XvN8mLr4TsUe1' }, 'name'],
      [{ company: '\u001b[31mAcme\u001b[0m' }, 'company'],
      [{ department: 'Sales\ud800' }, 'department'],
      [{ department: '\u2067Sales\u2069' }, 'department'],
    ];
    for (const [fields, field] of attempts)
      expect(
        await refusedFields(mallory.client.call('updateProfile', { ...profile, ...fields })),
        JSON.stringify(fields),
      ).toEqual([field]);
    expect(await kit.admin.read(userNodes.metadata(mallory.key))).toEqual(before);
    // Registration refuses them the same way.
    const newcomer = await kit.signUp('names-register');
    expect(
      await refusedFields(
        newcomer.client.call('register', {
          ...kit.registration(DEMO_EVENT_ID),
          name: 'Eve \u202eevil',
          invitationCode: kit.northwind.code,
        }),
      ),
    ).toEqual(['name']);
    expect(await kit.admin.read(userNodes.byUid(newcomer.uid))).toBeNull();
    // What is kept is stored composed: "e" + a combining diaeresis is stored as "ë".
    await mallory.client.call('updateProfile', { ...profile, name: 'Zoe\u0308 Lee' });
    expect(await kit.admin.read(userNodes.field(mallory.key, 'name'))).toBe('Zo\u00eb Lee');
  });

  const LIMITED: readonly [CallableName, LimitName, Record<string, unknown>][] = [
    ['eventSignIn', 'session', { eventId: DEMO_EVENT_ID }],
    ['signOut', 'session', {}],
    ['buyPrize', 'market', { prizeId: 'no-such-prize', qty: 1, requestId: 'burst-1' }],
    ['levelUp', 'market', {}],
    ['register', 'register', {}],
  ];
  it.each(LIMITED)('a burst of %s runs into its %s rate limit', async (name, limit, input) => {
    const mallory = await attendee(`burst-${name.toLowerCase()}`);
    const data =
      name === 'register'
        ? { ...kit.registration(DEMO_EVENT_ID), invitationCode: kit.northwind.code }
        : input;
    const { capacity } = LIMITS[limit];
    const answers: string[] = [];
    for (let i = 0; i < capacity + 5 && !answers.includes('rate-limited'); i += 1)
      answers.push(await refusal(mallory.client.callRaw(name, data)));
    expect(answers.at(-1)).toBe('rate-limited');
    // Registering took a token already.
    expect(answers.length).toBeGreaterThanOrEqual(name === 'register' ? capacity - 1 : capacity);
    expect(answers.length).toBeLessThanOrEqual(capacity + 1);
  });

  it('a photo is published only when its bytes are a picture, whatever type it declares', async () => {
    const mallory = await attendee('html-photo');
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const upload = fileRef(mallory.client.storage, storagePaths.photo(mallory.uid));
    // The storage rules take it: it says it is a PNG.
    await uploadBytes(upload, html, { contentType: 'image/png' });
    const profile = await kit.admin.read(userNodes.metadata(mallory.key));
    expect(await refusal(mallory.client.call('publishPhoto', {}))).toBe('storage/unauthorized');
    expect(await kit.admin.object(storagePaths.avatar(mallory.publicId))).toBeNull();
    expect(await kit.admin.read(userNodes.metadata(mallory.key))).toEqual(profile);
    // A real picture is published, as the type its bytes show.
    await uploadBytes(upload, PNG, { contentType: 'image/png' });
    expect(await mallory.client.call('publishPhoto', {})).toEqual({ version: 1 });
    expect(await kit.admin.object(storagePaths.avatar(mallory.publicId))).toMatchObject({
      contentType: 'image/png',
    });
  });

  it('a list where an object is expected is refused as invalid input', async () => {
    const mallory = await attendee('lists');
    const before = await kit.admin.read(userNodes.user(mallory.key));
    for (const name of ['signOut', 'levelUp', 'issueQrToken', 'publishPhoto', 'startBingo'])
      expect(await refusal(mallory.client.callRaw(name, [])), name).toBe('invalid-argument');
    expect(
      await refusal(kit.organiser.callRaw('adminSetTheme', { eventId: DEMO_EVENT_ID, scheme: [] })),
    ).toBe('invalid-argument');
    expect(await kit.admin.read(userNodes.user(mallory.key))).toEqual(before);
  });
};
