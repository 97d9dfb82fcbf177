import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { TEAM_NAMES } from '@engage/domain/colors';
import { planContent } from '@engage/domain/console-content';
import { isWebUrl } from '@engage/domain/web-url';
import { planPrizeEdit } from '@engage/domain/prize-edit';
import { eventNodes } from '@engage/domain/store/events';
import { everyoneNodes } from '@engage/domain/store/everyone';
import { marketNodes } from '@engage/domain/store/market';
import type { Node } from '@engage/domain/store/node';
import { isEventPicture } from '@engage/domain/store/storage';
import { userNodes } from '@engage/domain/store/users';
import { DatabaseEmulator } from '@engage/emulator/server';
import { applyPlaced } from '@engage/server/placed';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDEE_NAMES, DEMO_EVENT_ID, demoSeed } from './seed.ts';
import { EXPO_ATTENDEES, EXPO_EVENT_ID } from './seed-expo.ts';
import { seededInstances } from './seed-stack.ts';
import { EXPO_INSTANCE } from './stack.ts';
import { SPEAKERS } from './seed-content.ts';

const seed = demoSeed({ now: 1_700_000_000_000, random: () => 0.42 });
let emulator: DatabaseEmulator;
let port: number;
const app = { current: undefined as ReturnType<typeof initializeApp> | undefined };

beforeAll(async () => {
  emulator = new DatabaseEmulator({
    port: 0,
    rules: readFileSync(new URL('../../../database.rules.json', import.meta.url), 'utf8'),
  });
  port = await emulator.start();
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = `127.0.0.1:${port}`;
  app.current = initializeApp(
    { projectId: 'demo-engage', databaseURL: `http://127.0.0.1:${port}?ns=seed` },
    'seed-test',
  );
});
afterAll(async () => {
  if (app.current) await deleteApp(app.current);
  await emulator.stop();
});

const loaded = () => {
  if (app.current === undefined) throw new Error('no admin app');
  return app.current;
};

