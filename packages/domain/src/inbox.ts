import * as v from 'valibot';
import { CHAT_LIMITS } from './chat.ts';
import { keySchema } from './entities.ts';
import { notify } from './notifications.ts';
import { plainTextSchema } from './plain-text.ts';
import { accept, type Claim, type Context, claim, refuse, WriteSet } from './plan.ts';
import { pairId } from './scoring.ts';
import { type InboxEntry, type InboxMessage, type InboxTally, inboxNodes } from './store/inbox.ts';
import { SERVER_TIME } from './store/node.ts';
import { userNodes } from './store/users.ts';

/**
 * The lasting inbox (docs/privacy.md#the-inbox): connected attendees write to each other in a
 * conversation that stays after both leave, with small talk's limits per line (chat.ts: 500
 * characters, one line a second) and a cap per member per conversation, so a script writing a
 * line a second for a day holds no more than that. Only the server writes: the callable checks
 * the pair connected (their scan's pay-once claim, pairs/{event}/{pair}) and decides the limits in
 * a transaction on the writer's tally.
 */
export const INBOX_LIMITS = {
  textMax: CHAT_LIMITS.textMax,
  gapMs: CHAT_LIMITS.gapMs,
  /** Lines one member may write in one conversation: ten small talks' worth. */
  linesPerMember: 500,
  /** The preview of the newest line in each member's list. */
  previewMax: 80,
} as const;

/**
 * A line's id, made by the writer's app before the first try (a random UUID) and kept across its
 * retries, so a line whose answer was lost on the way back is stored once when sent again.
 */
export const lineIdSchema = v.pipe(v.string(), v.uuid());

export const sendMessageInput = v.strictObject({
  /** The line's id (lineIdSchema): the same line sent twice is stored once. */
  id: lineIdSchema,
  /** The other member's public id. */
  to: keySchema,
  /** Shift+Enter in the message box starts a new line: line breaks are taken. */
  text: v.pipe(plainTextSchema(INBOX_LIMITS.textMax, true), v.minLength(1)),
});
export type SendMessageInput = v.InferOutput<typeof sendMessageInput>;

export type SentMessage = { readonly conversationId: string; readonly messageId: string };

/** A conversation's id: the two public ids in order, so both members name it the same. */
export const conversationId = (a: string, b: string): string => pairId(a, b);

/** The other member of a conversation, from its id; null when `me` is not one of its two. */
export const otherMember = (id: string, me: string): string | null => {
  const [first, second, ...rest] = id.split('~');
  if (first === undefined || second === undefined || rest.length > 0) return null;
  if (first === me) return second;
  return second === me ? first : null;
};

/** The newest line as the list shows it: one line, cut at previewMax characters. */
export const previewOf = (message: string): string => {
  const text = message.replace(/\s*\n\s*/gu, ' ');
  const chars = [...text];
  return chars.length <= INBOX_LIMITS.previewMax
    ? text
    : `${chars.slice(0, INBOX_LIMITS.previewMax - 1).join('')}…`;
};

/** A member as the handler read them. */
export type Member = {
  readonly key: string;
  readonly publicId: string;
  readonly name: string;
  readonly eventId: string;
};

/** What the server read for a line, besides the writer's tally (the transaction's node). */
export type MessageRead = {
  readonly me: Member;
  /** The addressee, null when no attendee has the public id. */
  readonly them: Member | null;
  /** Whether the pair connected (their scan's pay-once claim exists). */
  readonly connected: boolean;
  /** The addressee's unread lines in this conversation, and their notification ids. */
  readonly theirUnread: number;
  readonly theirNotifications: readonly string[];
  /** The line stored in this conversation under the input's id already, if any. */
  readonly earlier: InboxMessage | null;
};

/** The words of the notice a first unread line sends (the notifications screen links to the inbox). */
/**
 * A new line's notice in English (NOTICE_WORDS.newMessage, as notice-words.test holds it): made
 * here, so the inbox's rules, which the web's first visit loads, do not bring every notice's words.
 */
export const messageNoticeText = (name: string): string => `${name} sent you a message`;

/**
 * A line from `me` to `them`: only to another attendee of the same event (not-found otherwise),
 * only once the two connected (not-connected), at most linesPerMember lines a member
 * (inbox-full), one a second (rate-limited). A line sent again under its id (its answer was lost)
 * is answered as the first time and changes nothing, before the limits, which its first sending
 * moved; the tally's `last` catches the retry that overtakes the first sending's writes. An id
 * the other member's line holds is refused: nothing of theirs is overwritten. Decided on the writer's tally: the line, both
 * members' list lines (the addressee's unread count one higher, the writer's back to 0, as
 * writing answers what they read) go with it. The addressee is told once per unread run: a
 * notice when their first unread line arrives, none for the lines after it.
 */
