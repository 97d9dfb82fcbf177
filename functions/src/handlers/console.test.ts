import { planAward } from '@engage/domain/awards';
import { type TeamName, USER_COLORS } from '@engage/domain/colors';
import { boardNodes } from '@engage/domain/store/boards';
import { eventNodes } from '@engage/domain/store/events';
import { marketNodes } from '@engage/domain/store/market';
import { organiserNodes } from '@engage/domain/store/organisers';
import { storagePaths } from '@engage/domain/store/storage';
import { type UserMetadata, userNodes } from '@engage/domain/store/users';
import { sampleOnline } from '@engage/server/activity';
import { commit } from '@engage/server/commit';
import { context } from '@engage/server/deps';
import { describe, expect, it } from 'vitest';
import { claimsStore } from '../testing/claims-store.ts';
import { COMPANY, caller, EVENT, registerInputFor, useHandlerStack } from '../testing/stack.ts';
import { useStorage } from '../testing/storage.ts';
import { adjustPoints, createCompany, removeUser, updateCompany } from './console.ts';
import { deleteContent, publishPicture, setTheme, writeSpeaker } from './content.ts';
import { writeEvent } from './events.ts';
import { setRep, updateProfile } from './people.ts';
import { register } from './register.ts';

/** The organiser console's callables, through the real handlers against the project's emulator. */
const h = useHandlerStack({ instances: 2, users: ['ann', 'bob'] });
const stack = () => h.stack();
const storage = useStorage('console');
const read = h.read;
const boss = caller('boss', { organiser: '*' });
const ofCompany = caller('cora', { organiser: `|c:${COMPANY}|` });
const ofEvent = caller('eve', { organiser: `|e:${EVENT}|` });
const ofOther = caller('olga', { organiser: '|e:other-event|c:other_company|' });

const expo = (overrides: Record<string, unknown> = {}) => ({
  eventId: 'expo-2026',
  create: true,
  event: {
    name: 'Expo 2026',
    startsAt: Date.UTC(2026, 5, 1),
    endsAt: Date.UTC(2026, 5, 2),
    venue: 'Hall 1',
    description: 'Stands and talks',
    customerId: COMPANY,
    mode: 'hybrid' as const,
  },
  teams: ['AGILE' as const, 'MODERN' as const],
  ...overrides,
});

const auditOf = async (scope: Parameters<typeof organiserNodes.audit>[0]) =>
  Object.values(
    ((await read(organiserNodes.audit(scope))) ?? {}) as Record<string, { action: string }>,
  );

