import { describe, expect, it } from 'vitest';
import { addAward } from './awards.ts';
import { ann, bob, NOW, room, seated } from './pairing-fixtures.ts';
import { WriteSet } from './plan.ts';
import { completedByTalk, decideSmallTalk, notifySmallTalk, smallTalkClaim } from './small-talk.ts';

const NOTHING = { sets: {}, increments: {} };
/** Push ids in order (id1, id2, …), so a plan's paths are known in advance. */
const context = () => {
  let n = 0;
  return { now: NOW, random: () => 0, newId: () => `id${++n}` };
};

describe('decideSmallTalk', () => {
  const say = (...by: string[]) =>
    Object.fromEntries(by.map((who, i) => [`m${i}`, { by: who, text: 'hi', at: NOW - 100 + i }]));
  const talked = room({ status: 'confirmed', messages: say('p-ann', 'p-bob', 'p-ann', 'p-bob') });
  const NONE = { ok: true, value: { awarded: 0, paid: {} }, writes: NOTHING };

  it('a talk where both sides wrote twice pays both once and claims the pair now', () => {
    const ctx = context();
    const expected = new WriteSet();
    for (const player of [ann, bob])
      addAward(
        expected,
        player.profile,
        { key: player.key, points: 15, reason: 'small-talk', by: 'system' },
        ctx,
      );
    expect(decideSmallTalk(null, talked, [ann, bob], context())).toStrictEqual({
      ok: true,
      value: { awarded: 15, paid: { ka: 15, kb: 15 } },
      next: NOW,
      writes: expected.writes(),
    });
  });

  it("pays each side its share under the partner rule and answers the caller's", () => {
    const rates = {
      ka: { rate: 0.25, why: 'closed-pair' },
      kb: { rate: 0, why: 'hourly-cap' },
    } as const;
    const asBob = decideSmallTalk(null, talked, [ann, bob], context(), rates, 'kb');
    expect(asBob).toMatchObject({
      ok: true,
      value: { awarded: 0, paid: { ka: 3, kb: 0 } },
      next: NOW,
    });
    expect(asBob.writes.sets).toMatchObject({
      'ledger/ka/id1': { points: 3, full: 15, reason: 'small-talk' },
      'ledger/kb/id2': { points: 0, full: 15, reason: 'small-talk' },
    });
    expect(decideSmallTalk(null, talked, [ann, bob], context(), rates, 'ka')).toMatchObject({
      value: { awarded: 3 },
    });
  });

  it.each([
    ['no room', null, null, [ann, bob]],
    ['a pair already paid', NOW - 1, talked, [ann, bob]],
    ['a rock-paper-scissors room', null, { ...talked, game: 'act03' }, [ann, bob]],
    ['a request never accepted', null, { ...talked, status: 'pending' }, [ann, bob]],
    ['a finished room', null, { ...talked, status: 'finished' }, [ann, bob]],
    ['a room without messages', null, room({ status: 'confirmed' }), [ann, bob]],
    [
      'one side wrote only once',
      null,
      room({ status: 'confirmed', messages: say('p-ann', 'p-bob', 'p-ann', 'p-ann') }),
      [ann, bob],
    ],
    [
      'one side never wrote',
      null,
      room({ status: 'confirmed', messages: say('p-ann', 'p-ann', 'p-ann') }),
      [ann, bob],
    ],
    ['only one player known', null, talked, [ann]],
    ['nobody known', null, talked, []],
  ] as const)('%s pays nothing and claims nothing', (_name, claimedAt, current, players) => {
    expect(decideSmallTalk(claimedAt, current, players, context())).toStrictEqual(NONE);
  });
});

describe('smallTalkClaim', () => {
  const me = { publicId: 'p-ann', eventId: 'summit' };
  it.each([
    ['the leaver and two players in the room', room(), [ann, bob], 'smallTalks/summit/ka~kb'],
    ['the same pair, named the other way round', room(), [bob, ann], 'smallTalks/summit/ka~kb'],
    ['no room', null, [ann, bob], null],
    [
      'a room the leaver is not in',
      room({ players: { 'p-bob': { name: 'Bob', color: 'blue', ...seated } } }),
      [ann, bob],
      null,
    ],
    ['one player known', room(), [ann], null],
    ['nobody known', room(), [], null],
  ] as const)('%s', (_name, current, players, claim) => {
    expect(smallTalkClaim(current, me, players)).toBe(claim);
  });
});

describe('completedByTalk', () => {
  it.each([
    [15, [ann, bob]],
    [0, []],
  ] as const)('a talk that paid %i completes the game for %j', (awarded, players) => {
    expect(completedByTalk({ awarded }, [ann, bob])).toStrictEqual(players);
  });
});

describe('notifySmallTalk', () => {
  const talk = { awarded: 15, paid: { ka: 15, kb: 0 } };

  it('tells each player paid what for, the one who did not leave too, and answers their inboxes', () => {
    const decided = notifySmallTalk(talk, { ka: 40, kb: 40 }, [ann, bob], context());
    expect(decided.writes.sets).toMatchObject({
      'users/ka/notifications/id1': {
        kind: 'award',
        text: '+55 points: you had a small talk with Bob (15 for the small talk, 40 for completing small talk)',
        points: 55,
      },
      'users/kb/notifications/id2': {
        kind: 'award',
        text: '+40 points: you had a small talk with Ann (40 for completing small talk)',
        points: 40,
      },
    });
    expect(decided).toMatchObject({ ok: true });
    const [toldAnn, toldBob] = decided.ok ? decided.value : [];
    expect(toldAnn?.notifications).toEqual([...ann.notifications, 'id1']);
    expect(toldBob?.notifications).toEqual([...bob.notifications, 'id2']);
  });

  it('tells nobody who was paid nothing', () => {
    const decided = notifySmallTalk({ awarded: 0, paid: {} }, {}, [ann], context());
    expect(decided).toStrictEqual({ ok: true, value: [ann], writes: NOTHING });
  });
});
