import { params } from '@nanostores/i18n';
import { i18n } from '../../lib/i18n/i18n.ts';

/** The attendee's agenda words: the screen, its cards, filters and calendar file. */
export const agendaWords = i18n('agenda', {
  title: 'Agenda',
  loading: 'Loading the programme',
  empty: 'The programme is not published yet: sessions appear here as the organiser adds them.',
  refused: 'The programme could not be loaded. Check your connection and try again.',
  now: 'Now',
  next: 'Next',
  nothingNow: 'Nothing is on right now.',
  nothingNext: 'No more sessions today.',
  filters: 'Filters',
  track: 'Track',
  room: 'Room',
  every: 'All',
  mine: 'My schedule only',
  speakerFilter: params('Sessions of {name}'),
  clearSpeaker: 'Show every session',
  star: params('Add “{title}” to my schedule'),
  unstar: params('Remove “{title}” from my schedule'),
  overlap: 'Overlaps another session in your schedule',
  overlaps: 'Two or more sessions in your schedule overlap: you can be in one at a time.',
  noMatch: 'No session matches these filters.',
  calendar: 'Add my schedule to my calendar (.ics)',
  calendarHint: 'Star sessions to add them to your calendar.',
  meetingsTitle: 'My meetings in my schedule',
  meetingMark: 'Meeting',
  meetingWith: params('Meeting with {name}'),
  anySpot: 'Spot to agree together',
  mySessions: 'My sessions: check-ins and ratings',
  myMeetings: 'My meetings: requests and answers',
  mineLabel: 'My sessions and meetings',
  seats: params('{count} seats'),
  speakers: params('With {names}'),
  minutes: params('{count} min'),
});

/** The home screen's and the projector's lines about the programme. */
export const agendaHomeWords = i18n('agendaHome', {
  title: 'On the agenda',
  open: 'Open the agenda',
  roomsTitle: 'Now in each room',
  until: params('until {time}'),
  from: params('from {time}'),
  free: 'Nothing on now',
});
