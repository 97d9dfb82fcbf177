import {
  AWARD_WORDS,
  type AwardWords,
  connectionText,
  crawlText,
  fill,
  type NumberWords,
  rpsText,
  smallTalkText,
} from './award-words.ts';
import { ERROR_MESSAGES } from './errors.ts';
import type { Notice, NoticeMessage, NotificationKind } from './store/notices.ts';

/*
 * A notification keeps what it tells of as a message key and its values (points, a name, the
 * prize), not only the English sentence: a screen tells it again in its reader's language. The
 * sentence (`text`) is still stored, in English, for notifications written before and for
 * readers that do not know a key.
 */

/** The words of the notices that are not an award's (AWARD_WORDS), English here. */
export const NOTICE_WORDS = {
  level: 'You reached level {level}! Press Level up on the home screen to move up.',
  newMessage: '{name} sent you a message',
  askRps: '{name} asks you for a game of rock-paper-scissors',
  askSmallTalk: '{name} asks you for a small talk',
  meetingRequest: '{name} asked you for a meeting: see My meetings',
  meetingAccepted: '{name} accepted your meeting: see My meetings',
  meetingDeclined: '{name} declined your meeting',
  meetingProposed: '{name} proposed another time for your meeting: see My meetings',
  meetingCheckIn: '{name} checked in your meeting',
  prizeSetAside: 'Your {prize} is set aside for you: collect it at the prize desk.',
  voidedOne: 'The organisers voided {points} of your points from 1 award: {reason}',
  voided: 'The organisers voided {points} of your points from {awards} awards: {reason}',
  yourPartner: 'your partner',
  yourOpponent: 'your opponent',
} as const;

export type NoticeWords = Readonly<Record<keyof typeof NOTICE_WORDS, string>>;

/** The kind of notification (the list's grouping, the inbox link) each message is. */
export const NOTICE_KINDS: Readonly<Record<NoticeMessage, NotificationKind>> = {
  connected: 'award',
  boothVisit: 'award',
  rps: 'award',
  smallTalk: 'award',
  boothCrawl: 'award',
  awardsVoided: 'award',
  level: 'level',
  newMessage: 'message',
  pairRequest: 'request',
  meetingRequest: 'request',
  meetingAnswer: 'request',
  meetingCheckIn: 'award',
  prizeSetAside: 'prize',
  disconnected: 'disconnect',
};

/** What each value of a message must be: a number, any string, or one of a few strings. */
type ParamShape = 'number' | 'string' | readonly string[];
const PAID: Readonly<Record<string, ParamShape>> = {
  partner: 'string',
  connection: 'number',
  completion: 'number',
  bingo: 'number',
};
const NAME: Readonly<Record<string, ParamShape>> = { name: 'string' };
const SHAPES: Readonly<Record<NoticeMessage, Readonly<Record<string, ParamShape>>>> = {
  connected: PAID,
  boothVisit: PAID,
  rps: {
    outcome: ['won', 'lost', 'draw'],
    opponent: 'string',
    win: 'number',
    completion: 'number',
  },
  smallTalk: { partner: 'string', talk: 'number', completion: 'number' },
  boothCrawl: { sponsors: 'number', points: 'number' },
  level: { level: 'number' },
  newMessage: NAME,
  pairRequest: { name: 'string', game: ['act03', 'act05'] },
  meetingRequest: NAME,
  meetingAnswer: { name: 'string', answer: ['accepted', 'declined', 'proposed'] },
  meetingCheckIn: NAME,
  prizeSetAside: { prize: 'string' },
  awardsVoided: { points: 'number', awards: 'number', reason: 'string' },
  disconnected: {},
};

const fits = (value: unknown, shape: ParamShape): boolean =>
  typeof shape === 'string'
    ? typeof value === shape && (shape !== 'number' || Number.isFinite(value))
    : typeof value === 'string' && shape.includes(value);