describe('events', () => {
  it('creates an event with its teams, joins it to its company and records it', async () => {
    const { accounts } = claimsStore(boss);
    await writeEvent({ ...stack().deps(), accounts }, expo(), boss);
    expect(await read(eventNodes.metadata('expo-2026'))).toMatchObject({
      name: 'Expo 2026',
      venue: 'Hall 1',
      mode: 'hybrid',
      customerId: COMPANY,
      registrants: 0,
    });
    expect(await read(eventNodes.teams('expo-2026'))).toEqual({
      AGILE: { name: 'AGILE', color: 'green' },
      MODERN: { name: 'MODERN', color: 'blue' },
    });
    expect(await read(`${organiserNodes.companyMetadata(COMPANY)}/events`)).toEqual({
      'expo-2026': true,
    });
    expect(await read(organiserNodes.eventTotal(COMPANY))).toBe(2);
    expect((await auditOf({ kind: 'event', id: 'expo-2026' })).map((e) => e.action)).toEqual([
      'event.create',
    ]);
    await expect(writeEvent({ ...stack().deps(), accounts }, expo(), boss)).rejects.toMatchObject({
      code: 'event-exists',
    });
  });

  it('an edit keeps the registrants; an event with registrants keeps its company', async () => {
    const { accounts } = claimsStore(boss);
    const deps = { ...stack().deps(), accounts };
    await writeEvent(deps, expo(), boss);
    await register(deps, registerInputFor({ eventId: 'expo-2026' }), caller('cy'));
    const { id: other } = await createCompany(
      deps,
      { name: 'Globex', subscription: 'free', userLimit: 5, logo: undefined, formId: undefined },
      boss,
    );
    await writeEvent(
      deps,
      expo({ create: false, event: { ...expo().event, venue: 'Hall 9' } }),
      boss,
    );
    expect(await read(eventNodes.metadata('expo-2026'))).toMatchObject({
      venue: 'Hall 9',
      customerId: COMPANY,
      registrants: 1,
    });
    // Cy holds one of Acme's seats: the event may not take it to Globex, and nothing moves.
    const before = await stack().root();
    await expect(
      writeEvent(
        deps,
        expo({ create: false, event: { ...expo().event, customerId: other, venue: 'Hall 7' } }),
        boss,
      ),
    ).rejects.toMatchObject({
      code: 'illegal-transition',
      detail: 'an event with registrants stays with its company',
    });
    expect(await stack().root()).toEqual(before);
    // Ann, Bob and Cy hold Acme's seats; Globex has none.
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(3);
    expect(await read(organiserNodes.userCount(other))).toBe(0);
    expect(await read(organiserNodes.eventTotal(COMPANY))).toBe(2);
    expect(await read(organiserNodes.eventTotal(other))).toBe(0);
  });

  it('a move of an event nobody has registered for moves the company counts', async () => {
    const { accounts } = claimsStore(boss);
    const deps = { ...stack().deps(), accounts };
    await writeEvent(deps, expo(), boss);
    const { id: other } = await createCompany(
      deps,
      { name: 'Globex', subscription: 'free', userLimit: 5, logo: undefined, formId: undefined },
      boss,
    );
    await writeEvent(
      deps,
      expo({ create: false, event: { ...expo().event, customerId: other, venue: 'Hall 9' } }),
      boss,
    );
    expect(await read(eventNodes.metadata('expo-2026'))).toMatchObject({
      venue: 'Hall 9',
      customerId: other,
      registrants: 0,
    });
    expect(await read(organiserNodes.eventTotal(COMPANY))).toBe(1);
    expect(await read(organiserNodes.companyEvent(COMPANY, 'expo-2026'))).toBeNull();
    expect(await read(organiserNodes.eventTotal(other))).toBe(1);
    expect(await read(organiserNodes.companyEvent(other, 'expo-2026'))).toBe(true);
  });

  it('a company’s organisers create its events, and each new event reaches their claims', async () => {
    const { claims, accounts } = claimsStore(ofCompany);
    await stack()
      .deps()
      .db.ref(organiserNodes.organiser('uid-cora'))
      .set({ claim: `|c:${COMPANY}|` });
    await writeEvent({ ...stack().deps(), accounts }, expo(), ofCompany);
    expect(claims.get('uid-cora')).toEqual({ organiser: `|e:expo-2026|c:${COMPANY}|` });
    expect(await read(organiserNodes.claim('uid-cora'))).toBe(`|e:expo-2026|c:${COMPANY}|`);
  });

  it('refuses events to organisers of another company or event, and to attendees', async () => {
    const { accounts } = claimsStore(ofOther, ofEvent);
    const deps = { ...stack().deps(), accounts };
    const before = await stack().root();
    for (const who of [ofOther, ofEvent, caller('ann')])
      await expect(writeEvent(deps, expo(), who)).rejects.toMatchObject({ code: 'not-admin' });
    // An event's organiser edits it, but may not move it to a company they do not run.
    await expect(
      writeEvent(
        deps,
        expo({ eventId: EVENT, create: false, event: { ...expo().event, customerId: 'x' } }),
        ofEvent,
      ),
    ).rejects.toMatchObject({ code: 'not-admin' });
    expect(await stack().root()).toEqual(before);
    await writeEvent(
      deps,
      expo({ eventId: EVENT, create: false, event: { ...expo().event, name: 'Renamed' } }),
      ofEvent,
    );
    expect(await read(eventNodes.field(EVENT, 'name'))).toBe('Renamed');
  });
});

