import { parseOrganiserClaim } from '@engage/domain/organiser';
import type { AuditAction } from '@engage/domain/store/organisers';
import { colourLabel } from '@engage/domain/theme';
import { SITE_NAMES } from '../../lib/link-sites.ts';
import { scoringFieldWords } from './scoring-words.ts';

/** Each action as the log says it, in words rather than the stored code. */
export const ACTION_WORDS: Record<AuditAction, string> = {
  'event.create': 'Event created',
  'event.update': 'Event updated',
  'company.create': 'Company created',
  'company.update': 'Company updated',
  'content.write': 'Content saved',
  'content.delete': 'Content deleted',
  'theme.set': 'Theme changed',
  'points.adjust': 'Points adjusted',
  'user.remove': 'Person removed',
  'rep.set': 'Booth rep changed',
  'organiser.set': 'Organiser rights changed',
  'prize.handover': 'Prize handed over',
  'picture.upload': 'Picture uploaded',
  'awards.void': 'Awards voided',
  'company.admission': 'Seat admission changed',
  'seat.release': 'Seat released',
  'seat.approve': 'Registration approved',
  'seat.decline': 'Registration declined',
  'announcement.send': 'Announcement sent',
  'kiosk.create': 'Kiosk link made',
  'kiosk.revoke': 'Kiosk link revoked',
  'crawl.set': 'Booth crawl changed',
  'scoring.set': 'Points and levels changed',
  'video.set': 'Welcome video changed',
  'attendees.import': 'Attendees imported',
  'team.rename': 'Team renamed',
  'team.add': 'Team added',
  'team.remove': 'Team removed',
  'lists.set': 'Registration lists changed',
  'bingo.squares': 'Bingo squares changed',
  'session.write': 'Session saved',
  'session.delete': 'Session deleted',
  'sessions.import': 'Sessions imported',
};

/** The actions whose target is a person's user key (or `uid:…` for an account with no profile). */
const ABOUT_A_PERSON: ReadonlySet<AuditAction> = new Set([
  'points.adjust',
  'awards.void',
  'user.remove',
  'rep.set',
  'organiser.set',
  'seat.release',
  'seat.approve',
  'seat.decline',
]);

/** What an entry is about, for reading: a person (named elsewhere), or a thing said in words. */
type AuditAbout =
  | { readonly kind: 'person'; readonly key: string }
  | { readonly kind: 'no-profile' }
  | { readonly kind: 'thing'; readonly text: string };

const CONTENT_WORDS: Record<string, string> = {
  speaker: 'Speaker',
  sponsor: 'Sponsor',
  prize: 'Prize',
  trivia: 'Trivia question',
  session: 'Session',
};

/**
 * The name an entry's after (else before) holds, where it holds one (a speaker, an event…; a
 * trivia question by its words).
 */
const nameIn = (entry: { readonly before: string; readonly after: string }): string | undefined => {
  for (const json of [entry.after, entry.before]) {
    const value = parsed(json);
    if (typeof value !== 'object' || value === null) continue;
    const name =
      'name' in value
        ? value.name
        : 'question' in value
          ? value.question
          : 'title' in value
            ? value.title
            : undefined;
    if (typeof name === 'string' && name.trim() !== '') return name.trim();
  }
  return undefined;
};

/**
 * What an entry is about: a person by their key, else a thing by the name its before or after
 * holds (`Speaker “Ada Quinn”`), or by its id where it holds none (`Event summit-2026`).
 */