const isMessage = (message: unknown): message is NoticeMessage =>
  typeof message === 'string' && Object.hasOwn(SHAPES, message);

/**
 * The notice a stored notification keeps, where it keeps one this code knows: a known key with
 * every value it needs, of the right type (the database drops an empty `params`). Anything else,
 * a notification written before keys were kept or by a newer server, is null: told by its text.
 */
export const noticeOf = (stored: {
  readonly message?: unknown;
  readonly params?: unknown;
}): Notice | null => {
  const { message } = stored;
  if (!isMessage(message)) return null;
  const params = stored.params ?? {};
  if (typeof params !== 'object' || params === null) return null;
  const values: Readonly<Record<string, unknown>> = { ...params };
  const shape = SHAPES[message];
  if (!Object.entries(shape).every(([name, kind]) => fits(values[name], kind))) return null;
  return { message, params: values } as Notice;
};

/** The words a notice is told in, and how its numbers are written. */
export type NoticeSay = {
  readonly award: AwardWords;
  readonly notice: NoticeWords;
  readonly number: NumberWords;
};

/** English, numbers written plainly: what the server stores as a notification's text. */
export const ENGLISH_NOTICES: NoticeSay = {
  award: AWARD_WORDS,
  notice: NOTICE_WORDS,
  number: String,
};

const MEETING_ANSWERS = {
  accepted: 'meetingAccepted',
  declined: 'meetingDeclined',
  proposed: 'meetingProposed',
} as const;

/** A notice in words: English (the stored text) by default, else the reader's. */
export const noticeText = (notice: Notice, say: NoticeSay = ENGLISH_NOTICES): string => {
  const { award, notice: words, number } = say;
  switch (notice.message) {
    case 'connected':
    case 'boothVisit': {
      const { partner, ...paid } = notice.params;
      const who = partner === '' ? words.yourPartner : partner;
      return connectionText(who, paid, notice.message === 'boothVisit', award, number);
    }
    case 'rps': {
      const { outcome, opponent, ...paid } = notice.params;
      const who = opponent === '' ? words.yourOpponent : opponent;
      return rpsText(outcome, who, paid, award, number);
    }
    case 'smallTalk': {
      const { partner, ...paid } = notice.params;
      return smallTalkText(partner === '' ? words.yourPartner : partner, paid, award, number);
    }
    case 'boothCrawl':
      return crawlText(notice.params.sponsors, notice.params.points, award, number);
    case 'level':
      return fill(words.level, { level: number(notice.params.level) });
    case 'pairRequest':
      return fill(
        notice.params.game === 'act03' ? words.askRps : words.askSmallTalk,
        notice.params,
      );
    case 'meetingAnswer':
      return fill(words[MEETING_ANSWERS[notice.params.answer]], notice.params);
    case 'newMessage':
    case 'meetingRequest':
    case 'meetingCheckIn':
    case 'prizeSetAside':
      return fill(words[notice.message], notice.params);
    case 'awardsVoided': {
      const { points, awards, reason } = notice.params;
      return fill(awards === 1 ? words.voidedOne : words.voided, {
        points: number(points),
        awards: number(awards),
        reason,
      });
    }
    case 'disconnected':
      return ERROR_MESSAGES.disconnected;
  }
};

/** A notice with its kind and English sentence, as `notify` stores it. */
export const told = <N extends Notice>(
  notice: N,
): N & { readonly kind: NotificationKind; readonly text: string } => ({
  ...notice,
  kind: NOTICE_KINDS[notice.message],
  text: noticeText(notice),
});

/**
 * A stored notification in the reader's words: from its notice where it keeps one this code
 * knows, else its stored (English) text.
 */
export const storedNoticeText = (
  stored: { readonly text: string; readonly message?: unknown; readonly params?: unknown },
  say: NoticeSay,
): string => {
  const notice = noticeOf(stored);
  return notice === null ? stored.text : noticeText(notice, say);
};
