import { DomainError } from '../errors.ts';

/**
 * Which database instance each root of the tree lives in, for an event whose metadata names an
 * instance of its own (instances.ts, docs/instances.md); an event without one keeps everything in
 * the default instance, as before.
 *
 * - `event`: the event's own data (attendees, their ledgers and games, boards, rooms, content,
 *   kiosks...), in the event's instance.
 * - `default`: what spans events (companies and their seats, organisers, audit, public ids, mail,
 *   limits, one-time codes), in the default instance only.
 * - `both`: kept in the default (where every read and transaction goes) and copied into the
 *   event's instance by every write, because the event's rules read it there: an attendee's uid
 *   entry (membership) and the event's own node (its company, for an organiser's rights). The rules
 *   cannot look into another instance.
 * - `every`: like `both`, but copied into every instance: an organiser's revocation, which the rules
 *   of every event check.
 */
export type Placement = 'event' | 'default' | 'both' | 'every';

export const ROOT_PLACEMENT = {
  users: 'event',
  ledger: 'event',
  partnerAwards: 'event',
  scanReceipts: 'event',
  qrTokens: 'event',
  leaderboards: 'event',
  boardSnapshots: 'event',
  boardPublish: 'event',
  rooms: 'event',
  pairs: 'event',
  smallTalks: 'event',
  rpsWins: 'event',
  rpsMoves: 'event',
  online: 'event',
  activity: 'event',
  search: 'event',
  traits: 'event',
  themes: 'event',
  speakers: 'event',
  sponsors: 'event',
  trivia: 'event',
  triviaAnswers: 'event',
  announcements: 'event',
  announcementSends: 'event',
  welcomeVideos: 'event',
  reps: 'event',
  leads: 'event',
  booths: 'event',
  boothLeads: 'event',
  directory: 'event',
  directoryInterests: 'event',
  prizes: 'event',
  prizeTombstones: 'event',
  purchases: 'event',
  kiosks: 'event',
  quizRounds: 'event',
  quizAnswers: 'event',
  quizTallies: 'event',
  sessions: 'event',
  sessionCodes: 'event',
  sessionVisits: 'event',
  sessionAttendance: 'event',
  schedules: 'event',
  meetings: 'event',
  meetingBusy: 'event',
  meetingPaid: 'event',
  conversations: 'event',
  inboxes: 'event',
  companies: 'default',
  applications: 'default',
  organisers: 'default',
  audit: 'default',
  everyone: 'default',
  publicIds: 'default',
  invitations: 'default',
  kioskSecrets: 'default',
  otp: 'default',
  limits: 'default',
  outbox: 'default',
  uids: 'both',
  events: 'both',
  revokedAt: 'every',
} as const satisfies Readonly<Record<string, Placement>>;

export type Root = keyof typeof ROOT_PLACEMENT;

const isRoot = (root: string): root is Root => Object.hasOwn(ROOT_PLACEMENT, root);

/** Where a path lives; a root the table does not name is an error, never a silent default. */
export const placementOf = (path: string): Placement => {
  const root = path.split('/')[0] ?? '';
  if (!isRoot(root)) throw new DomainError('invalid-path', path);
  return ROOT_PLACEMENT[root];
};

/**
 * The event's roots keyed by something of the attendee's own event (their key, a QR code, a room)
 * rather than by the event's id: a reader finds their instance from the attendee's event.
 */
export const BY_ATTENDEE: ReadonlySet<string> = new Set<Root>([
  'users',
  'ledger',
  'partnerAwards',
  'scanReceipts',
  'qrTokens',
  'rooms',
  'rpsMoves',
  'schedules',
  'sessionVisits',
  'inboxes',
]);

/**
 * The event a path of the event's data names (`leaderboards/{event}/...`): its instance is that
 * event's. Null for a path kept outside the event's instance, for one keyed by an attendee, a code
 * or a room (BY_ATTENDEE), and for a whole root.
 */
export const eventOfPath = (path: string): string | null => {
  const [root = '', eventId] = path.split('/');
  if (placementOf(path) !== 'event' || BY_ATTENDEE.has(root)) return null;
  return eventId ?? null;
};
