import { describe, expect, it } from 'vitest';
import {
  checkMeetingScan,
  decideMeetingMet,
  MEETING_CHECK_IN_GRACE_MS,
  meetingItems,
  meetingPair,
} from './meeting-check-in.ts';
import type { SetMeetingsInput } from './meeting-inputs.ts';
import { decideMeetingSetup } from './meeting-setup.ts';
import {
  claimBusy,
  decideMeetingAnswer,
  decideMeetingRequest,
  releaseBusy,
  slotsOf,
  spotsOf,
  takeBackRequest,
} from './meetings.ts';
import type { Context } from './plan.ts';
import type { MeetingSetup, StoredMeeting } from './store/people.ts';

const MIN = 60_000;
const T0 = 1_800_000_000_000;
let ids = 0;
const ctx = (now = T0 - 60 * MIN): Context => ({
  now,
  newId: () => `id${++ids}`,
  random: () => 0.5,
});
const setup: MeetingSetup = {
  slotMinutes: 15,
  windows: [
    { start: T0 + 60 * MIN, end: T0 + 90 * MIN },
    { start: T0, end: T0 + 40 * MIN },
  ],
  spots: ['Lounge', 'Booth 4'],
};

describe('meeting slots and spots', () => {
  it('cuts each window into slots, in time order, leaving a short rest out', () => {
    expect(slotsOf(setup).map((s) => (s.start - T0) / MIN)).toEqual([0, 15, 60, 75]);
    expect(slotsOf(setup)[0]).toEqual({ start: T0, end: T0 + 15 * MIN });
    expect(slotsOf(null)).toEqual([]);
    expect(slotsOf({ slotMinutes: 15 })).toEqual([]);
    expect(spotsOf(setup)).toEqual(['Lounge', 'Booth 4']);
    expect(spotsOf({ slotMinutes: 15 })).toEqual([]);
  });

  const input = (over: Partial<SetMeetingsInput> = {}): SetMeetingsInput => ({
    eventId: 'summit',
    slotMinutes: 15,
    windows: [{ start: T0, end: T0 + 60 * MIN }],
    spots: ['Lounge'],
    ...over,
  });

  it('stores a setup with the windows in order', () => {
    const plan = decideMeetingSetup(
      input({
        windows: [
          { start: T0 + 90 * MIN, end: T0 + 120 * MIN },
          { start: T0, end: T0 + 60 * MIN },
        ],
      }),
      true,
    );
    expect(plan.ok && slotsOf(plan.value)[0]?.start).toBe(T0);
    expect(plan.writes.sets['events/summit/meetings']).toEqual(plan.ok && plan.value);
  });

  it.each([
    [
      'a window shorter than a slot',
      input({ windows: [{ start: T0, end: T0 + 10 * MIN }] }),
      'meeting-windows',
    ],
    [
      'overlapping windows',
      input({
        windows: [
          { start: T0, end: T0 + 60 * MIN },
          { start: T0 + 30 * MIN, end: T0 + 90 * MIN },
        ],
      }),
      'meeting-windows',
    ],
    [
      'too many slots',
      input({ slotMinutes: 5, windows: [{ start: T0, end: T0 + 5 * MIN * 401 }] }),
      'meeting-windows',
    ],
    ['a spot twice', input({ spots: ['Lounge', 'lounge'] }), 'invalid-argument'],
  ])('refuses %s', (_name, given, code) => {
    expect(decideMeetingSetup(given, true)).toMatchObject({ ok: false, error: code });
  });

  it('refuses an event that does not exist', () => {
    expect(decideMeetingSetup(input(), false)).toMatchObject({ ok: false, error: 'not-found' });
  });
});

const me = { key: 'k-ann', publicId: 'p-ann', name: 'Ann', notifications: [], eventId: 'summit' };
const bob = { key: 'k-bob', publicId: 'p-bob', name: 'Bob', notifications: ['n1'] };
const free = { mine: null, theirs: null };
const copy = {
  with: 'p-cas',
  withName: 'Cas',
  asked: true,
  start: T0,
  end: T0 + 15 * MIN,
  myTurn: false,
};
const ask = (
  over: Partial<Parameters<typeof decideMeetingRequest>[0]> = {},
  start = T0,
  spot?: string,
) =>
  decideMeetingRequest(
    { setup, me, them: bob, busy: free, myMeetings: null, ...over },
    { with: 'p-bob', start, ...(spot === undefined ? {} : { spot }) },
    ctx(),
  );

