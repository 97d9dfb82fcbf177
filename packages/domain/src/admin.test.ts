import { describe, expect, it } from 'vitest';
import {
  decideAdjustPoints,
  decideCompanyUpdate,
  decidePictureOwner,
  decideTheme,
  planCompany,
  planContent,
  planPictureNote,
  planRemoveUser,
} from './admin.ts';
import { type AwardProfile, addAward } from './awards.ts';
import { WriteSet } from './plan.ts';
import { node, SERVER_TIME } from './store/node.ts';
import type { Balance } from './store/users.ts';

const NOW = 1_700_000_000_000;
const NOTHING = { sets: {}, increments: {} };
/** Push ids in order (id1, id2, …), so a plan's paths are known in advance. */
const ids = () => {
  let n = 0;
  return { newId: () => `id${++n}` };
};
const ACTOR = { by: 'org-1', email: 'org@example.com' };
/** An audit entry as the plan stores it. */
const audit = (action: string, target: string, before: unknown, after: unknown) => ({
  at: SERVER_TIME,
  by: 'org-1',
  email: 'org@example.com',
  action,
  target,
  before: JSON.stringify(before),
  after: JSON.stringify(after),
});

describe('decideAdjustPoints', () => {
  const profile: AwardProfile = {
    eventId: 'summit',
    teamName: 'AGILE',
    name: 'Ada',
    publicId: 'p-ada',
  };
  const balance: Balance = { code: 'act04', isComplete: false, totalPoints: 300, spentPoints: 100 };
  /** The adjustment's award (awards.test.ts spells an award's writes out), total left to the claim. */
  const adjustment = (points: number, reason: string) =>
    addAward(new WriteSet(), profile, { key: 'ka', points, reason, by: 'org-1' }, ids(), {
      totalInClaim: true,
    });
  /** The audit entry of an adjustment (id2: the ledger entry took id1). */
  const adjusted = (total: number, level: number, next: number, nextLevel: number) => ({
    'audit/events/summit/id2': audit(
      'points.adjust',
      'ka',
      { totalPoints: total, level },
      { totalPoints: next, level: nextLevel, reason: 'bonus' },
    ),
  });

  it.each([
    ['a bonus keeps the level', 300, 2, 50, 350, 2, adjustment(50, 'admin: bonus')],
    [
      'a deduction that the level no longer reaches brings it down',
      300,
      2,
      -60,
      240,
      1,
      adjustment(-60, 'admin: bonus').set(node('users/ka/metadata/level'), 1),
    ],
    [
      'a deduction down to exactly what was spent is allowed',
      300,
      undefined,
      -200,
      100,
      0,
      adjustment(-200, 'admin: bonus'),
    ],
    [
      'a bonus never raises the level: levelling up is the attendee’s step',
      300,
      0,
      5_000,
      5_300,
      0,
      adjustment(5_000, 'admin: bonus'),
    ],
  ])('%s', (_name, total, level, delta, nextTotal, nextLevel, award) => {
    const user = { key: 'ka', profile, ...(level === undefined ? {} : { level }) };
    const writes = award.writes();
    expect(
      decideAdjustPoints(
        { ...balance, totalPoints: total },
        user,
        { delta, reason: 'bonus', ...ACTOR },
        ids(),
      ),
    ).toStrictEqual({
      ok: true,
      value: { delta, totalPoints: nextTotal, level: nextLevel },
      next: { ...balance, totalPoints: nextTotal },
      writes: {
        sets: { ...writes.sets, ...adjusted(total, level ?? 0, nextTotal, nextLevel) },
        increments: writes.increments,
      },
    });
  });

  it('counts a bonus in the live overview when the clock is known', () => {
    const plan = decideAdjustPoints(
      balance,
      { key: 'ka', profile },
      { delta: 30, reason: 'x', by: 'o' },
      { ...ids(), now: 120_000 },
    );
    expect(plan.writes.increments['activity/summit/0000000002/points']).toBe(30);
  });

  it('the adjustment is a ledger entry naming the reason and the organiser, and moves no total by increment', () => {
    const plan = decideAdjustPoints(
      balance,
      { key: 'ka', profile },
      { delta: -20, reason: 'typo', by: 'org-1' },
      ids(),
    );
    expect(plan.writes.sets['ledger/ka/id1']).toMatchObject({
      points: -20,
      reason: 'admin: typo',
      by: 'org-1',
    });
    expect(plan.writes.increments).not.toHaveProperty(['users/ka/games/act04/totalPoints']);
    expect(plan.writes.increments['leaderboards/summit/all/p-ada/score']).toBe(-20);
  });

  it('an attendee with no balance yet starts from zero', () => {
    expect(
      decideAdjustPoints(null, { key: 'ka', profile }, { delta: 10, reason: 'x', by: 'o' }, ids()),
    ).toMatchObject({
      ok: true,
      value: { delta: 10, totalPoints: 10, level: 0 },
      next: { totalPoints: 10 },
    });
  });

  it('an organiser adjusting their own points is refused and writes nothing', () => {
    expect(
      decideAdjustPoints(
        balance,
        { key: 'ka', profile },
        { delta: 10, reason: 'x', by: 'ka' },
        ids(),
      ),
    ).toStrictEqual({
      ok: false,
      error: 'not-admin',
      detail: 'an organiser does not adjust their own points',
      writes: NOTHING,
    });
  });

  it.each([
    [balance, -201],
    [{ totalPoints: 50, spentPoints: 50 }, -1],
    [null, -1],
  ])(
    'a deduction below what was spent (%j, %i) is refused and writes nothing',
    (current, delta) => {
      expect(
        decideAdjustPoints(current, { key: 'ka', profile }, { delta, reason: 'x', by: 'o' }, ids()),
      ).toStrictEqual({ ok: false, error: 'below-spent', writes: NOTHING });
    },
  );
});

