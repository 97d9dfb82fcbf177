import { randomUUID } from 'node:crypto';
import { conversationId, INBOX_LIMITS } from '@engage/domain/inbox';
import { LIMITS } from '@engage/domain/limits';
import { inboxNodes } from '@engage/domain/store/inbox';
import { ref, set } from 'firebase/database';
import { describe, expect, it } from 'vitest';
import { DEMO_EVENT_ID } from '../src/seed.ts';
import { type AttackKit, type Attendee, OTHER_EVENT } from './attack-kit.ts';
import { refusal } from './web-client.ts';

/**
 * Reading another pair's inbox (issue 23), with the web SDKs: a conversation is read by its two
 * members only (not a third account, not a stranger who knows its path, not an organiser, not a
 * member once removed), written by the server alone, only between connections, and at small
 * talk's pace.
 */
export const inboxAttacks = (kit: AttackKit): void => {
  const { attendee } = kit;
  const connect = async (scanner: Attendee, shown: Attendee) => {
    const { qr } = await shown.client.call('issueQrToken', {});
    await scanner.client.call('awardConnection', { qr });
  };
  /** Two connected attendees, the first having written to the second. */
  const talking = async (label: string) => {
    const [ann, bob] = await Promise.all([attendee(`${label}-a`), attendee(`${label}-b`)]);
    await connect(ann, bob);
    await ann.client.call('sendMessage', {
      id: randomUUID(),
      to: bob.publicId,
      text: 'Meet at the stand?',
    });
    const id = conversationId(ann.publicId, bob.publicId);
    return { ann, bob, id, node: inboxNodes.conversation(DEMO_EVENT_ID, id) };
  };

  describe('reading another pair’s inbox', () => {
    it('a third account, a stranger with the path and an organiser read nothing', async () => {
      const { ann, bob, node, id } = await talking('inbox-read');
      expect(await bob.client.read(inboxNodes.messages(DEMO_EVENT_ID, id))).not.toBeNull();
      expect(await ann.client.read(node)).not.toBeNull();
      const mallory = await attendee('inbox-third');
      expect(await refusal(mallory.client.read(node))).toBe('PERMISSION_DENIED');
      expect(await refusal(mallory.client.read(inboxNodes.inbox(bob.key)))).toBe(
        'PERMISSION_DENIED',
      );
      const stranger = await attendee('inbox-stranger', OTHER_EVENT);
      expect(await refusal(stranger.client.read(node))).toBe('PERMISSION_DENIED');
      expect(await refusal(kit.organiser.read(node))).toBe('PERMISSION_DENIED');
      expect(await refusal(kit.organiser.read(inboxNodes.inbox(bob.key)))).toBe(
        'PERMISSION_DENIED',
      );
    });

    it('nobody writes a line, least of all as the other member', async () => {
      const { ann, bob, id } = await talking('inbox-forge');
      const before = await kit.admin.read(inboxNodes.messages(DEMO_EVENT_ID, id));
      const forged = { by: ann.publicId, text: 'Forged', at: Date.now() };
      expect(
        await refusal(set(ref(bob.client.db, inboxNodes.message(DEMO_EVENT_ID, id, 'x')), forged)),
      ).toBe('PERMISSION_DENIED');
      expect(
        await refusal(
          set(ref(bob.client.db, inboxNodes.entryField(ann.key, id, 'last')), 'Forged'),
        ),
      ).toBe('PERMISSION_DENIED');
      // The callable writes as its caller: there is no field that names another writer.
      expect(
        await refusal(
          bob.client.callRaw('sendMessage', {
            id: randomUUID(),
            to: bob.publicId,
            text: 'Hi',
            by: ann.publicId,
          }),
        ),
      ).toBe('invalid-argument');
      expect(await kit.admin.read(inboxNodes.messages(DEMO_EVENT_ID, id))).toEqual(before);
    });

    it('a line to someone not connected is refused', async () => {
      const [ann, cas] = await Promise.all([attendee('inbox-lone-a'), attendee('inbox-lone-c')]);
      expect(
        await refusal(
          ann.client.callRaw('sendMessage', { id: randomUUID(), to: cas.publicId, text: 'Hi' }),
        ),
      ).toBe('not-connected');
      const id = conversationId(ann.publicId, cas.publicId);
      expect(await kit.admin.read(inboxNodes.conversation(DEMO_EVENT_ID, id))).toBeNull();
    });

    it('a line to oneself, to another event or not plain text is refused; unread is only 0', async () => {
      const { ann, bob, id } = await talking('inbox-odd');
      const stranger = await attendee('inbox-odd-x', OTHER_EVENT);
      const before = await kit.admin.read(inboxNodes.messages(DEMO_EVENT_ID, id));
      const send = (to: string, text: string) =>
        refusal(ann.client.callRaw('sendMessage', { id: randomUUID(), to, text }));
      expect(await send(ann.publicId, 'Hi me')).toBe('not-found');
      expect(await send(stranger.publicId, 'Hi')).toBe('not-found');
      expect(await send(bob.publicId, 'x'.repeat(10_000))).toBe('invalid-argument');
      expect(await send(bob.publicId, 'Hi\u0000\u001b[2J')).toBe('invalid-argument');
      expect(await send(bob.publicId, 'Hi\u202eevil')).toBe('invalid-argument');
      expect(await send(bob.publicId, '😀'.repeat(INBOX_LIMITS.textMax))).toBe('invalid-argument');
      expect(await kit.admin.read(inboxNodes.messages(DEMO_EVENT_ID, id))).toEqual(before);
      const write = (path: string, value: unknown) => refusal(set(ref(bob.client.db, path), value));
      expect(await write(inboxNodes.unread(bob.key, id), 5)).toBe('PERMISSION_DENIED');
      expect(await write(inboxNodes.unread(bob.key, id), '0')).toBe('PERMISSION_DENIED');
      expect(await write(inboxNodes.unread(bob.key, id), null)).toBe('PERMISSION_DENIED');
      expect(await write(inboxNodes.entryField(bob.key, id, 'withName'), 'Boss')).toBe(
        'PERMISSION_DENIED',
      );
      expect(await write(inboxNodes.entry(bob.key, id), null)).toBe('PERMISSION_DENIED');
      expect(await write(inboxNodes.unread(ann.key, id), 0)).toBe('PERMISSION_DENIED');
      expect(await write(inboxNodes.tally(DEMO_EVENT_ID, id, bob.publicId), null)).toBe(
        'PERMISSION_DENIED',
      );
      expect(await write(inboxNodes.unread(bob.key, id), 0)).toBe('accepted');
      expect(await kit.admin.read(inboxNodes.entry(bob.key, id))).toMatchObject({ unread: 0 });
    });

    it('a flood runs into small talk’s pace, and a line past the length is refused', async () => {
      const { ann, bob, id } = await talking('inbox-flood');
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          refusal(
            ann.client.callRaw('sendMessage', {
              id: randomUUID(),
              to: bob.publicId,
              text: `Spam ${i}`,
            }),
          ),
        ),
      );
      const seconds = Math.ceil((Date.now() - started) / INBOX_LIMITS.gapMs);
      expect(answers).toContain('rate-limited');
      expect(answers.filter((a) => a !== 'accepted' && a !== 'rate-limited')).toEqual([]);
      // One line a second at most, whatever the script sends: the first line and one per second.
      const flooded = await kit.admin.read(inboxNodes.messages(DEMO_EVENT_ID, id));
      expect(Object.keys(flooded ?? {}).length).toBeLessThanOrEqual(1 + seconds);
      const long = 'x'.repeat(INBOX_LIMITS.textMax + 1);
      expect(
        await refusal(
          ann.client.callRaw('sendMessage', { id: randomUUID(), to: bob.publicId, text: long }),
        ),
      ).toBe('invalid-argument');
      expect(await kit.admin.read(inboxNodes.messages(DEMO_EVENT_ID, id))).toEqual(flooded);
    });

    it('a flood spread over many conversations keeps small talk’s pace too', async () => {
      const ann = await attendee('inbox-spread-a');
      const friends = await Promise.all(
        Array.from({ length: 8 }, (_, i) => attendee(`inbox-spread-${i}`)),
      );
      for (const friend of friends) await connect(ann, friend);
      const started = Date.now();
      const answers = await Promise.all(
        friends.map((friend) =>
          refusal(
            ann.client.callRaw('sendMessage', {
              id: randomUUID(),
              to: friend.publicId,
              text: 'Spam',
            }),
          ),
        ),
      );
      const seconds = Math.ceil((Date.now() - started) / INBOX_LIMITS.gapMs);
      // A line a second across all of one's conversations, as in small talk (one room at a
      // time), after a short burst: not a line a second in each conversation.
      const { capacity, perSecond } = LIMITS.message;
      const accepted = answers.filter((a) => a === 'accepted').length;
      expect(accepted).toBeLessThanOrEqual(capacity + seconds * perSecond);
      expect(answers.filter((a) => a !== 'accepted' && a !== 'rate-limited')).toEqual([]);
    });

    it('a line sent twice under one id is stored once; another account’s use of it changes nothing', async () => {
      const [ann, bob, cas] = await Promise.all([
        attendee('inbox-once-a'),
        attendee('inbox-once-b'),
        attendee('inbox-once-c'),
      ]);
      await Promise.all([connect(ann, bob), connect(cas, ann)]);
      const id = conversationId(ann.publicId, bob.publicId);
      const line = { id: randomUUID(), to: bob.publicId, text: 'Only once' };
      const first = await ann.client.call('sendMessage', line);
      // Its answer was lost: the app sends it again at once, and again later.
      expect(await ann.client.call('sendMessage', line)).toEqual(first);
      expect(await ann.client.call('sendMessage', { ...line, text: 'Changed' })).toEqual(first);
      const stored = await kit.admin.read(inboxNodes.messages(DEMO_EVENT_ID, id));
      expect(stored).toEqual({ [line.id]: expect.objectContaining({ text: 'Only once' }) });
      expect(await kit.admin.read(inboxNodes.unread(bob.key, id))).toBe(1);
      // The other member, and another account in its own conversation, reuse the id.
      const taken = { ...line, to: ann.publicId, text: 'Overwritten' };
      expect(await refusal(bob.client.callRaw('sendMessage', taken))).toBe('invalid-argument');
      const elsewhere = await cas.client.call('sendMessage', { ...taken, text: 'From Cas' });
      expect(elsewhere).toEqual({
        conversationId: conversationId(ann.publicId, cas.publicId),
        messageId: line.id,
      });
      expect(await kit.admin.read(inboxNodes.messages(DEMO_EVENT_ID, id))).toEqual(stored);
      expect(await refusal(cas.client.read(inboxNodes.messages(DEMO_EVENT_ID, id)))).toBe(
        'PERMISSION_DENIED',
      );
      expect(await refusal(ann.client.callRaw('sendMessage', { ...line, id: 'x/y' }))).toBe(
        'invalid-argument',
      );
    });

    it('a removed member reads nothing, and the conversation goes with them', async () => {
      const { ann, bob, node } = await talking('inbox-removed');
      await kit.organiser.call('adminRemoveUser', { userKey: ann.key });
      expect(await refusal(ann.client.read(node))).toBe('PERMISSION_DENIED');
      expect(await kit.admin.read(node)).toBeNull();
      expect(await bob.client.read(inboxNodes.inbox(bob.key))).toBeNull();
    });
  });
};
