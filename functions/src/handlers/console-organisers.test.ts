import { boardNodes } from '@engage/domain/store/boards';
import { eventNodes } from '@engage/domain/store/events';
import { marketNodes } from '@engage/domain/store/market';
import { organiserNodes } from '@engage/domain/store/organisers';
import { storagePaths } from '@engage/domain/store/storage';
import { userNodes } from '@engage/domain/store/users';
import type { Accounts } from '@engage/server/deps';
import { describe, expect, it } from 'vitest';
import { SPEAKER, SPONSOR } from '../testing/content.ts';
import { COMPANY, caller, EVENT, registerInputFor, useHandlerStack } from '../testing/stack.ts';
import { useStorage } from '../testing/storage.ts';
import { adjustPoints, createCompany, removeUser, setOrganiser } from './console.ts';
import { setTheme, writePrize, writeSpeaker, writeSponsor } from './content.ts';
import { register } from './register.ts';

const h = useHandlerStack({
  instances: 2,
  users: ['ann', 'bob', 'cat', 'boss'],
  setup: async (started) => {
    // The isAdmin flag alone gives no rights: only the organiser claim of the token does.
    await started
      .deps()
      .db.ref(userNodes.field(h.key('cat'), 'isAdmin'))
      .set(true);
  },
});
const stack = () => h.stack();
const storage = useStorage('admin');

const read = h.read;
const accounts: Accounts = {
  uidForEmail: async () => null,
  customToken: async () => 'never',
};
const boss = caller('boss', { organiser: '*' });