describe('asking for a meeting', () => {
  it('writes the meeting, both copies, and tells the asked side', () => {
    const plan = ask({}, T0, 'Lounge');
    expect(plan.ok).toBe(true);
    const id = plan.ok ? plan.value.meetingId : '';
    expect(plan.writes.sets[`meetings/summit/${id}`]).toMatchObject({
      from: 'p-ann',
      to: 'p-bob',
      start: T0,
      end: T0 + 15 * MIN,
      spot: 'Lounge',
      state: 'requested',
      awaiting: 'p-bob',
    });
    expect(plan.writes.sets[`users/k-ann/meetings/${id}`]).toEqual({
      with: 'p-bob',
      withName: 'Bob',
      asked: true,
      start: T0,
      end: T0 + 15 * MIN,
      spot: 'Lounge',
      state: 'requested',
      myTurn: false,
    });
    expect(plan.writes.sets[`users/k-bob/meetings/${id}`]).toMatchObject({
      asked: false,
      myTurn: true,
    });
    expect(Object.values(plan.writes.sets)).toContainEqual(
      expect.objectContaining({
        kind: 'request',
        text: 'Ann asked you for a meeting: see My meetings',
      }),
    );
    expect(ask({}, T0).writes.sets).not.toHaveProperty(`users/k-ann/meetings/${id}/spot`);
  });

  it('asks again once the open request between the two is answered, and others meanwhile', () => {
    const declined = { ...copy, with: 'p-bob', state: 'declined' } as const;
    const other = { ...copy, state: 'requested' } as const;
    expect(ask({ myMeetings: { m: declined, n: other } }).ok).toBe(true);
  });

  it.each([
    ['someone not listed', ask({ them: null }), 'not-listed'],
    ['oneself', ask({ them: { ...bob, key: 'k-ann' } }), 'self-scan'],
    ['a time that is no slot', ask({}, T0 + 5 * MIN), 'meeting-slot'],
    [
      'a slot already begun',
      decideMeetingRequest(
        { setup, me, them: bob, busy: free, myMeetings: null },
        { with: 'p-bob', start: T0 },
        ctx(T0),
      ),
      'meeting-slot',
    ],
    ['a spot the organisers did not name', ask({}, T0, 'Roof'), 'invalid-argument'],
    [
      'a slot the asker holds',
      ask({ busy: { mine: { m: { start: T0 + 10 * MIN, end: T0 + 25 * MIN } }, theirs: null } }),
      'meeting-overlap',
    ],
    [
      'a request while one between the two is open',
      ask({ myMeetings: { m: { ...copy, with: 'p-bob', state: 'requested' } } }),
      'meeting-asked',
    ],
    [
      'a slot the asked side holds',
      ask({ busy: { mine: null, theirs: { m: { start: T0, end: T0 + 15 * MIN } } } }),
      'meeting-overlap',
    ],
  ])('refuses %s, writing nothing', (_name, plan, code) => {
    expect(plan).toMatchObject({ ok: false, error: code });
    expect(plan.writes.sets).toEqual({});
  });
});

const meeting: StoredMeeting = {
  eventId: 'summit',
  from: 'p-ann',
  fromKey: 'k-ann',
  fromName: 'Ann',
  to: 'p-bob',
  toKey: 'k-bob',
  toName: 'Bob',
  start: T0,
  end: T0 + 15 * MIN,
  state: 'requested',
  awaiting: 'p-bob',
  at: T0 - 100 * MIN,
};
const answer = (
  current: StoredMeeting | null,
  caller: string,
  action: 'accept' | 'decline' | 'propose',
  start?: number,
) =>
  decideMeetingAnswer(
    current,
    {
      id: 'm1',
      caller: { key: caller },
      otherNotifications: [],
      setup,
      held: action === 'accept' ? { start: current?.start ?? 0, end: current?.end ?? 0 } : null,
    },
    { meetingId: 'm1', action, ...(start === undefined ? {} : { start }) },
    ctx(),
  );

describe('a request whose asked person was removed as it was written', () => {
  it('is taken back whole: the meeting, the asker’s copy, and all under the removed key', () => {
    const request = { eventId: 'summit', fromKey: 'k-ann', toKey: 'k-bob' };
    expect(takeBackRequest(request, 'm1').writes()).toEqual({
      sets: { 'meetings/summit/m1': null, 'users/k-ann/meetings/m1': null, 'users/k-bob': null },
      increments: {},
    });
  });
});