export const aboutOf = (
  action: AuditAction,
  target: string,
  values: { readonly before: string; readonly after: string } = { before: '', after: '' },
): AuditAbout => {
  if (ABOUT_A_PERSON.has(action))
    return target.startsWith('uid:') ? { kind: 'no-profile' } : { kind: 'person', key: target };
  const name = action === 'theme.set' ? undefined : nameIn(values);
  const thing = (kind: string, id: string): AuditAbout => ({
    kind: 'thing',
    text: name === undefined ? `${kind} ${id}`.trim() : `${kind} “${name}”`,
  });
  if (action.startsWith('event.') || action === 'theme.set') return thing('Event', target);
  if (action.startsWith('company.')) return thing('Company', target);
  if (action === 'prize.handover') return thing('Purchase', target);
  // A team's target is `{event}/{team key}`; its name is in its before or after.
  if (action.startsWith('team.')) return thing('Team', target.split('/')[1] ?? target);
  if (action === 'crawl.set') return { kind: 'thing', text: `Booth crawl of event ${target}` };
  if (action === 'scoring.set')
    return { kind: 'thing', text: `Points and levels of event ${target}` };
  if (action === 'video.set') return { kind: 'thing', text: `Welcome video of event ${target}` };
  if (action === 'lists.set')
    return { kind: 'thing', text: `Registration lists of event ${target}` };
  if (action === 'bingo.squares')
    return { kind: 'thing', text: `Bingo squares of event ${target}` };
  if (action === 'picture.upload') return { kind: 'thing', text: `Picture ${target}` };
  if (action === 'sessions.import') {
    const done = parsed(values.after);
    const added =
      typeof done === 'object' && done !== null && 'added' in done && Array.isArray(done.added)
        ? done.added.length
        : 0;
    return { kind: 'thing', text: `${added} session${added === 1 ? '' : 's'} imported` };
  }
  if (action === 'attendees.import') {
    const done = parsed(values.after);
    const emails =
      typeof done === 'object' &&
      done !== null &&
      'imported' in done &&
      Array.isArray(done.imported)
        ? done.imported.length
        : 0;
    return { kind: 'thing', text: `${emails} attendee${emails === 1 ? '' : 's'} imported` };
  }
  if (action === 'announcement.send') {
    const sent = parsed(values.after);
    const text = typeof sent === 'object' && sent !== null && 'text' in sent ? sent.text : '';
    return {
      kind: 'thing',
      text:
        typeof text === 'string' && text !== ''
          ? `Announcement “${shorten(text)}”`
          : 'Announcement',
    };
  }
  if (action.startsWith('kiosk.')) {
    const held = parsed(action === 'kiosk.create' ? values.after : values.before);
    const label = typeof held === 'object' && held !== null && 'label' in held ? held.label : '';
    return {
      kind: 'thing',
      text: typeof label === 'string' && label !== '' ? `Kiosk link “${label}”` : 'Kiosk link',
    };
  }
  const [kind = '', id = ''] = target.split('/');
  return thing(CONTENT_WORDS[kind] ?? 'Item', id);
};

/** One changed field: its name in words, and its value before and after, each shortened. */
type FieldChange = {
  readonly field: string;
  readonly before: string;
  readonly after: string;
};

const FIELD_WORDS: Record<string, string> = {
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
  ...SITE_NAMES,
  Logo: 'Logo',
  Paragraph: 'Paragraph',
  Category: 'Category',
  SocialLinks: 'Links',
  cost: 'Cost',
  stock: 'Stock',
  logo: 'Logo',
  picture: 'Picture',
};

/** A stored picture's path, said as its file's name (`speakers/summit__ada.png` → `summit__ada.png`). */
const PICTURE_FIELDS: ReadonlySet<string> = new Set(['image', 'Logo', 'logo', 'picture']);

/** Addresses are never shown in the log: an entry of a removal keeps one, the screen does not. */
const HIDDEN_FIELDS: ReadonlySet<string> = new Set(['email']);

/** A theme's palette colour, one field of its own (`palette.primary`), so each change reads alone. */
const PALETTE_FIELD = 'palette.';

const fieldWords = (field: string): string => {
  if (field === 'themeColor') return colourLabel(field);
  if (field.startsWith(PALETTE_FIELD))
    return `${colourLabel(field.slice(PALETTE_FIELD.length))} colour`;
  const known = FIELD_WORDS[field] ?? scoringFieldWords(field);
  if (known !== undefined) return known;
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};

const day = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

const shorten = (text: string): string => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

const claimWords = (claim: unknown): string => {
  if (claim === null || claim === undefined || claim === '') return 'none';
  const scope = parseOrganiserClaim(claim);
  if (scope.all) return 'every event';
  const parts = [
    scope.events.size > 0 ? `events ${[...scope.events].join(', ')}` : '',
    scope.customers.size > 0 ? `companies ${[...scope.customers].join(', ')}` : '',
  ].filter((part) => part !== '');
  return parts.length === 0 ? 'none' : parts.join('; ');
};

const valueWords = (field: string, value: unknown): string => {
  if (field === 'organiser') return claimWords(value);
  if (value === null || value === undefined || value === '') return '—';
  if ((field === 'startsAt' || field === 'endsAt') && typeof value === 'number')
    return `${day.format(value)} UTC`;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (PICTURE_FIELDS.has(field) && typeof value === 'string')
    return `picture ${value.split('/').at(-1) ?? value}`;
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(String).join(', ');
  if (typeof value === 'object')
    return Object.entries(value)
      .filter(([key]) => !HIDDEN_FIELDS.has(key))
      .map(([key, inner]) => `${fieldWords(key)}: ${valueWords(key, inner)}`)
      .join(', ');
  return String(value);
};

const parsed = (json: string): unknown => {
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
export const changesOf = (before: string, after: string): FieldChange[] => {
  const was = fieldsOf(parsed(before));
  const now = fieldsOf(parsed(after));
  const changes: FieldChange[] = [];
  for (const field of new Set([...Object.keys(was), ...Object.keys(now)])) {
    if (HIDDEN_FIELDS.has(field)) continue;
    const from = shorten(valueWords(field, was[field]));
    const to = shorten(valueWords(field, now[field]));
    if (from !== to) changes.push({ field: fieldWords(field), before: from, after: to });
  }
  return changes;
};
