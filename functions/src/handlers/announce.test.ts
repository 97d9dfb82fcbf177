import { ANNOUNCEMENT_LIMITS } from '@engage/domain/announcements';
import { messageFor } from '@engage/domain/errors';
import { announcementNodes } from '@engage/domain/store/announcements';
import { organiserNodes } from '@engage/domain/store/organisers';
import { userNodes } from '@engage/domain/store/users';
import type { Deps } from '@engage/server/deps';
import { describe, expect, it } from 'vitest';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { announce } from './announce.ts';

const h = useHandlerStack({ instances: 2, users: ['ann', 'bob'] });
const read = h.read;
const ofEvent = caller('eve', { organiser: `|e:${EVENT}|` });
const alsoOfEvent = caller('cora', { organiser: `|e:${EVENT}|` });
const ofOther = caller('olga', { organiser: '|e:other-event|c:other_company|' });
const START = 1_800_000_000_000;
const MINUTE = 60_000;

/** The stack's deps with the clock at `at`, on instance `instance`. */
const at = (time: number, instance = 0): Deps => ({ ...h.stack().deps(instance), now: () => time });

const announcements = async () =>
  Object.values(
    ((await read(announcementNodes.list(EVENT))) ?? {}) as Record<string, { text: string }>,
  ).map((a) => a.text);

describe('adminAnnounce', () => {
  it('stores one announcement for the event and its audit entry, and writes nothing per attendee', async () => {
    const before = await read(userNodes.user(h.key('ann')));
    const result = await announce(
      at(START),
      { eventId: EVENT, text: '  Lunch in hall B  ' },
      ofEvent,
    );
    expect(result).toEqual({ id: expect.any(String), at: START });
    expect(await read(announcementNodes.announcement(EVENT, result.id))).toEqual({
      text: 'Lunch in hall B',
      at: expect.any(Number),
    });
    expect(await read(userNodes.user(h.key('ann')))).toEqual(before);
    expect(await read(announcementNodes.sends(EVENT))).toEqual({ [result.id]: START });
    const audit = Object.values(
      ((await read(organiserNodes.audit({ kind: 'event', id: EVENT }))) ?? {}) as Record<
        string,
        { action: string; target: string; after: string }
      >,
    );
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'announcement.send',
        target: `announcement/${result.id}`,
        after: '{"text":"Lunch in hall B"}',
      }),
    ]);
  });

  it('refuses a second within the minute in words, and takes it a minute later', async () => {
    await announce(at(START), { eventId: EVENT, text: 'First' }, ofEvent);
    await expect(
      announce(at(START + 59_000), { eventId: EVENT, text: 'Second' }, alsoOfEvent),
    ).rejects.toMatchObject({
      code: 'announcement-too-soon',
      message: messageFor('announcement-too-soon'),
    });
    await announce(at(START + MINUTE), { eventId: EVENT, text: 'Second' }, alsoOfEvent);
    expect(await announcements()).toEqual(['First', 'Second']);
  });

  it(`takes ${ANNOUNCEMENT_LIMITS.perHour} an hour and refuses the next`, async () => {
    for (let i = 0; i < ANNOUNCEMENT_LIMITS.perHour; i++)
      await announce(at(START + i * MINUTE), { eventId: EVENT, text: `n${i}` }, ofEvent);
    await expect(
      announce(at(START + 30 * MINUTE), { eventId: EVENT, text: 'one more' }, ofEvent),
    ).rejects.toMatchObject({ code: 'announcement-hour-full' });
    expect(await announcements()).toHaveLength(ANNOUNCEMENT_LIMITS.perHour);
    await announce(at(START + 61 * MINUTE), { eventId: EVENT, text: 'next hour' }, ofEvent);
  });

  it('lets one of two organisers sending at the same moment through', async () => {
    const results = await Promise.allSettled([
      announce(at(START, 0), { eventId: EVENT, text: 'From Eve' }, ofEvent),
      announce(at(START, 1), { eventId: EVENT, text: 'From Cora' }, alsoOfEvent),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([
      expect.objectContaining({
        reason: expect.objectContaining({ code: 'announcement-too-soon' }),
      }),
    ]);
    expect(await announcements()).toHaveLength(1);
  });

  it.each([
    ['', 'announcement-empty'],
    ['  ', 'announcement-empty'],
    ['x'.repeat(281), 'announcement-too-long'],
  ])('refuses %j by its field, and counts no send', async (text, code) => {
    await expect(announce(at(START), { eventId: EVENT, text }, ofEvent)).rejects.toMatchObject({
      code,
      field: 'text',
    });
    expect(await read(announcementNodes.sends(EVENT))).toBeNull();
    await announce(at(START), { eventId: EVENT, text: 'Fine' }, ofEvent);
  });

  it('refuses an organiser of every event announcing to an event that does not exist', async () => {
    const boss = caller('boss', { organiser: '*' });
    await expect(
      announce(at(START), { eventId: 'no-such-event', text: 'Hello' }, boss),
    ).rejects.toMatchObject({ code: 'no-event' });
    expect(await read(announcementNodes.list('no-such-event'))).toBeNull();
  });

  // Attacks: an attendee calling the callable, an organiser of another event.
  it.each([
    ['an attendee of the event', caller('ann')],
    ['an organiser of another event', ofOther],
  ])('refuses %s with not-admin and writes nothing', async (_name, who) => {
    const before = await h.stack().root();
    await expect(
      announce(at(START), { eventId: EVENT, text: 'Free beer at the bar' }, who),
    ).rejects.toMatchObject({ code: 'not-admin' });
    expect(await h.stack().root()).toEqual(before);
  });
});