describe('answering a meeting', () => {
  it('accepts: closed, both copies accepted, the asker told', () => {
    const plan = answer(meeting, 'k-bob', 'accept');
    expect(plan).toMatchObject({ ok: true, value: { state: 'accepted' } });
    expect(plan.next).not.toHaveProperty('awaiting');
    expect(plan.next?.state).toBe('accepted');
    expect(plan.writes.sets['users/k-ann/meetings/m1']).toMatchObject({
      state: 'accepted',
      myTurn: false,
    });
    expect(Object.values(plan.writes.sets)).toContainEqual(
      expect.objectContaining({ text: 'Bob accepted your meeting: see My meetings' }),
    );
  });

  it('declines', () => {
    expect(answer(meeting, 'k-bob', 'decline').next?.state).toBe('declined');
  });

  it('refuses an accept whose held slot is no longer the meeting’s (moved meanwhile)', () => {
    const held = { start: meeting.start, end: meeting.end };
    const moved = { ...meeting, start: T0 + 30 * MIN, end: T0 + 45 * MIN };
    const plan = decideMeetingAnswer(
      moved,
      { id: 'm1', caller: { key: 'k-bob' }, otherNotifications: [], setup, held },
      { meetingId: 'm1', action: 'accept' },
      ctx(),
    );
    expect(plan).toMatchObject({ ok: false, error: 'illegal-transition' });
    expect(plan.writes.sets).toEqual({});
  });

  it('accepts only a slot the setup still offers and that has not begun', () => {
    const accepting = (current: StoredMeeting, now: number, offered = setup) =>
      decideMeetingAnswer(
        current,
        {
          id: 'm1',
          caller: { key: 'k-bob' },
          otherNotifications: [],
          setup: offered,
          held: { start: current.start, end: current.end },
        },
        { meetingId: 'm1', action: 'accept' },
        ctx(now),
      );
    expect(accepting(meeting, T0 + MIN)).toMatchObject({ ok: false, error: 'meeting-slot' });
    const withdrawn = { ...setup, windows: [{ start: T0 + 60 * MIN, end: T0 + 90 * MIN }] };
    expect(accepting(meeting, T0 - MIN, withdrawn)).toMatchObject({
      ok: false,
      error: 'meeting-slot',
    });
    expect(accepting(meeting, T0 - MIN)).toMatchObject({ ok: true });
  });

  it('names the caller as the meeting names them, an alias never undone', () => {
    const aliased = { ...meeting, fromName: 'Quiet Fox', toName: 'Night Owl' };
    const texts = (plan: ReturnType<typeof answer>) => JSON.stringify(plan.writes.sets);
    expect(texts(answer(aliased, 'k-bob', 'decline'))).toContain('Night Owl declined');
    const back = { ...aliased, awaiting: 'p-ann' };
    expect(texts(answer(back, 'k-ann', 'accept'))).toContain('Quiet Fox accepted');
  });

  it('proposes another slot: then it is the asker’s turn', () => {
    const plan = answer(meeting, 'k-bob', 'propose', T0 + 60 * MIN);
    expect(plan.next).toMatchObject({
      start: T0 + 60 * MIN,
      end: T0 + 75 * MIN,
      awaiting: 'p-ann',
    });
    expect(plan.writes.sets['users/k-ann/meetings/m1']).toMatchObject({ myTurn: true });
    const back = answer(plan.next ?? null, 'k-ann', 'accept');
    expect(back.next?.state).toBe('accepted');
  });

  it('answers an accept again as accepted, changing nothing', () => {
    const plan = answer({ ...meeting, state: 'accepted' }, 'k-bob', 'accept');
    expect(plan).toMatchObject({ ok: true, value: { state: 'accepted' } });
    expect(plan.next).toBeUndefined();
  });

  it.each([
    ['a meeting that is not there', answer(null, 'k-bob', 'accept'), 'not-found'],
    ['someone else’s meeting', answer(meeting, 'k-eve', 'accept'), 'not-found'],
    ['the asker answering their own request', answer(meeting, 'k-ann', 'accept'), 'meeting-turn'],
    [
      'a declined meeting',
      answer({ ...meeting, state: 'declined' }, 'k-bob', 'accept'),
      'illegal-transition',
    ],
    ['a proposal of no slot', answer(meeting, 'k-bob', 'propose'), 'meeting-slot'],
  ])('refuses %s', (_name, plan, code) => {
    expect(plan).toMatchObject({ ok: false, error: code });
    expect(plan.next).toBeUndefined();
  });
});

describe('busy slots', () => {
  const slot = { start: T0, end: T0 + 15 * MIN };
  it('takes a free slot, takes the same meeting again, refuses an overlapping one', () => {
    const first = claimBusy(null, 'm1', slot);
    expect(first.next).toEqual({ m1: slot });
    expect(claimBusy(first.next ?? null, 'm1', slot).ok).toBe(true);
    expect(
      claimBusy(first.next ?? null, 'm2', { start: T0 + 14 * MIN, end: T0 + 29 * MIN }),
    ).toMatchObject({
      ok: false,
      error: 'meeting-overlap',
    });
    expect(
      claimBusy(first.next ?? null, 'm2', { start: T0 + 15 * MIN, end: T0 + 30 * MIN }).ok,
    ).toBe(true);
  });

  it('gives a slot back', () => {
    expect(releaseBusy({ m1: slot, m2: slot }, 'm1').next).toEqual({ m2: slot });
    expect(releaseBusy(null, 'm1').next).toEqual({});
  });
});

