import { describe, expect, it } from 'vitest';
import { NOTIFICATION_CAP } from './games.ts';
import { decideHandover } from './prize-desk.ts';
import { SERVER_TIME } from './store/node.ts';

const NOTHING = { sets: {}, increments: {} };
/** Push ids in order (id1, id2, …), so a plan's paths are known in advance. */
const ids = () => {
  let n = 0;
  return { newId: () => `id${++n}` };
};

describe('decideHandover', () => {
  const actor = { by: 'kboss' };
  const purchase = { key: 'kb', requestId: 'r1', prizeName: 'Mug' };
  const handover = (state: Parameters<typeof decideHandover>[0], target: 'allocated' | 'claimed') =>
    decideHandover(state, purchase, [], 'summit', 's1', target, actor, ids());

  it.each([
    ['bought', 'allocated', 'allocatedAt', 'isPrizeAllocated'],
    ['allocated', 'claimed', 'claimedAt', 'isPrizeClaimed'],
  ] as const)('%s -> %s stamps %s, tells the attendee and sets %s', (from, to, stamp, flag) => {
    expect(handover(from, to)).toStrictEqual({
      ok: true,
      value: { state: to },
      next: to,
      writes: {
        sets: {
          [`purchases/summit/s1/${stamp}`]: SERVER_TIME,
          'users/kb/games/act04/requests/r1/handover': to,
          [`users/kb/metadata/${flag}`]: true,
          'audit/events/summit/id1': {
            at: SERVER_TIME,
            by: 'kboss',
            action: 'prize.handover',
            target: 's1',
            before: `{"name":"Mug","state":"${from}"}`,
            after: `{"name":"Mug","state":"${to}"}`,
          },
          // Allocated, the prize waits at the desk: a notice says so. Claimed, it is in their hands.
          ...(to === 'allocated'
            ? {
                'users/kb/notifications/id2': {
                  kind: 'prize',
                  text: 'Your Mug is set aside for you: collect it at the prize desk.',
                  message: 'prizeSetAside',
                  params: { prize: 'Mug' },
                  at: SERVER_TIME,
                },
              }
            : {}),
        },
        increments: {},
      },
    });
  });

  it.each([
    ['bought', 'claimed', 'not allocated yet'],
    ['allocated', 'allocated', 'already allocated'],
    ['claimed', 'allocated', 'already claimed'],
    ['claimed', 'claimed', 'already claimed'],
  ] as const)('%s -> %s is refused (%s) and writes nothing', (from, to, detail) => {
    expect(handover(from, to)).toStrictEqual({
      ok: false,
      error: 'illegal-transition',
      detail,
      writes: NOTHING,
    });
  });

  it('a desk record from before sale ids (keyed by its request id) tells the attendee there', () => {
    expect(
      decideHandover(
        'bought',
        { key: 'kb', prizeName: 'Mug' },
        [],
        'summit',
        'r9',
        'allocated',
        actor,
        ids(),
      ),
    ).toMatchObject({
      writes: { sets: { 'users/kb/games/act04/requests/r9/handover': 'allocated' } },
    });
  });

  it('the notice keeps the attendee to their newest notifications', () => {
    const full = Array.from(
      { length: NOTIFICATION_CAP },
      (_, n) => `n${String(n).padStart(2, '0')}`,
    );
    const decided = decideHandover(
      'bought',
      purchase,
      full,
      'summit',
      's1',
      'allocated',
      actor,
      ids(),
    );
    expect(decided).toMatchObject({ writes: { sets: { 'users/kb/notifications/n00': null } } });
  });

  it('a purchase the desk does not have is not-found', () => {
    expect(handover(null, 'allocated')).toMatchObject({ ok: false, error: 'not-found' });
    expect(
      decideHandover('bought', null, [], 'summit', 'r1', 'allocated', actor, ids()),
    ).toMatchObject({ ok: false, error: 'not-found', detail: 'purchase' });
  });
});
