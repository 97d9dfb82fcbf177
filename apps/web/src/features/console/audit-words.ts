import type { AuditAction } from '@engage/domain/store/organisers';
import { parsed, shorten } from './audit-changes.ts';

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
  'quiz.start': 'Quiz round started',
  'quiz.reveal': 'Quiz answer revealed',
  'quiz.next': 'Next quiz question',
  'quiz.end': 'Quiz round ended',
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
  if (action.startsWith('quiz.')) return { kind: 'thing', text: 'Live quiz round' };
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
