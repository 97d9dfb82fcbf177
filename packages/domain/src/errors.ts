/**
 * The error catalogue (product spec section 8). Every user-facing text lives here, spelled exactly
 * as the spec writes it; screens and functions look messages up by code and never retype them.
 */
export const ERROR_MESSAGES = {
  'registration-limit-reached': 'registration limit reached',
  'duplicate-user': 'duplicate user',
  'no-event': 'no-event',
  'invalid-colour': 'invalid colour',
  disconnected: 'Disconnected. Try Connecting With Someone Again!',
  'level-up-short':
    "You do not have enough points to level up but don't worry, you can earn extra points by playing Network Bingo!",
  'storage/unauthenticated': 'unauthenticated',
  'storage/unauthorized': 'unauthorized',
  'storage/quota-exceeded': 'quota exceeded',
  'storage/object-not-found': 'object not found',
  'storage/retry-limit-exceeded': 'retry limit exceeded',
  'external-navigation': 'Navigating to an external URL needs the explicit external flag',
  'unsafe-link': 'That link is not a secure web address (https), so it was not opened',
  'chunk-load-failed': 'A part of the app failed to load',
  unauthenticated: 'You need to sign in first',
  'not-admin': 'Only organisers can do this',
  'invalid-argument': 'The request is not valid',
  'illegal-transition': 'That step is not possible from here',
  'invalid-user-key': 'That user key is not valid',
  'invalid-email': 'That email address is not valid',
  'invalid-qr': 'That QR code is not one of ours',
  'invalid-path': 'That path segment is not allowed',
  'invalid-theme': 'That colour scheme is not valid',
  'self-scan': 'That’s you: scan someone else’s code',
  'qr-expired': 'That code has expired: ask them to show their code again',
  'scan-too-old': 'That scan waited too long to be sent: scan their code again',
  'not-in-event': 'That attendee is not in this event',
  'request-expired': 'That request has expired: ask again',
  'already-connected': 'You are already connected with this attendee: no new points',
  'already-completed': 'You have already completed this game',
  'insufficient-points': 'You do not have enough points for this prize',
  'out-of-stock': 'This prize is out of stock',
  'below-spent':
    'That would take away points this attendee has already spent: the balance cannot go below zero',
  'not-found': 'Not found',
  'rate-limited': 'Too many requests in a short time. Wait a few seconds and try again',
  'otp-invalid': 'That code is not right',
  'otp-expired': 'That code has expired. Ask for a new one',
  'otp-too-many-attempts': 'Too many wrong codes. Ask for a new one',
  'wrong-credentials': 'The email or password is not right',
  'weak-password': 'The password does not follow the rules below',
  'event-required': 'Open the registration link of your event: it names the event',
  'no-photo': 'Upload a photo first',
  'event-exists': 'An event with that id already exists: choose another id',
  'organiser-rights-full': 'That would give an organiser more events than a sign-in can hold',
  'name-required': 'Enter your name: other attendees see it on the leaderboard and in the games',
  'nothing-to-void': 'This attendee has no awards left to void',
  'chat-full': 'You have written all the messages one small talk takes',
  'email-not-verified':
    'Confirm your email address: open the link we sent you, and your registration carries on by itself.',
  'invalid-invitation-code': 'That invitation code is not right: check it with your organiser',
  'not-admitted':
    'This event’s company does not admit your address: enter the invitation code your organiser gave you, or register with your work email',
  'registration-declined': 'The organiser declined this registration',
  'not-rep': 'Only sponsor representatives can do this',
  'seats-full':
    'Every seat of this company is taken: release a seat or raise the user limit, then approve again',
  'announcement-empty': 'Write the announcement first',
  'announcement-too-long': 'An announcement is at most 280 characters: shorten it',
  'announcement-too-soon': 'One announcement a minute: wait a minute, then send the next',
  'announcement-hour-full':
    'Ten announcements an hour is the most: wait a while, then send the next',
  'kiosk-revoked': 'This kiosk link was revoked or does not exist: ask an organiser for a new one',
  'invitation-invalid': 'Invitation link not valid for this address',
  'invitation-used': 'Invitation link used or expired: sign in with a code',
  'team-has-members': 'This team has members, so it cannot be removed',
  'team-name-taken': 'Another team of this event has that name: choose another',
  'team-colour-taken': 'That colour already has a team: choose an unused colour',
  'video-type': 'A welcome video must be an MP4 or WebM file',
  'video-too-large': 'A welcome video is at most 25 MB: shorten or compress it',
  'quiz-empty': 'Write a trivia question first: a quiz round is made of the event’s questions',
  'quiz-live': 'A quiz round is already live: end it before starting another',
  'quiz-open': 'The question’s countdown is still running: reveal it once it ends',
  'quiz-closed': 'This question has closed: answers are no longer taken',
  'quiz-answered': 'You have already answered this question',
  'trivia-in-quiz':
    'This question is in the live quiz now: answer it there, then here once it is revealed',
  'checkin-code-expired': 'That check-in code has expired: scan the code on the screen again',
  'checkin-too-early':
    'Check-in opens 10 minutes before the session starts: scan the code again then',
  'checkin-closed': 'This session has ended: check-in is closed',
  'session-not-attended': 'Only attendees who checked in to this session can rate it',
  'session-not-ended': 'You can rate this session once it has ended',
  'session-rated': 'You have already rated this session',
  'session-ends-before-start': 'A session ends after it starts: check its start and end times',
  'session-too-long': 'A session lasts a day at the most: check its start and end times',
  'session-unknown-speaker':
    'That speaker is not one of this event’s speakers: add them under Speakers first',
  'sessions-full': 'An event holds at most 1,000 sessions: remove one before adding another',
  'organiser-self-delete':
    'An organiser’s account is removed by another organiser, not deleted from the profile',
  'delete-unconfirmed': 'Type the word asked for to confirm that your account goes',
  'not-listed': 'That person is not in the directory',
  'meeting-slot': 'That time is not one of the event’s meeting slots: choose another',
  'meeting-overlap': 'One of you already has a meeting at that time: choose another slot',
  'meeting-turn': 'It is the other person’s turn to answer this meeting',
  'meeting-asked':
    'There is already a meeting request between you two: answer it or wait for the answer',
  'meeting-not-now': 'A meeting is checked in during its slot, with the other person there',
  'meeting-windows': 'Meeting windows must each hold a slot and must not overlap',
  'not-connected': 'You can write to the people you connected with: scan each other’s code first',
  'inbox-full': 'You have written all the messages one conversation takes',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** The 404 text of spec section 8, for an unmatched path or a failed route validation. */
export const pageNotFoundMessage = (path: string): string => `Page not found: ${path}`;

export const messageFor = (code: ErrorCode): string => ERROR_MESSAGES[code];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);

/** A typed domain failure; `code` is what callers switch on, `message` is the catalogue text. */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly code: ErrorCode;
  readonly detail: string | undefined;
  /** The input field the failure is about, where it is about one (a refused picture's `Logo`). */
  readonly field: string | undefined;

  constructor(code: ErrorCode, detail?: string, field?: string) {
    super(ERROR_MESSAGES[code]);
    this.code = code;
    this.detail = detail;
    this.field = field;
  }
}
