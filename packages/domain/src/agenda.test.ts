import { describe, expect, it } from 'vitest';
import {
  agendaChoices,
  byDayAndTrack,
  filterSessions,
  nowAndNext,
  nowInEachRoom,
  overlapping,
} from './agenda.ts';
import type { Session } from './sessions.ts';

const M = 60_000;
const T0 = Date.UTC(2026, 11, 3, 9);
const at = (
  id: string,
  start: number,
  minutes: number,
  room: string,
  track: string,
  speakerIds: string[] = [],
): Session => ({
  id,
  title: id,
  description: '',
  startsAt: T0 + start * M,
  endsAt: T0 + (start + minutes) * M,
  room,
  track,
  speakerIds,
  capacity: null,
});
const keynote = at('keynote', 0, 60, 'Main', 'Business', ['ada']);
const workshop = at('workshop', 30, 60, 'Lab', 'Tech', ['grace']);
const panel = at('panel', 90, 45, 'Main', 'Business');
const talk = at('talk', 90, 30, 'Lab', 'Tech', ['ada']);
const dayTwo = at('day-two', 24 * 60, 60, 'Main', 'Tech');
const PROGRAMME = [keynote, workshop, panel, talk, dayTwo];

describe('nowAndNext', () => {
  it.each([
    ['before the day', -10, [], ['keynote']],
    ['in the keynote', 10, ['keynote'], ['workshop']],
    ['as two run', 45, ['keynote', 'workshop'], ['panel', 'talk']],
    ['as the keynote ends', 60, ['workshop'], ['panel', 'talk']],
    ['after the last', 25 * 60, [], []],
  ])('%s', (_name, minute, now, next) => {
    const answer = nowAndNext(PROGRAMME, T0 + minute * M);
    expect(answer.now.map((s) => s.id)).toEqual(now);
    expect(answer.next.map((s) => s.id)).toEqual(next);
  });
});

describe('nowInEachRoom', () => {
  it('names each room’s session now, else its next', () => {
    expect(
      nowInEachRoom(PROGRAMME, T0 + 10 * M).map((r) => [r.room, r.now?.id, r.next?.id]),
    ).toEqual([
      ['Lab', undefined, 'workshop'],
      ['Main', 'keynote', 'panel'],
    ]);
    expect(nowInEachRoom(PROGRAMME, T0 + 50 * 60 * M)).toEqual([
      { room: 'Lab', now: null, next: null },
      { room: 'Main', now: null, next: null },
    ]);
  });
});

describe('filters', () => {
  it.each([
    [{}, ['keynote', 'workshop', 'panel', 'talk', 'day-two']],
    [{ track: 'Tech' }, ['workshop', 'talk', 'day-two']],
    [{ room: 'Main', track: 'Business' }, ['keynote', 'panel']],
    [{ speaker: 'ada' }, ['keynote', 'talk']],
    [{ only: new Set(['panel', 'talk']) }, ['panel', 'talk']],
  ])('%j keeps %j', (filter, ids) => {
    expect(filterSessions(PROGRAMME, filter).map((s) => s.id)).toEqual(ids);
  });

  it('offers the tracks and rooms there are', () => {
    expect(agendaChoices(PROGRAMME)).toEqual({
      tracks: ['Business', 'Tech'],
      rooms: ['Lab', 'Main'],
    });
  });
});

describe('byDayAndTrack', () => {
  it('groups the programme by day, then by track', () => {
    const days = byDayAndTrack(PROGRAMME, (instant) =>
      new Date(instant).toISOString().slice(0, 10),
    );
    expect(
      days.map((d) => [d.day, d.tracks.map((t) => [t.track, t.sessions.map((s) => s.id)])]),
    ).toEqual([
      [
        '2026-12-03',
        [
          ['Business', ['keynote', 'panel']],
          ['Tech', ['workshop', 'talk']],
        ],
      ],
      ['2026-12-04', [['Tech', ['day-two']]]],
    ]);
  });
});

describe('overlapping', () => {
  it('finds the starred sessions that clash, and not those that touch', () => {
    expect([...overlapping([keynote, workshop, panel])].sort()).toEqual(['keynote', 'workshop']);
    expect(overlapping([keynote, panel]).size).toBe(0);
    expect(overlapping([panel, talk]).size).toBe(2);
  });
});
