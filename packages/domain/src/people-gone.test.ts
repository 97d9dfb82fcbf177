import { describe, expect, it } from 'vitest';
import { addPeopleGone, NO_PEOPLE_TRACES } from './people-gone.ts';
import { WriteSet } from './plan.ts';
import type { StoredMeeting } from './store/people.ts';

const meeting = (over: Partial<StoredMeeting>): StoredMeeting => ({
  eventId: 'summit',
  from: 'pAnn',
  fromKey: 'ann',
  fromName: 'Ann',
  to: 'pBob',
  toKey: 'bob',
  toName: 'Bob',
  start: 1000,
  end: 2000,
  state: 'accepted',
  at: 1,
  ...over,
});

const gone = (traces: Parameters<typeof addPeopleGone>[3]) =>
  addPeopleGone(new WriteSet(), 'ann', { eventId: 'summit', publicId: 'pAnn' }, traces).writes();

describe('addPeopleGone', () => {
  it('takes the entry, its interest lines, every meeting whole and the check-ins', () => {
    expect(
      gone({
        entry: {
          name: 'Ann',
          n: 'ann',
          company: 'Acme',
          c: 'acme',
          department: 'Ops',
          teamName: 'AGILE',
          interests: ['Design', 'A.I.'],
        },
        meetings: {
          m1: meeting({}),
          m2: meeting({ from: 'pCat', fromKey: 'cat', to: 'pAnn', toKey: 'ann', state: 'met' }),
          m3: null,
        },
        visits: { s1: { at: 5, rating: 4 } },
        conversations: { 'pAnn~pBob': 'bob', 'pAnn~pDan': null },
      }),
    ).toStrictEqual({
      sets: {
        'directory/summit/pAnn': null,
        'meetingBusy/summit/pAnn': null,
        'schedules/ann': null,
        'sessionVisits/ann': null,
        'directoryInterests/summit/design/pAnn': null,
        'directoryInterests/summit/a_i_/pAnn': null,
        'meetings/summit/m1': null,
        'users/bob/meetings/m1': null,
        'meetingBusy/summit/pBob/m1': null,
        'meetingPaid/summit/pAnn~pBob': null,
        'meetings/summit/m2': null,
        'users/cat/meetings/m2': null,
        'meetingBusy/summit/pCat/m2': null,
        'meetingPaid/summit/pAnn~pCat': null,
        'meetings/summit/m3': null,
        'sessionAttendance/summit/s1/people/ann': null,
        'conversations/summit/pAnn~pBob': null,
        'inboxes/bob/pAnn~pBob': null,
        'conversations/summit/pAnn~pDan': null,
        'inboxes/ann': null,
      },
      increments: {},
    });
  });

  it('with nothing left in them, takes only the person’s own nodes', () => {
    expect(Object.keys(gone(NO_PEOPLE_TRACES).sets)).toStrictEqual([
      'directory/summit/pAnn',
      'meetingBusy/summit/pAnn',
      'schedules/ann',
      'sessionVisits/ann',
      'inboxes/ann',
    ]);
  });
});
