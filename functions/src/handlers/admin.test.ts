import { dbPaths } from '@engage/domain/paths';
import { describe, expect, it } from 'vitest';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import {
  adjustPoints,
  createCompany,
  listUsers,
  setTheme,
  writePrize,
  writeSpeaker,
  writeSponsor,
} from './admin.ts';

const h = useHandlerStack({
  instances: 2,
  users: ['ann', 'bob', 'cat', 'boss'],
  setup: async (started) => {
    await started
      .deps()
      .db.ref(dbPaths.userField(h.key('boss'), 'isAdmin'))
      .set(true);
  },
});
const stack = () => h.stack();

const read = h.read;
const boss = caller('boss');

describe('organiser functions', () => {
  it('lists users (name, email, uid) a page at a time', async () => {
    const first = await listUsers(stack().deps(), { pageSize: 3 }, boss);
    expect(first.users).toHaveLength(3);
    expect(first.users[0]).toMatchObject({
      name: 'Test User',
      email: expect.stringContaining('@example.com'),
      uid: expect.stringMatching(/^uid-/),
    });
    const second = await listUsers(stack().deps(), { pageSize: 3, startAfter: first.next }, boss);
    expect(second.users).toHaveLength(1);
    expect(second.next).toBeUndefined();
  });

  it('adjusts points up and down with a ledger entry naming the reason and the organiser', async () => {
    await adjustPoints(
      stack().deps(),
      { userKey: h.key('ann'), delta: 40, reason: 'quiz winner' },
      boss,
    );
    await adjustPoints(stack().deps(), { userKey: h.key('ann'), delta: -15, reason: 'typo' }, boss);
    expect(await read(dbPaths.userTotalPoints(h.key('ann')))).toBe(25);
    const ledger = Object.values((await read(dbPaths.ledger(h.key('ann')))) as object);
    expect(ledger).toMatchObject([
      { points: 40, reason: 'admin: quiz winner', by: h.key('boss') },
      { points: -15, reason: 'admin: typo', by: h.key('boss') },
    ]);
  });

  it('creates a customer company with the domain id rule', async () => {
    const { id } = await createCompany(
      stack().deps(),
      {
        name: 'Blue Sky Ltd',
        subscription: 'standard',
        userLimit: 5,
        logo: undefined,
        formId: 'f1',
      },
      boss,
    );
    expect(id).toMatch(/^blue_sky_ltd_[a-z0-9]{3}_[a-z0-9]+$/);
    expect(await read(dbPaths.companyMetadata(id))).toMatchObject({
      name: 'Blue Sky Ltd',
      userLimit: 5,
      formId: 'f1',
    });
    expect(await read(dbPaths.companyUserCount(id))).toBe(0);
  });

  it('writes speakers, sponsors, prizes and a theme', async () => {
    const speaker = await writeSpeaker(
      stack().deps(),
      {
        eventId: EVENT,
        speaker: { name: 'Grace', topic: 'COBOL', location: 'Hall', time: '10:00', about: '...' },
      },
      boss,
    );
    await writeSponsor(
      stack().deps(),
      {
        eventId: EVENT,
        sponsorId: 'acme',
        sponsor: { Logo: 'l.png', Paragraph: 'p', Category: 'Gold' },
      },
      boss,
    );
    await writePrize(
      stack().deps(),
      { eventId: EVENT, prizeId: 'cap', prize: { name: 'Cap', cost: 20, stock: 9 } },
      boss,
    );
    await setTheme(
      stack().deps(),
      { eventId: EVENT, scheme: { themeColor: '#112233', palette: { primary: '#112233' } } },
      boss,
    );
    expect(await read(dbPaths.speaker(EVENT, speaker.id))).toMatchObject({ name: 'Grace' });
    expect(await read(dbPaths.sponsor(EVENT, 'acme'))).toMatchObject({ Category: 'Gold' });
    expect(await read(dbPaths.prize(EVENT, 'cap'))).toMatchObject({ stock: 9 });
    expect(await read(dbPaths.theme(EVENT))).toEqual({
      themeColor: '#112233',
      palette: { primary: '#112233' },
    });
  });

  it('refuses every organiser function to an attendee with not-admin, changing nothing', async () => {
    const before = await stack().root();
    const attempts = [
      listUsers(stack().deps(), {}, caller('ann')),
      adjustPoints(
        stack().deps(),
        { userKey: h.key('ann'), delta: 1_000, reason: 'me' },
        caller('ann'),
      ),
      createCompany(
        stack().deps(),
        {
          name: 'X',
          subscription: 'free',
          userLimit: undefined,
          logo: undefined,
          formId: undefined,
        },
        caller('ann'),
      ),
      writeSpeaker(
        stack().deps(),
        { eventId: EVENT, speaker: { name: 'G', topic: '', location: '', time: '', about: '' } },
        caller('ann'),
      ),
      writeSponsor(
        stack().deps(),
        { eventId: EVENT, sponsor: { Logo: '', Paragraph: '', Category: 'c' } },
        caller('ann'),
      ),
      writePrize(
        stack().deps(),
        { eventId: EVENT, prize: { name: 'P', cost: 1, stock: 1 } },
        caller('ann'),
      ),
      setTheme(stack().deps(), { eventId: EVENT, scheme: {} }, caller('ann')),
    ];
    for (const attempt of attempts)
      await expect(attempt).rejects.toMatchObject({ code: 'not-admin' });
    expect(await stack().root()).toEqual(before);
  });
});
