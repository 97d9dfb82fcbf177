import * as v from 'valibot';
import { TEAM_NAMES } from './colors.ts';
import { ATTENDANCE_MODES } from './constants.ts';
import { isValidKey } from './store/keys.ts';
import { isWebUrl } from './web-url.ts';

/**
 * The longest texts the schemas take: a name or a short label, a line of detail, a body of prose.
 * The words that tell people these limits (field-words.ts) are built from the same numbers.
 */
export const TEXT_MAX = { short: 100, line: 200, prose: 5_000 } as const;

/** Schemas of every stored entity (spec section 3), shared by the web app and the functions. */
export const keySchema = v.pipe(v.string(), v.check(isValidKey, 'not a valid key'));
export const nameSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(TEXT_MAX.short));
export const emailSchema = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email());
const urlSchema = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.url(),
  v.check(isWebUrl, 'a link starts with https://'),
);
const link = v.optional(urlSchema);
export const teamNameSchema = v.picklist(TEAM_NAMES);
export const attendanceModeSchema = v.picklist(ATTENDANCE_MODES);
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A prize's cost or stock: a whole number no event needs more than a million of. */
export const MAX_PRIZE_COUNT = 1_000_000;
/** A picture's storage path (or link), bounded like every text an organiser stores. */
const picturePath = v.pipe(v.string(), v.maxLength(500));

export const companySchema = v.object({
  name: nameSchema,
  subscription: v.picklist(['free', 'standard', 'premium', 'enterprise']),
  events: v.optional(v.record(v.string(), v.boolean())),
  eventTotal: count,
  userLimit: count,
  logo: v.optional(v.pipe(v.string(), v.maxLength(300))),
  formId: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(TEXT_MAX.short))),
});

/**
 * Content as an organiser sends it: strict objects (an unknown field is invalid input, not
 * silently dropped) with every text bounded, so nothing the database cannot hold reaches it.
 */
export const speakerSchema = v.strictObject({
  name: nameSchema,
  topic: v.pipe(v.string(), v.maxLength(TEXT_MAX.line)),
  location: v.pipe(v.string(), v.maxLength(TEXT_MAX.line)),
  time: v.pipe(v.string(), v.maxLength(TEXT_MAX.short)),
  about: v.pipe(v.string(), v.maxLength(TEXT_MAX.prose)),
  instagramURL: link,
  twitterURL: link,
  linkedinUrl: link,
  facebookURL: link,
  image: v.optional(picturePath),
});

export const sponsorSchema = v.strictObject({
  /** Not named by the spec, which shows a sponsor by its logo; the name is the logo's text. */
  name: v.optional(nameSchema),
  Logo: v.pipe(picturePath, v.minLength(1)),
  Paragraph: v.pipe(v.string(), v.maxLength(TEXT_MAX.prose)),
  Category: v.pipe(v.string(), v.minLength(1), v.maxLength(TEXT_MAX.short)),
  /**
   * Keyed by the platforms the console's form offers, nothing else: no key the database cannot
   * store ("a/b"), and no thousands of them.
   */
  SocialLinks: v.optional(
    v.strictObject({
      website: link,
      linkedin: link,
      twitter: link,
      instagram: link,
      facebook: link,
    }),
  ),
});

export const prizeSchema = v.strictObject({
  name: nameSchema,
  cost: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PRIZE_COUNT)),
  stock: v.pipe(count, v.maxValue(MAX_PRIZE_COUNT)),
  image: v.optional(picturePath),
});
