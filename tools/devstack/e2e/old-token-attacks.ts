import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { sessionCheckInNodes } from '@engage/domain/store/session-checkins';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { get, ref } from 'firebase/database';
import { expect, it } from 'vitest';
import { DEMO_EVENT_ID } from '../src/seed.ts';
import type { AttackKit, Person } from './attack-kit.ts';
import { refusal } from './web-client.ts';

/** An organiser's old ID token after her account is removed or her rights revoked. */
export const oldTokenAttacks = (kit: AttackKit): void => {
  const { attendee } = kit;
  /**
   * Auth counts in whole seconds (auth_time, tokensValidAfterTime) and, as Firebase does, keeps a
   * sign-in of the very second sessions were ended: a revoke must come in a later second than the
   * person's sign-in for the test to see it.
   */
  const afterSignInSecond = async (person: Person) => {
    const signedInAt = Number((await person.user.getIdTokenResult()).claims.auth_time);
    const nextSecond = (signedInAt + 1) * 1000 - Date.now();
    if (nextSecond > 0) await new Promise((resolve) => setTimeout(resolve, nextSecond + 50));
  };

  it('a removed organiser’s old token loses her organiser reads at once', async () => {
    const removed = await attendee('removed-organiser');
    await kit.organiser.call('adminSetOrganiser', {
      userKey: removed.key,
      events: [DEMO_EVENT_ID],
      grant: true,
    });
    await removed.user.getIdToken(true);
    const people = () => get(ref(removed.client.db, eventNodes.search(DEMO_EVENT_ID)));
    expect(await refusal(people())).toBe('accepted');
    await afterSignInSecond(removed);
    // Her account is deleted; the ID token she holds still names the event for up to an hour.
    await kit.organiser.call('adminRemoveUser', { userKey: removed.key });
    expect(await kit.admin.read(organiserNodes.revokedAt(removed.uid))).toEqual(expect.any(Number));
    expect((await removed.user.getIdTokenResult()).claims.organiser).toBe(`|e:${DEMO_EVENT_ID}|`);
    expect(await refusal(people())).toBe('PERMISSION_DENIED');
  });

  it('a revoked organiser’s old token loses her organiser reads at once, a new sign-in has them', async () => {
    const former = await attendee('revoked-organiser');
    const grant = { userKey: former.key, events: [DEMO_EVENT_ID] };
    await kit.organiser.call('adminSetOrganiser', { ...grant, grant: true });
    await former.user.getIdToken(true);
    const people = () => get(ref(former.client.db, eventNodes.search(DEMO_EVENT_ID)));
    expect(await refusal(people())).toBe('accepted');
    await afterSignInSecond(former);
    // Revoked: her token still names the event (it is not refreshed), but the rules read from when
    // her sessions were ended.
    await kit.organiser.call('adminSetOrganiser', { ...grant, grant: false });
    expect(await kit.admin.read(organiserNodes.revokedAt(former.uid))).toEqual(expect.any(Number));
    const token = await former.user.getIdTokenResult();
    expect(token.claims.organiser).toBe(`|e:${DEMO_EVENT_ID}|`);
    expect(await refusal(people())).toBe('PERMISSION_DENIED');
    // Nor the programme's organiser side: attendance, a check-in code, sessions, meeting slots
    // (her ended session is refused before her rights are even read).
    const attendance = get(ref(former.client.db, sessionCheckInNodes.attendances(DEMO_EVENT_ID)));
    expect(await refusal(attendance)).toBe('PERMISSION_DENIED');
    const eventId = DEMO_EVENT_ID;
    for (const [name, data] of [
      ['adminSessionCode', { eventId, sessionId: 'keynote' }],
      ['adminImportSessions', { eventId, rows: [] }],
      ['adminSetMeetings', { eventId, slotMinutes: 15, windows: [], spots: [] }],
    ] as const)
      expect(await refusal(former.client.callRaw(name, data)), name).toBe('unauthenticated');
    // Granted again, she signs in anew: that session's token is read as her rights say. (A
    // sign-in in the revoke's own second counts as revoked, as Firebase documents it.)
    await kit.organiser.call('adminSetOrganiser', { ...grant, grant: true });
    const revokedAt = Number(await kit.admin.read(organiserNodes.revokedAt(former.uid)));
    const wait = (revokedAt + 1) * 1000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
    await signInWithEmailAndPassword(former.client.auth, former.email, 'attack-pass-1');
    await former.client.auth.currentUser?.getIdToken(true);
    expect(await refusal(people())).toBe('accepted');
  });
};
