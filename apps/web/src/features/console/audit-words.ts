import type { AuditAction } from '@engage/domain/store/organisers';
import { params } from '@nanostores/i18n';
import { i18n } from '../../lib/i18n/i18n.ts';
import { parsed, shorten } from './audit-changes.ts';

/** Each action as the log says it, in the reader's words rather than the stored code. */
export const actionWords = i18n('auditActions', {
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
  'quiz.start': 'Quiz round started',
  'quiz.reveal': 'Quiz answer revealed',
  'quiz.next': 'Next quiz question',
  'quiz.end': 'Quiz round ended',
  'session.write': 'Session saved',
  'session.delete': 'Session deleted',
  'sessions.import': 'Sessions imported',
} satisfies Record<AuditAction, string>);

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

/** The words an entry's subject is told in: a kind of thing, and the sentences naming one. */
export const aboutWords = i18n('auditAbout', {
  event: 'Event',
  company: 'Company',
  purchase: 'Purchase',
  team: 'Team',
  speaker: 'Speaker',
  sponsor: 'Sponsor',
  prize: 'Prize',
  trivia: 'Trivia question',
  session: 'Session',
  item: 'Item',
  byId: params('{kind} {id}'),
  named: params('{kind} “{name}”'),
  crawl: params('Booth crawl of event {id}'),
  scoring: params('Points and levels of event {id}'),
  video: params('Welcome video of event {id}'),
  lists: params('Registration lists of event {id}'),
  bingo: params('Bingo squares of event {id}'),
  picture: params('Picture {id}'),
  quiz: 'Live quiz round',
  oneSession: '1 session imported',
  sessions: params('{count} sessions imported'),
  oneAttendee: '1 attendee imported',
  attendees: params('{count} attendees imported'),
  announcement: 'Announcement',
  kiosk: 'Kiosk link',
});

/** The content kinds a `content.*` entry's target starts with. */
const CONTENT_KINDS = ['speaker', 'sponsor', 'prize', 'trivia', 'session'] as const;

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

/** What an entry's JSON holds under a key, or undefined where it holds none. */
const heldIn = (json: string, key: string): unknown => {
  const value = parsed(json);
  return typeof value === 'object' && value !== null && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined;
};

/** How many items a list of an entry's JSON holds (none where it holds no such list). */
const listLength = (json: string, key: string): number => {
  const held = heldIn(json, key);
  return Array.isArray(held) ? held.length : 0;
};

/** A text an entry's JSON holds under a key, or '' where it holds none. */
const stringIn = (json: string, key: string): string => {
  const held = heldIn(json, key);
  return typeof held === 'string' ? held : '';
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
  const t = aboutWords.get();
  const name = action === 'theme.set' ? undefined : nameIn(values);
  const said = (text: string): AuditAbout => ({ kind: 'thing', text });
  const thing = (kind: string, id: string): AuditAbout =>
    said(name === undefined ? t.byId({ kind, id }).trim() : t.named({ kind, name }));
  if (action.startsWith('event.') || action === 'theme.set') return thing(t.event, target);
  if (action.startsWith('company.')) return thing(t.company, target);
  if (action === 'prize.handover') return thing(t.purchase, target);
  // A team's target is `{event}/{team key}`; its name is in its before or after.
  if (action.startsWith('team.')) return thing(t.team, target.split('/')[1] ?? target);
  if (action === 'crawl.set') return said(t.crawl({ id: target }));
  if (action === 'scoring.set') return said(t.scoring({ id: target }));
  if (action === 'video.set') return said(t.video({ id: target }));
  if (action === 'lists.set') return said(t.lists({ id: target }));
  if (action === 'bingo.squares') return said(t.bingo({ id: target }));
  if (action === 'picture.upload') return said(t.picture({ id: target }));
  if (action.startsWith('quiz.')) return said(t.quiz);
  if (action === 'sessions.import') {
    const count = listLength(values.after, 'added');
    return said(count === 1 ? t.oneSession : t.sessions({ count }));
  }
  if (action === 'attendees.import') {
    const count = listLength(values.after, 'imported');
    return said(count === 1 ? t.oneAttendee : t.attendees({ count }));
  }
  if (action === 'announcement.send') {
    const text = stringIn(values.after, 'text');
    return said(
      text === '' ? t.announcement : t.named({ kind: t.announcement, name: shorten(text) }),
    );
  }
  if (action.startsWith('kiosk.')) {
    const label = stringIn(action === 'kiosk.create' ? values.after : values.before, 'label');
    return said(label === '' ? t.kiosk : t.named({ kind: t.kiosk, name: label }));
  }
  const [kind = '', id = ''] = target.split('/');
  const known = CONTENT_KINDS.find((content) => content === kind);
  return thing(known === undefined ? t.item : t[known], id);
};