describe('an event’s teams', () => {
  const edit = (teams: readonly TeamName[]) => expo({ eventId: EVENT, create: false, teams });

  it('a team with members stays; one nobody is on goes, and nobody registers into it after', async () => {
    const { accounts } = claimsStore(boss);
    const deps = { ...stack().deps(), accounts };
    // Ann and Bob registered on AGILE; nobody is on MODERN or the other six.
    const before = await stack().root();
    await expect(writeEvent(deps, edit(['MODERN']), boss)).rejects.toMatchObject({
      code: 'illegal-transition',
      detail: 'a team with members stays',
    });
    expect(await stack().root()).toEqual(before);
    await writeEvent(deps, edit(['AGILE', 'MODERN']), boss);
    expect(Object.keys((await read(eventNodes.teams(EVENT))) as object).sort()).toEqual([
      'AGILE',
      'MODERN',
    ]);
    const afterEdit = await stack().root();
    await expect(
      register(deps, registerInputFor({ teamName: 'OBSESSIVE' }), caller('late')),
    ).rejects.toMatchObject({ code: 'not-found', detail: 'team' });
    expect(await stack().root()).toEqual(afterEdit);
    await register(deps, registerInputFor({ teamName: 'MODERN' }), caller('cy'));
    expect(await read(organiserNodes.userCount(COMPANY))).toBe(3);
  });

  it('a team whose members were removed but whose points stay on its board stays too', async () => {
    const { accounts } = claimsStore(boss);
    const deps = { ...stack().deps(), accounts };
    await stack()
      .deps()
      .db.ref(boardNodes.team(EVENT, 'MODERN'))
      .set({ name: 'MODERN', score: 40 });
    const before = await stack().root();
    await expect(writeEvent(deps, edit(['AGILE']), boss)).rejects.toMatchObject({
      code: 'illegal-transition',
      detail: 'a team with members stays',
    });
    expect(await stack().root()).toEqual(before);
  });
});

describe('companies', () => {
  it('holds the user limit: with a limit of 2 the third registration is refused', async () => {
    const { id } = await createCompany(
      stack().deps(),
      { name: 'Tiny Co', subscription: 'free', userLimit: 2, logo: undefined, formId: 'tiny' },
      boss,
    );
    const { accounts } = claimsStore(boss);
    await writeEvent(
      { ...stack().deps(), accounts },
      expo({ eventId: 'tiny-day', event: { ...expo().event, customerId: id } }),
      boss,
    );
    const join = (name: string) =>
      register(
        stack().deps(),
        // The company admits by its code (no policy stored).
        registerInputFor({ eventId: 'tiny-day', invitationCode: 'tiny' }),
        caller(name),
      );
    await join('t1');
    await join('t2');
    await expect(join('t3')).rejects.toMatchObject({
      code: 'registration-limit-reached',
      message: 'registration limit reached',
    });
    expect(await read(organiserNodes.userCount(id))).toBe(2);
    await updateCompany(stack().deps(), { companyId: id, userLimit: 3 }, boss);
    await join('t3');
    expect(await read(organiserNodes.userCount(id))).toBe(3);
    expect((await auditOf({ kind: 'company', id })).map((e) => e.action)).toEqual([
      'company.create',
      'company.update',
    ]);
  });

  it('only organisers of every event create or change companies', async () => {
    const before = await stack().root();
    for (const who of [ofCompany, ofEvent, caller('ann')]) {
      await expect(
        updateCompany(stack().deps(), { companyId: COMPANY, userLimit: 10_000 }, who),
      ).rejects.toMatchObject({ code: 'not-admin' });
    }
    await expect(
      updateCompany(stack().deps(), { companyId: 'nope', userLimit: 1 }, boss),
    ).rejects.toMatchObject({ code: 'not-found' });
    expect(await stack().root()).toEqual(before);
  });
});

