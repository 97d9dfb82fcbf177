import type { AttendanceMode } from './constants.ts';
import { DomainError } from './errors.ts';

/**
 * Every database and storage path of the product (spec section 3) is spelled here and nowhere
 * else. Each variable segment is checked: a database key may not be empty, hold `. $ # [ ] /` or
 * control characters, or be longer than 768 bytes; a segment that breaks this throws
 * `invalid-path` instead of silently writing somewhere else.
 */
const FORBIDDEN = /[.$#[\]/]/;

export const hasControlCharacter = (text: string): boolean =>
  [...text].some((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code < 0x20 || code === 0x7f;
  });

export const isValidKey = (segment: string): boolean =>
  segment.length > 0 &&
  segment.length <= 768 &&
  !FORBIDDEN.test(segment) &&
  !hasControlCharacter(segment);

const seg = (segment: string): string => {
  if (!isValidKey(segment)) throw new DomainError('invalid-path', segment);
  return segment;
};

/** Storage names also may not climb out of their folder. */
const file = (name: string): string => {
  if (name.length === 0 || name.length > 512 || name.includes('/') || name === '..') {
    throw new DomainError('invalid-path', name);
  }
  return name;
};

export const BADGE_COUNTERS = [
  'coins',
  'kool_badge',
  'super_networker',
  'issued_badges',
  'gifts',
] as const;
export type BadgeCounter = (typeof BADGE_COUNTERS)[number];

/** The boards of people: the whole event, and in-person or online. */
export type PersonBoard = 'all' | AttendanceMode;

/** What an audit entry is about: an event, a customer company, or the deployment itself. */
export type AuditScope =
  | { readonly kind: 'event'; readonly id: string }
  | { readonly kind: 'company'; readonly id: string }
  | { readonly kind: 'deployment' };

const auditRoot = (scope: AuditScope): string =>
  scope.kind === 'deployment'
    ? 'audit/deployment'
    : `audit/${scope.kind === 'event' ? 'events' : 'companies'}/${seg(scope.id)}`;

export const dbPaths = {
  users: () => 'users',
  user: (key: string) => `users/${seg(key)}`,
  userMetadata: (key: string) => `users/${seg(key)}/metadata`,
  /**
   * The company a registration of this user took (or is taking) its seat in, written before the
   * seat: a retry after the event moved finds it and gives that seat back (seatToRelease).
   */
  userSeatCompany: (key: string) => `users/${seg(key)}/seatCompany`,
  userField: (key: string, field: string) => `users/${seg(key)}/metadata/${seg(field)}`,
  userLevel: (key: string) => `users/${seg(key)}/metadata/level`,
  userPurchases: (key: string) => `users/${seg(key)}/metadata/purchases`,
  userPurchaseQty: (key: string, prizeId: string) =>
    `users/${seg(key)}/metadata/purchases/${seg(prizeId)}/qty`,
  userPurchaseAt: (key: string, prizeId: string) =>
    `users/${seg(key)}/metadata/purchases/${seg(prizeId)}/at`,
  userGames: (key: string) => `users/${seg(key)}/games`,
  userGame: (key: string, code: string) => `users/${seg(key)}/games/${seg(code)}`,
  userGameCode: (key: string, code: string) => `users/${seg(key)}/games/${seg(code)}/code`,
  userGameComplete: (key: string, code: string) =>
    `users/${seg(key)}/games/${seg(code)}/isComplete`,
  /** The points game's node: the running total and what was spent, charged in one transaction. */
  userBalance: (key: string) => `users/${seg(key)}/games/act04`,
  userSpentPoints: (key: string) => `users/${seg(key)}/games/act04/spentPoints`,
  userTotalPoints: (key: string) => `users/${seg(key)}/games/act04/totalPoints`,
  userPairFlags: (key: string) => `users/${seg(key)}/games/multiplayer_room`,
  userPairFlag: (key: string, flag: 'requester' | 'other') =>
    `users/${seg(key)}/games/multiplayer_room/${flag}`,
  /** One entry per open connection of the attendee (presence), removed by onDisconnect. */
  userConnections: (key: string) => `users/${seg(key)}/connections`,
  userNotifications: (key: string) => `users/${seg(key)}/notifications`,
  userNotification: (key: string, id: string) => `users/${seg(key)}/notifications/${seg(id)}`,
  userNotificationRead: (key: string, id: string) =>
    `users/${seg(key)}/notifications/${seg(id)}/read`,
  userRooms: (key: string) => `users/${seg(key)}/rooms`,
  userRoom: (key: string, roomId: string) => `users/${seg(key)}/rooms/${seg(roomId)}`,
  userRoomDisconnected: (key: string, roomId: string) =>
    `users/${seg(key)}/rooms/${seg(roomId)}/disconnected`,
  userBadges: (key: string) => `users/${seg(key)}/badges`,
  userBadge: (key: string, counter: BadgeCounter) => `users/${seg(key)}/badges/${counter}`,
  /** uid -> user key, so security rules and functions can go from an auth uid to the profile. */
  uidIndex: (uid: string) => `uids/${seg(uid)}`,
  /** A QR token by its short code: whose it is, for which event, until when. Server only. */
  qrTokens: () => 'qrTokens',
  qrToken: (code: string) => `qrTokens/${seg(code)}`,
  /** public id -> user key, so the server finds the attendee a screen names. Server only. */
  publicIdIndex: (publicId: string) => `publicIds/${seg(publicId)}`,
  /** Who is online at the event, by public id ({ name, color, at }); each attendee writes their own. */
  onlineLists: () => 'online',
  onlineList: (eventId: string) => `online/${seg(eventId)}`,
  onlineEntry: (eventId: string, publicId: string) => `online/${seg(eventId)}/${seg(publicId)}`,
  roomMessages: (roomId: string) => `rooms/${seg(roomId)}/messages`,
  roomMessage: (roomId: string, id: string) => `rooms/${seg(roomId)}/messages/${seg(id)}`,
  roomPlayerDisconnected: (roomId: string, publicId: string) =>
    `rooms/${seg(roomId)}/players/${seg(publicId)}/disconnected`,
  roomRps: (roomId: string) => `rooms/${seg(roomId)}/rps`,
  roomRpsMoved: (roomId: string) => `rooms/${seg(roomId)}/rps/moved`,
  /** The answer of a trivia question: where no client can read it. */
  triviaAnswer: (eventId: string, id: string) => `triviaAnswers/${seg(eventId)}/${seg(id)}`,
  /** An attendee's bingo card (games/act01), and answered trivia (games/act02/answers). */
  userBingo: (key: string) => `users/${seg(key)}/games/act01`,
  userTriviaAnswers: (key: string) => `users/${seg(key)}/games/act02/answers`,
  userTriviaAnswer: (key: string, id: string) => `users/${seg(key)}/games/act02/answers/${seg(id)}`,
  /**
   * The traits of an event's attendees, counted at registration: what bingo cards are made of.
   * Their labels carry attendees' companies and departments, so they sit outside the public
   * `events/{id}` node, for the event's members and organisers only.
   */
  eventTraits: (eventId: string) => `traits/${seg(eventId)}`,
  eventTrait: (eventId: string, trait: string) => `traits/${seg(eventId)}/${seg(trait)}`,
  eventTraitField: (eventId: string, trait: string, field: 'count' | 'label') =>
    `traits/${seg(eventId)}/${seg(trait)}/${field}`,
  /** Paid once per pair of attendees: a finished small talk, a rock-paper-scissors win. */
  smallTalks: (eventId: string) => `smallTalks/${seg(eventId)}`,
  smallTalkPair: (eventId: string, pairId: string) => `smallTalks/${seg(eventId)}/${seg(pairId)}`,
  rpsWins: (eventId: string) => `rpsWins/${seg(eventId)}`,
  rpsWin: (eventId: string, winnerLoser: string) => `rpsWins/${seg(eventId)}/${seg(winnerLoser)}`,
  rooms: () => 'rooms',
  room: (roomId: string) => `rooms/${seg(roomId)}`,
  roomField: (roomId: string, field: 'status' | 'round' | 'lastResult' | 'updatedAt') =>
    `rooms/${seg(roomId)}/${field}`,
  ledger: (key: string) => `ledger/${seg(key)}`,
  ledgerEntry: (key: string, entryId: string) => `ledger/${seg(key)}/${seg(entryId)}`,
  /** Marks a scored pair or completion so that a replay awards nothing. */
  award: (key: string, awardId: string) => `awards/${seg(key)}/${seg(awardId)}`,
  companies: () => 'companies',
  company: (id: string) => `companies/${seg(id)}`,
  companyMetadata: (id: string) => `companies/${seg(id)}/metadata`,
  companyUserCount: (id: string) => `companies/${seg(id)}/userCount`,
  /**
   * The seat a registration not yet finished holds (its ticket), claimed with the count so a
   * retry finds it instead of counting a second (claimSeat). Organisers of the company only.
   */
  companySeatClaim: (id: string, uid: string) => `companies/${seg(id)}/seatClaims/${seg(uid)}`,
  companyField: (id: string, field: string) => `companies/${seg(id)}/metadata/${seg(field)}`,
  events: () => 'events',
  event: (id: string) => `events/${seg(id)}`,
  eventMetadata: (id: string) => `events/${seg(id)}/metadata`,
  eventRegistrants: (id: string) => `events/${seg(id)}/metadata/registrants`,
  eventCustomer: (id: string) => `events/${seg(id)}/metadata/customerId`,
  /**
   * A registrant counted by a registration not yet finished, by its ticket (a random id, nothing
   * of the person: the event is public), so a retry does not count them twice (claimRegistrant).
   */
  eventRegistering: (id: string, ticket: string) =>
    `events/${seg(id)}/metadata/registering/${seg(ticket)}`,
  /** The organiser's setting for printed badges: QR tokens that live for weeks. */
  eventLongLivedQr: (id: string) => `events/${seg(id)}/metadata/longLivedQr`,
  eventTeams: (id: string) => `events/${seg(id)}/teams`,
  eventTeam: (id: string, team: string) => `events/${seg(id)}/teams/${seg(team)}`,
  eventBadges: (id: string) => `events/${seg(id)}/badges`,
  eventBadge: (id: string, counter: BadgeCounter) => `events/${seg(id)}/badges/${counter}`,
  theme: (eventId: string) => `themes/${seg(eventId)}`,
  speakers: (eventId: string) => `speakers/${seg(eventId)}`,
  speaker: (eventId: string, id: string) => `speakers/${seg(eventId)}/${seg(id)}`,
  sponsors: (eventId: string) => `sponsors/${seg(eventId)}`,
  sponsor: (eventId: string, id: string) => `sponsors/${seg(eventId)}/${seg(id)}`,
  prizes: (eventId: string) => `prizes/${seg(eventId)}`,
  prize: (eventId: string, id: string) => `prizes/${seg(eventId)}/${seg(id)}`,
  prizeStock: (eventId: string, id: string) => `prizes/${seg(eventId)}/${seg(id)}/stock`,
  /** The purchase sweep's index of refused sale ids on prizes: `{event}/{prize}/{saleId}: at`. */
  prizeTombstones: () => 'prizeTombstones',
  prizeTombstone: (eventId: string, prizeId: string, saleId: string) =>
    `prizeTombstones/${seg(eventId)}/${seg(prizeId)}/${seg(saleId)}`,
  trivia: (eventId: string) => `trivia/${seg(eventId)}`,
  triviaQuestion: (eventId: string, id: string) => `trivia/${seg(eventId)}/${seg(id)}`,
  /** An attendee board: the whole event, or in-person / online. Keyed by public id. */
  leaderboard: (eventId: string, board: PersonBoard) => `leaderboards/${seg(eventId)}/${board}`,
  leaderboardEntry: (eventId: string, board: PersonBoard, publicId: string) =>
    `leaderboards/${seg(eventId)}/${board}/${seg(publicId)}`,
  leaderboardEntryField: (
    eventId: string,
    board: PersonBoard,
    publicId: string,
    field: 'name' | 'teamName' | 'score' | 'photo',
  ) => `leaderboards/${seg(eventId)}/${board}/${seg(publicId)}/${field}`,
  teamLeaderboard: (eventId: string) => `leaderboards/${seg(eventId)}/teams`,
  /** The published top 20 of a board (see boards.ts), what leaderboard screens listen to. */
  boardSnapshot: (eventId: string, board: PersonBoard | 'teams') =>
    `boardSnapshots/${seg(eventId)}/${board}`,
  /** When each event's boards were last published, and whether they are due. Server only. */
  boardPublishes: () => 'boardPublish',
  /** When the event's boards were last published. Server only. */
  boardPublish: (eventId: string) => `boardPublish/${seg(eventId)}`,
  /** Set by a commit that moved the event's boards, cleared by their publisher (see boards.ts). */
  boardsDue: (eventId: string) => `boardPublish/${seg(eventId)}/due`,
  teamLeaderboardEntry: (eventId: string, team: string) =>
    `leaderboards/${seg(eventId)}/teams/${seg(team)}`,
  teamLeaderboardName: (eventId: string, team: string) =>
    `leaderboards/${seg(eventId)}/teams/${seg(team)}/name`,
  teamLeaderboardScore: (eventId: string, team: string) =>
    `leaderboards/${seg(eventId)}/teams/${seg(team)}/score`,
  otp: (emailKey: string) => `otp/${seg(emailKey)}`,
  /** An account's token bucket for one kind of callable (abuse limits); no client reads it. */
  limit: (uid: string, bucket: string) => `limits/${seg(uid)}/${seg(bucket)}`,
  /** Mail for a sender to deliver (one-time codes); the dev stack prints it. */
  outbox: () => 'outbox',
  outboxMail: (id: string) => `outbox/${seg(id)}`,
  /** Claims a connection between two attendees, so the pair scores once. */
  pairs: (eventId: string) => `pairs/${seg(eventId)}`,
  pair: (eventId: string, pairId: string) => `pairs/${seg(eventId)}/${seg(pairId)}`,
  /**
   * Visits to a sponsor representative's booth, keyed by the representative's public id. They sit
   * apart from the public `events/{id}` node, beside the leads: the event's organisers read them,
   * a representative their own booth.
   */
  booths: (eventId: string) => `booths/${seg(eventId)}`,
  booth: (eventId: string, repPublicId: string) => `booths/${seg(eventId)}/${seg(repPublicId)}`,
  boothVisits: (eventId: string, repPublicId: string) =>
    `booths/${seg(eventId)}/${seg(repPublicId)}/visits`,
  /** Rock-paper-scissors moves of the current round, hidden from clients until both are in. */
  rpsMoves: (roomId: string) => `rpsMoves/${seg(roomId)}`,
  /** A company's events (`{event: true}`) and their number, kept in step by the event plan. */
  companyEvent: (id: string, eventId: string) =>
    `companies/${seg(id)}/metadata/events/${seg(eventId)}`,
  companyEventTotal: (id: string) => `companies/${seg(id)}/metadata/eventTotal`,
  /** An event's own field (name, venue, dates, mode...), set one by one so counters survive. */
  eventField: (id: string, field: string) => `events/${seg(id)}/metadata/${seg(field)}`,
  /**
   * The organisers' search index of an event's people, one row per user key with the lowercased
   * name (`n`) and email (`e`) that prefix queries order by. Server only; organisers read it.
   */
  searchIndex: (eventId: string) => `search/${seg(eventId)}`,
  searchRow: (eventId: string, key: string) => `search/${seg(eventId)}/${seg(key)}`,
  searchField: (eventId: string, key: string, field: string) =>
    `search/${seg(eventId)}/${seg(key)}/${seg(field)}`,
  /** Every sale of an event's prize desk, by the sale's id (as on the prize's node). */
  purchases: (eventId: string) => `purchases/${seg(eventId)}`,
  purchase: (eventId: string, id: string) => `purchases/${seg(eventId)}/${seg(id)}`,
  purchaseField: (
    eventId: string,
    id: string,
    field: 'state' | 'allocatedAt' | 'claimedAt' | 'countsDue',
  ) => `purchases/${seg(eventId)}/${seg(id)}/${field}`,
  /** The attendee's own view of a purchase's hand-over: allocated, then claimed. */
  userPurchaseHandover: (key: string, requestId: string) =>
    `users/${seg(key)}/games/act04/requests/${seg(requestId)}/handover`,
  /** An event's sponsor representatives by public id ({ name, company, key }). */
  reps: (eventId: string) => `reps/${seg(eventId)}`,
  rep: (eventId: string, publicId: string) => `reps/${seg(eventId)}/${seg(publicId)}`,
  /** Who visited a representative's booth (name and company, never email or uid). */
  eventLeads: (eventId: string) => `leads/${seg(eventId)}`,
  leads: (eventId: string, repPublicId: string) => `leads/${seg(eventId)}/${seg(repPublicId)}`,
  lead: (eventId: string, repPublicId: string, visitorPublicId: string) =>
    `leads/${seg(eventId)}/${seg(repPublicId)}/${seg(visitorPublicId)}`,
  /** Per-minute activity of an event (points, connections, online), for the live overview. */
  activity: (eventId: string) => `activity/${seg(eventId)}`,
  activityField: (eventId: string, minute: string, field: 'points' | 'connections' | 'online') =>
    `activity/${seg(eventId)}/${seg(minute)}/${field}`,
  /** Who holds organiser rights ({ claim, key, name }), by uid; organisers of everything read it. */
  organisers: () => 'organisers',
  organiser: (uid: string) => `organisers/${seg(uid)}`,
  organiserClaim: (uid: string) => `organisers/${seg(uid)}/claim`,
  /**
   * While one grant or revoke works out a user's claim, the time its hold runs out: the next one
   * for the same user waits, so none writes back a claim read before another changed it. Server only.
   */
  organiserLock: (uid: string) => `organiserLocks/${seg(uid)}`,
  /**
   * The second from which a user's sign-ins are valid again, written when their organiser claim
   * shrinks: the database rules' organiser branches refuse a token signed in before it (its
   * `auth_time`), which would otherwise keep the old claim for up to an hour. Server only.
   */
  revokedAt: (uid: string) => `revokedAt/${seg(uid)}`,
  /** Every organiser action (who, what, when, before -> after), by what it was about. */
  audit: (scope: AuditScope) => auditRoot(scope),
  auditEntry: (scope: AuditScope, id: string) => `${auditRoot(scope)}/${seg(id)}`,
} as const;

export const storagePaths = {
  logo: (event: string) => `logo/${seg(event)}/logo.png`,
  mainImage: (event: string) => `main/${seg(event)}/main_img.png`,
  speakerImage: (name: string) => `speakers/${file(name)}`,
  /** An attendee's one profile photo, overwritten on each upload. */
  photo: (uid: string) => `uploads/${seg(uid)}/photo`,
  /**
   * The copy of that photo the boards show, named by the public id (a board never names the uid).
   * Only the server writes it (publishPhoto): storage rules cannot read who owns a public id.
   */
  avatar: (publicId: string) => `avatars/${seg(publicId)}`,
  pictureTrivia: (id: string, name: string) => `picture_trivia/${seg(id)}/${file(name)}`,
  customerLogo: (event: string) => `media/${seg(event)}/customer_logo.png`,
  /** Not named by the spec: sponsor logos sit with the event's other organiser media. */
  sponsorLogo: (event: string, sponsorId: string) =>
    `media/${seg(event)}/sponsor_${seg(sponsorId)}.png`,
  /** Not named by the spec either: a prize's picture, with the event's other media. */
  prizeImage: (event: string, prizeId: string) => `media/${seg(event)}/prize_${seg(prizeId)}.png`,
  placeholderLogo: () => 'media/placeholder/logo.png',
  /** A speaker's photo: the event's id leads the name, so the storage rules know whose it is. */
  eventSpeakerImage: (event: string, speakerId: string) =>
    `speakers/${seg(event)}__${seg(speakerId)}.png`,
  /** A customer company's logo (not named by the spec): its organisers write it. */
  companyLogo: (companyId: string) => `companies/${seg(companyId)}/logo.png`,
} as const;

/** The folders of an event's own artwork and media: `{folder}/{event}/{file}`. */
const EVENT_FOLDERS: ReadonlySet<string> = new Set(['logo', 'main', 'media']);

/**
 * Whether a picture stored on an event's content (a speaker's image, a sponsor's logo, a prize's
 * picture) is one of that event's own files, as the storage rules let its organisers upload them:
 * one file under logo/{event}/, main/{event}/ or media/{event}/, or a speaker photo
 * speakers/{event}__{name}. Anything else would put another event's media, or an attendee's
 * unpublished upload, on the event's public pages. A link elsewhere is not one either: everything
 * a page loads comes from our own origin.
 */
/**
 * Whose picture a stored organiser picture is, by its path: an event's own (isEventPicture) or a
 * customer company's logo; null for any other path (an attendee's upload, trivia, a folder).
 */
export const pictureOwner = (
  path: string,
): { readonly kind: 'event' | 'company'; readonly id: string } | null => {
  const parts = path.split('/');
  const company = /^companies\/([^/]+)\/logo\.png$/u.exec(path)?.[1];
  if (company !== undefined) return isValidKey(company) ? { kind: 'company', id: company } : null;
  const event = parts.length === 2 && parts[0] === 'speakers' ? parts[1]?.split('__')[0] : parts[1];
  return event !== undefined && isEventPicture(event, path) ? { kind: 'event', id: event } : null;
};

export const isEventPicture = (event: string, path: string): boolean => {
  const parts = path.split('/');
  const name = parts.at(-1) ?? '';
  const isFile = name !== '.' && name !== '..' && name.length > 0 && !hasControlCharacter(name);
  if (!isValidKey(event) || !isFile || name.length > 512) return false;
  if (parts.length === 2 && parts[0] === 'speakers')
    return name.split('__')[0] === event && name.length > event.length + 2;
  return parts.length === 3 && EVENT_FOLDERS.has(parts[0] ?? '') && parts[1] === event;
};
