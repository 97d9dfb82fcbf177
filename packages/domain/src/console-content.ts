import * as v from 'valibot';
import { type Actor, addAudit } from './audit.ts';
import type { ImageType } from './image-signature.ts';
import { accept, type Context, type Plan, refuse, refuseField, WriteSet } from './plan.ts';
import { decidePicture } from './prize-edit.ts';
import { eventNodes, type Speaker, type Sponsor } from './store/events.ts';
import { marketNodes, type StoredPrize } from './store/market.ts';
import type { Node, Writable } from './store/node.ts';
import { pictureOwner } from './store/storage.ts';
import { themeProblemField } from './theme.ts';
import { themeProblem, themeSchemeSchema } from './theme-scheme.ts';

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
 * words (themeProblem) and, for a colour, by its key (`field`), for a screen to say in its words.
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
    const path = v.getDotPath(parsed.issues[0]) ?? undefined;
    const field = themeProblemField(path);
    const refused = refuse('invalid-theme', themeProblem(path));
    return field === undefined ? refused : { ...refused, field };
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
 * Whose picture an organiser publishes (pictureOwner): an event's or a company's. Any other path
 * is refused, naming the field.
 */
export const decidePictureOwner = (
  path: string,
): Plan<{ readonly kind: 'event' | 'company'; readonly id: string }> => {
  const owner = pictureOwner(path);
  return owner === null
    ? refuseField('invalid-path', 'path', "not an event's or a company's picture")
    : accept(owner);
};

/** What an organiser may publish as a picture, served as what its bytes are. */
const PICTURE_TYPES: ReadonlySet<ImageType> = new Set(['image/png', 'image/jpeg', 'image/webp']);

/**
 * What an organiser's staged upload is published as, by its bytes (imageTypeOf), never by what the
 * upload declared: a PNG, JPEG or WebP is served as what it is; anything else is refused.
 */
export const decidePictureType = (
  type: ImageType | null,
): Plan<{ readonly contentType: string }> =>
  type !== null && PICTURE_TYPES.has(type)
    ? accept({ contentType: type })
    : refuseField('invalid-argument', 'file', 'not a PNG, JPEG or WebP image');

/**
 * The audit entry of a published picture whose owner decidePictureOwner found, once Storage was
 * asked for the staged file (`stored`): a picture that is not there is refused, nothing recorded.
 */
export const planPictureNote = (
  owner: { readonly kind: 'event' | 'company'; readonly id: string },
  { path, stored }: { readonly path: string; readonly stored: boolean },
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Plan<{ readonly path: string }> => {
  if (!stored) return refuse('not-found', 'picture');
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
