import * as v from 'valibot';
import { type Actor, auditEventChange } from './audit.ts';
import { type AwardProfile, addAward } from './awards.ts';
import { keySchema } from './entities.ts';
import { told } from './notice-words.ts';
import { addNotification } from './notifications.ts';
import { accept, type Claim, type Context, claim, refuseField, WriteSet } from './plan.ts';
import type { BoothCrawlSetting, Rep } from './store/events.ts';
import type { CrawlProgress } from './store/users-engage.ts';
import { encodeUserKey } from './user-key.ts';

/**
 * The booth crawl: an organiser's challenge to visit N different sponsors' booths, paid once with
 * points and the Booth crawler badge. A booth visit is a first connection with a sponsor
 * representative (scoring.ts); a sponsor is the representative's company, so two representatives
 * of one sponsor count once. Visits count whatever the partner rule paid for them (docs/points.md).
 */

/**
 * What an organiser may set a booth crawl to: at least two sponsors (one is a booth visit, not a
 * crawl) and at most twenty (more booths than a hall holds); points within what a game's
 * completion pays, up to a few games' worth, so a crawl never outweighs the rest of the event.
 */
export const CRAWL_BOUNDS = {
  sponsors: { min: 2, max: 20 },
  points: { min: 10, max: 500 },
} as const;

const bounded = (bounds: { readonly min: number; readonly max: number }) =>
  v.pipe(v.number(), v.integer(), v.minValue(bounds.min), v.maxValue(bounds.max));

/**
 * The callables' inputs, here rather than in inputs.ts: that module ships with the web app's first
 * visit, and the crawl's are read only by the console and the server.
 */
export const setBoothCrawlInput = v.strictObject({
  eventId: keySchema,
  on: v.boolean(),
  sponsors: bounded(CRAWL_BOUNDS.sponsors),
  points: bounded(CRAWL_BOUNDS.points),
});
export const boothCrawlInput = v.strictObject({});
export type SetBoothCrawlInput = v.InferOutput<typeof setBoothCrawlInput>;

/** A sponsor as the crawl counts it: a key of its name, and the name as shown. */
export type CrawlSponsor = { readonly key: string; readonly name: string };

/**
 * The sponsor a representative stands for: their company, compared without case or outer spaces;
 * a representative with no company stands for a booth of their own.
 */
export const sponsorOf = (rep: {
  readonly publicId: string;
  readonly name: string;
  readonly company?: string | undefined;
}): CrawlSponsor => {
  const company = (rep.company ?? '').trim();
  const encoded = encodeUserKey(company.toLowerCase());
  if (company === '' || !encoded.ok) return { key: `rep-${rep.publicId}`, name: rep.name };
  return { key: `s-${encoded.value}`, name: company };
};

type Visitor = {
  readonly key: string;
  readonly profile: AwardProfile;
  readonly notifications: readonly string[];
};

export type CrawlVisit = { readonly awarded: number; readonly visited: number };

/**
 * One booth visit added to the visitor's crawl, decided in a transaction on their progress: the
 * sponsor is counted once, and the visit that brings the count to the challenge's number, while
 * the crawl is on, pays its points and the badge and says so, once: the payment is kept in the
 * progress, so a second visit decided at the same time finds it and pays nothing.
 */
export const decideCrawlVisit = (
  progress: CrawlProgress | null,
  setting: BoothCrawlSetting | null,
  visitor: Visitor,
  sponsor: CrawlSponsor,
  ctx: Context,
): Claim<CrawlVisit, CrawlProgress> => {
  // A sponsor keeps the name it was first visited under, whichever representative came later.
  const visited = { [sponsor.key]: sponsor.name, ...progress?.visited };
  const count = Object.keys(visited).length;
  const kept = { ...progress, visited };
  if (progress?.paid !== undefined || setting?.on !== true || count < setting.sponsors)
    return claim(kept, accept({ awarded: 0, visited: count }));
  const writes = new WriteSet();
  addAward(
    writes,
    visitor.profile,
    {
      key: visitor.key,
      points: setting.points,
      reason: 'booth-crawl',
      by: 'system',
      counters: { booth_crawler: 1 },
    },
    ctx,
  );
  addNotification(
    writes,
    visitor.key,
    visitor.notifications,
    {
      ...told({ message: 'boothCrawl', params: { sponsors: count, points: setting.points } }),
      points: setting.points,
    },
    ctx,
  );
  return claim(
    { ...kept, paid: { points: setting.points, at: ctx.now } },
    accept({ awarded: setting.points, visited: count }, writes),
  );
};

/**
 * An organiser's booth crawl, decided in a transaction on the setting: only for an event that
 * exists; the change is in the audit log, before and after.
 */
export const decideCrawlSetting = (
  current: BoothCrawlSetting | null,
  input: SetBoothCrawlInput,
  event: { readonly exists: boolean },
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Claim<BoothCrawlSetting, BoothCrawlSetting> => {
  if (!event.exists) return refuseField('not-found', 'eventId', 'no such event');
  const next: BoothCrawlSetting = { on: input.on, sponsors: input.sponsors, points: input.points };
  const writes = new WriteSet();
  auditEventChange(
    writes,
    input.eventId,
    actor,
    'crawl.set',
    { before: current, after: next },
    ctx,
  );
  return claim(next, accept(next, writes));
};

/** What the attendee's crawl screen shows. */
export type CrawlView = {
  readonly on: boolean;
  readonly sponsors: number;
  readonly points: number;
  /** The sponsors visited and those not yet, by name, in name order. */
  readonly visited: readonly string[];
  readonly notVisited: readonly string[];
  /** The points the crawl paid, once it did. */
  readonly paid: number | null;
};

const byName = (a: string, b: string) => a.localeCompare(b);

/**
 * The attendee's progress against the event's crawl: the sponsors they visited and, of the
 * sponsors whose representatives are at the event now, the ones they have not.
 */
export const crawlView = (
  setting: BoothCrawlSetting | null,
  progress: CrawlProgress | null,
  reps: Readonly<Record<string, Rep>> | null,
): CrawlView => {
  const visited = progress?.visited ?? {};
  const present = new Map<string, string>();
  for (const [publicId, rep] of Object.entries(reps ?? {})) {
    const sponsor = sponsorOf({ publicId, ...rep });
    if (!present.has(sponsor.key)) present.set(sponsor.key, sponsor.name);
  }
  return {
    on: setting?.on === true,
    sponsors: setting?.sponsors ?? 0,
    points: setting?.points ?? 0,
    visited: Object.values(visited).sort(byName),
    notVisited: [...present]
      .filter(([key]) => visited[key] === undefined)
      .map(([, name]) => name)
      .sort(byName),
    paid: progress?.paid?.points ?? null,
  };
};
