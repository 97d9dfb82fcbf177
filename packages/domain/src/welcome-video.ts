import * as v from 'valibot';
import { type Actor, addAudit } from './audit.ts';
import { type AwardProfile, addAward } from './awards.ts';
import { keySchema } from './entities.ts';
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
import { POINTS } from './points.ts';
import type { PointValues } from './scoring-table.ts';
import type { WelcomeVideo } from './store/events.ts';

/**
 * The event's welcome video: organisers upload one MP4 or WebM file (docs/welcome-video.md), the
 * server publishes it under a random name once it has checked their rights and the bytes, and an
 * attendee who watched it is paid POINTS.welcomeVideo once, with the spec's `welcomeVideo` flag.
 */

export type VideoType = WelcomeVideo['contentType'];

/**
 * The largest welcome video, in bytes: a minute or two of phone-sized video, which every attendee
 * loads over the venue's network. storage.rules holds the same number for the staged upload.
 */
export const WELCOME_VIDEO_MAX_BYTES = 25 * 1024 * 1024;

/** The formats a phone's <video> element plays: told by their first bytes (videoTypeOf). */
export const WELCOME_VIDEO_TYPES: readonly VideoType[] = ['video/mp4', 'video/webm'];

/** How many leading bytes videoTypeOf needs. */
export const VIDEO_SIGNATURE_BYTES = 8;

const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const FTYP = [...'ftyp'].map((char) => char.charCodeAt(0));

/**
 * The video type the bytes begin with, never what the upload declared: a WebM file opens with
 * the EBML header, an MP4 file with a box whose type (bytes 4 to 7) is `ftyp`. Null otherwise.
 */
export const videoTypeOf = (bytes: Uint8Array): VideoType | null => {
  if (EBML.every((byte, i) => bytes[i] === byte)) return 'video/webm';
  if (FTYP.every((byte, i) => bytes[4 + i] === byte)) return 'video/mp4';
  return null;
};

/**
 * The callables' inputs, here rather than in inputs.ts (which ships with the first visit):
 * an organiser publishes the caller's staged upload (storagePaths.welcomeVideoUpload) or removes
 * the event's video; an attendee says they watched it.
 */
export const setWelcomeVideoInput = v.strictObject({
  eventId: keySchema,
  action: v.picklist(['publish', 'remove']),
});
export const watchedWelcomeVideoInput = v.strictObject({});
export type SetWelcomeVideoInput = v.InferOutput<typeof setWelcomeVideoInput>;

/**
 * What a file may be published as: an MP4 or WebM (`type`, by its bytes on the server, by what
 * the browser says before an upload) of at most WELCOME_VIDEO_MAX_BYTES. Refusals name the field.
 */
export const decideVideoFile = (file: {
  readonly type: string | null;
  readonly size: number;
}): Plan<{ readonly contentType: VideoType; readonly extension: 'mp4' | 'webm' }> => {
  const contentType = WELCOME_VIDEO_TYPES.find((type) => type === file.type);
  if (contentType === undefined) return refuseField('video-type', 'file', 'not an MP4 or WebM');
  if (file.size <= 0) return refuseField('video-type', 'file', 'an empty file');
  if (file.size > WELCOME_VIDEO_MAX_BYTES)
    return refuseField('video-too-large', 'file', `${file.size} bytes`);
  return accept({ contentType, extension: contentType === 'video/mp4' ? 'mp4' : 'webm' });
};

/** The setting the console shows after a change, and the file it replaced (the server deletes it). */
export type WelcomeVideoChange = {
  readonly video: WelcomeVideo | null;
  readonly replaced: string | null;
};

const described = (video: WelcomeVideo | null) =>
  video === null ? null : { path: video.path, contentType: video.contentType, size: video.size };

/**
 * An organiser's change of the event's welcome video (`next`: the published file, or null to
 * remove it), decided in a transaction on the setting so two changes at once each see the other:
 * only for an event that exists, in the event's audit log before and after. Removing a video that
 * is not there changes nothing and records nothing.
 */
export const decideWelcomeVideo = (
  current: WelcomeVideo | null,
  next: WelcomeVideo | null,
  event: { readonly id: string; readonly exists: boolean },
  actor: Actor,
  ctx: Pick<Context, 'newId'>,
): Claim<WelcomeVideoChange, WelcomeVideo> => {
  if (!event.exists) return refuseField('not-found', 'eventId', 'no such event');
  if (current === null && next === null) return accept({ video: null, replaced: null });
  const writes = new WriteSet();
  addAudit(
    writes,
    { kind: 'event', id: event.id },
    actor,
    {
      action: 'video.set',
      target: event.id,
      before: described(current),
      after: described(next),
    },
    ctx,
  );
  const replaced = current !== null && current.path !== next?.path ? current.path : null;
  return claim(next, accept({ video: next, replaced }, writes));
};

export type WelcomeVideoWatched = { readonly awarded: number };

/**
 * An attendee who watched the event's welcome video, decided in a transaction on their
 * `welcomeVideo` flag: the first time, the flag is set and the event's welcomeVideo points paid; a second call
 * (another tab at the same moment) finds the flag set and pays nothing. An event with no video
 * pays nothing and sets nothing.
 */
export const decideWelcomeVideoWatched = (
  watched: boolean | null,
  video: WelcomeVideo | null,
  viewer: { readonly key: string; readonly profile: AwardProfile },
  ctx: Pick<Context, 'newId'>,
  /** The event's point values (scoring-table.ts). */
  values: PointValues = POINTS,
): Claim<WelcomeVideoWatched, boolean> => {
  if (watched === true) return accept({ awarded: 0 });
  if (video === null) return refuse('not-found', 'welcome video');
  const writes = new WriteSet();
  addAward(
    writes,
    viewer.profile,
    { key: viewer.key, points: values.welcomeVideo, reason: 'welcome-video', by: 'system' },
    ctx,
  );
  return claim(true, accept({ awarded: values.welcomeVideo }, writes));
};
