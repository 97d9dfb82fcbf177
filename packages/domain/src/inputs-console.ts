import * as v from 'valibot';
import { TEAM_NAMES } from './colors.ts';
import { EVENT_MODES } from './constants.ts';
import { keySchema, nameSchema, TEXT_MAX, teamNameSchema } from './entities.ts';
import { shortText } from './inputs.ts';

/**
 * Inputs of the organiser console's event, admission, trivia and announcement callables (the
 * others: inputs.ts).
 */
const id = keySchema;

/**
 * Words a missing value turns into when written into a string (the rules build `|e:` + an event
 * id + `|`, which for a user with no event reads `|e:null|`): no event may take one as its id.
 */
const RESERVED_EVENT_IDS: ReadonlySet<string> = new Set([
  'null',
  'undefined',
  'true',
  'false',
  'nan',
  'infinity',
  'object',
]);
/** An event's id is part of its links (`?event=`): lowercase letters, digits and dashes. */
const eventIdSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(
    /^[a-z0-9][a-z0-9-]{1,58}[a-z0-9]$/,
    'an event id is 3 to 60 lowercase letters, digits and dashes',
  ),
  v.check((id) => !RESERVED_EVENT_IDS.has(id), 'this event id is reserved'),
);
const instant = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Whether the runtime knows an IANA time zone by this name (`Europe/Lisbon`, `UTC`). */
export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
/** An event's time zone: every date and time of the event is shown in it (none is UTC). */
const timeZoneSchema = v.pipe(v.string(), v.check(isTimeZone, 'not a known time zone'));
export const writeEventInput = v.strictObject({
  eventId: eventIdSchema,
  /** True creates the event (refused when the id is taken); false edits an existing one. */
  create: v.boolean(),
  event: v.pipe(
    v.strictObject({
      name: nameSchema,
      startsAt: instant,
      endsAt: instant,
      venue: v.pipe(v.string(), v.trim(), v.maxLength(TEXT_MAX.line)),
      description: v.pipe(v.string(), v.trim(), v.maxLength(TEXT_MAX.prose)),
      customerId: id,
      mode: v.picklist(EVENT_MODES),
      longLivedQr: v.optional(v.boolean()),
      timeZone: v.optional(timeZoneSchema),
    }),
    v.check((event) => event.endsAt >= event.startsAt, 'an event ends after it starts'),
  ),
  /** Which of the spec's 8 teams the event has (each with its own colour). */
  teams: v.pipe(
    v.array(teamNameSchema),
    v.minLength(1),
    v.maxLength(TEAM_NAMES.length),
    v.check((teams) => new Set(teams).size === teams.length, 'each team once'),
  ),
});
export type WriteEventInput = v.InferOutput<typeof writeEventInput>;

/** A domain of email addresses a company admits (`northwind.example`), without the `@`. */
const emailDomainSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.regex(/^(?=.{3,253}$)[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'a domain like northwind.example'),
);
/** How a company's seats are taken (admission.ts); its organisers set it. */
export const setAdmissionInput = v.strictObject({
  customerId: id,
  code: v.boolean(),
  domains: v.pipe(v.array(emailDomainSchema), v.maxLength(20)),
  approval: v.boolean(),
});
/** A seat an organiser gives back: the attendee's profile goes, their account stays. */
export const releaseSeatInput = v.strictObject({ userKey: id });
/** An organiser's answer to a registrant waiting for approval, by the registrant's uid. */
export const decideApplicationInput = v.strictObject({
  customerId: id,
  uid: id,
  approve: v.boolean(),
});

/** How many options a trivia question offers, and the most a right answer pays. */
export const TRIVIA_OPTIONS = { min: 2, max: 6 } as const;
export const MAX_TRIVIA_POINTS = 1_000;
/** An option as attendees see and answer it (answerTriviaInput takes the same text). */
const triviaOption = v.pipe(shortText, v.minLength(1));
/**
 * A trivia question an organiser writes, under the screen's id (`{event}__{suffix}` for a new
 * one, so its picture can be uploaded to its folder first). `right` is the right option's place
 * in the list; an edit may leave it out to keep the right option it had.
 */
export const writeTriviaInput = v.strictObject({
  eventId: id,
  questionId: id,
  question: v.strictObject({
    image: v.pipe(v.string(), v.minLength(1), v.maxLength(600)),
    question: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(TEXT_MAX.line)),
    options: v.pipe(
      v.array(triviaOption),
      v.minLength(TRIVIA_OPTIONS.min),
      v.maxLength(TRIVIA_OPTIONS.max),
      v.check(
        (options) => new Set(options.map((o) => o.toLowerCase())).size === options.length,
        'each option once',
      ),
    ),
    points: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_TRIVIA_POINTS)),
  }),
  right: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(TRIVIA_OPTIONS.max - 1)),
  ),
});
export const deleteTriviaInput = v.strictObject({ eventId: id, questionId: id });
/** Every question of the event, in the order attendees get them. */
export const orderTriviaInput = v.strictObject({
  eventId: id,
  order: v.pipe(v.array(id), v.minLength(1), v.maxLength(200)),
});

/**
 * An organiser's announcement to every attendee of an event. The text is trimmed here and its
 * length judged by the plan (announcements.ts), which refuses in words; text past this bound is
 * no one typing, and is refused as bad input.
 */
export const announceInput = v.strictObject({
  eventId: id,
  text: v.pipe(v.string(), v.trim(), v.maxLength(2_000)),
});

export type SetAdmissionInput = v.InferOutput<typeof setAdmissionInput>;
export type ReleaseSeatInput = v.InferOutput<typeof releaseSeatInput>;
export type DecideApplicationInput = v.InferOutput<typeof decideApplicationInput>;
export type WriteTriviaInput = v.InferOutput<typeof writeTriviaInput>;
export type DeleteTriviaInput = v.InferOutput<typeof deleteTriviaInput>;
export type OrderTriviaInput = v.InferOutput<typeof orderTriviaInput>;
export type AnnounceInput = v.InferOutput<typeof announceInput>;

/**
 * A batch of imported rows as typed in the CSV: plain text, each judged again by the server
 * (judgeImportRows), so a bad row is refused by its number in the file and the rest are imported.
 */
const cell = (max: number) => v.pipe(v.string(), v.maxLength(max));
export const importAttendeesInput = v.strictObject({
  eventId: id,
  rows: v.pipe(
    v.array(
      v.strictObject({
        row: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
        name: cell(TEXT_MAX.short),
        email: cell(320),
        company: cell(TEXT_MAX.short),
        team: cell(50),
      }),
    ),
    v.minLength(1),
    v.maxLength(100),
  ),
});
export type ImportAttendeesInput = v.InferOutput<typeof importAttendeesInput>;

/** An invitation link's secret and the address it is used by. */
export const redeemInvitationInput = v.strictObject({
  token: v.pipe(v.string(), v.regex(/^[\w-]{22,64}$/u)),
  email: v.pipe(v.string(), v.trim(), v.maxLength(320)),
});
