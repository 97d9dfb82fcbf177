import * as v from 'valibot';
import { TEAM_NAMES } from './colors.ts';
import { ATTENDANCE_MODES } from './constants.ts';
import { isValidKey } from './paths.ts';

/** Schemas of every stored entity (spec section 3), shared by the web app and the functions. */
export const keySchema = v.pipe(v.string(), v.check(isValidKey, 'not a valid key'));
export const nameSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100));
export const emailSchema = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email());
/** Only web links (https, or http) are stored: `javascript:`, `data:` and the like are refused. */
export const isWebUrl = (url: string): boolean => /^https?:\/\/[^\s/]/i.test(url);
const urlSchema = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.url(),
  v.check(isWebUrl, 'a link starts with https:// (or http://)'),
);
export const teamNameSchema = v.picklist(TEAM_NAMES);
export const attendanceModeSchema = v.picklist(ATTENDANCE_MODES);
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const companySchema = v.object({
  name: nameSchema,
  subscription: v.picklist(['free', 'standard', 'premium', 'enterprise']),
  events: v.optional(v.record(v.string(), v.boolean())),
  eventTotal: count,
  userLimit: count,
  logo: v.optional(v.string()),
  formId: v.optional(v.string()),
});

export const speakerSchema = v.object({
  name: nameSchema,
  topic: v.pipe(v.string(), v.maxLength(200)),
  location: v.pipe(v.string(), v.maxLength(200)),
  time: v.pipe(v.string(), v.maxLength(100)),
  about: v.pipe(v.string(), v.maxLength(5000)),
  instagramURL: v.optional(urlSchema),
  twitterURL: v.optional(urlSchema),
  linkedinUrl: v.optional(urlSchema),
  facebookURL: v.optional(urlSchema),
  image: v.optional(v.string()),
});

export const sponsorSchema = v.object({
  Logo: v.string(),
  Paragraph: v.pipe(v.string(), v.maxLength(5000)),
  Category: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  SocialLinks: v.optional(v.record(v.string(), urlSchema)),
});

export const prizeSchema = v.object({
  name: nameSchema,
  cost: v.pipe(v.number(), v.integer(), v.minValue(1)),
  stock: count,
  image: v.optional(v.string()),
});

/** `?event=` on every route: an event id, or absent. */
export const eventSearchSchema = v.object({ event: v.optional(keySchema) });

/** The organiser console's own search params (no path parameters: the spec has none). */
export const peopleSearchSchema = v.object({ user: v.optional(keySchema) });
export const eventsSearchSchema = v.object({ edit: v.optional(keySchema) });
export const companiesSearchSchema = v.object({
  company: v.optional(keySchema),
  edit: v.optional(v.picklist(['new', 'company'])),
});
