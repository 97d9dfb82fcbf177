import { POINTS } from '@engage/domain/points';
import { eventNodes } from '@engage/domain/store/events';
import { storagePaths } from '@engage/domain/store/storage';
import { userNodes } from '@engage/domain/store/users';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { ref, set } from 'firebase/database';
import { ref as fileRef, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EVENT_ID } from '../src/seed.ts';
import { type AttackKit, OTHER_EVENT } from './attack-kit.ts';
import { refusal } from './web-client.ts';

/** A WebM's first bytes (its EBML header): what the server publishes a welcome video by. */
const WEBM = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 2, 3, 4]);

/**
 * The welcome video from the web SDK: the event's organiser publishes one for the kit's second
 * event (and removes it afterwards, so no other attack sees it); attendees then try to be paid
 * twice at once, to be paid for another event's video, and to set, replace or remove the video,
 * or set their own `welcomeVideo` flag, themselves.
 */
export const videoAttacks = (kit: AttackKit): void => {
  describe('the welcome video', () => {
    let published = '';
    beforeAll(async () => {
      const uid = kit.organiser.auth.currentUser?.uid ?? '';
      const staged = storagePaths.staged(uid, storagePaths.welcomeVideoUpload(OTHER_EVENT));
      await uploadBytes(fileRef(kit.organiser.storage, staged), WEBM, {
        contentType: 'video/webm',
      });
      const { video } = await kit.organiser.call('adminSetWelcomeVideo', {
        eventId: OTHER_EVENT,
        action: 'publish',
      });
      published = video?.path ?? '';
    });
    afterAll(() =>
      kit.organiser.call('adminSetWelcomeVideo', { eventId: OTHER_EVENT, action: 'remove' }),
    );

    it('two tabs saying at once that the welcome video was watched pay once', async () => {
      const ann = await kit.attendee('video-twice', OTHER_EVENT);
      // Her second tab: the same account signed in again, in a browser app of its own.
      const tab = kit.client('video-twice-tab');
      await signInWithEmailAndPassword(tab.auth, ann.email, 'attack-pass-1');
      const answers = await Promise.all([
        ann.client.call('watchedWelcomeVideo', {}),
        tab.call('watchedWelcomeVideo', {}),
        ann.client.call('watchedWelcomeVideo', {}),
      ]);
      expect(answers.map((answer) => answer.awarded).sort((a, b) => a - b)).toEqual([
        0,
        0,
        POINTS.welcomeVideo,
      ]);
      const ledger = Object.values((await kit.admin.read(userNodes.ledger(ann.key))) ?? {});
      expect(ledger.filter((entry) => entry.reason === 'welcome-video')).toHaveLength(1);
      expect(await kit.admin.read(userNodes.totalPoints(ann.key))).toBe(POINTS.welcomeVideo);
      expect(await kit.admin.read(userNodes.field(ann.key, 'welcomeVideo'))).toBe(true);
    });

    it('an attendee of another event is paid for no video of this one and reads no name of it', async () => {
      const bob = await kit.attendee('video-outsider', DEMO_EVENT_ID);
      const paths = [userNodes.user(bob.key), userNodes.ledger(bob.key)];
      const before = await kit.admin.readAll(paths);
      // His own event has no video: the call pays nothing, whatever another event has.
      expect(await refusal(bob.client.callRaw('watchedWelcomeVideo', {}))).toBe('not-found');
      expect(
        await refusal(bob.client.callRaw('watchedWelcomeVideo', { eventId: OTHER_EVENT })),
      ).toBe('invalid-argument');
      expect(await refusal(bob.client.read(eventNodes.welcomeVideo(OTHER_EVENT)))).toBe(
        'PERMISSION_DENIED',
      );
      expect(await kit.admin.readAll(paths)).toEqual(before);
      expect(published).toMatch(new RegExp(`^video/${OTHER_EVENT}/`));
    });

    it('an attendee sets no welcome video and no watched flag of her own', async () => {
      const mallory = await kit.attendee('video-forger', OTHER_EVENT);
      const paths = [
        userNodes.user(mallory.key),
        userNodes.ledger(mallory.key),
        eventNodes.welcomeVideo(OTHER_EVENT),
      ];
      const before = await kit.admin.readAll(paths);
      const db = mallory.client.db;
      const forged = {
        path: 'video/expo-2026/mine.webm',
        contentType: 'video/webm',
        size: 12,
        at: 1,
      };
      expect(
        await Promise.all(
          [
            set(ref(db, userNodes.field(mallory.key, 'welcomeVideo')), true),
            set(ref(db, eventNodes.welcomeVideo(OTHER_EVENT)), forged),
            set(ref(db, `${eventNodes.welcomeVideo(OTHER_EVENT)}/path`), forged.path),
            set(ref(db, eventNodes.welcomeVideo(OTHER_EVENT)), null),
          ].map(refusal),
        ),
      ).toEqual(Array(4).fill('PERMISSION_DENIED'));
      // No file of her own in the event's folder, and nothing staged to publish.
      const storage = mallory.client.storage;
      for (const path of [
        storagePaths.welcomeVideo(OTHER_EVENT, 'mine.webm'),
        published,
        storagePaths.staged(mallory.uid, storagePaths.welcomeVideoUpload(OTHER_EVENT)),
      ])
        expect(
          await refusal(uploadBytes(fileRef(storage, path), WEBM, { contentType: 'video/webm' })),
          path,
        ).toBe('storage/unauthorized');
      for (const action of ['publish', 'remove'])
        expect(
          await refusal(
            mallory.client.callRaw('adminSetWelcomeVideo', { eventId: OTHER_EVENT, action }),
          ),
          action,
        ).toBe('not-admin');
      expect(await kit.admin.readAll(paths)).toEqual(before);
      expect((await kit.admin.object(published))?.data).toEqual(WEBM);
    });
  });
};
