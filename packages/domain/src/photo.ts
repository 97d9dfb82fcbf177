import { type ImageType, imageTypeOf } from './image-signature.ts';
import { accept, type Claim, claim, type Refused, refuse, refuseField, WriteSet } from './plan.ts';
import { boardFace } from './privacy.ts';
import { boardNodes } from './store/boards.ts';
import { storagePaths } from './store/storage.ts';
import type { UserMetadata } from './store/users.ts';

/**
 * An attendee's profile photo: which uploads are pictures, publishing one to the boards, and the
 * stored files a removal deletes.
 */

export type PublishedPhoto = { readonly version: number };

/**
 * Publishing the attendee's uploaded photo to the boards: the server copies it to the avatar name
 * (by public id) and this claim gives it a new version on the profile and on the board entries the
 * attendee already has, so every screen (and its snapshot) fetches the new picture; a later first
 * award writes the version along (addAward). It is decided in a transaction on the profile
 * (`users/{key}/metadata`, `next`), so two publishes at once get two versions, and a profile
 * removed meanwhile is refused (not-found) instead of growing back a stray field. The board
 * entries count the same publishes by server increments, which commute: they end on the latest
 * version whatever order the two updates land in. Without an upload it is refused, nothing written.
 */
export const planPhoto = (
  user: UserMetadata | null,
  state: { readonly uploaded: boolean; readonly onBoards: boolean },
): Claim<PublishedPhoto, UserMetadata> => {
  if (!state.uploaded) return refuse('no-photo');
  if (user === null) return refuse('not-found', 'profile');
  const version = (user.photoVersion ?? 0) + 1;
  const writes = new WriteSet();
  if (state.onBoards && user.isAdmin !== true && boardFace(user).photo)
    for (const board of ['all', user.attendance ?? 'in_person'] as const)
      writes.increment(boardNodes.entryField(user.eventId, board, user.publicId, 'photo'), 1);
  return claim({ ...user, photoVersion: version }, accept({ version }, writes));
};

/** The pictures a profile photo may be: what the storage rules let an attendee upload. */
const PHOTO_TYPES: ReadonlySet<ImageType> = new Set(['image/png', 'image/jpeg', 'image/webp']);

/**
 * The type a photo's bytes show it to be, or null when they are no picture we publish (HTML or
 * an SVG declared as a PNG): the avatar is stored as this type, never as the upload declared.
 */
export const photoTypeOf = (bytes: Uint8Array): ImageType | null => {
  const type = imageTypeOf(bytes);
  return type !== null && PHOTO_TYPES.has(type) ? type : null;
};

/** An upload whose bytes are no picture is not published; the screen names the photo field. */
export const NOT_A_PHOTO: Refused = refuseField(
  'storage/unauthorized',
  'photo',
  'not a PNG, JPEG or WebP image',
);

/**
 * The stored files of an attendee's photo: their upload (by uid) and the boards' copy (by public
 * id). Removing the attendee deletes both, so no picture of them outlives their profile.
 */
export const photoFiles = (user: {
  readonly uid: string;
  readonly publicId?: string | undefined;
}): string[] => [
  storagePaths.photo(user.uid),
  ...(user.publicId === undefined ? [] : [storagePaths.avatar(user.publicId)]),
];
