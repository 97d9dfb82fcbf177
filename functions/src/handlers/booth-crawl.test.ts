import { eventNodes } from '@engage/domain/store/events';
import { organiserNodes } from '@engage/domain/store/organisers';
import { userNodes } from '@engage/domain/store/users';
import { describe, expect, it } from 'vitest';
import { caller, EVENT, useHandlerStack } from '../testing/stack.ts';
import { boothCrawl, setBoothCrawl } from './booth-crawl.ts';
import { awardConnection, issueQrToken } from './scoring.ts';

/**
 * The booth crawl through the real handlers: the organiser's setting, the visits the award path
 * counts, the one payment, and what the attendee's screen is told.
 */
const REPS = { acme1: 'Acme', acme2: 'acme', globex: 'Globex', initech: 'Initech' } as const;
const h = useHandlerStack({
  instances: 4,
  users: ['ann', 'bob', ...Object.keys(REPS)],
  setup: async (started) => {
    const db = started.deps().db;
    for (const [name, company] of Object.entries(REPS)) {
      await db.ref(userNodes.field(h.key(name), 'isRep')).set(true);
      await db.ref(userNodes.field(h.key(name), 'company')).set(company);
      await db
        .ref(eventNodes.rep(EVENT, await h.publicId(name)))
        .set({ name: 'Test User', company, key: h.key(name) });
    }
  },
});
const deps = (instance = 0) => h.stack().deps(instance);
const organiser = caller('eve', { organiser: `|e:${EVENT}|` });
const crawl = { eventId: EVENT, on: true, sponsors: 2, points: 70 };

/** `visitor` scans the representative `rep`'s QR code. */
const visit = async (visitor: string, rep: string, instance = 0) => {
  const token = await issueQrToken(deps(instance), {}, caller(rep));
  return awardConnection(deps(instance), { qr: token.qr }, caller(visitor));
};

const ledgerReasons = async (name: string) =>
  Object.values(
    ((await h.read(userNodes.ledger(h.key(name)))) ?? {}) as Record<string, { reason: string }>,
  ).map((entry) => entry.reason);

describe('the booth crawl', () => {
  it('stores the organiser’s setting with its audit entry', async () => {
    expect(await setBoothCrawl(deps(), crawl, organiser)).toEqual({
      on: true,
      sponsors: 2,
      points: 70,
    });
    expect(await h.read(eventNodes.boothCrawl(EVENT))).toEqual({
      on: true,
      sponsors: 2,
      points: 70,
    });
    const audit = Object.values(
      ((await h.read(organiserNodes.audit({ kind: 'event', id: EVENT }))) ?? {}) as Record<
        string,
        { action: string; after: string }
      >,
    );
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'crawl.set',
        after: JSON.stringify({ on: true, sponsors: 2, points: 70 }),
      }),
    ]);
  });

  it('counts two reps of one sponsor once and pays on the second sponsor, once', async () => {
    await setBoothCrawl(deps(), crawl, organiser);
    await visit('ann', 'acme1');
    await visit('ann', 'acme2');
    expect(await ledgerReasons('ann')).not.toContain('booth-crawl');
    expect(await boothCrawl(deps(), {}, caller('ann'))).toEqual({
      on: true,
      sponsors: 2,
      points: 70,
      visited: ['Acme'],
      notVisited: ['Globex', 'Initech'],
      paid: null,
    });
    // The rep scanning the visitor is a booth visit too.
    const annToken = await issueQrToken(deps(), {}, caller('ann'));
    await awardConnection(deps(), { qr: annToken.qr }, caller('globex'));
    await visit('ann', 'initech');
    expect((await ledgerReasons('ann')).filter((r) => r === 'booth-crawl')).toHaveLength(1);
    expect(await h.read(userNodes.badge(h.key('ann'), 'booth_crawler'))).toBe(1);
    expect(await boothCrawl(deps(), {}, caller('ann'))).toMatchObject({
      visited: ['Acme', 'Globex', 'Initech'],
      notVisited: [],
      paid: 70,
    });
    const notes = Object.values(
      ((await h.read(userNodes.notifications(h.key('ann')))) ?? {}) as Record<
        string,
        { text: string }
      >,
    ).map((note) => note.text);
    expect(notes).toContain(
      "+70 points: you visited 2 sponsors' booths and earned the Booth crawler badge",
    );
    // The representatives are not crawling: their side of a visit counts nothing.
    expect(await h.read(userNodes.boothCrawl(h.key('globex')))).toBeNull();
  });

  it('pays once when two visits complete it at the same moment', async () => {
    await setBoothCrawl(deps(), { ...crawl, sponsors: 3 }, organiser);
    await visit('bob', 'acme1');
    const tokens = await Promise.all(
      ['globex', 'initech'].map((rep) => issueQrToken(deps(), {}, caller(rep))),
    );
    await Promise.all(
      tokens.map((token, i) => awardConnection(deps(i + 1), { qr: token.qr }, caller('bob'))),
    );
    expect((await ledgerReasons('bob')).filter((r) => r === 'booth-crawl')).toHaveLength(1);
    expect(await h.read(userNodes.badge(h.key('bob'), 'booth_crawler'))).toBe(1);
    expect(await h.read(userNodes.boothCrawl(h.key('bob')))).toMatchObject({
      paid: { points: 70 },
    });
  });

  it('counts visits while the crawl is off and pays nothing for them', async () => {
    await setBoothCrawl(deps(), { ...crawl, on: false }, organiser);
    await visit('ann', 'acme1');
    await visit('ann', 'globex');
    expect(await ledgerReasons('ann')).not.toContain('booth-crawl');
    expect(await boothCrawl(deps(), {}, caller('ann'))).toMatchObject({
      on: false,
      visited: ['Acme', 'Globex'],
    });
  });

  it.each([
    ['an attendee', caller('ann')],
    ['an organiser of another event', caller('olga', { organiser: '|e:other-event|' })],
  ])('refuses %s setting the crawl, nothing written', async (_name, who) => {
    const before = await h.stack().root();
    await expect(setBoothCrawl(deps(), crawl, who)).rejects.toMatchObject({
      code: expect.any(String),
    });
    expect(await h.stack().root()).toEqual(before);
  });
});
