import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CRAWL_BOUNDS,
  crawlView,
  decideCrawlSetting,
  decideCrawlVisit,
  setBoothCrawlInput,
  sponsorOf,
} from './booth-crawl.ts';
import type { Claim } from './plan.ts';
import type { BoothCrawlSetting } from './store/events.ts';
import type { CrawlProgress } from './store/users-engage.ts';

const NOW = 1_750_000_000_000;
const context = () => {
  let n = 0;
  return { now: NOW, random: () => 0, newId: () => `id${++n}` };
};
const visitor = {
  key: 'ka',
  notifications: [],
  profile: { eventId: 'summit', teamName: 'AGILE', name: 'Ada', publicId: 'p-ada' },
} as const;
const ON: BoothCrawlSetting = { on: true, sponsors: 3, points: 60 };
const rep = (publicId: string, company: string) =>
  sponsorOf({ publicId, name: `Rep ${publicId}`, company });
const acme = rep('r1', 'Acme');
const acmeAgain = rep('r2', ' ACME ');
const globex = rep('r3', 'Globex');
const initech = rep('r4', 'Initech');

/** Visits decided one after another, each on the progress the one before stored (a transaction). */
const visitAll = (setting: BoothCrawlSetting | null, sponsors: ReturnType<typeof rep>[]) => {
  let progress: CrawlProgress | null = null;
  const plans: Claim<{ awarded: number; visited: number }, CrawlProgress>[] = [];
  for (const sponsor of sponsors) {
    const plan = decideCrawlVisit(progress, setting, visitor, sponsor, context());
    plans.push(plan);
    progress = plan.next ?? null;
  }
  return { progress, plans };
};

const paid = (plans: readonly { ok: boolean; value?: unknown }[]) =>
  plans.map((plan) => (plan.ok ? (plan.value as { awarded: number }).awarded : null));

describe('sponsorOf', () => {
  it('counts two representatives of one company as one sponsor, whatever the case or spaces', () => {
    expect(acmeAgain).toStrictEqual({ key: acme.key, name: 'ACME' });
    expect(acme.name).toBe('Acme');
    expect(globex.key).not.toBe(acme.key);
  });

  it('gives a representative with no company a booth of their own', () => {
    expect(sponsorOf({ publicId: 'r9', name: 'Rex', company: ' ' })).toStrictEqual({
      key: 'rep-r9',
      name: 'Rex',
    });
    expect(sponsorOf({ publicId: 'r8', name: 'Rey' })).toStrictEqual({
      key: 'rep-r8',
      name: 'Rey',
    });
  });

  it('makes a database key of any company name', () => {
    expect(sponsorOf({ publicId: 'r1', name: 'R', company: 'A.B/C#D$[E]' }).key).toMatch(
      /^s-[A-Za-z0-9+=]+$/,
    );
  });
});

describe('decideCrawlVisit', () => {
  it.each([
    ['three sponsors pay on the third', [acme, globex, initech], [0, 0, 60]],
    ['a second rep of one sponsor does not count twice', [acme, acmeAgain, globex], [0, 0, 0]],
    [
      'visits after the payment pay nothing',
      [acme, globex, initech, acmeAgain, rep('r5', 'Umbrella')],
      [0, 0, 60, 0, 0],
    ],
  ])('%s', (_name, sponsors, expected) => {
    expect(paid(visitAll(ON, sponsors).plans)).toStrictEqual(expected);
  });

  it('keeps the name a sponsor was first visited under', () => {
    const { progress } = visitAll(ON, [acme, acmeAgain]);
    expect(progress?.visited).toStrictEqual({ [acme.key]: 'Acme' });
  });

  it('pays the points and the badge once, with a notification in words', () => {
    const { plans, progress } = visitAll(ON, [acme, globex, initech]);
    const last = plans[2];
    expect(last?.ok).toBe(true);
    expect(last?.writes.increments['users/ka/games/act04/totalPoints']).toBe(60);
    expect(last?.writes.increments['users/ka/badges/booth_crawler']).toBe(1);
    expect(last?.writes.increments['events/summit/badges/booth_crawler']).toBe(1);
    expect(last?.writes.sets['ledger/ka/id1']).toMatchObject({ points: 60, reason: 'booth-crawl' });
    expect(last?.writes.sets['users/ka/notifications/id2']).toMatchObject({
      kind: 'award',
      points: 60,
      text: "+60 points: you visited 3 sponsors' booths and earned the Booth crawler badge",
    });
    expect(progress).toStrictEqual({
      visited: { [acme.key]: 'Acme', [globex.key]: 'Globex', [initech.key]: 'Initech' },
      paid: { points: 60, at: NOW },
    });
    // The visits before it wrote nothing but the progress.
    expect(plans[0]?.writes).toStrictEqual({ sets: {}, increments: {} });
  });

  it('pays once when two visits complete it at once: the second is decided on the first one', () => {
    const { progress } = visitAll(ON, [acme, globex]);
    // Both visits read the same progress; the transaction stores the first and decides the second again.
    const first = decideCrawlVisit(progress, ON, visitor, initech, context());
    const racing = decideCrawlVisit(progress, ON, visitor, rep('r5', 'Umbrella'), context());
    expect(paid([first, racing])).toStrictEqual([60, 60]);
    const retried = decideCrawlVisit(
      first.next ?? null,
      ON,
      visitor,
      rep('r5', 'Umbrella'),
      context(),
    );
    expect(paid([retried])).toStrictEqual([0]);
    expect(retried.writes).toStrictEqual({ sets: {}, increments: {} });
    expect(Object.keys(retried.next?.visited ?? {})).toHaveLength(4);
    expect(retried.next?.paid).toStrictEqual({ points: 60, at: NOW });
  });

  it.each([
    ['no crawl set', null],
    ['a crawl turned off', { ...ON, on: false }],
  ])('counts the visits but pays nothing with %s', (_name, setting) => {
    const { plans, progress } = visitAll(setting, [acme, globex, initech]);
    expect(paid(plans)).toStrictEqual([0, 0, 0]);
    expect(Object.keys(progress?.visited ?? {})).toHaveLength(3);
    expect(progress?.paid).toBeUndefined();
  });

  it('pays on the next visit once a crawl is turned on after enough visits', () => {
    const { progress } = visitAll({ ...ON, on: false }, [acme, globex, initech]);
    const next = decideCrawlVisit(progress, ON, visitor, acmeAgain, context());
    expect(paid([next])).toStrictEqual([60]);
  });

  it('keeps organisers off the boards while paying them', () => {
    const organiser = { ...visitor, profile: { ...visitor.profile, isAdmin: true } };
    const plan = decideCrawlVisit(
      { visited: { [acme.key]: 'Acme', [globex.key]: 'Globex' } },
      ON,
      organiser,
      initech,
      context(),
    );
    expect(paid([plan])).toStrictEqual([60]);
    expect(
      Object.keys(plan.writes.increments).some((path) => path.startsWith('leaderboards/')),
    ).toBe(false);
  });
});

