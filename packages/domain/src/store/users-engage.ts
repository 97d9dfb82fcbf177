import { seg } from './keys.ts';
import { node, type Stamp } from './node.ts';

/**
 * What an attendee was told and what they answered, in their part of the tree: the level they were
 * last told of, the newest announcement they saw, their answer to each sponsor whose booth they
 * visited, and their booth crawl. The rest of a user is in users.ts, whose userNodes holds these nodes too.
 */

/**
 * A booth the attendee visited, by the representative's public id: whose it is, and whether the
 * attendee shares their contact details with that sponsor (absent: not asked yet). Server only.
 */
export type LeadConsent = {
  readonly rep: string;
  readonly sponsor: string;
  readonly at: Stamp;
  readonly shared?: boolean;
};

/**
 * The attendee's booth crawl (booth-crawl.ts): the sponsors whose booths they visited, by sponsor
 * key, with the sponsor's name, and once the crawl paid, what and when. Server only.
 */
export type CrawlProgress = {
  readonly visited?: Readonly<Record<string, string>>;
  readonly paid?: { readonly points: number; readonly at: number };
};

const user = (key: string) => `users/${seg(key)}`;

export const userEngageNodes = {
  /**
   * The highest level the attendee was told their points reached (level-notices.ts), raised in a
   * transaction so each level is told once. Server only.
   */
  levelNoticed: (key: string) => node<number>(`${user(key)}/levelNoticed`),
  /** The booths the attendee visited and their answer to each sponsor (leads.ts). */
  leadConsents: (key: string) =>
    node<Readonly<Record<string, LeadConsent>>>(`${user(key)}/leadConsents`),
  leadConsent: (key: string, repPublicId: string) =>
    node<LeadConsent>(`${user(key)}/leadConsents/${seg(repPublicId)}`),
  /** The time of the newest announcement the attendee has seen; they write it themselves. */
  announcementsSeen: (key: string) => node<number>(`${user(key)}/announcementsSeen`),
  /** The attendee's booth crawl: sponsors visited and the payment, decided in a transaction. */
  boothCrawl: (key: string) => node<CrawlProgress>(`${user(key)}/boothCrawl`),
} as const;
