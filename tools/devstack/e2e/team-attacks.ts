import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { ref, set, update } from 'firebase/database';
import { expect, it } from 'vitest';
import { DEMO_EVENT_ID } from '../src/seed.ts';
import { type AttackKit, OTHER_EVENT, type Person } from './attack-kit.ts';
import { refusal } from './web-client.ts';

/** The same, after the second the person signed in (a revoke must be later to end her session). */
const afterSignInSecond = async (person: Person): Promise<void> => {
  const signedInAt = Number((await person.user.getIdTokenResult()).claims.auth_time);
  const nextSecond = (signedInAt + 1) * 1000 - Date.now();
  if (nextSecond > 0) await new Promise((resolve) => setTimeout(resolve, nextSecond + 50));
};

/**
 * An event's teams from the web SDK: only its organisers name them, through adminSetTeam. An
 * attendee (straight to the database or through the call), an organiser of another event, and an
 * organiser fired while her token still names the event are each refused, and the teams and the
 * event's audit log stay as they were.
 */
export const teamAttacks = (kit: AttackKit): void => {
  const paths = [
    eventNodes.teams(DEMO_EVENT_ID),
    organiserNodes.audit({ kind: 'event', id: DEMO_EVENT_ID }),
  ];
  const rename = {
    action: 'rename',
    eventId: DEMO_EVENT_ID,
    team: 'AGILE',
    name: 'Taken',
  } as const;

  it('an attendee renames, adds and removes no team, straight or through the call', async () => {
    const mallory = await kit.attendee('team-namer');
    const before = await kit.admin.readAll(paths);
    const db = mallory.client.db;
    expect(
      await Promise.all(
        [
          set(ref(db, eventNodes.teams(DEMO_EVENT_ID)), { AGILE: { name: 'x', color: 'green' } }),
          set(ref(db, `${eventNodes.team(DEMO_EVENT_ID, 'AGILE')}/name`), 'Taken'),
          update(ref(db, eventNodes.event(DEMO_EVENT_ID)), { 'teams/OBSESSIVE': null }),
        ].map(refusal),
      ),
    ).toEqual(Array(3).fill('PERMISSION_DENIED'));
    for (const data of [
      rename,
      { action: 'add', eventId: DEMO_EVENT_ID, team: 'KNOCK-OUT', name: 'Mine' },
      { action: 'remove', eventId: DEMO_EVENT_ID, team: 'OBSESSIVE' },
    ])
      expect(await refusal(mallory.client.callRaw('adminSetTeam', data))).toBe('not-admin');
    expect(await kit.admin.readAll(paths)).toEqual(before);
  });

  it('an organiser of another event names none of this event’s teams', async () => {
    const olga = await kit.attendee('team-other-organiser', OTHER_EVENT);
    await kit.organiser.call('adminSetOrganiser', {
      userKey: olga.key,
      events: [OTHER_EVENT],
      grant: true,
    });
    await olga.user.getIdToken(true);
    // Her own event's team she may name (to the name it has: nothing changes).
    const own = await kit.admin.read(eventNodes.team(OTHER_EVENT, 'AGILE'));
    expect(own).toMatchObject({ name: expect.any(String) });
    const ownName = (own as { name: string }).name;
    expect(
      await refusal(
        olga.client.call('adminSetTeam', { ...rename, eventId: OTHER_EVENT, name: ownName }),
      ),
    ).toBe('accepted');
    const before = await kit.admin.readAll(paths);
    expect(await refusal(olga.client.callRaw('adminSetTeam', rename))).toBe('not-admin');
    expect(await kit.admin.readAll(paths)).toEqual(before);
  });

  it('a fired organiser’s old token names no team', async () => {
    const former = await kit.attendee('team-fired-organiser');
    const grant = { userKey: former.key, events: [DEMO_EVENT_ID] };
    await kit.organiser.call('adminSetOrganiser', { ...grant, grant: true });
    await former.user.getIdToken(true);
    // While she runs the event the call is hers (to the name the team has: nothing changes).
    const agile = (await kit.admin.read(eventNodes.team(DEMO_EVENT_ID, 'AGILE'))) as {
      readonly name: string;
    };
    expect(await refusal(former.client.call('adminSetTeam', { ...rename, name: agile.name }))).toBe(
      'accepted',
    );
    await afterSignInSecond(former);
    await kit.organiser.call('adminSetOrganiser', { ...grant, grant: false });
    // Her token still says she runs the event; the revoke ended the session it belongs to.
    expect((await former.user.getIdTokenResult()).claims.organiser).toBe(`|e:${DEMO_EVENT_ID}|`);
    const before = await kit.admin.readAll(paths);
    expect(await refusal(former.client.callRaw('adminSetTeam', rename))).toBe('unauthenticated');
    expect(
      await refusal(
        former.client.callRaw('adminSetTeam', {
          action: 'remove',
          eventId: DEMO_EVENT_ID,
          team: 'OBSESSIVE',
        }),
      ),
    ).toBe('unauthenticated');
    expect(await kit.admin.readAll(paths)).toEqual(before);
  });
};
