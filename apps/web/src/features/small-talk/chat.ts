import { CHAT_LIMITS } from '@engage/domain/chat';
import { CONVERSATION_PROMPTS } from '@engage/domain/games';
import type { GameRoom } from '@engage/domain/store/rooms';
import { i18n } from '../../lib/i18n/i18n.ts';

/** The domain's conversation prompts in the reader's words, by their place in its list. */
export const promptWords = i18n(
  'smallTalkPrompts',
  Object.fromEntries(CONVERSATION_PROMPTS.map((prompt, index) => [`p${index}`, prompt])),
);

/** The longest chat line; the database rules refuse a longer one. */
export const CHAT_MESSAGE_MAX = CHAT_LIMITS.textMax;

type ChatLine = {
  readonly id: string;
  readonly text: string;
  readonly mine: boolean;
  readonly author: string;
  readonly at: number;
};

/** The room's messages, oldest first (server time, then the push id, which also grows). */
export const chatLines = (room: GameRoom, me: string): ChatLine[] =>
  Object.entries(room.messages ?? {})
    .map(([id, message]) => ({
      id,
      text: message.text,
      mine: message.by === me,
      author: room.players[message.by]?.name ?? 'Someone',
      at: message.at,
    }))
    .sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** The newest line the other player wrote: what the screen reader announces. */
export const lastIncoming = (lines: readonly ChatLine[]): ChatLine | undefined =>
  lines.findLast((line) => !line.mine);

type Draft = {
  /** What would be sent: the text without surrounding blanks. */
  readonly text: string;
  /** Characters typed, as the counter shows them. */
  readonly length: number;
  readonly sendable: boolean;
};

export const checkDraft = (typed: string): Draft => {
  const text = typed.trim();
  return {
    text,
    length: typed.length,
    sendable: text.length >= 1 && text.length <= CHAT_MESSAGE_MAX,
  };
};

/**
 * The conversation prompt at `step` for a room: both players start from the same one (it follows
 * from the room id), and each can step through the rest.
 */
export const promptFor = (roomId: string, step: number): string => {
  let seed = 0;
  for (const char of roomId) seed = (seed * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  const count = CONVERSATION_PROMPTS.length;
  const index = (((seed + step) % count) + count) % count;
  const prompt = promptWords.get()[`p${index}`];
  return typeof prompt === 'string' ? prompt : (CONVERSATION_PROMPTS[index] ?? '');
};