describe('planCompany', () => {
  const suffix = `_aaa_${NOW.toString(36)}aaaa`;
  it.each([
    [
      { name: 'Acme Events', subscription: 'premium', userLimit: 100 },
      `acme_events${suffix}`,
      { name: 'Acme Events', subscription: 'premium', eventTotal: 0, userLimit: 100 },
    ],
    [
      { name: 'Big Co', subscription: 'free', userLimit: 5, logo: 'logo.png', formId: 'form-1' },
      `big_co${suffix}`,
      {
        name: 'Big Co',
        subscription: 'free',
        eventTotal: 0,
        userLimit: 5,
        logo: 'logo.png',
        formId: 'form-1',
      },
    ],
  ] as const)('%j', (input, id, metadata) => {
    expect(planCompany(input, ACTOR, { now: NOW, random: () => 0, ...ids() })).toStrictEqual({
      ok: true,
      value: { id },
      writes: {
        sets: {
          [`companies/${id}/metadata`]: metadata,
          [`companies/${id}/userCount`]: 0,
          [`audit/companies/${id}/id1`]: audit('company.create', id, null, metadata),
        },
        increments: {},
      },
    });
  });
});

describe('decideCompanyUpdate', () => {
  const stored = { name: 'Acme', subscription: 'free', userLimit: 10, formId: 'code-1' };

  it('sets only the fields given; an empty invitation code removes it; the audit shows what moved', () => {
    expect(
      decideCompanyUpdate(
        stored,
        { companyId: 'acme', userLimit: 2, formId: '', name: 'Acme', subscription: undefined },
        ACTOR,
        ids(),
      ),
    ).toStrictEqual({
      ok: true,
      value: { id: 'acme' },
      writes: {
        sets: {
          'companies/acme/metadata/userLimit': 2,
          'companies/acme/metadata/formId': null,
          'companies/acme/metadata/name': 'Acme',
          'audit/companies/acme/id1': audit(
            'company.update',
            'acme',
            { userLimit: 10, formId: 'code-1' },
            { userLimit: 2, formId: null },
          ),
        },
        increments: {},
      },
    });
  });

  it.each([[null], [{ userLimit: 3 }]])('a company that is not there (%j) is not-found', (was) => {
    expect(
      decideCompanyUpdate(was, { companyId: 'gone', userLimit: 1 }, ACTOR, ids()),
    ).toStrictEqual({ ok: false, error: 'not-found', detail: 'company', writes: NOTHING });
  });
});

