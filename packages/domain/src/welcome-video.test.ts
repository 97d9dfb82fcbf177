import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { POINTS } from './points.ts';
import type { WelcomeVideo } from './store/events.ts';
import { organiserNodes } from './store/organisers.ts';
import { userNodes } from './store/users.ts';
import {
  decideVideoFile,
  decideWelcomeVideo,
  decideWelcomeVideoWatched,
  setWelcomeVideoInput,
  VIDEO_SIGNATURE_BYTES,
  videoTypeOf,
  WELCOME_VIDEO_MAX_BYTES,
  watchedWelcomeVideoInput,
} from './welcome-video.ts';

const context = () => {
  let n = 0;
  return { newId: () => `id${++n}` };
};
const actor = { by: 'uid-org', email: 'org@example.com' };
const viewer = {
  key: 'ka',
  profile: { eventId: 'summit', teamName: 'AGILE', name: 'Ada', publicId: 'p-ada' },
} as const;
const VIDEO: WelcomeVideo = {
  path: 'video/summit/v1.webm',
  contentType: 'video/webm',
  size: 1_000,
  at: 1,
};
const OTHER: WelcomeVideo = {
  path: 'video/summit/v2.mp4',
  contentType: 'video/mp4',
  size: 9,
  at: 2,
};
/** An audit entry's before and after, which the log keeps as JSON text. */
const audited = (entry: unknown) => {
  const { before, after } = entry as { before: string; after: string };
  return { before: JSON.parse(before), after: JSON.parse(after) };
};
const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

describe('videoTypeOf', () => {
  it.each([
    ['a WebM (EBML header)', bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81), 'video/webm'],
    ['an MP4 (ftyp box)', bytes(0, 0, 0, 0x20, ...ascii('ftypisom')), 'video/mp4'],
    ['a PNG', bytes(0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a), null],
    ['HTML declared as a video', bytes(...ascii('<html><script>')), null],
    ['too short to tell', bytes(0x1a, 0x45), null],
    ['nothing', bytes(), null],
  ])('%s is %s', (_name, data, type) => {
    expect(videoTypeOf(data)).toBe(type);
  });

  it('needs only the leading bytes it says', () => {
    expect(VIDEO_SIGNATURE_BYTES).toBe(8);
  });
});

describe('decideVideoFile', () => {
  it.each([
    [
      { type: 'video/webm', size: 1 },
      { contentType: 'video/webm', extension: 'webm' },
    ],
    [
      { type: 'video/mp4', size: WELCOME_VIDEO_MAX_BYTES },
      { contentType: 'video/mp4', extension: 'mp4' },
    ],
  ])('accepts %j', (file, answer) => {
    expect(decideVideoFile(file)).toMatchObject({ ok: true, value: answer });
  });

  it.each([
    ['a type it cannot play', { type: 'video/quicktime', size: 10 }, 'video-type'],
    ['bytes of no video', { type: null, size: 10 }, 'video-type'],
    ['an empty file', { type: 'video/mp4', size: 0 }, 'video-type'],
    [
      'one byte too many',
      { type: 'video/webm', size: WELCOME_VIDEO_MAX_BYTES + 1 },
      'video-too-large',
    ],
  ])('refuses %s, naming the file field', (_name, file, error) => {
    expect(decideVideoFile(file)).toMatchObject({ ok: false, error, field: 'file' });
  });
});

