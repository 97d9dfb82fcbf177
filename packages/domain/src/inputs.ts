import * as v from 'valibot';
import {
  attendanceModeSchema,
  companySchema,
  emailSchema,
  keySchema,
  prizeSchema,
  speakerSchema,
  sponsorSchema,
  TEXT_MAX,
  teamNameSchema,
} from './entities.ts';
import { OTP_LENGTH } from './otp.ts';
import { QR_MAX_LENGTH } from './search.ts';
import { personNameSchema, plainTextSchema } from './plain-text.ts';
import { RPS_MOVES } from './store/rooms.ts';

/** Inputs of every callable function. Strict objects: an unknown field is invalid input. */
const id = keySchema;
/** The most of one prize bought at once. */
export const MAX_BUY_QTY = 10;
/** The largest change an organiser makes to someone's points at once, either way. */
export const MAX_POINTS_CHANGE = 100_000;
const points = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(-MAX_POINTS_CHANGE),
  v.maxValue(MAX_POINTS_CHANGE),
);
/** One short line; the console's inputs (inputs-console.ts) take it too. */
export const shortText = v.pipe(v.string(), v.trim(), v.maxLength(TEXT_MAX.short));
/** What an attendee shows others about themselves: plain, composed text (plain-text.ts). */
const personName = personNameSchema(TEXT_MAX.short);
const personText = plainTextSchema(TEXT_MAX.short);

export const registerInput = v.strictObject({
  name: personName,
  company: personText,
  department: personText,
  /** From the event's lists where it has them (pick-lists.ts), else as typed. */
  country: v.optional(personText),
  interests: v.optional(v.pipe(v.array(personText), v.maxLength(50))),
  teamName: teamNameSchema,
  eventId: id,
  /** The company's invitation code (its form id), for an address not yet verified. */
  invitationCode: v.optional(v.pipe(shortText, v.minLength(1))),
  attendance: v.optional(attendanceModeSchema),
  /** A colour of the user's own choice; checked by the colour rule (invalid-colour), else random. */
  color: v.optional(v.pipe(v.string(), v.maxLength(50))),
});

export const eventSignInInput = v.strictObject({ eventId: v.optional(id) });
export const signOutInput = v.strictObject({});

/** What was scanned (the QR's text or its app URL) or typed (the short code). */
const time = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));
export const awardConnectionInput = v.strictObject({
  qr: v.pipe(v.string(), v.maxLength(QR_MAX_LENGTH)),
  /** A scan made offline and sent later (queued-scan.ts): its id, and its times by the phone's clock. */
  queued: v.optional(v.strictObject({ id, scannedAt: time, sentAt: time })),
});
export const issueQrTokenInput = v.strictObject({});
export const levelUpInput = v.strictObject({});

export const buyPrizeInput = v.strictObject({
  prizeId: id,
  qty: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_BUY_QTY)),
  /** The screen's idempotency key for this purchase: the same key is charged once. */
  requestId: id,
});
export const allocatePrizeInput = v.strictObject({
  eventId: id,
  /** The purchase on the event's prize desk (the request id it was bought with). */
  purchaseId: id,
  state: v.picklist(['allocated', 'claimed']),
});

export const pairingRequestInput = v.strictObject({
  /** The other attendee's public id (from the online list or a scan). */
  otherPublicId: id,
  game: v.optional(v.picklist(['act03', 'act05']), 'act05'),
});
export const pairingRespondInput = v.strictObject({ roomId: id, accept: v.boolean() });
export const pairingDisconnectInput = v.strictObject({ roomId: id });
export const rpsMoveInput = v.strictObject({
  roomId: id,
  move: v.picklist(RPS_MOVES),
});
export const rpsForfeitInput = v.strictObject({ roomId: id });
export const startBingoInput = v.strictObject({});
export const answerTriviaInput = v.strictObject({
  questionId: id,
  answer: v.pipe(shortText, v.minLength(1)),
});