describe('organiser functions', () => {
  it('adjusts points up and down with a ledger entry naming the reason and the organiser', async () => {
    await adjustPoints(
      stack().deps(),
      { userKey: h.key('ann'), delta: 40, reason: 'quiz winner' },
      boss,
    );
    await adjustPoints(stack().deps(), { userKey: h.key('ann'), delta: -15, reason: 'typo' }, boss);
    expect(await read(userNodes.totalPoints(h.key('ann')))).toBe(25);
    const ledger = Object.values((await read(userNodes.ledger(h.key('ann')))) as object);
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
    expect(await read(organiserNodes.companyMetadata(id))).toMatchObject({
      name: 'Blue Sky Ltd',
      userLimit: 5,
      formId: 'f1',
    });
    expect(await read(organiserNodes.userCount(id))).toBe(0);
  });

  it('writes speakers, sponsors, prizes and a theme', async () => {
    const speaker = await writeSpeaker(
      stack().deps(),
      {
        eventId: EVENT,
        speaker: SPEAKER,
      },
      boss,
    );
    await writeSponsor(stack().deps(), SPONSOR, boss);
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
    expect(await read(eventNodes.speaker(EVENT, speaker.id))).toMatchObject({ name: 'Grace' });
    expect(await read(eventNodes.sponsor(EVENT, 'acme'))).toMatchObject({ Category: 'Gold' });
    expect(await read(marketNodes.prize(EVENT, 'cap'))).toMatchObject({ stock: 9 });
    expect(await read(eventNodes.theme(EVENT))).toEqual({
      themeColor: '#112233',
      palette: { primary: '#112233' },
    });
  });

  // An organiser of this event pointing its public pages at another event's media, or at an
  // attendee's unpublished upload.
  it.each([
    ['speaker image', 'speakers/other-event__grace.png'],
    ['speaker image', storagePaths.photo('uid-ann')],
    ['sponsor logo', 'media/other-event/sponsor_acme.png'],
    ['prize image', storagePaths.photo('uid-ann')],
    ['prize image', 'https://cdn.example.com/cap.png'],
  ])('refuses a %s of %j that is not the event’s own, writing nothing', async (what, path) => {
    const organiser = caller('eve', { organiser: `|e:${EVENT}|` });
    const before = await stack().deps().db.ref().get();
    const attempt =
      what === 'speaker image'
        ? writeSpeaker(
            stack().deps(),
            {
              eventId: EVENT,
              speakerId: 'grace',
              speaker: { name: 'G', topic: '', location: '', time: '', about: '', image: path },
            },
            organiser,
          )
        : what === 'sponsor logo'
          ? writeSponsor(
              stack().deps(),
              {
                eventId: EVENT,
                sponsorId: 'acme',
                sponsor: { Logo: path, Paragraph: '', Category: 'c' },
              },
              organiser,
            )
          : writePrize(
              stack().deps(),
              {
                eventId: EVENT,
                prizeId: 'cap',
                prize: { name: 'Cap', cost: 1, stock: 1, image: path },
              },
              organiser,
            );
    await expect(attempt).rejects.toMatchObject({ code: 'invalid-path' });
    expect((await stack().deps().db.ref().get()).val()).toEqual(before.val());
  });

  it('an organiser edit of a prize keeps its sales and sets the stock alone', async () => {
    const sales = { s1: { qty: 2, cost: 40, at: 1 } };
    await stack()
      .deps()
      .db.ref(marketNodes.prize(EVENT, 'cap'))
      .set({ name: 'Cap', cost: 20, stock: 3, image: 'cap.png', sales });
    await writePrize(
      stack().deps(),
      {
        eventId: EVENT,
        prizeId: 'cap',
        prize: { name: 'Blue cap', cost: 25, stock: 10 },
        stockSeen: 3,
      },
      boss,
    );
    expect(await read(marketNodes.prize(EVENT, 'cap'))).toEqual({
      name: 'Blue cap',
      cost: 25,
      stock: 10,
      sales,
    });
  });

  it('a prize edit after sales made while its form was open moves the stock, not over them', async () => {
    const prize = marketNodes.prize(EVENT, 'cap');
    await stack().deps().db.ref(prize).set({ name: 'Cap', cost: 20, stock: 20 });
    // The form opens on 20; three sell before it is saved with 30 (ten more came in).
    await stack()
      .deps(1)
      .db.ref(prize)
      .update({ stock: 17, sales: { s1: { qty: 3, cost: 60, at: 1 } } });
    const edit = { eventId: EVENT, prizeId: 'cap', prize: { name: 'Cap', cost: 20, stock: 30 } };
    await writePrize(stack().deps(), { ...edit, stockSeen: 20 }, boss);
    expect(await read(`${prize}/stock`)).toBe(27);
    // An edit that does not say what it saw changes nothing.
    await expect(writePrize(stack().deps(), edit, boss)).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    expect(await read(prize)).toMatchObject({ stock: 27, sales: { s1: { qty: 3 } } });
  });

  it('refuses every organiser function to an attendee with not-admin, changing nothing', async () => {
    const before = await stack().root();
    const attempts = [
      () =>
        adjustPoints(
          stack().deps(),
          { userKey: h.key('ann'), delta: 1_000, reason: 'me' },
          caller('ann'),
        ),
      () =>
        createCompany(
          stack().deps(),
          {
            name: 'X',
            subscription: 'free',
            userLimit: 10,
            logo: undefined,
            formId: undefined,
          },
          caller('ann'),
        ),
      () =>
        writeSpeaker(
          stack().deps(),
          { eventId: EVENT, speaker: { name: 'G', topic: '', location: '', time: '', about: '' } },
          caller('ann'),
        ),
      () =>
        writeSponsor(
          stack().deps(),
          { eventId: EVENT, sponsor: { Logo: '', Paragraph: '', Category: 'c' } },
          caller('ann'),
        ),
      () =>
        writePrize(
          stack().deps(),
          { eventId: EVENT, prize: { name: 'P', cost: 1, stock: 1 } },
          caller('ann'),
        ),
      () => setTheme(stack().deps(), { eventId: EVENT, scheme: {} }, caller('ann')),
      () => setTheme(stack().deps(), { eventId: EVENT, scheme: {} }, caller('cat')),
      () =>
        setTheme(
          stack().deps(),
          { eventId: EVENT, scheme: {} },
          caller('other', { organiser: '|e:other-event|' }),
        ),
      () =>
        adjustPoints(
          stack().deps(),
          { userKey: h.key('ann'), delta: 5, reason: 'x' },
          caller('other', { organiser: '|c:other_company|e:other-event|' }),
        ),
      () =>
        createCompany(
          stack().deps(),
          { name: 'Y', subscription: 'free', userLimit: 1, logo: undefined, formId: undefined },
          caller('scoped', { organiser: `|e:${EVENT}|` }),
        ),
      () => removeUser(stack().deps(), { userKey: h.key('bob') }, caller('ann')),
      () =>
        setOrganiser(
          { ...stack().deps(), accounts },
          { userKey: h.key('ann'), grant: true, all: true },
          caller('scoped', { organiser: `|e:${EVENT}|` }),
        ),
    ];
    for (const attempt of attempts)
      await expect(attempt()).rejects.toMatchObject({ code: 'not-admin' });
    expect(await stack().root()).toEqual(before);
  });

  it('lets an organiser of this event (or of its company) act on it', async () => {
    for (const organiser of [`|e:${EVENT}|`, `|c:${COMPANY}|`]) {
      await setTheme(
        stack().deps(),
        { eventId: EVENT, scheme: { themeColor: '#123456' } },
        caller('scoped', { organiser }),
      );
    }
    expect(await read(eventNodes.theme(EVENT))).toEqual({ themeColor: '#123456' });
  });

  it('refuses a deduction below what was spent, and brings the level down with the points', async () => {
    await adjustPoints(stack().deps(), { userKey: h.key('ann'), delta: 300, reason: 'quiz' }, boss);
    await stack()
      .deps()
      .db.ref()
      .update({
        [userNodes.level(h.key('ann'))]: 2,
        [userNodes.spentPoints(h.key('ann'))]: 100,
      });
    await expect(
      adjustPoints(stack().deps(), { userKey: h.key('ann'), delta: -250, reason: 'oops' }, boss),
    ).rejects.toMatchObject({ code: 'below-spent' });
    expect(await read(userNodes.totalPoints(h.key('ann')))).toBe(300);
    expect(
      await adjustPoints(
        stack().deps(),
        { userKey: h.key('ann'), delta: -150, reason: 'typo' },
        boss,
      ),
    ).toEqual({ delta: -150, totalPoints: 150, level: 1 });
    expect(await read(userNodes.level(h.key('ann')))).toBe(1);
  });

  it('removes an attendee and frees their seat', async () => {
    await adjustPoints(stack().deps(), { userKey: h.key('bob'), delta: 30, reason: 'x' }, boss);
    // Bob's seat as it was marked for good before marks ended (or a crash left the mark).
    await stack().deps().db.ref(organiserNodes.seatClaim(COMPANY, 'uid-bob')).set(true);
    const removed: string[] = [];
    await removeUser(
      {
        ...stack().deps(),
        files: storage.files(),
        accounts: { ...accounts, remove: async (uid) => void removed.push(uid) },
      },
      { userKey: h.key('bob') },
      boss,
    );
    expect(removed).toEqual(['uid-bob']);
    expect(await read(userNodes.user(h.key('bob')))).toBeNull();
    expect(await read(userNodes.byUid('uid-bob'))).toBeNull();
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(3);
    expect(await read(eventNodes.registrants(EVENT))).toBe(3);
    expect(await read(boardNodes.teamScore(EVENT, 'AGILE'))).toBe(0);
    // A mark the seat still had goes with the user.
    expect(await read(organiserNodes.seatClaim(COMPANY, 'uid-bob'))).toBeNull();
    // So the account may register again, taking a seat again; its mark ends with it.
    expect((await register(stack().deps(), registerInputFor(), caller('bob'))).status).toBe(
      'created',
    );
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(4);
    expect(await read(organiserNodes.seatClaim(COMPANY, 'uid-bob'))).toBeNull();
  });

  it('grants and revokes organiser rights in one place: the claim, with isAdmin as its mirror', async () => {
    const claims = new Map<string, Record<string, unknown>>([['uid-boss', { organiser: '*' }]]);
    const withClaims: Accounts = {
      ...accounts,
      claimsOf: async (uid) => claims.get(uid) ?? {},
      setClaims: async (uid, next) => void claims.set(uid, next),
    };
    await setOrganiser(
      { ...stack().deps(), accounts: withClaims },
      { userKey: h.key('ann'), grant: true, events: [EVENT] },
      boss,
    );
    expect(claims.get('uid-ann')).toEqual({ organiser: `|e:${EVENT}|` });
    expect(await read(userNodes.field(h.key('ann'), 'isAdmin'))).toBe(true);
    await setTheme(
      stack().deps(),
      { eventId: EVENT, scheme: { themeColor: '#abcdef' } },
      caller('ann', claims.get('uid-ann')),
    );
    await setOrganiser(
      { ...stack().deps(), accounts: withClaims },
      { userKey: h.key('ann'), grant: false, events: [EVENT] },
      boss,
    );
    expect(claims.get('uid-ann')).toEqual({});
    expect(await read(userNodes.field(h.key('ann'), 'isAdmin'))).toBe(false);
  });
});