describe('content and theme', () => {
  it('deletes a speaker once; the audit has its write and its removal', async () => {
    const speaker = { name: 'Grace', topic: 'COBOL', location: 'Hall', time: '10:00', about: '' };
    const { id } = await writeSpeaker(stack().deps(), { eventId: EVENT, speaker }, ofEvent);
    await deleteContent(stack().deps(), { eventId: EVENT, kind: 'speaker', id }, ofEvent);
    expect(await read(eventNodes.speaker(EVENT, id))).toBeNull();
    await expect(
      deleteContent(stack().deps(), { eventId: EVENT, kind: 'speaker', id }, ofEvent),
    ).rejects.toMatchObject({ code: 'not-found' });
    await expect(
      deleteContent(stack().deps(), { eventId: EVENT, kind: 'prize', id: 'mug' }, ofOther),
    ).rejects.toMatchObject({ code: 'not-admin' });
    expect(await read(marketNodes.prize(EVENT, 'mug'))).not.toBeNull();
    expect((await auditOf({ kind: 'event', id: EVENT })).map((e) => e.action)).toEqual([
      'content.write',
      'content.delete',
    ]);
  });

  it('refuses a colour that is not #rrggbb with invalid-theme, keeping the theme', async () => {
    await setTheme(stack().deps(), { eventId: EVENT, scheme: { themeColor: '#112233' } }, boss);
    const schemes: { themeColor?: string; palette?: Record<string, string> }[] = [
      { themeColor: 'purple' },
      { palette: { primary: '#1234' } },
      { palette: { glitter: '#123456' } },
    ];
    for (const scheme of schemes) {
      await expect(
        setTheme(stack().deps(), { eventId: EVENT, scheme }, boss),
      ).rejects.toMatchObject({
        code: 'invalid-theme',
        message: 'That colour scheme is not valid',
      });
    }
    expect(await read(eventNodes.theme(EVENT))).toEqual({ themeColor: '#112233' });
    // A colour's refusal names it by its key too, for the editor to say it in the reader's words.
    await expect(
      setTheme(stack().deps(), { eventId: EVENT, scheme: { palette: { primary: '#1234' } } }, boss),
    ).rejects.toMatchObject({ field: 'primary', detail: 'Primary: use a colour like #1a2b3c' });
  });
});

