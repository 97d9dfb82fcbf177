import * as v from 'valibot';
import { type Actor, addAudit, changedFields } from './audit.ts';
import { type AwardProfile, addAward } from './awards.ts';
import { makeCompanyId } from './company-id.ts';
import type { AttendanceMode } from './constants.ts';
import type { CreateCompanyInput, UpdateCompanyInput } from './inputs.ts';
import {
  accept,
  type Claim,
  type Context,
  claim,
  type Plan,
  refuse,
  refuseField,
  WriteSet,
} from './plan.ts';
import { levelForPoints } from './points.ts';
import { decidePicture } from './prize-edit.ts';
import { boardNodes } from './store/boards.ts';
import { eventNodes, type Speaker, type Sponsor } from './store/events.ts';
import { marketNodes, type StoredPrize } from './store/market.ts';
import type { Node, Writable } from './store/node.ts';
import { organiserNodes } from './store/organisers.ts';
import { pictureOwner } from './store/storage.ts';
import { type Balance, userNodes } from './store/users.ts';
import { themeProblem, themeSchemeSchema } from './theme.ts';

/**
 * An organiser's point adjustment, decided in a transaction on the attendee's balance: a deduction
 * may not take the total below what was already spent (the balance never goes negative), and a
 * level the new total no longer reaches comes down with it. The ledger entry names the reason and
 * the organiser.
 */
export const decideAdjustPoints = (
  balance: Balance | null,
  user: { readonly key: string; readonly level?: number; readonly profile: AwardProfile },
  change: {
    readonly delta: number;
    readonly reason: string;
    readonly by: string;
    readonly email?: string | undefined;
  },
  ctx: Pick<Context, 'newId'> & Partial<Pick<Context, 'now'>>,
): Claim<{ readonly delta: number; readonly totalPoints: number; readonly level: number }> => {
  // Points are what attendees earn: an organiser does not pay themselves (another organiser may).
  if (change.by === user.key)
    return refuse('not-admin', 'an organiser does not adjust their own points');
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
  if (level !== (user.level ?? 0)) writes.set(userNodes.level(user.key), level);
  addAudit(
    writes,
    { kind: 'event', id: user.profile.eventId },
    { by: change.by, email: change.email },
    {
      action: 'points.adjust',
      target: user.key,
      before: { totalPoints: total, level: user.level ?? 0 },
      after: { totalPoints: next, level, reason: change.reason },
    },
    ctx,
  );
  return claim(
    { ...balance, totalPoints: next },
    accept({ delta: change.delta, totalPoints: next, level }, writes),
  );
};

/** A customer company under the domain's id rule, with no seats taken and no events yet. */
export const planCompany = (
  input: CreateCompanyInput,
  actor: Actor,
  ctx: Pick<Context, 'now' | 'random' | 'newId'>,
): Plan<{ readonly id: string }> => {
  const id = makeCompanyId(input.name, { now: () => ctx.now, random: ctx.random });
  const metadata = {
    name: input.name,
    subscription: input.subscription,
    eventTotal: 0,
    userLimit: input.userLimit,
    ...(input.logo !== undefined ? { logo: input.logo } : {}),
    ...(input.formId !== undefined ? { formId: input.formId } : {}),
  };
  const writes = new WriteSet()
    .set(organiserNodes.companyMetadata(id), metadata)
    .set(organiserNodes.userCount(id), 0);
  addAudit(
    writes,
    { kind: 'company', id },
    actor,
    { action: 'company.create', target: id, before: null, after: metadata },
    ctx,
  );
  return accept({ id }, writes);
};

type StoredCompany = Readonly<Record<string, unknown>> & { readonly name?: string };

/** The fields an edit may change, in the input's order (the audit lists them so). */
const COMPANY_FIELDS = ['name', 'subscription', 'userLimit', 'logo', 'formId'] as const;

/**
 * An edit of a company's name, subscription, user limit, logo or invitation code, field by field
 * (its events and eventTotal follow its events, never an edit). A limit below the seats already
 * taken stops new registrations and removes nobody.
 */
