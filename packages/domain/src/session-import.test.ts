import { describe, expect, it } from 'vitest';
import { judgeSessionRows, type SessionCsvRow, sessionRowRefusalText } from './session-import.ts';

/** The venue's clock as UTC+1 (a fixed offset is enough to see the conversion used). */
const toInstant = (wall: string) => Date.parse(`${wall}:00+01:00`);
const context = {
  speakers: [
    { id: 'ada', name: 'Ada Lovelace' },
    { id: 'grace', name: 'Grace Hopper ' },
  ],
  toInstant,
};
const good: SessionCsvRow = {
  title: ' Opening keynote ',
  description: 'Why we are here',
  date: '2026-12-03',
  start: '9:30',
  end: '10:15',
  room: 'Main stage',
  track: 'Business',
  speakers: 'ada lovelace; Grace Hopper',
  capacity: '200',
};

describe('judgeSessionRows', () => {
  it('reads a good row on the venue’s clock, its speakers by name', () => {
    expect(judgeSessionRows([good], context)).toEqual([
      {
        ok: true,
        row: 2,
        session: {
          title: 'Opening keynote',
          description: 'Why we are here',
          startsAt: Date.UTC(2026, 11, 3, 8, 30),
          endsAt: Date.UTC(2026, 11, 3, 9, 15),
          room: 'Main stage',
          track: 'Business',
          speakerIds: ['ada', 'grace'],
          capacity: 200,
        },
      },
    ]);
  });

  it('takes a row with no speakers and no capacity', () => {
    const [verdict] = judgeSessionRows([{ ...good, speakers: ' ', capacity: '' }], context);
    expect(verdict).toMatchObject({ ok: true, session: { speakerIds: [], capacity: null } });
  });

  it.each([
    ['a date that is not one', { date: '03/12/2026' }, 'bad-date'],
    ['a start that is not a time', { start: '9.30' }, 'bad-time'],
    ['an end that is not a time', { end: '25:00' }, 'bad-time'],
    ['a capacity in words', { capacity: 'many' }, 'bad-capacity'],
    ['a capacity of 0', { capacity: '0' }, 'bad-capacity'],
    ['a speaker not on the list', { speakers: 'Ada Lovelace; Bob' }, 'unknown-speaker'],
    ['an empty room', { room: ' ' }, 'bad-field'],
    ['an end before the start', { end: '09:00' }, 'session-ends-before-start'],
  ])('refuses %s, in words, by its row', (_name, change, error) => {
    const verdicts = judgeSessionRows([good, { ...good, ...change }], context);
    expect(verdicts[1]).toEqual({ ok: false, row: 3, title: 'Opening keynote', error });
    expect(sessionRowRefusalText(error as never)).not.toBe('');
  });

  it('says each refusal in words: its own, or the catalogue’s', () => {
    expect(sessionRowRefusalText('bad-date')).toBe('The date is not a date like 2026-12-03');
    expect(sessionRowRefusalText('session-ends-before-start')).toMatch(/ends after it starts/);
  });
});
