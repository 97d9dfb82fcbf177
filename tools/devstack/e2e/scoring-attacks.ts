import { DEFAULT_SCORING, type ScoringTable, scoringOf } from '@engage/domain/scoring-table';
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

/** A table that would make an attendee rich: every award at the top of the bounds, one level. */
const RICH = {
  eventId: DEMO_EVENT_ID,
  points: {
    ...DEFAULT_SCORING.points,
    qrConnection: 1_000,
    triviaRight: 1_000,
    welcomeVideo: 1_000,
  },
  levels: [0, 1],
};

/** An event's table as the call takes it: what it holds now, so saving it changes nothing. */
const asInput = (eventId: string, stored: unknown) => {
  const table: ScoringTable = scoringOf(stored as ScoringTable | null);
  return { eventId, points: table.points, levels: [...table.levels] };
};

/**
 * An event's points and levels from the web SDK: only its organisers set them, through
 * adminSetScoring. An attendee (straight to the database or through the call), an organiser of
 * another event, and an organiser fired while her token still names the event are each refused,
 * and the table and the event's audit log stay as they were.
 */
export const scoringAttacks = (kit: AttackKit): void => {
  const paths = [
    eventNodes.scoring(DEMO_EVENT_ID),
    organiserNodes.audit({ kind: 'event', id: DEMO_EVENT_ID }),
  ];

  it('an attendee sets no point value or level, straight or through the call', async () => {
    const mallory = await kit.attendee('scoring-setter');
    const before = await kit.admin.readAll(paths);
    const db = mallory.client.db;
    const scoring = eventNodes.scoring(DEMO_EVENT_ID);
    expect(
      await Promise.all(
        [
          set(ref(db, scoring), { points: RICH.points, levels: RICH.levels }),
          set(ref(db, `${scoring}/points/qrConnection`), 1_000),
          set(ref(db, `${scoring}/levels/1`), 1),
          update(ref(db, eventNodes.event(DEMO_EVENT_ID)), { 'scoring/levels': [0, 1] }),
        ].map(refusal),
      ),
    ).toEqual(Array(4).fill('PERMISSION_DENIED'));
    expect(await refusal(mallory.client.callRaw('adminSetScoring', RICH))).toBe('not-admin');
    expect(await kit.admin.readAll(paths)).toEqual(before);
  });

  it('an organiser of another event sets none of this event’s points', async () => {
    const olga = await kit.attendee('scoring-other-organiser', OTHER_EVENT);
    await kit.organiser.call('adminSetOrganiser', {
      userKey: olga.key,
      events: [OTHER_EVENT],
      grant: true,
    });
    await olga.user.getIdToken(true);
    // Her own event's table she may set (to what it holds: nothing the event pays changes).
    const own = await kit.admin.read(eventNodes.scoring(OTHER_EVENT));
    expect(await refusal(olga.client.call('adminSetScoring', asInput(OTHER_EVENT, own)))).toBe(
      'accepted',
    );
    const before = await kit.admin.readAll(paths);
    expect(await refusal(olga.client.callRaw('adminSetScoring', RICH))).toBe('not-admin');
    expect(await kit.admin.readAll(paths)).toEqual(before);
  });

  it('a fired organiser’s old token sets no point value', async () => {
    const former = await kit.attendee('scoring-fired-organiser');
    const grant = { userKey: former.key, events: [DEMO_EVENT_ID] };
    await kit.organiser.call('adminSetOrganiser', { ...grant, grant: true });
    await former.user.getIdToken(true);
    // While she runs the event the call is hers (to the table it holds: nothing changes).
    const current = asInput(DEMO_EVENT_ID, await kit.admin.read(eventNodes.scoring(DEMO_EVENT_ID)));
    expect(await refusal(former.client.call('adminSetScoring', current))).toBe('accepted');
    await afterSignInSecond(former);
    await kit.organiser.call('adminSetOrganiser', { ...grant, grant: false });
    // Her token still says she runs the event; the revoke ended the session it belongs to.
    expect((await former.user.getIdTokenResult()).claims.organiser).toBe(`|e:${DEMO_EVENT_ID}|`);
    const before = await kit.admin.readAll(paths);
    expect(await refusal(former.client.callRaw('adminSetScoring', RICH))).toBe('unauthenticated');
    expect(await kit.admin.readAll(paths)).toEqual(before);
  });
};
