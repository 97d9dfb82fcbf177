import { POINTS } from '@engage/domain/points';
import { eventNodes, type WelcomeVideo } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { storagePaths } from '@engage/domain/store/storage';
import { userNodes } from '@engage/domain/store/users';
import type { Deps } from '@engage/server/deps';
import { describe, expect, it } from 'vitest';
import { claimsStore } from '../testing/claims-store.ts';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { useStorage } from '../testing/storage.ts';
import { setWelcomeVideo, watchedWelcomeVideo } from './welcome-video.ts';

/**
 * The welcome video through the real handlers and the storage emulator: an organiser's upload
 * published under a new name (and the one it replaced deleted), refusals by field, and an
 * attendee paid once however many tabs say they watched it.
 */
const h = useHandlerStack({ instances: 2, users: ['ann'] });
const storage = useStorage('welcome-video');
const organiser = caller('eve', { organiser: `|e:${EVENT}|` });
const withFiles = (deps: Deps): Deps => ({
  ...deps,
  accounts: claimsStore(organiser).accounts,
  files: storage.files(),
});
const deps = (instance = 0) => withFiles(h.stack().deps(instance));

const WEBM = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 2, 3, 4]);
const MP4 = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypmp42'), 0, 0, 0, 0]);
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

const stage = async (bytes: Buffer, as = 'video/webm') => {
  await h
    .stack()
    .deps()
    .db.ref(organiserNodes.organiser(organiser.uid))
    .set({
      claim: `|e:${EVENT}|`,
    });
  await storage
    .bucket()
    .file(storagePaths.staged(organiser.uid, storagePaths.welcomeVideoUpload(EVENT)))
    .save(bytes, { contentType: as });
};
const publish = () => setWelcomeVideo(deps(), { eventId: EVENT, action: 'publish' }, organiser);

const auditActions = async () =>
  Object.values(
    ((await h.read(organiserNodes.audit({ kind: 'event', id: EVENT }))) ?? {}) as Record<
      string,
      { action: string; before: string; after: string }
    >,
  );

describe('the event’s welcome video', () => {
  it('publishes the staged upload under a new name, by its bytes, with an audit entry', async () => {
    await stage(WEBM, 'application/octet-stream');
    const { video } = await publish();
    expect(video).toMatchObject({ contentType: 'video/webm', size: WEBM.length });
    expect(video?.path).toMatch(new RegExp(`^video/${EVENT}/[^/]+\\.webm$`));
    expect(await h.read(eventNodes.welcomeVideo(EVENT))).toEqual(video);
    expect(await storage.contentOf(video?.path ?? '')).toEqual(WEBM);
    const [file] = await storage
      .bucket()
      .file(video?.path ?? '')
      .getMetadata();
    expect(file.contentType).toBe('video/webm');
    expect(
      await storage.contentOf(
        storagePaths.staged(organiser.uid, storagePaths.welcomeVideoUpload(EVENT)),
      ),
    ).toBeNull();
    expect(await auditActions()).toEqual([
      expect.objectContaining({ action: 'video.set', before: 'null' }),
    ]);
  });

  it('replaces the video and deletes the file it replaced; removes it', async () => {
    await stage(WEBM);
    const first = (await publish()).video as WelcomeVideo;
    await stage(MP4, 'video/mp4');
    const second = (await publish()).video as WelcomeVideo;
    expect(second).toMatchObject({ contentType: 'video/mp4' });
    expect(second.path).not.toBe(first.path);
    expect(await storage.contentOf(first.path)).toBeNull();
    expect(await storage.contentOf(second.path)).toEqual(MP4);

    expect(await setWelcomeVideo(deps(), { eventId: EVENT, action: 'remove' }, organiser)).toEqual({
      video: null,
    });
    expect(await h.read(eventNodes.welcomeVideo(EVENT))).toBeNull();
    expect(await storage.contentOf(second.path)).toBeNull();
    expect((await auditActions()).map((entry) => entry.action)).toEqual([
      'video.set',
      'video.set',
      'video.set',
    ]);
  });

  it.each([
    ['bytes of no video', HTML, 'video-type'],
    ['nothing staged', null, 'not-found'],
  ])('refuses %s, publishing nothing', async (_name, bytes, code) => {
    if (bytes !== null) await stage(bytes, 'video/webm');
    else
      await h
        .stack()
        .deps()
        .db.ref(organiserNodes.organiser(organiser.uid))
        .set({ claim: `|e:${EVENT}|` });
    await expect(publish()).rejects.toMatchObject({ code });
    expect(await h.read(eventNodes.welcomeVideo(EVENT))).toBeNull();
    expect(await auditActions()).toEqual([]);
  });

  it('refuses an organiser of another event', async () => {
    await stage(WEBM);
    const other = caller('oz', { organiser: '|e:elsewhere|' });
    await h.stack().deps().db.ref(organiserNodes.organiser(other.uid)).set({
      claim: '|e:elsewhere|',
    });
    await expect(
      setWelcomeVideo(deps(), { eventId: EVENT, action: 'remove' }, other),
    ).rejects.toMatchObject({ code: 'not-admin' });
  });
});

describe('watching the welcome video', () => {
  const video: WelcomeVideo = {
    path: `video/${EVENT}/v.webm`,
    contentType: 'video/webm',
    size: 12,
    at: 1,
  };

  it('pays once, however many tabs say so at the same moment', async () => {
    await h.stack().deps().db.ref(eventNodes.welcomeVideo(EVENT)).set(video);
    const answers = await Promise.all([
      watchedWelcomeVideo(deps(0), {}, caller('ann')),
      watchedWelcomeVideo(deps(1), {}, caller('ann')),
      watchedWelcomeVideo(deps(0), {}, caller('ann')),
    ]);
    expect(answers.map((answer) => answer.awarded).sort()).toEqual([0, 0, POINTS.welcomeVideo]);
    expect(await h.read(userNodes.field(h.key('ann'), 'welcomeVideo'))).toBe(true);
    expect(await h.read(userNodes.totalPoints(h.key('ann')))).toBe(POINTS.welcomeVideo);
    const ledger = Object.values(
      ((await h.read(userNodes.ledger(h.key('ann')))) ?? {}) as Record<string, { reason: string }>,
    );
    expect(ledger.map((entry) => entry.reason)).toEqual(['welcome-video']);
  });

  it('refuses an event with no video, and leaves the flag', async () => {
    await expect(watchedWelcomeVideo(deps(), {}, caller('ann'))).rejects.toMatchObject({
      code: 'not-found',
    });
    expect(await h.read(userNodes.field(h.key('ann'), 'welcomeVideo'))).toBe(false);
  });
});