describe('decideCrawlSetting', () => {
  const actor = { by: 'korg', email: 'org@example.com' };
  const input = { eventId: 'summit', on: true, sponsors: 4, points: 80 };

  it('stores the setting and audits what changed', () => {
    const plan = decideCrawlSetting(
      { on: false, sponsors: 4, points: 50 },
      input,
      { exists: true },
      actor,
      context(),
    );
    expect(plan.next).toStrictEqual({ on: true, sponsors: 4, points: 80 });
    expect(plan.writes.sets['audit/events/summit/id1']).toMatchObject({
      action: 'crawl.set',
      target: 'summit',
      by: 'korg',
      before: JSON.stringify({ on: false, points: 50 }),
      after: JSON.stringify({ on: true, points: 80 }),
    });
  });

  it('audits a first setting in full and records nothing when nothing changed', () => {
    const first = decideCrawlSetting(null, input, { exists: true }, actor, context());
    expect(first.writes.sets['audit/events/summit/id1']).toMatchObject({
      before: JSON.stringify({ on: null, sponsors: null, points: null }),
      after: JSON.stringify({ on: true, sponsors: 4, points: 80 }),
    });
    const same = decideCrawlSetting(first.next ?? null, input, { exists: true }, actor, context());
    expect(same.ok).toBe(true);
    expect(same.writes.sets).toStrictEqual({});
  });

  it('refuses an event that does not exist', () => {
    const plan = decideCrawlSetting(null, input, { exists: false }, actor, context());
    expect(plan).toMatchObject({ ok: false, error: 'not-found', field: 'eventId' });
    expect(plan.next).toBeUndefined();
  });

  it.each([
    ['sponsors', CRAWL_BOUNDS.sponsors.min - 1, false],
    ['sponsors', CRAWL_BOUNDS.sponsors.min, true],
    ['sponsors', CRAWL_BOUNDS.sponsors.max, true],
    ['sponsors', CRAWL_BOUNDS.sponsors.max + 1, false],
    ['sponsors', 2.5, false],
    ['points', CRAWL_BOUNDS.points.min - 1, false],
    ['points', CRAWL_BOUNDS.points.max, true],
    ['points', CRAWL_BOUNDS.points.max + 1, false],
  ])('takes %s = %s within the bounds only (%s)', (field, value, valid) => {
    expect(v.safeParse(setBoothCrawlInput, { ...input, [field]: value }).success).toBe(valid);
  });
});

describe('crawlView', () => {
  const reps = {
    r1: { name: 'Rep 1', company: 'Acme', key: 'k1' },
    r2: { name: 'Rep 2', company: 'acme', key: 'k2' },
    r3: { name: 'Rep 3', company: 'Globex', key: 'k3' },
    r4: { name: 'Rep 4', company: 'Initech', key: 'k4' },
  };

  it('names the sponsors visited and those at the event not yet visited', () => {
    expect(
      crawlView(
        ON,
        { visited: { [acme.key]: 'Acme', [rep('r0', 'Gone Co').key]: 'Gone Co' } },
        reps,
      ),
    ).toStrictEqual({
      on: true,
      sponsors: 3,
      points: 60,
      visited: ['Acme', 'Gone Co'],
      notVisited: ['Globex', 'Initech'],
      paid: null,
    });
  });

  it('shows a crawl not set as off, with nothing visited', () => {
    expect(crawlView(null, null, null)).toStrictEqual({
      on: false,
      sponsors: 0,
      points: 0,
      visited: [],
      notVisited: [],
      paid: null,
    });
  });

  it('shows what a completed crawl paid', () => {
    expect(crawlView(ON, { visited: {}, paid: { points: 60, at: NOW } }, {}).paid).toBe(60);
  });
});
