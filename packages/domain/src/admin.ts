import { type AwardProfile, addAward } from './awards.ts';
import { makeCompanyId } from './company-id.ts';
import type { AttendanceMode } from './constants.ts';
import type { CreateCompanyInput } from './inputs.ts';
import type { Balance } from './market.ts';
import { dbPaths } from './paths.ts';
import { accept, type Claim, type Context, claim, type Plan, refuse, WriteSet } from './plan.ts';
import { levelForPoints } from './points.ts';
import type { ThemeScheme } from './theme.ts';

/**
 * An organiser's point adjustment, decided in a transaction on the attendee's balance: a deduction
 * may not take the total below what was already spent (the balance never goes negative), and a
 * level the new total no longer reaches comes down with it. The ledger entry names the reason and
 * the organiser.
 */
export const decideAdjustPoints = (
  balance: Balance | null,
  user: { readonly key: string; readonly level?: number; readonly profile: AwardProfile },
  change: { readonly delta: number; readonly reason: string; readonly by: string },
  ctx: Pick<Context, 'newId'>,
): Claim<{ readonly delta: number; readonly totalPoints: number; readonly level: number }> => {
  const total = balance?.totalPoints ?? 0;
  const spent = balance?.spentPoints ?? 0;
  const next = total + change.delta;
  if (next < spent) return refuse('below-spent');
  const writes = new WriteSet();
  addAward(
    writes,
    user.profile,
    { key: user.key, points: change.delta, reason: `admin: ${change.reason}`, by: change.by },
    ctx,
    { totalInClaim: true },
  );
  const level = Math.min(user.level ?? 0, levelForPoints(next));
  if (level !== (user.level ?? 0)) writes.set(dbPaths.userLevel(user.key), level);
  return claim(
    { ...balance, totalPoints: next },
    accept({ delta: change.delta, totalPoints: next, level }, writes),
  );
};

/** A customer company under the domain's id rule, with no seats taken yet. */
export const planCompany = (
  input: CreateCompanyInput,
  ctx: Pick<Context, 'now' | 'random'>,
): Plan<{ readonly id: string }> => {
  const id = makeCompanyId(input.name, { now: () => ctx.now, random: ctx.random });
  const writes = new WriteSet()
    .set(dbPaths.companyMetadata(id), {
      name: input.name,
      subscription: input.subscription,
      eventTotal: 0,
      userLimit: input.userLimit,
      ...(input.logo !== undefined ? { logo: input.logo } : {}),
      ...(input.formId !== undefined ? { formId: input.formId } : {}),
    })
    .set(dbPaths.companyUserCount(id), 0);
  return accept({ id }, writes);
};

/** A speaker, sponsor or prize, under its id or a new one; the input schema checked the value. */
export const planContent = (
  path: (id: string) => string,
  id: string | undefined,
  value: object,
  ctx: Pick<Context, 'newId'>,
): Plan<{ readonly id: string }> => {
  const itemId = id ?? ctx.newId();
  return accept({ id: itemId }, new WriteSet().set(path(itemId), value));
};

export const planTheme = (
  eventId: string,
  scheme: ThemeScheme,
): Plan<{ readonly eventId: string }> =>
  accept({ eventId }, new WriteSet().set(dbPaths.theme(eventId), scheme));

export type UserRow = {
  readonly key: string;
  readonly name: string;
  readonly email: string;
  readonly uid: string;
};

type StoredUser = {
  readonly metadata?: Partial<Omit<UserRow, 'key'>> & { readonly eventId?: string };
};

/**
 * One page of the users list (name, email, uid, spec section 6), only the event's attendees when
 * an event is named, and where the next page starts (the last key read, listed or not).
 */
export const userPage = (
  users: Readonly<Record<string, StoredUser>>,
  pageSize: number,
  eventId?: string,
): { readonly users: readonly UserRow[]; readonly next?: string } => {
  const keys = Object.keys(users).sort();
  const next = keys.length === pageSize ? keys.at(-1) : undefined;
  const listed = keys.filter(
    (key) => eventId === undefined || users[key]?.metadata?.eventId === eventId,
  );
  return {
    users: listed.map((key) => ({
      key,
      name: users[key]?.metadata?.name ?? '',
      email: users[key]?.metadata?.email ?? '',
      uid: users[key]?.metadata?.uid ?? '',
    })),
    ...(next === undefined ? {} : { next }),
  };
};

/**
 * Removing an attendee frees their seat: the profile, the uid index and their board entries go,
 * the company's user count and the event's registrants come down by one, and their points leave
 * the team total (which stays the sum of its members). The ledger stays, for the record.
 */
export const planRemoveUser = (
  key: string,
  user: {
    readonly uid: string;
    readonly eventId: string;
    readonly customerId: string;
    readonly teamName: string;
    readonly attendance?: AttendanceMode | undefined;
    readonly publicId?: string | undefined;
    readonly takesSeat?: boolean | undefined;
  },
  totalPoints: number,
): Plan<{ readonly removed: string }> => {
  const writes = new WriteSet().remove(dbPaths.user(key)).remove(dbPaths.uidIndex(user.uid));
  if (user.publicId !== undefined) writes.remove(dbPaths.publicIdIndex(user.publicId));
  // Profiles made by registration hold a seat and points on the boards, promoted or not.
  if (user.takesSeat !== false) {
    writes
      .increment(dbPaths.companyUserCount(user.customerId), -1)
      .increment(dbPaths.eventRegistrants(user.eventId), -1);
  }
  if (user.publicId !== undefined) {
    writes.remove(dbPaths.leaderboardEntry(user.eventId, 'all', user.publicId));
    writes.remove(
      dbPaths.leaderboardEntry(user.eventId, user.attendance ?? 'in_person', user.publicId),
    );
  }
  if (user.takesSeat !== false)
    writes.increment(dbPaths.teamLeaderboardScore(user.eventId, user.teamName), -totalPoints);
  return accept({ removed: key }, writes);
};