describe('planContent', () => {
  const speaker = { name: 'Grace', topic: 'Compilers', location: 'A', time: '10:00', about: '' };
  it.each([
    ['speaker', 's1', 's1', 'speakers/summit/s1', 'audit/events/summit/id1'],
    ['sponsor', undefined, 'id1', 'sponsors/summit/id1', 'audit/events/summit/id2'],
  ] as const)('writes a %s under id %j (or a new one)', (kind, id, itemId, path, auditPath) => {
    expect(planContent(kind, 'summit', { id, before: null }, speaker, ACTOR, ids())).toStrictEqual({
      ok: true,
      value: { id: itemId },
      writes: {
        sets: {
          [path]: speaker,
          [auditPath]: audit('content.write', `${kind}/${itemId}`, null, speaker),
        },
        increments: {},
      },
    });
  });

  it('removes an item, recording what it was', () => {
    expect(
      planContent('speaker', 'summit', { id: 's1', before: speaker }, null, ACTOR, ids()),
    ).toStrictEqual({
      ok: true,
      value: { id: 's1' },
      writes: {
        sets: {
          'speakers/summit/s1': null,
          'audit/events/summit/id1': audit('content.delete', 'speaker/s1', speaker, null),
        },
        increments: {},
      },
    });
  });

  it('removing what is not there is not-found', () => {
    expect(
      planContent('prize', 'summit', { id: 'gone', before: null }, null, ACTOR, ids()),
    ).toStrictEqual({ ok: false, error: 'not-found', detail: 'prize', writes: NOTHING });
  });

  const sponsor = { Logo: 'media/summit/sponsor_acme.png', Paragraph: '', Category: 'Gold' };
  it.each([
    ['speaker', 'image', { ...speaker, image: 'speakers/expo__ada.png' }],
    ['speaker', 'image', { ...speaker, image: 'uploads/uid-ann/photo' }],
    ['sponsor', 'Logo', { ...sponsor, Logo: 'media/expo/sponsor_acme.png' }],
    ['sponsor', 'Logo', { ...sponsor, Logo: 'https://cdn.example.com/acme.png' }],
  ] as const)(
    'a %s whose %s is not one of the event’s pictures is refused: %j',
    (kind, field, value) => {
      expect(
        planContent(kind, 'summit', { id: 'x', before: null }, value, ACTOR, ids()),
      ).toStrictEqual({
        ok: false,
        error: 'invalid-path',
        detail: `${field}: not one of this event's pictures`,
        field,
        writes: NOTHING,
      });
    },
  );

  it.each([
    ['the event’s own picture', { ...speaker, image: 'speakers/summit__ada.png' }, null],
    [
      'the picture the item already has (the spec’s speakers/{name})',
      { ...speaker, image: 'speakers/ada.png' },
      { ...speaker, image: 'speakers/ada.png' },
    ],
    ['no picture', speaker, null],
  ])('a speaker with %s is written', (_name, value, before) => {
    expect(
      planContent('speaker', 'summit', { id: 'ada', before }, value, ACTOR, ids()),
    ).toMatchObject({ ok: true, writes: { sets: { 'speakers/summit/ada': value } } });
  });
});

describe('decideTheme', () => {
  it('stores a valid scheme as the event’s theme, before and after in the audit', () => {
    const scheme = { themeColor: '#123456', palette: { primary: '#654321' } };
    expect(decideTheme('summit', scheme, { themeColor: '#000000' }, ACTOR, ids())).toStrictEqual({
      ok: true,
      value: { eventId: 'summit' },
      writes: {
        sets: {
          'themes/summit': scheme,
          'audit/events/summit/id1': audit(
            'theme.set',
            'summit',
            { themeColor: '#000000' },
            scheme,
          ),
        },
        increments: {},
      },
    });
  });

  it.each([
    [{ themeColor: 'blue' }, 'Theme colour: use a colour like #1a2b3c'],
    [{ palette: { headerBackground: '#12345' } }, 'Header background: use a colour like #1a2b3c'],
    [{ palette: { primary: 5 } }, 'Primary: use a colour like #1a2b3c'],
    [
      { palette: { sparkle: '#123456' } },
      'Palette: it has no colour named “sparkle”; use one of its 27 names',
    ],
    [{ themeColor: 5 }, 'Theme colour: use a colour like #1a2b3c'],
    [
      { glitter: '#123456' },
      'Colour scheme: it has no field named “glitter”; give a theme colour and a palette',
    ],
    [{ palette: 'red' }, 'Colour scheme: give a theme colour and a palette of named colours'],
    ['not a scheme', 'Colour scheme: give a theme colour and a palette of named colours'],
  ])(
    'refuses %j with invalid-theme naming the field in words, writing nothing',
    (scheme, detail) => {
      const plan = decideTheme('summit', scheme, null, ACTOR, ids());
      expect(plan).toMatchObject({ ok: false, error: 'invalid-theme', writes: NOTHING });
      expect(plan.ok ? '' : plan.detail).toBe(detail);
    },
  );
});

