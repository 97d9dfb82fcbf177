import { parseOrganiserClaim } from '@engage/domain/organiser';
import { params } from '@nanostores/i18n';
import { formatEventTime } from '../../lib/event-time.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { SITE_NAMES } from '../../lib/link-sites.ts';
import { themeColourLabel } from './colour-words.ts';
import { scoringFieldWords } from './scoring-words.ts';

// What an audit entry changed, field by field, in words (the log's Changes column).

/** The words a change's values are told in (a quiz round's `stage` as the organiser saw it). */
export const changeWords = i18n('auditChanges', {
  open: 'question open',
  closed: 'answer shown',
  ended: 'round over',
  colour: params('{label} colour'),
  none: 'none',
  everyEvent: 'every event',
  events: params('events {ids}'),
  companies: params('companies {ids}'),
  yes: 'yes',
  no: 'no',
  picture: params('picture {file}'),
});

const QUIZ_STAGES = ['open', 'closed', 'ended'] as const;

/** One changed field: its name in words, and its value before and after, each shortened. */
type FieldChange = {
  readonly field: string;
  readonly before: string;
  readonly after: string;
};

/** The fields entries hold, in the reader's words (a link's site by its name, in any language). */
export const auditFieldWords = i18n('auditFields', {
  name: 'Name',
  startsAt: 'Starts',
  endsAt: 'Ends',
  venue: 'Venue',
  description: 'Description',
  customerId: 'Company',
  mode: 'Mode',
  longLivedQr: 'Long-lived QR codes',
  teams: 'Teams',
  organiser: 'Organiser rights',
  totalPoints: 'Points',
  level: 'Level',
  reason: 'Reason',
  text: 'Text',
  isRep: 'Booth rep',
  state: 'State',
  userLimit: 'Seats',
  subscription: 'Subscription',
  eventTotal: 'Events allowed',
  formId: 'Invitation code',
  sponsors: 'Sponsors to visit',
  // Speakers, sponsors and prizes.
  topic: 'Topic',
  location: 'Location',
  time: 'Time',
  about: 'About',
  image: 'Picture',
  Logo: 'Logo',
  Paragraph: 'Paragraph',
  Category: 'Category',
  SocialLinks: 'Links',
  cost: 'Cost',
  stock: 'Stock',
  logo: 'Logo',
  picture: 'Picture',
  stage: 'Stage',
  question: 'Question',
  answer: 'Answer',
  label: 'Label',
  title: 'Title',
  timeZone: 'Time zone',
});

/** A stored picture's path, said as its file's name (`speakers/summit__ada.png` → `summit__ada.png`). */
const PICTURE_FIELDS: ReadonlySet<string> = new Set(['image', 'Logo', 'logo', 'picture']);

/** Addresses are never shown in the log: an entry of a removal keeps one, the screen does not. */
const HIDDEN_FIELDS: ReadonlySet<string> = new Set(['email']);

/** A theme's palette colour, one field of its own (`palette.primary`), so each change reads alone. */
const PALETTE_FIELD = 'palette.';

const fieldWords = (field: string): string => {
  if (field === 'themeColor') return themeColourLabel(field);
  if (field.startsWith(PALETTE_FIELD))
    return changeWords.get().colour({ label: themeColourLabel(field.slice(PALETTE_FIELD.length)) });
  const fields: Readonly<Record<string, string>> = auditFieldWords.get();
  const known = SITE_NAMES[field] ?? fields[field] ?? scoringFieldWords(field);
  if (known !== undefined) return known;
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};

export const shorten = (text: string): string =>
  text.length > 80 ? `${text.slice(0, 79)}…` : text;

const claimWords = (claim: unknown): string => {
  const t = changeWords.get();
  if (claim === null || claim === undefined || claim === '') return t.none;
  const scope = parseOrganiserClaim(claim);
  if (scope.all) return t.everyEvent;
  const parts = [
    scope.events.size > 0 ? t.events({ ids: [...scope.events].join(', ') }) : '',
    scope.customers.size > 0 ? t.companies({ ids: [...scope.customers].join(', ') }) : '',
  ].filter((part) => part !== '');
  return parts.length === 0 ? t.none : parts.join('; ');
};

/** A quiz round's stored stage in words, or as stored where it is none of the three. */
const stageWords = (stage: string): string => {
  const known = QUIZ_STAGES.find((item) => item === stage);
  return known === undefined ? stage : changeWords.get()[known];
};

const valueWords = (field: string, value: unknown, zone: string | undefined): string => {
  if (field === 'organiser') return claimWords(value);
  if (value === null || value === undefined || value === '') return '—';
  if ((field === 'startsAt' || field === 'endsAt') && typeof value === 'number')
    return formatEventTime(value, zone);
  if (typeof value === 'boolean') return value ? changeWords.get().yes : changeWords.get().no;
  if (field === 'stage' && typeof value === 'string') return stageWords(value);
  if (PICTURE_FIELDS.has(field) && typeof value === 'string')
    return changeWords.get().picture({ file: value.split('/').at(-1) ?? value });
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(String).join(', ');
  if (typeof value === 'object')
    return Object.entries(value)
      .filter(([key]) => !HIDDEN_FIELDS.has(key))
      .map(([key, inner]) => `${fieldWords(key)}: ${valueWords(key, inner, zone)}`)
      .join(', ');
  return String(value);
};

export const parsed = (json: string): unknown => {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value's fields, a theme's palette spread into one field per colour. */
const fieldsOf = (value: unknown): Record<string, unknown> => {
  if (!isRecord(value)) return value === null ? {} : { value };
  return Object.fromEntries(
    Object.entries(value).flatMap(([field, inner]) =>
      field === 'palette' && isRecord(inner)
        ? Object.entries(inner).map(([colour, hex]) => [`${PALETTE_FIELD}${colour}`, hex] as const)
        : [[field, inner] as const],
    ),
  );
};

/**
 * Before and after (stored as JSON text) as the fields that changed, each `before → after`: an
 * entry made with the domain's `changedFields` already holds only those, and the others (a
 * theme, a removal) are compared here so the log still shows only what moved.
 */
export const changesOf = (before: string, after: string, timeZone?: string): FieldChange[] => {
  const was = fieldsOf(parsed(before));
  const now = fieldsOf(parsed(after));
  // An event's own change of zone names the clock its times were set on.
  const zone = [now.timeZone, was.timeZone, timeZone].find(
    (item): item is string => typeof item === 'string',
  );
  const changes: FieldChange[] = [];
  for (const field of new Set([...Object.keys(was), ...Object.keys(now)])) {
    if (HIDDEN_FIELDS.has(field)) continue;
    const from = shorten(valueWords(field, was[field], zone));
    const to = shorten(valueWords(field, now[field], zone));
    if (from !== to) changes.push({ field: fieldWords(field), before: from, after: to });
  }
  return changes;
};