describe('decideWelcomeVideo', () => {
  const event = { id: 'summit', exists: true };

  it('publishes a first video, with its audit entry', () => {
    const plan = decideWelcomeVideo(null, VIDEO, event, actor, context());
    expect(plan).toMatchObject({ ok: true, value: { video: VIDEO, replaced: null }, next: VIDEO });
    const entry =
      plan.writes.sets[organiserNodes.auditEntry({ kind: 'event', id: 'summit' }, 'id1')];
    expect(entry).toMatchObject({ action: 'video.set', target: 'summit', by: 'uid-org' });
    expect(audited(entry)).toStrictEqual({
      before: null,
      after: { path: VIDEO.path, contentType: 'video/webm', size: 1_000 },
    });
  });

  it('replaces a video and names the file it replaced', () => {
    const plan = decideWelcomeVideo(VIDEO, OTHER, event, actor, context());
    expect(plan).toMatchObject({
      ok: true,
      value: { video: OTHER, replaced: VIDEO.path },
      next: OTHER,
    });
    expect(Object.values(plan.writes.sets).map(audited)).toMatchObject([
      { before: { path: VIDEO.path }, after: { path: OTHER.path } },
    ]);
  });

  it('removes a video: the setting goes, the file is replaced by nothing', () => {
    const plan = decideWelcomeVideo(VIDEO, null, event, actor, context());
    expect(plan).toMatchObject({
      ok: true,
      value: { video: null, replaced: VIDEO.path },
      next: null,
    });
    expect(Object.values(plan.writes.sets).map(audited)).toMatchObject([
      { before: { path: VIDEO.path }, after: null },
    ]);
  });

  it('records nothing when removing a video that is not there', () => {
    const plan = decideWelcomeVideo(null, null, event, actor, context());
    expect(plan).toMatchObject({ ok: true, value: { video: null, replaced: null } });
    expect(plan.next).toBeUndefined();
    expect(plan.writes.sets).toStrictEqual({});
  });

  it('refuses an event that does not exist, by its field', () => {
    expect(
      decideWelcomeVideo(null, VIDEO, { id: 'gone', exists: false }, actor, context()),
    ).toMatchObject({ ok: false, error: 'not-found', field: 'eventId' });
  });
});

describe('decideWelcomeVideoWatched', () => {
  it('pays the first watch once and sets the flag', () => {
    const plan = decideWelcomeVideoWatched(false, VIDEO, viewer, context());
    expect(plan).toMatchObject({ ok: true, value: { awarded: POINTS.welcomeVideo }, next: true });
    expect(plan.writes.sets[userNodes.ledgerEntry('ka', 'id1')]).toMatchObject({
      points: POINTS.welcomeVideo,
      reason: 'welcome-video',
      by: 'system',
    });
    expect(plan.writes.increments[userNodes.totalPoints('ka')]).toBe(POINTS.welcomeVideo);
  });

  it('pays a flag never written (an older profile) the same way', () => {
    expect(decideWelcomeVideoWatched(null, VIDEO, viewer, context())).toMatchObject({
      ok: true,
      value: { awarded: POINTS.welcomeVideo },
    });
  });

  it('pays nothing the second time: two tabs decided one after the other pay once', () => {
    const first = decideWelcomeVideoWatched(false, VIDEO, viewer, context());
    const second = decideWelcomeVideoWatched(first.next ?? null, VIDEO, viewer, context());
    expect(second).toMatchObject({ ok: true, value: { awarded: 0 } });
    expect(second.next).toBeUndefined();
    expect(second.writes).toStrictEqual({ sets: {}, increments: {} });
  });

  it('refuses an event with no video, and sets nothing', () => {
    const plan = decideWelcomeVideoWatched(false, null, viewer, context());
    expect(plan).toMatchObject({ ok: false, error: 'not-found' });
    expect(plan.next).toBeUndefined();
  });
});

describe('the inputs', () => {
  it.each([
    [{ eventId: 'summit', action: 'publish' }, true],
    [{ eventId: 'summit', action: 'remove' }, true],
    [{ eventId: 'summit', action: 'link' }, false],
    [{ eventId: 'a/b', action: 'remove' }, false],
    [{ eventId: 'summit', action: 'remove', path: 'video/x' }, false],
  ])('setWelcomeVideoInput %j: %s', (input, ok) => {
    expect(v.safeParse(setWelcomeVideoInput, input).success).toBe(ok);
  });

  it('watchedWelcomeVideoInput takes nothing', () => {
    expect(v.safeParse(watchedWelcomeVideoInput, {}).success).toBe(true);
    expect(v.safeParse(watchedWelcomeVideoInput, { points: 500 }).success).toBe(false);
  });
});
