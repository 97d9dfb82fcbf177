import { sessionNodes } from '@engage/domain/store/sessions';
import { ref, remove, set } from 'firebase/database';
import { describe, expect, it } from 'vitest';
import { DEMO_EVENT_ID } from '../src/seed.ts';
import { ATTACK_SESSION, type AttackKit, OTHER_EVENT } from './attack-kit.ts';
import { refusal } from './web-client.ts';

/** A session of the demo programme (seed-programme.ts). */
const SEEDED = 'keynote-attack-target';

/**
 * The programme and schedules from the web SDK: an attendee writes, changes or removes a session
 * of her own event; an attendee of another event reads this event's programme; an attendee stars
 * for someone else, stars a session of another event, or writes anything but a star.
 */
export const sessionAttacks = (kit: AttackKit): void => {
  describe('the programme and my schedule', () => {
    it('an attendee writes, edits and removes no session of her event', async () => {
      await kit.organiser.call('adminImportSessions', {
        eventId: DEMO_EVENT_ID,
        rows: [{ row: 2, session: { ...ATTACK_SESSION, title: SEEDED } }],
      });
      const programme = (await kit.admin.read(sessionNodes.list(DEMO_EVENT_ID))) ?? {};
      const id = Object.entries(programme).find(([, s]) => s.title === SEEDED)?.[0] ?? '';
      expect(id).not.toBe('');
      const mallory = await kit.attendee('session-writer');
      const before = await kit.admin.readAll([sessionNodes.list(DEMO_EVENT_ID)]);
      const db = mallory.client.db;
      expect(
        await Promise.all(
          [
            set(ref(db, sessionNodes.session(DEMO_EVENT_ID, 'mine')), {
              ...ATTACK_SESSION,
              speakerIds: null,
              capacity: null,
            }),
            set(ref(db, `${sessionNodes.session(DEMO_EVENT_ID, id)}/title`), 'Cancelled'),
            remove(ref(db, sessionNodes.session(DEMO_EVENT_ID, id))),
          ].map(refusal),
        ),
      ).toEqual(Array(3).fill('PERMISSION_DENIED'));
      // The programme is hers to read.
      expect(await mallory.client.read(sessionNodes.session(DEMO_EVENT_ID, id))).toMatchObject({
        title: SEEDED,
      });
      expect(await kit.admin.readAll([sessionNodes.list(DEMO_EVENT_ID)])).toEqual(before);
    });

    it('an attendee of another event reads none of this event’s sessions', async () => {
      const stranger = await kit.attendee('session-stranger', OTHER_EVENT);
      expect(await refusal(stranger.client.read(sessionNodes.list(DEMO_EVENT_ID)))).toBe(
        'PERMISSION_DENIED',
      );
      expect(await stranger.client.read(sessionNodes.list(OTHER_EVENT))).not.toBeUndefined();
    });

    it('a star is one’s own, for a session of one’s own event, and only a star', async () => {
      const programme = (await kit.admin.read(sessionNodes.list(DEMO_EVENT_ID))) ?? {};
      const [id = ''] = Object.keys(programme);
      const ann = await kit.attendee('star-owner');
      const mallory = await kit.attendee('star-forger');
      const outsider = await kit.attendee('star-outsider', OTHER_EVENT);
      await set(ref(ann.client.db, sessionNodes.star(ann.key, id)), true);
      const paths = [sessionNodes.stars(ann.key), sessionNodes.stars(mallory.key)];
      const before = await kit.admin.readAll(paths);
      expect(
        await Promise.all(
          [
            set(ref(mallory.client.db, sessionNodes.star(ann.key, id)), null),
            set(ref(mallory.client.db, sessionNodes.star(ann.key, 'other')), true),
            set(ref(mallory.client.db, sessionNodes.star(mallory.key, 'no-such-session')), true),
            set(ref(mallory.client.db, sessionNodes.star(mallory.key, id)), 'x'.repeat(5_000)),
            set(ref(mallory.client.db, sessionNodes.stars(mallory.key)), { [id]: true }),
            // A session of the demo event is not one of the outsider's event.
            set(ref(outsider.client.db, sessionNodes.star(outsider.key, id)), true),
          ].map(refusal),
        ),
      ).toEqual(Array(6).fill('PERMISSION_DENIED'));
      expect(await refusal(mallory.client.read(sessionNodes.stars(ann.key)))).toBe(
        'PERMISSION_DENIED',
      );
      expect(await kit.admin.readAll(paths)).toEqual(before);
      expect(await kit.admin.read(sessionNodes.stars(outsider.key))).toBeNull();
    });
  });
};
