/**
 * What a notification tells of (users/{key}/notifications/{id}, store/users.ts): its kind, and the
 * message key and values a screen tells it from in its reader's language (notice-words.ts).
 */
export type NotificationKind = 'award' | 'request' | 'disconnect' | 'prize' | 'level' | 'message';

type Paid = { readonly connection: number; readonly completion: number; readonly bingo: number };

/** Each notice the server writes, by its message key, and the values it is told from. */
export type NoticeParams = {
  /** A connection; an empty partner name is told as "your partner". */
  readonly connected: Paid & { readonly partner: string };
  /** A visitor's connection with a sponsor's rep: the booth visit. */
  readonly boothVisit: Paid & { readonly partner: string };
  readonly rps: {
    readonly outcome: 'won' | 'lost' | 'draw';
    readonly opponent: string;
    readonly win: number;
    readonly completion: number;
  };
  readonly smallTalk: {
    readonly partner: string;
    readonly talk: number;
    readonly completion: number;
  };
  readonly boothCrawl: { readonly sponsors: number; readonly points: number };
  readonly level: { readonly level: number };
  readonly newMessage: { readonly name: string };
  readonly pairRequest: { readonly name: string; readonly game: 'act03' | 'act05' };
  readonly meetingRequest: { readonly name: string };
  readonly meetingAnswer: {
    readonly name: string;
    readonly answer: 'accepted' | 'declined' | 'proposed';
  };
  readonly meetingCheckIn: { readonly name: string };
  readonly prizeSetAside: { readonly prize: string };
  /** An organiser's void: the points taken, from how many awards, and the organiser's reason. */
  readonly awardsVoided: {
    readonly points: number;
    readonly awards: number;
    readonly reason: string;
  };
  /** The spec's disconnect text (errors.ts), shown as the spec writes it. */
  readonly disconnected: Readonly<Record<string, never>>;
};

export type NoticeMessage = keyof NoticeParams;

/** A notice as it is stored: its message key and values. */
export type Notice = {
  readonly [K in NoticeMessage]: { readonly message: K; readonly params: NoticeParams[K] };
}[NoticeMessage];