export const adminAdjustPointsInput = v.strictObject({
  userKey: id,
  delta: v.pipe(
    points,
    v.check((n) => n !== 0, 'a zero change changes nothing'),
  ),
  reason: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(TEXT_MAX.line)),
});
export const removeUserInput = v.strictObject({ userKey: id });
/** An organiser's void of every award of an attendee not voided yet (voids.ts), and why. */
export const voidAwardsInput = v.strictObject({
  userKey: id,
  reason: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(TEXT_MAX.line)),
});
/** The suspected rings of an event (rings.ts), for its organisers. */
export const ringReportInput = v.strictObject({ eventId: id });
export const setOrganiserInput = v.strictObject({
  userKey: id,
  grant: v.boolean(),
  all: v.optional(v.boolean()),
  events: v.optional(v.pipe(v.array(id), v.maxLength(50))),
  customers: v.optional(v.pipe(v.array(id), v.maxLength(50))),
});
export const createCompanyInput = v.strictObject({
  name: companySchema.entries.name,
  subscription: companySchema.entries.subscription,
  userLimit: companySchema.entries.userLimit,
  logo: companySchema.entries.logo,
  formId: companySchema.entries.formId,
});
export const updateCompanyInput = v.strictObject({
  companyId: id,
  name: v.optional(companySchema.entries.name),
  subscription: v.optional(companySchema.entries.subscription),
  userLimit: v.optional(companySchema.entries.userLimit),
  /** An empty logo or invitation code removes it. */
  logo: companySchema.entries.logo,
  formId: companySchema.entries.formId,
});

export const deleteContentInput = v.strictObject({
  eventId: id,
  kind: v.picklist(['speaker', 'sponsor', 'prize']),
  id,
});
export const setRepInput = v.strictObject({ userKey: id, isRep: v.boolean() });
/** Where to publish the caller's staged picture (storagePaths.staged): whose it is follows from it. */
export const publishPictureInput = v.strictObject({
  path: v.pipe(v.string(), v.minLength(1), v.maxLength(600)),
});
/** The caller's own uploaded photo is what is published: nothing to name. */
export const publishPhotoInput = v.strictObject({});
export const updateProfileInput = v.strictObject({
  name: personName,
  company: personText,
  department: personText,
  country: v.optional(personText),
  interests: v.optional(v.pipe(v.array(personText), v.maxLength(50))),
  /** Checked by the colour rule (invalid-colour); left out, the server draws one. */
  color: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50))),
});

/** How the caller appears on the public boards; an alias is checked as a name is. */
export const setPrivacyInput = v.strictObject({
  show: v.picklist(['name', 'alias', 'hidden']),
  alias: v.optional(personName),
});

/** The caller's own data is what is exported: nothing to name. */
export const exportMyDataInput = v.strictObject({});
/** The confirming word the caller typed (my-data.ts DELETE_WORDS). */
export const deleteMyAccountInput = v.strictObject({
  confirm: v.pipe(v.string(), v.maxLength(TEXT_MAX.short)),
});

/** A visitor's answer to a sponsor whose booth they visited: share their contact details or not. */
export const leadConsentInput = v.strictObject({ repId: id, share: v.boolean() });
/** A representative's note (one line, may be empty) and 1-5 rating (left out: none) of a lead. */
export const leadNoteInput = v.strictObject({
  visitorId: id,
  note: plainTextSchema(TEXT_MAX.line),
  rating: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5))),
});

export const writeSpeakerInput = v.strictObject({
  eventId: id,
  speakerId: v.optional(id),
  speaker: speakerSchema,
});
export const writeSponsorInput = v.strictObject({
  eventId: id,
  sponsorId: v.optional(id),
  sponsor: sponsorSchema,
});
export const writePrizeInput = v.strictObject({
  eventId: id,
  prizeId: v.optional(id),
  prize: prizeSchema,
  /** The stock the form showed: an edit moves the stock by the change from it (prize-edit.ts). */
  stockSeen: v.optional(prizeSchema.entries.stock),
});
/**
 * The scheme arrives as loose text: the domain's theme rule checks it and refuses what is not a
 * colour with the catalogue's invalid-theme, naming the field.
 */