describe('people', () => {
  it('makes and unmakes a sponsor representative: flag, QR code, index and reps list', async () => {
    const publicId = await h.publicId('ann');
    await setRep(stack().deps(), { userKey: h.key('ann'), isRep: true }, ofEvent);
    const profile = (await read(userNodes.metadata(h.key('ann')))) as UserMetadata;
    expect(profile.isRep).toBe(true);
    expect(profile.qr_code).toBe(
      `engage:1:{"uid":"${publicId}","color":"${profile.color}","isRep":true}`,
    );
    expect(await read(eventNodes.searchField(EVENT, h.key('ann'), 'isRep'))).toBe(true);
    expect(await read(eventNodes.rep(EVENT, publicId))).toEqual({
      name: 'Test User',
      company: 'Acme',
      key: h.key('ann'),
    });
    await setRep(stack().deps(), { userKey: h.key('ann'), isRep: false }, ofEvent);
    expect(await read(eventNodes.rep(EVENT, publicId))).toBeNull();
    await expect(
      setRep(stack().deps(), { userKey: h.key('ann'), isRep: true }, ofOther),
    ).rejects.toMatchObject({ code: 'not-admin' });
  });

  it('a profile edit reaches the people index and the boards; a bad colour changes nothing', async () => {
    const profile = (await read(userNodes.metadata(h.key('ann')))) as UserMetadata;
    await commit(
      stack().deps(),
      planAward(
        profile,
        { key: h.key('ann'), points: 10, reason: 'test', by: 'test' },
        context(stack().deps()),
      ),
    );
    const edit = {
      name: 'Ann, "Annie" Smith',
      company: 'Initech',
      department: 'QA',
      color: 'teal',
    };
    expect(await updateProfile(stack().deps(), edit, caller('ann'))).toEqual(edit);
    expect(await read(eventNodes.searchRow(EVENT, h.key('ann')))).toMatchObject({
      n: 'ann, "annie" smith',
      name: 'Ann, "Annie" Smith',
      company: 'Initech',
    });
    expect(await read(boardNodes.entryField(EVENT, 'all', profile.publicId, 'name'))).toBe(
      'Ann, "Annie" Smith',
    );
    // Bob has no points yet: no board entry is made up for him.
    await updateProfile(stack().deps(), { ...edit, name: 'Robert' }, caller('bob'));
    expect(await read(boardNodes.entry(EVENT, 'all', await h.publicId('bob')))).toBeNull();
    const before = await stack().root();
    await expect(
      updateProfile(stack().deps(), { ...edit, color: 'ultraviolet' }, caller('ann')),
    ).rejects.toMatchObject({ code: 'invalid-colour', message: 'invalid colour' });
    expect(await stack().root()).toEqual(before);
  });

  it('a profile edit without a colour gets one drawn by the server, QR code and all', async () => {
    const edit = { name: 'Ann', company: 'Initech', department: 'QA' };
    const drawn = await updateProfile(
      { ...stack().deps(), random: () => 0.5 },
      edit,
      caller('ann'),
    );
    expect(USER_COLORS).toContain(drawn.color);
    expect(drawn).toEqual({ ...edit, color: 'orange' });
    const profile = (await read(userNodes.metadata(h.key('ann')))) as UserMetadata;
    expect(profile.color).toBe('orange');
    expect(profile.qr_code).toContain('"color":"orange"');
  });

  it('points adjustments and removals are in the audit log; removal takes the index row', async () => {
    await adjustPoints(
      stack().deps(),
      { userKey: h.key('bob'), delta: 25, reason: 'quiz' },
      ofEvent,
    );
    await removeUser(
      { ...stack().deps(), files: storage.files(), accounts: claimsStore(ofEvent).accounts },
      { userKey: h.key('bob') },
      ofEvent,
    );
    expect(await read(eventNodes.searchRow(EVENT, h.key('bob')))).toBeNull();
    const audit = await auditOf({ kind: 'event', id: EVENT });
    expect(audit).toMatchObject([
      {
        action: 'points.adjust',
        by: 'uid:uid-eve',
        email: 'eve@example.com',
        target: h.key('bob'),
        before: '{"totalPoints":0,"level":0}',
        after: '{"totalPoints":25,"level":0,"reason":"quiz"}',
      },
      // The removal names the ledger's new, random id: never the key (the encoded email).
      { action: 'user.remove', target: expect.stringMatching(/^gone-/) },
    ]);
  });
});

describe('the online sample', () => {
  it('stores each event’s online count in this minute’s bucket', async () => {
    await stack()
      .deps()
      .db.ref()
      .update({
        [userNodes.onlineEntry(EVENT, 'p1')]: { name: 'A', color: 'red', at: 1 },
        [userNodes.onlineEntry(EVENT, 'p2')]: { name: 'B', color: 'red', at: 1 },
        [userNodes.onlineEntry('expo', 'p3')]: { name: 'C', color: 'red', at: 1 },
      });
    const logged: string[] = [];
    const deps = { db: stack().deps().db, now: () => 120_000, log: (m: string) => logged.push(m) };
    expect(await sampleOnline(deps)).toEqual({ events: 2 });
    expect(await read(eventNodes.activityField(EVENT, '0000000002', 'online'))).toBe(2);
    expect(await read(eventNodes.activityField('expo', '0000000002', 'online'))).toBe(1);
    expect(logged).toEqual(['online sample stored']);
  });
});