describe('planRemoveUser', () => {
  const attendee = {
    uid: 'u1',
    name: 'Ada',
    email: 'ada@x.io',
    eventId: 'summit',
    customerId: 'acme',
    teamName: 'AGILE',
    attendance: 'online',
    publicId: 'p-ada',
  } as const;
  const removal = (totalPoints: number) => ({
    'audit/events/summit/id1': audit(
      'user.remove',
      'ka',
      { name: 'Ada', email: 'ada@x.io', totalPoints },
      null,
    ),
  });
  const attendeeRemoved = {
    sets: {
      'users/ka': null,
      'uids/u1': null,
      'search/summit/ka': null,
      'organisers/u1': null,
      'publicIds/p-ada': null,
      'reps/summit/p-ada': null,
      'companies/acme/seatClaims/u1': null,
      'leaderboards/summit/all/p-ada': null,
      'leaderboards/summit/online/p-ada': null,
      ...removal(120),
    },
    increments: {
      'companies/acme/userCount': -1,
      'events/summit/metadata/registrants': -1,
      'leaderboards/summit/teams/AGILE/score': -120,
    },
  };

  it.each([
    [
      'an attendee frees the seat, leaves the boards, the index and the reps, and takes their points off the team',
      attendee,
      attendeeRemoved,
    ],
    [
      'an attendee without a public id yet has no board entries to remove',
      { uid: 'u1', eventId: 'summit', customerId: 'acme', teamName: 'AGILE' },
      {
        sets: {
          'users/ka': null,
          'uids/u1': null,
          'search/summit/ka': null,
          'organisers/u1': null,
          'companies/acme/seatClaims/u1': null,
          'audit/events/summit/id1': audit(
            'user.remove',
            'ka',
            { name: '', email: '', totalPoints: 120 },
            null,
          ),
        },
        increments: {
          'companies/acme/userCount': -1,
          'events/summit/metadata/registrants': -1,
          'leaderboards/summit/teams/AGILE/score': -120,
        },
      },
    ],
    [
      'an organiser’s own profile took no seat; in person by default',
      { ...attendee, attendance: undefined, takesSeat: false },
      {
        sets: {
          'users/ka': null,
          'uids/u1': null,
          'search/summit/ka': null,
          'organisers/u1': null,
          'publicIds/p-ada': null,
          'reps/summit/p-ada': null,
          'leaderboards/summit/all/p-ada': null,
          'leaderboards/summit/in_person/p-ada': null,
          ...removal(120),
        },
        increments: {},
      },
    ],
    [
      'an attendee promoted to organiser still gives back the seat and the points registration gave',
      { ...attendee, isAdmin: true, takesSeat: true },
      attendeeRemoved,
    ],
  ] as const)('%s', (_name, user, writes) => {
    expect(planRemoveUser('ka', user, 120, ACTOR, ids())).toStrictEqual({
      ok: true,
      value: { removed: 'ka' },
      writes,
    });
  });
});

describe('a picture upload in the audit log', () => {
  it('finds whose picture a path is, or refuses it naming the field', () => {
    expect(decidePictureOwner('logo/summit/logo.png')).toEqual({
      ok: true,
      value: { kind: 'event', id: 'summit' },
      writes: NOTHING,
    });
    expect(decidePictureOwner('uploads/uid-ann/photo')).toStrictEqual({
      ok: false,
      error: 'invalid-path',
      detail: "path: not an event's or a company's picture",
      field: 'path',
      writes: NOTHING,
    });
  });

  it.each([
    [{ kind: 'event', id: 'summit' }, 'main/summit/main_img.png', 'audit/events/summit/id1'],
    [{ kind: 'company', id: 'acme' }, 'companies/acme/logo.png', 'audit/companies/acme/id1'],
  ] as const)('records %j’s upload of %s', (owner, path, entry) => {
    expect(planPictureNote(owner, path, ACTOR, ids())).toEqual({
      ok: true,
      value: { path },
      writes: {
        sets: { [entry]: audit('picture.upload', path, null, { picture: path }) },
        increments: {},
      },
    });
  });
});