const colourText = v.pipe(v.string(), v.maxLength(50));
export const setThemeInput = v.strictObject({
  eventId: id,
  scheme: v.strictObject({
    themeColor: v.optional(colourText),
    palette: v.optional(v.record(v.pipe(v.string(), v.maxLength(50)), colourText)),
  }),
});

export const sendOtpInput = v.strictObject({
  email: emailSchema,
  /**
   * The asking browser's own random id (kept in the browser): sends are limited per browser as
   * well as per address, and a browser whose code signed in has sends of its own (otp.ts).
   */
  asker: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{16,64}$/u))),
});
export const verifyOtpInput = v.strictObject({
  email: emailSchema,
  code: v.pipe(
    v.string(),
    v.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `the code is ${OTP_LENGTH} digits`),
  ),
  /** The request id sendOtp answered this browser: a code signs in only with its own request. */
  request: v.pipe(v.string(), v.regex(/^[\w-]{16,64}$/u)),
});

export type RegisterInput = v.InferOutput<typeof registerInput>;
export type EventSignInInput = v.InferOutput<typeof eventSignInInput>;
export type AwardConnectionInput = v.InferOutput<typeof awardConnectionInput>;
export type BuyPrizeInput = v.InferOutput<typeof buyPrizeInput>;
export type AllocatePrizeInput = v.InferOutput<typeof allocatePrizeInput>;
export type PairingRequestInput = v.InferOutput<typeof pairingRequestInput>;
export type PairingRespondInput = v.InferOutput<typeof pairingRespondInput>;
export type PairingDisconnectInput = v.InferOutput<typeof pairingDisconnectInput>;
export type RpsMoveInput = v.InferOutput<typeof rpsMoveInput>;
export type RpsForfeitInput = v.InferOutput<typeof rpsForfeitInput>;
export type AnswerTriviaInput = v.InferOutput<typeof answerTriviaInput>;
export type AdminAdjustPointsInput = v.InferOutput<typeof adminAdjustPointsInput>;
export type RemoveUserInput = v.InferOutput<typeof removeUserInput>;
export type VoidAwardsInput = v.InferOutput<typeof voidAwardsInput>;
export type RingReportInput = v.InferOutput<typeof ringReportInput>;
export type SetOrganiserInput = v.InferOutput<typeof setOrganiserInput>;
export type CreateCompanyInput = v.InferOutput<typeof createCompanyInput>;
export type UpdateCompanyInput = v.InferOutput<typeof updateCompanyInput>;
export type DeleteContentInput = v.InferOutput<typeof deleteContentInput>;
export type SetRepInput = v.InferOutput<typeof setRepInput>;
export type UpdateProfileInput = v.InferOutput<typeof updateProfileInput>;
export type SetPrivacyInput = v.InferOutput<typeof setPrivacyInput>;
export type DeleteMyAccountInput = v.InferOutput<typeof deleteMyAccountInput>;
export type LeadConsentInput = v.InferOutput<typeof leadConsentInput>;
export type LeadNoteInput = v.InferOutput<typeof leadNoteInput>;
export type PublishPictureInput = v.InferOutput<typeof publishPictureInput>;
export type PublishPhotoInput = v.InferOutput<typeof publishPhotoInput>;
export type WriteSpeakerInput = v.InferOutput<typeof writeSpeakerInput>;
export type WriteSponsorInput = v.InferOutput<typeof writeSponsorInput>;
export type WritePrizeInput = v.InferOutput<typeof writePrizeInput>;
export type SetThemeInput = v.InferOutput<typeof setThemeInput>;