describe('demo seed', () => {
  it('has what the issue lists: company with a limit, event with 8 teams and a theme, speakers, sponsors, prizes, trivia, 30 attendees and one organiser', () => {
    const accounts = seed.accounts;
    // 30 at the summit, 10 at the expo (its own instance).
    expect(accounts.filter((a) => !a.admin)).toHaveLength(30 + EXPO_ATTENDEES);
    expect(accounts.filter((a) => a.admin)).toHaveLength(1);
    const updates = seed.batches[0]?.writes.sets ?? {};
    const paths = Object.keys(updates);
    expect(paths.filter((p) => p.startsWith(`${eventNodes.teams(DEMO_EVENT_ID)}/`))).toHaveLength(
      TEAM_NAMES.length,
    );
    expect(
      paths.filter((p) => p.startsWith(`${eventNodes.speakers(DEMO_EVENT_ID)}/`)).length,
    ).toBeGreaterThanOrEqual(3);
    expect(
      paths.filter((p) => p.startsWith(`${marketNodes.prizes(DEMO_EVENT_ID)}/`)).length,
    ).toBeGreaterThanOrEqual(3);
    expect(
      seed.files.filter((f) => f.path.startsWith('picture_trivia/')).length,
    ).toBeGreaterThanOrEqual(3);
    const company = Object.entries(updates).find(
      ([p]) => p.startsWith('companies/') && p.endsWith('/metadata'),
    );
    expect(company?.[1]).toMatchObject({ userLimit: 1_000 });
    // Every file is a picture, of the type it is stored as: PNG bytes, or an SVG document.
    for (const file of seed.files)
      if (file.contentType === 'image/svg+xml')
        expect(file.data.toString('utf8'), file.path).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/,
        );
      else {
        expect(file.contentType, file.path).toBe('image/png');
        expect(file.data.subarray(1, 4).toString(), file.path).toBe('PNG');
      }
  });

  it('gives every speaker, sponsor and prize an image that the seed uploads, and sponsors a name', () => {
    const updates = seed.batches[0]?.writes.sets ?? {};
    const uploaded = new Set(seed.files.map((f) => f.path));
    const under = (prefix: string) =>
      Object.entries(updates)
        .filter(([p]) => p.startsWith(`${prefix}/`))
        .map(([, value]) => value as Record<string, unknown>);
    const speakers = under(eventNodes.speakers(DEMO_EVENT_ID));
    const sponsors = under(eventNodes.sponsors(DEMO_EVENT_ID));
    const prizes = under(marketNodes.prizes(DEMO_EVENT_ID));
    for (const speaker of speakers) expect(uploaded).toContain(speaker.image);
    for (const prize of prizes) expect(uploaded).toContain(prize.image);
    for (const sponsor of sponsors) {
      expect(uploaded).toContain(sponsor.Logo);
      expect(sponsor.name).toEqual(expect.any(String));
    }
    expect(speakers.length + sponsors.length + prizes.length).toBeGreaterThanOrEqual(8);
  });

  it('links speakers and sponsors only to https addresses, as the console takes them', () => {
    const updates = seed.batches[0]?.writes.sets ?? {};
    const under = (prefix: string) =>
      Object.entries(updates)
        .filter(([p]) => p.startsWith(`${prefix}/`))
        .map(([, value]) => value as Record<string, unknown>);
    const links: unknown[] = [];
    for (const speaker of under(eventNodes.speakers(DEMO_EVENT_ID))) {
      links.push(
        speaker.linkedinUrl,
        speaker.twitterURL,
        speaker.instagramURL,
        speaker.facebookURL,
      );
    }
    for (const sponsor of under(eventNodes.sponsors(DEMO_EVENT_ID))) {
      links.push(...Object.values((sponsor.SocialLinks ?? {}) as Record<string, unknown>));
    }
    const given = links.filter((link) => link !== undefined);
    expect(given.length).toBeGreaterThan(0);
    for (const link of given)
      expect(typeof link === 'string' && isWebUrl(link), String(link)).toBe(true);
  });

  it('stores pictures an organiser can save: sponsors’ and prizes’ are the event’s own, speakers’ the spec’s speakers/{name}, which an edit keeps', () => {
    const updates = seed.batches[0]?.writes.sets ?? {};
    // The seed's writes, read back as what the node of each kind of content stores.
    const under = <T>(parent: Node<Readonly<Record<string, T>>>) =>
      Object.entries(updates)
        .filter(([p]) => p.startsWith(`${parent}/`))
        .map(([path, value]) => [path.split('/').at(-1) ?? '', value as T] as const);
    const actor = { by: 'org', email: undefined };
    const ctx = { newId: () => 'id1' };
    for (const [id, speaker] of under(eventNodes.speakers(DEMO_EVENT_ID)))
      expect(
        planContent('speaker', DEMO_EVENT_ID, { id, before: speaker }, speaker, actor, ctx).ok,
        id,
      ).toBe(true);
    for (const [id, sponsor] of under(eventNodes.sponsors(DEMO_EVENT_ID)))
      expect(
        planContent('sponsor', DEMO_EVENT_ID, { id, before: null }, sponsor, actor, ctx).ok,
        id,
      ).toBe(true);
    for (const [id, prize] of under(marketNodes.prizes(DEMO_EVENT_ID))) {
      expect(isEventPicture(DEMO_EVENT_ID, prize.image ?? ''), id).toBe(true);
      const target = { eventId: DEMO_EVENT_ID, id };
      expect(planPrizeEdit(null, target, prize, undefined, actor, ctx).ok, id).toBe(true);
    }
  });

  it('draws the event’s pictures as SVG: portraits, brand marks, an emblem and a hero scene', () => {
    const file = (path: string) => {
      const found = seed.files.find((f) => f.path === path);
      expect(found, path).toBeDefined();
      expect(found?.contentType, path).toBe('image/svg+xml');
      return found?.data.toString('utf8') ?? '';
    };
    const hero = file('main/summit-2026/main_img.png');
    expect(hero).toMatch(/^<svg [^>]*width="960" height="320"/);
    expect(new Set(hero.match(/#[0-9a-f]{6}/gi)).size).toBeGreaterThanOrEqual(5);
    expect(file('logo/summit-2026/logo.png')).toContain('>SUMMIT</text>');
    for (const speaker of SPEAKERS)
      expect(file(`speakers/${speaker.id}.svg`)).toContain(
        `aria-label="Portrait of ${speaker.name}"`,
      );
    expect(file('media/summit-2026/sponsor_woodgrove.png')).toContain('>Woodgrove Bank</text>');
    // The same seed gives the same bytes: a re-seeded stack shows the same pictures.
    const again = demoSeed({ now: 1_700_000_000_000, random: () => 0.42 });
    expect(again.files.map((f) => f.data.toString('base64'))).toEqual(
      seed.files.map((f) => f.data.toString('base64')),
    );
  });

  it('gives attendees unique names that no speaker has, as the boards and the programme show them', () => {
    const attendees = seed.accounts.filter((a) => !a.admin).map((a) => a.displayName);
    expect(attendees.slice(0, ATTENDEE_NAMES.length)).toEqual([...ATTENDEE_NAMES]);
    expect(new Set(attendees).size).toBe(attendees.length);
    const updates = seed.batches[0]?.writes.sets ?? {};
    const speakers = Object.entries(updates)
      .filter(([p]) => p.startsWith(`${eventNodes.speakers(DEMO_EVENT_ID)}/`))
      .map(([, value]) => (value as { name: string }).name);
    expect(speakers).toEqual(SPEAKERS.map((s) => s.name));
    expect(speakers.filter((name) => attendees.includes(name))).toEqual([]);
    // Nor does a speaker share a surname with an attendee, who would read as their relative.
    const surname = (name: string) => name.split(' ').at(-1);
    expect(speakers.map(surname).filter((s) => attendees.map(surname).includes(s))).toEqual([]);
  });

  it('draws the placeholder logo as a mark: letters over a blend, corners see-through', () => {
    for (const path of ['media/placeholder/logo.png']) {
      const file = seed.files.find((f) => f.path === path)?.data ?? Buffer.alloc(0);
      const [width, height, depth, type] = [
        file.readUInt32BE(16),
        file.readUInt32BE(20),
        file[24],
        file[25],
      ];
      expect([width, height, depth, type], path).toEqual([128, 128, 8, 6]);
      const idat = file.indexOf('IDAT');
      const pixels = inflateSync(file.subarray(idat + 4, idat + 4 + file.readUInt32BE(idat - 4)));
      const at = (x: number, y: number) =>
        pixels.subarray(y * (1 + 128 * 4) + 1 + x * 4).subarray(0, 4);
      expect(at(0, 0)[3], `${path}: a transparent corner`).toBe(0);
      let white = 0;
      const colours = new Set<string>();
      for (let y = 0; y < 128; y += 2)
        for (let x = 0; x < 128; x += 2) {
          const rgba = at(x, y);
          colours.add(rgba.toString('hex'));
          if (rgba[0] === 255 && rgba[1] === 255 && rgba[2] === 255) white += 1;
        }
      // White letters cover a part of it (a flat square has none), over many shades of the blend.
      expect(white / (64 * 64), path).toBeGreaterThan(0.02);
      expect(white / (64 * 64), path).toBeLessThan(0.4);
      expect(colours.size, path).toBeGreaterThan(30);
    }
  });

  it('loads in its ordered multi-path updates, and the event is publicly readable over REST', async () => {
    const instances = seededInstances(loaded(), seed);
    for (const batch of seed.batches) await applyPlaced(instances(batch.instance), batch.writes);
    const response = await fetch(
      `http://127.0.0.1:${port}/events/${DEMO_EVENT_ID}/metadata.json?ns=seed`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'Northwind Summit 2026', registrants: 30 });
    const users = await fetch(`http://127.0.0.1:${port}/users.json?ns=seed`);
    expect(users.status).toBe(401);
  });

  it('gives every attendee a total equal to the sum of their ledger, and unique names', async () => {
    const db = getDatabase(app.current);
    const users = (await db.ref(userNodes.all()).get()).val() as Record<
      string,
      { metadata: { name: string }; games: { act04: { totalPoints: number } } }
    >;
    const ledgers = ((await db.ref('ledger').get()).val() ?? {}) as Record<
      string,
      Record<string, { points: number }>
    >;
    const keys = Object.keys(users);
    expect(keys).toHaveLength(31);
    let withPoints = 0;
    for (const key of keys) {
      const sum = Object.values(ledgers[key] ?? {}).reduce((total, e) => total + e.points, 0);
      expect(users[key]?.games.act04.totalPoints, key).toBe(sum);
      if (sum > 0) withPoints += 1;
    }
    expect(withPoints).toBeGreaterThan(20);
    const names = keys.map((key) => users[key]?.metadata.name);
    expect(new Set(names).size).toBe(names.length);
    const company = Object.keys(seed.batches[0]?.writes.sets ?? {}).find((p) =>
      p.endsWith('/userCount'),
    );
    expect((await db.ref(company ?? 'x').get()).val()).toBe(30 + EXPO_ATTENDEES);
  });

  it('puts the second event on its own instance, the company and the indexes in the default', async () => {
    const db = getDatabase(app.current);
    const expo = seededInstances(loaded(), seed)(EXPO_INSTANCE).db;
    const users = ((await expo.ref(userNodes.all()).get()).val() ?? {}) as Record<
      string,
      { metadata: { eventId: string }; games: { act04: { totalPoints: number } } }
    >;
    const ledgers = ((await expo.ref('ledger').get()).val() ?? {}) as Record<
      string,
      Record<string, { points: number }>
    >;
    expect(Object.keys(users)).toHaveLength(EXPO_ATTENDEES);
    for (const [key, user] of Object.entries(users)) {
      expect(user.metadata.eventId).toBe(EXPO_EVENT_ID);
      const sum = Object.values(ledgers[key] ?? {}).reduce((total, e) => total + e.points, 0);
      expect(user.games.act04.totalPoints, key).toBe(sum);
      expect((await db.ref(userNodes.user(key)).get()).exists(), key).toBe(false);
      expect((await db.ref(everyoneNodes.field(key, 'eventId')).get()).val(), key).toBe(
        EXPO_EVENT_ID,
      );
    }
    for (const instance of [db, expo])
      expect((await instance.ref(eventNodes.registrants(EXPO_EVENT_ID)).get()).val()).toBe(
        EXPO_ATTENDEES,
      );
    expect((await expo.ref(eventNodes.registrants(DEMO_EVENT_ID)).get()).exists()).toBe(false);
  });
});