describe('a meeting that took place', () => {
  const accepted: StoredMeeting = { ...meeting, state: 'accepted' };
  it.each([
    ['during the slot', accepted, 'k-ann', 'k-bob', T0 + MIN, true],
    ['just before it', accepted, 'k-bob', 'k-ann', T0 - MEETING_CHECK_IN_GRACE_MS, true],
    [
      'too early',
      accepted,
      'k-ann',
      'k-bob',
      T0 - MEETING_CHECK_IN_GRACE_MS - 1,
      'meeting-not-now',
    ],
    [
      'too late',
      accepted,
      'k-ann',
      'k-bob',
      T0 + 15 * MIN + MEETING_CHECK_IN_GRACE_MS + 1,
      'meeting-not-now',
    ],
    ['a third person’s code', accepted, 'k-ann', 'k-eve', T0, 'invalid-qr'],
    ['by someone not in it', accepted, 'k-eve', 'k-ann', T0, 'not-found'],
    ['not accepted', meeting, 'k-ann', 'k-bob', T0, 'illegal-transition'],
    ['again once met', { ...accepted, state: 'met' as const }, 'k-ann', 'k-bob', T0, true],
    ['no meeting', null, 'k-ann', 'k-bob', T0, 'not-found'],
  ])('is checked in %s', (_name, current, caller, scanned, now, outcome) => {
    const plan = checkMeetingScan(current, caller, scanned, now);
    if (outcome === true) expect(plan.ok).toBe(true);
    else expect(plan).toMatchObject({ ok: false, error: outcome });
  });

  const profile = (name: string, publicId: string) => ({
    eventId: 'summit',
    teamName: 'AGILE' as const,
    name,
    publicId,
  });
  /** The event's table's value, not the default: the plan pays what the table says. */
  const PAID = 45;
  const met = (paid: string | null, current = accepted, callerKey = 'k-ann') =>
    decideMeetingMet(
      paid,
      {
        id: 'm1',
        meeting: current,
        from: profile('Ann', 'p-ann'),
        to: profile('Bob', 'p-bob'),
        callerKey,
        otherNotifications: [],
      },
      ctx(T0),
      { meeting: PAID },
    );

  it('pays both sides the event’s meeting points once per pair and marks it met', () => {
    const plan = met(null);
    expect(plan).toMatchObject({ ok: true, value: { awarded: PAID }, next: 'm1' });
    expect(plan.writes.increments).toMatchObject({
      'users/k-ann/games/act04/totalPoints': PAID,
      'users/k-bob/games/act04/totalPoints': PAID,
    });
    expect(plan.writes.sets['meetings/summit/m1']).toMatchObject({ state: 'met' });
    expect(Object.values(plan.writes.sets)).toContainEqual(
      expect.objectContaining({ text: 'Ann checked in your meeting', points: PAID }),
    );
    expect(Object.values(met(null, accepted, 'k-bob').writes.sets)).toContainEqual(
      expect.objectContaining({ text: 'Bob checked in your meeting' }),
    );
  });

  it('pays nothing for a pair’s second meeting, nor for a meeting met already', () => {
    const second = met('m0');
    expect(second).toMatchObject({ ok: true, value: { awarded: 0 }, next: 'm0' });
    expect(second.writes.increments).toEqual({});
    expect(met(null, { ...accepted, state: 'met' })).toMatchObject({ value: { awarded: 0 } });
  });

  it('names a pair the same whoever asked', () => {
    expect(meetingPair(meeting)).toBe(meetingPair({ ...meeting, from: 'p-bob', to: 'p-ann' }));
  });
});

describe('meetings for the calendar', () => {
  const mine = { ...copy, with: 'p-bob', withName: 'Bob' };
  it('takes the accepted and met meetings, at their spot or any', () => {
    const items = meetingItems(
      'summit',
      [
        { ...mine, id: 'm1', state: 'accepted', spot: 'Lounge' },
        { ...mine, id: 'm2', state: 'met' },
        { ...mine, id: 'm3', state: 'requested' },
        { ...mine, id: 'm4', state: 'declined' },
      ],
      { title: (name) => `Meeting with ${name}`, anySpot: 'To agree' },
    );
    expect(items).toEqual([
      {
        title: 'Meeting with Bob',
        start: T0,
        end: T0 + 15 * MIN,
        location: 'Lounge',
        uid: 'summit-meeting-m1@engage',
      },
      expect.objectContaining({ location: 'To agree', uid: 'summit-meeting-m2@engage' }),
    ]);
  });
});
