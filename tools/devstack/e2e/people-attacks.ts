import { peopleNodes } from '@engage/domain/store/people';
import { ref, set } from 'firebase/database';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AttackKit, type Attendee, OTHER_EVENT } from './attack-kit.ts';
import { refusal } from './web-client.ts';

const MIN = 60_000;

/**
 * The directory and meetings from the web SDK, on the kit's second event: an unlisted person is
 * not readable through the directory, nobody writes an entry or a meeting, only the asked side
 * accepts, and two accepts racing for one person's slot hold one.
 */
export const peopleAttacks = (kit: AttackKit): void => {
  describe('the directory and meetings', () => {
    const start = Math.ceil((Date.now() + 2 * 60 * MIN) / (15 * MIN)) * 15 * MIN;
    beforeAll(async () => {
      await kit.organiser.call('adminSetMeetings', {
        eventId: OTHER_EVENT,
        slotMinutes: 15,
        windows: [{ start, end: start + 60 * MIN }],
        spots: ['Lounge'],
      });
    });
    const listed = async (label: string): Promise<Attendee> => {
      const person = await kit.attendee(label, OTHER_EVENT);
      await person.client.call('setDirectoryListing', { listed: true });
      return person;
    };

    it('an unlisted person is not readable through the directory, nor asked for a meeting', async () => {
      const quiet = await kit.attendee('people-quiet', OTHER_EVENT);
      const mallory = await listed('people-snoop');
      expect(await mallory.client.read(peopleNodes.entry(OTHER_EVENT, quiet.publicId))).toBeNull();
      expect(await kit.admin.read(peopleNodes.entry(OTHER_EVENT, quiet.publicId))).toBeNull();
      expect(
        await refusal(mallory.client.callRaw('requestMeeting', { with: quiet.publicId, start })),
      ).toBe('not-listed');
      expect(await refusal(mallory.client.read(peopleNodes.myMeetings(quiet.key)))).toBe(
        'PERMISSION_DENIED',
      );
      // Nobody lists another, or writes an entry of their own making.
      const forged = {
        name: 'Quiet',
        n: 'quiet',
        company: 'X',
        c: 'x',
        department: '',
        teamName: 'AGILE',
      };
      expect(
        await refusal(
          set(ref(mallory.client.db, peopleNodes.entry(OTHER_EVENT, quiet.publicId)), forged),
        ),
      ).toBe('PERMISSION_DENIED');
      expect(
        await refusal(set(ref(mallory.client.db, peopleNodes.listed(mallory.key)), true)),
      ).toBe('PERMISSION_DENIED');
      expect(await kit.admin.read(peopleNodes.entry(OTHER_EVENT, quiet.publicId))).toBeNull();
    });

    it('a member of another event reads no directory', async () => {
      const ann = await listed('people-listed');
      const outsider = await kit.attendee('people-outsider');
      expect(
        await refusal(outsider.client.read(peopleNodes.entry(OTHER_EVENT, ann.publicId))),
      ).toBe('PERMISSION_DENIED');
    });

    it('only the asked side accepts; nobody writes a meeting themselves', async () => {
      const ann = await listed('people-asker');
      const bob = await listed('people-asked');
      const mallory = await listed('people-meddler');
      const { meetingId } = await ann.client.call('requestMeeting', { with: bob.publicId, start });
      expect(
        await refusal(mallory.client.callRaw('answerMeeting', { meetingId, action: 'accept' })),
      ).toBe('not-found');
      expect(
        await refusal(ann.client.callRaw('answerMeeting', { meetingId, action: 'accept' })),
      ).toBe('meeting-turn');
      const mine = peopleNodes.myMeeting(ann.key, meetingId);
      expect(await refusal(set(ref(ann.client.db, `${mine}/state`), 'accepted'))).toBe(
        'PERMISSION_DENIED',
      );
      expect(await kit.admin.read(peopleNodes.meeting(OTHER_EVENT, meetingId))).toMatchObject({
        state: 'requested',
      });
    });

    it('two accepts racing for one person’s slot: one holds', async () => {
      const bob = await listed('people-busy');
      const askers = await Promise.all([listed('people-first'), listed('people-second')]);
      const asked = await Promise.all(
        askers.map((a) => a.client.call('requestMeeting', { with: bob.publicId, start })),
      );
      const answers = await Promise.allSettled(
        asked.map(({ meetingId }) =>
          bob.client.call('answerMeeting', { meetingId, action: 'accept' }),
        ),
      );
      expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      const refused = answers.filter((a) => a.status === 'rejected');
      expect(await Promise.all(refused.map((a) => refusal(Promise.reject(a.reason))))).toEqual([
        'meeting-overlap',
      ]);
      const busy = await kit.admin.read(peopleNodes.busy(OTHER_EVENT, bob.publicId));
      expect(Object.keys(busy ?? {})).toHaveLength(1);
    });
  });
};
