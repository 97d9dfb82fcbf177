import { eventNodes } from '@engage/domain/store/events';
import { userNodes } from '@engage/domain/store/users';
import { ref, set } from 'firebase/database';
import { expect, it } from 'vitest';
import { DEMO_EVENT_ID } from '../src/seed.ts';
import { type AttackKit, OTHER_CODE, OTHER_EVENT } from './attack-kit.ts';
import { refusal } from './web-client.ts';

/**
 * Registration lists and bingo squares from the web SDK: an attendee writing an event's lists or
 * squares, or her own country and interests, directly or through the organisers' calls; and a
 * registrant or an attendee's edit naming a value not on the event's lists. Only organisers of
 * the event set lists (organiser-reach-attacks.ts: those of another event), and the server holds
 * every registration and edit to them.
 */
export const pickListAttacks = (kit: AttackKit): void => {
  it('an attendee sets no event’s lists or squares, and no country of her own', async () => {
    const mallory = await kit.attendee('list-forger');
    const paths = [
      userNodes.user(mallory.key),
      eventNodes.pickLists(DEMO_EVENT_ID),
      eventNodes.bingoSquares(DEMO_EVENT_ID),
    ];
    const before = await kit.admin.readAll(paths);
    const db = mallory.client.db;
    expect(
      await Promise.all(
        [
          set(ref(db, eventNodes.pickLists(DEMO_EVENT_ID)), { departments: ['Attack Co'] }),
          set(ref(db, `${eventNodes.pickLists(DEMO_EVENT_ID)}/departments/0`), 'Attack Co'),
          set(ref(db, eventNodes.bingoSquares(DEMO_EVENT_ID)), { 'role-rep': 'Free square' }),
          set(ref(db, userNodes.field(mallory.key, 'country')), 'Nowhere'),
          set(ref(db, userNodes.field(mallory.key, 'interests')), ['Attacking']),
        ].map(refusal),
      ),
    ).toEqual(Array(5).fill('PERMISSION_DENIED'));
    expect(
      await Promise.all([
        refusal(
          mallory.client.callRaw('adminSetPickLists', {
            eventId: DEMO_EVENT_ID,
            departments: ['Attack Co'],
            countries: [],
            interests: [],
          }),
        ),
        refusal(
          mallory.client.callRaw('adminSetBingoSquares', {
            eventId: DEMO_EVENT_ID,
            squares: ['role-rep'],
          }),
        ),
      ]),
    ).toEqual(['not-admin', 'not-admin']);
    expect(await kit.admin.readAll(paths)).toEqual(before);
  });

  it('a registrant or an edit naming a value not on the event’s lists is refused', async () => {
    // The attacks' own event gets lists for this attack only, and none again after it.
    const lists = { eventId: OTHER_EVENT, countries: ['Kenya'], interests: ['Chess'] };
    await kit.organiser.call('adminSetPickLists', { ...lists, departments: ['Red team'] });
    try {
      const person = await kit.confirmed('list-registrant');
      const state = () => kit.registrationState(person);
      const before = await state();
      const register = (choice: Record<string, unknown>) =>
        person.client.callRaw('register', {
          ...kit.registration(OTHER_EVENT),
          invitationCode: OTHER_CODE,
          ...choice,
        });
      expect(await refusal(register({ department: 'Attack Co' }))).toBe('invalid-argument');
      expect(await refusal(register({ country: 'Nowhere' }))).toBe('invalid-argument');
      expect(await refusal(register({ interests: ['Chess', 'Attacking'] }))).toBe(
        'invalid-argument',
      );
      expect(await state()).toEqual(before);
      const made = await person.client.call('register', {
        ...kit.registration(OTHER_EVENT),
        invitationCode: OTHER_CODE,
        country: 'kenya',
        interests: ['chess'],
      });
      expect(made).toMatchObject({
        status: 'created',
        user: { department: 'Red team', country: 'Kenya', interests: ['Chess'] },
      });
      const edit = { name: 'Mallory', company: 'Anywhere', department: 'Red team' };
      expect(
        await refusal(person.client.callRaw('updateProfile', { ...edit, country: 'Nowhere' })),
      ).toBe('invalid-argument');
      expect(await kit.admin.read(userNodes.field(person.key, 'country'))).toBe('Kenya');
    } finally {
      await kit.organiser.call('adminSetPickLists', {
        ...lists,
        countries: [],
        interests: [],
        departments: [],
      });
    }
  });
};