export const decideMessage = (
  tally: InboxTally | null,
  read: MessageRead,
  input: SendMessageInput,
  ctx: Context,
): Claim<SentMessage, InboxTally> => {
  const { me, them } = read;
  if (them === null || them.eventId !== me.eventId || them.key === me.key)
    return refuse('not-found', 'attendee');
  if (!read.connected) return refuse('not-connected');
  const id = conversationId(me.publicId, them.publicId);
  const messageId = input.id;
  const sent = { conversationId: id, messageId };
  if (tally?.last === messageId || read.earlier?.by === me.publicId) return accept(sent);
  if (read.earlier !== null) return refuse('invalid-argument', 'id: taken by another line');
  if ((tally?.n ?? 0) >= INBOX_LIMITS.linesPerMember) return refuse('inbox-full');
  if (tally !== null && ctx.now < tally.at + INBOX_LIMITS.gapMs) return refuse('rate-limited');
  const last = previewOf(input.text);
  const mine: InboxEntry = {
    with: them.publicId,
    withName: them.name,
    last,
    lastBy: me.publicId,
    at: ctx.now,
    unread: 0,
  };
  const writes = new WriteSet()
    .set(inboxNodes.message(me.eventId, id, messageId), {
      by: me.publicId,
      text: input.text,
      at: SERVER_TIME,
    })
    .set(inboxNodes.entry(me.key, id), { ...mine, at: SERVER_TIME })
    .set(inboxNodes.entryField(them.key, id, 'with'), me.publicId)
    .set(inboxNodes.entryField(them.key, id, 'withName'), me.name)
    .set(inboxNodes.entryField(them.key, id, 'last'), last)
    .set(inboxNodes.entryField(them.key, id, 'lastBy'), me.publicId)
    .set(inboxNodes.entryAt(them.key, id), SERVER_TIME)
    .increment(inboxNodes.unread(them.key, id), 1);
  if (read.theirUnread === 0)
    notify(
      writes,
      them.key,
      read.theirNotifications,
      {
        kind: 'message',
        text: messageNoticeText(me.name),
        message: 'newMessage',
        params: { name: me.name },
      },
      ctx,
    );
  return claim({ n: (tally?.n ?? 0) + 1, at: ctx.now, last: messageId }, accept(sent, writes));
};

/** A member's conversations as their list shows them: newest first, each with its id. */
export const conversationList = (
  inbox: Readonly<Record<string, InboxEntry>> | null,
): (InboxEntry & { readonly id: string })[] =>
  Object.entries(inbox ?? {})
    .map(([id, entry]) => ({ ...entry, id }))
    .sort((a, b) => b.at - a.at || b.id.localeCompare(a.id));

/** All unread lines of a member, across their conversations. */
export const unreadTotal = (inbox: Readonly<Record<string, InboxEntry>> | null): number =>
  Object.values(inbox ?? {}).reduce((sum, entry) => sum + (entry.unread ?? 0), 0);

/**
 * What a departing person's conversations leave (people-gone.ts): each goes whole, for both
 * members, with the other member's list line, and their own list goes. `conversations` maps each
 * conversation id of theirs to the other member's key (null when the other is gone already).
 */
export const addInboxGone = (
  writes: WriteSet,
  key: string,
  eventId: string,
  conversations: Readonly<Record<string, string | null>>,
): WriteSet => {
  for (const [id, otherKey] of Object.entries(conversations)) {
    writes.remove(inboxNodes.conversation(eventId, id));
    if (otherKey !== null) writes.remove(inboxNodes.entry(otherKey, id));
  }
  return writes.remove(inboxNodes.inbox(key));
};

/**
 * A line written just as its addressee was removed (their profile gone once it was written):
 * taken back with the whole conversation, the writer's list line for it and what was written
 * under the removed key (their list, the notice), so the key, which names their address, is kept
 * nowhere (docs/privacy.md#the-inbox). A removal that starts later finds the line and takes it.
 */
export const takeBackMessage = (
  eventId: string,
  id: string,
  writerKey: string,
  goneKey: string,
): WriteSet =>
  new WriteSet()
    .remove(inboxNodes.conversation(eventId, id))
    .remove(inboxNodes.entry(writerKey, id))
    .remove(inboxNodes.inbox(goneKey))
    .remove(userNodes.user(goneKey));