export const decideCompanyUpdate = (
  existing: StoredCompany | null,
  input: UpdateCompanyInput,
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Plan<{ readonly id: string }> => {
  if (existing?.name === undefined) return refuse('not-found', 'company');
  const { companyId, ...fields } = input;
  const writes = new WriteSet();
  const after: Record<string, unknown> = {};
  for (const field of COMPANY_FIELDS) {
    const value = fields[field];
    if (value === undefined) continue;
    // An empty logo or invitation code removes it.
    const stored = value === '' ? null : value;
    writes.set(organiserNodes.companyField(companyId, field), stored);
    after[field] = stored;
  }
  const before = Object.fromEntries(Object.keys(after).map((key) => [key, existing[key] ?? null]));
  addAudit(
    writes,
    { kind: 'company', id: companyId },
    actor,
    { action: 'company.update', target: companyId, ...changedFields(before, after) },
    ctx,
  );
  return accept({ id: companyId }, writes);
};

export type ContentKind = 'speaker' | 'sponsor' | 'prize';

/** The field of each kind of content that names its picture. */
const PICTURE_FIELDS: Record<ContentKind, string> = {
  speaker: 'image',
  sponsor: 'Logo',
  prize: 'image',
};

const fieldOf = (value: unknown, field: string): unknown =>
  typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[field]
    : undefined;

/** What each kind of content stores. */
export type Content = {
  readonly speaker: Speaker;
  readonly sponsor: Sponsor;
  readonly prize: StoredPrize;
};

/** The node of an item of each kind of content. */
export const CONTENT_NODES: {
  readonly [K in ContentKind]: (eventId: string, id: string) => Node<Content[K]>;
} = {
  speaker: eventNodes.speaker,
  sponsor: eventNodes.sponsor,
  prize: marketNodes.prize,
};

/**
 * A speaker or sponsor written whole under its id (the screen's, so an upload can be named after
 * it first) or a new one; or any item removed (`value` null). A prize is written by
 * `planPrizeEdit`, in a transaction on its node. The input schema checked the value.
 */
export const planContent = <K extends ContentKind>(
  kind: K,
  eventId: string,
  target: { readonly id?: string | undefined; readonly before: unknown },
  value: Writable<Content[K]> | null,
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Plan<{ readonly id: string }> => {
  if (value === null && target.before === null) return refuse('not-found', kind);
  const field = PICTURE_FIELDS[kind];
  const picture = decidePicture(
    eventId,
    field,
    fieldOf(value, field),
    fieldOf(target.before, field),
  );
  if (!picture.ok) return picture;
  const id = target.id ?? ctx.newId();
  const writes = new WriteSet().set(CONTENT_NODES[kind](eventId, id), value);
  addAudit(
    writes,
    { kind: 'event', id: eventId },
    actor,
    {
      action: value === null ? 'content.delete' : 'content.write',
      target: `${kind}/${id}`,
      before: target.before,
      after: value,
    },
    ctx,
  );
  return accept({ id }, writes);
};

/**
 * A colour scheme is stored only when every colour is `#rrggbb` and every palette name is one of
 * the palette's: anything else is refused with the catalogue's invalid-theme, naming the field in
 * words (themeProblem).
 */
export const decideTheme = (
  eventId: string,
  scheme: unknown,
  before: unknown,
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Plan<{ readonly eventId: string }> => {
  const parsed = v.safeParse(themeSchemeSchema, scheme);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    return refuse('invalid-theme', themeProblem(v.getDotPath(issue) ?? undefined));
  }
  const writes = new WriteSet().set(eventNodes.theme(eventId), parsed.output);
  addAudit(
    writes,
    { kind: 'event', id: eventId },
    actor,
    { action: 'theme.set', target: eventId, before, after: parsed.output },
    ctx,
  );
  return accept({ eventId }, writes);
};

/**
 * Removing an attendee frees their seat: the profile, the uid index, the people index, their board
 * entries and their place on the representatives list go, the company's user count and the
 * event's registrants come down by one, and their points leave the team total (which stays the
 * sum of its members). The ledger stays, for the record.
 */
export const planRemoveUser = (
  key: string,
  user: {
    readonly uid: string;
    readonly name?: string | undefined;
    readonly email?: string | undefined;
    readonly eventId: string;
    readonly customerId: string;
    readonly teamName: string;
    readonly attendance?: AttendanceMode | undefined;
    readonly publicId?: string | undefined;
    readonly takesSeat?: boolean | undefined;
  },
  totalPoints: number,
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Plan<{ readonly removed: string }> => {
  const writes = new WriteSet()
    .remove(userNodes.user(key))
    .remove(userNodes.byUid(user.uid))
    .remove(eventNodes.searchRow(user.eventId, key))
    // A removed account holds no rights: a later event move must not look for it.
    .remove(organiserNodes.organiser(user.uid));
  if (user.publicId !== undefined) {
    writes.remove(userNodes.byPublicId(user.publicId));
    writes.remove(eventNodes.rep(user.eventId, user.publicId));
  }
  // Profiles made by registration hold a seat and points on the boards, promoted or not. The
  // seat's mark, if a crash left it after the profile was written, goes with it (endSeatClaim).
  if (user.takesSeat !== false) {
    writes
      .remove(organiserNodes.seatClaim(user.customerId, user.uid))
      .increment(organiserNodes.userCount(user.customerId), -1)
      .increment(eventNodes.registrants(user.eventId), -1);
  }
  if (user.publicId !== undefined) {
    writes.remove(boardNodes.entry(user.eventId, 'all', user.publicId));
    writes.remove(boardNodes.entry(user.eventId, user.attendance ?? 'in_person', user.publicId));
  }
  if (user.takesSeat !== false)
    writes.increment(boardNodes.teamScore(user.eventId, user.teamName), -totalPoints);
  addAudit(
    writes,
    { kind: 'event', id: user.eventId },
    actor,
    {
      action: 'user.remove',
      target: key,
      before: { name: user.name ?? '', email: user.email ?? '', totalPoints },
      after: null,
    },
    ctx,
  );
  return accept({ removed: key }, writes);
};

/**
 * An organiser's picture upload, in the audit log of the event or company whose picture it is
 * (pictureOwner): Storage takes the file straight from the browser, so the console reports each
 * upload it made, and the server, having checked the caller's rights over that owner and that the
 * file is there, records it. Any other path is refused, naming the field.
 */
export const decidePictureOwner = (
  path: string,
): Plan<{ readonly kind: 'event' | 'company'; readonly id: string }> => {
  const owner = pictureOwner(path);
  return owner === null
    ? refuseField('invalid-path', 'path', "not an event's or a company's picture")
    : accept(owner);
};

/** The audit entry of a picture upload whose owner decidePictureOwner found. */
export const planPictureNote = (
  owner: { readonly kind: 'event' | 'company'; readonly id: string },
  path: string,
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Plan<{ readonly path: string }> => {
  const writes = new WriteSet();
  addAudit(
    writes,
    owner,
    actor,
    { action: 'picture.upload', target: path, before: null, after: { picture: path } },
    ctx,
  );
  return accept({ path }, writes);
};