describe('publishing an organiser’s staged picture', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
  const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
  /** As the rights are stored now: the organisers index (the account's claim is derived from it). */
  const as = async (who: ReturnType<typeof caller>, stored: unknown = who.token.organiser) => {
    await stack()
      .deps()
      .db.ref(organiserNodes.organiser(who.uid))
      .set(typeof stored === 'string' ? { claim: stored } : null);
    return { ...stack().deps(), files: storage.files(), accounts: claimsStore(who).accounts };
  };
  /** What the browser put in its own staging folder (the rules take only a declared image). */
  const staged = (who: ReturnType<typeof caller>, path: string, bytes: Buffer) =>
    storage
      .bucket()
      .file(storagePaths.staged(who.uid, path))
      .save(bytes, { contentType: 'image/png' });
  const logo = storagePaths.logo(EVENT);
  const companyLogo = storagePaths.companyLogo(COMPANY);

  it('publishes an event’s and a company’s picture as what its bytes are, in their logs', async () => {
    await staged(ofEvent, logo, PNG);
    await staged(ofCompany, companyLogo, JPEG);
    expect(await publishPicture(await as(ofEvent), { path: logo }, ofEvent)).toEqual({
      path: logo,
    });
    expect(await publishPicture(await as(ofCompany), { path: companyLogo }, ofCompany)).toEqual({
      path: companyLogo,
    });
    expect(await storage.contentOf(logo)).toEqual(PNG);
    expect(await storage.contentOf(companyLogo)).toEqual(JPEG);
    const [metadata] = await storage.bucket().file(companyLogo).getMetadata();
    expect(metadata.contentType).toBe('image/jpeg');
    // Published, the staged files are gone.
    expect(await storage.contentOf(storagePaths.staged(ofEvent.uid, logo))).toBeNull();
    expect(await storage.contentOf(storagePaths.staged(ofCompany.uid, companyLogo))).toBeNull();
    expect(await auditOf({ kind: 'event', id: EVENT })).toMatchObject([
      { action: 'picture.upload', target: logo, before: 'null', after: `{"picture":"${logo}"}` },
    ]);
    expect(await auditOf({ kind: 'company', id: COMPANY })).toMatchObject([
      { action: 'picture.upload', target: companyLogo },
    ]);
  });

  it('refuses a caller whose stored rights no longer cover the picture, whatever her token says', async () => {
    await staged(ofEvent, logo, PNG);
    const before = await stack().root();
    // Revoked: her token (and, for a moment, her account's claim) still name the event.
    await expect(
      publishPicture(await as(ofEvent, '|e:other-event|'), { path: logo }, ofEvent),
    ).rejects.toMatchObject({ code: 'not-admin' });
    await expect(
      publishPicture(await as(ofEvent, null), { path: logo }, ofEvent),
    ).rejects.toMatchObject({ code: 'not-admin' });
    expect(await storage.contentOf(logo)).toBeNull();
    await stack().deps().db.ref(organiserNodes.organiser(ofEvent.uid)).remove();
    expect(await stack().root()).toEqual(before);
  });

  it('refuses bytes that are no PNG, JPEG or WebP, another event’s picture, no upload, no picture path', async () => {
    await staged(ofEvent, logo, HTML);
    await staged(ofOther, logo, PNG);
    const mainImage = storagePaths.mainImage(EVENT);
    const deps = await as(ofEvent);
    const other = await as(ofOther);
    const bossDeps = await as(boss);
    const before = await stack().root();
    await expect(publishPicture(deps, { path: logo }, ofEvent)).rejects.toMatchObject({
      code: 'invalid-argument',
      field: 'file',
    });
    await expect(publishPicture(other, { path: logo }, ofOther)).rejects.toMatchObject({
      code: 'not-admin',
    });
    await expect(publishPicture(deps, { path: mainImage }, ofEvent)).rejects.toMatchObject({
      code: 'not-found',
      detail: 'picture',
    });
    // An attendee's photo is no organiser picture, whoever asks.
    await expect(
      publishPicture(bossDeps, { path: storagePaths.photo('uid-ann') }, boss),
    ).rejects.toMatchObject({ code: 'invalid-path', field: 'path' });
    expect(await storage.contentOf(logo)).toBeNull();
    expect(await storage.contentOf(mainImage)).toBeNull();
    expect(await stack().root()).toEqual(before);
  });
});
