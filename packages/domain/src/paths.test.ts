import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from './errors.ts';
import {
  BADGE_COUNTERS,
  dbPaths,
  hasControlCharacter,
  isEventPicture,
  isValidKey,
  pictureOwner,
  storagePaths,
} from './paths.ts';

const p = dbPaths;
const DB_PATHS: [keyof typeof dbPaths, string, string][] = [
  ['users', p.users(), 'users'],
  ['user', p.user('k'), 'users/k'],
  ['userSeatCompany', p.userSeatCompany('k'), 'users/k/seatCompany'],
  ['userMetadata', p.userMetadata('k'), 'users/k/metadata'],
  ['userField', p.userField('k', 'isOnline'), 'users/k/metadata/isOnline'],
  ['userLevel', p.userLevel('k'), 'users/k/metadata/level'],
  ['userPurchases', p.userPurchases('k'), 'users/k/metadata/purchases'],
  ['userPurchaseQty', p.userPurchaseQty('k', 'mug'), 'users/k/metadata/purchases/mug/qty'],
  ['userPurchaseAt', p.userPurchaseAt('k', 'mug'), 'users/k/metadata/purchases/mug/at'],
  ['userGames', p.userGames('k'), 'users/k/games'],
  ['userGame', p.userGame('k', 'act01'), 'users/k/games/act01'],
  ['userGameCode', p.userGameCode('k', 'act01'), 'users/k/games/act01/code'],
  ['userGameComplete', p.userGameComplete('k', 'act01'), 'users/k/games/act01/isComplete'],
  ['userBalance', p.userBalance('k'), 'users/k/games/act04'],
  ['userSpentPoints', p.userSpentPoints('k'), 'users/k/games/act04/spentPoints'],
  ['userTotalPoints', p.userTotalPoints('k'), 'users/k/games/act04/totalPoints'],
  ['userPairFlags', p.userPairFlags('k'), 'users/k/games/multiplayer_room'],
  ['userPairFlag', p.userPairFlag('k', 'other'), 'users/k/games/multiplayer_room/other'],
  ['userNotifications', p.userNotifications('k'), 'users/k/notifications'],
  ['userNotification', p.userNotification('k', 'n1'), 'users/k/notifications/n1'],
  ['userNotificationRead', p.userNotificationRead('k', 'n1'), 'users/k/notifications/n1/read'],
  ['userRooms', p.userRooms('k'), 'users/k/rooms'],
  ['userRoom', p.userRoom('k', 'r1'), 'users/k/rooms/r1'],
  ['userRoomDisconnected', p.userRoomDisconnected('k', 'r1'), 'users/k/rooms/r1/disconnected'],
  ['userConnections', p.userConnections('k'), 'users/k/connections'],
  ['userBadges', p.userBadges('k'), 'users/k/badges'],
  ['userBadge', p.userBadge('k', 'coins'), 'users/k/badges/coins'],
  ['uidIndex', p.uidIndex('u1'), 'uids/u1'],
  ['rooms', p.rooms(), 'rooms'],
  ['room', p.room('r1'), 'rooms/r1'],
  ['roomField', p.roomField('r1', 'lastResult'), 'rooms/r1/lastResult'],
  ['ledger', p.ledger('k'), 'ledger/k'],
  ['ledgerEntry', p.ledgerEntry('k', 'e1'), 'ledger/k/e1'],
  ['award', p.award('k', 'qr_other'), 'awards/k/qr_other'],
  ['companies', p.companies(), 'companies'],
  ['company', p.company('c'), 'companies/c'],
  ['companyMetadata', p.companyMetadata('c'), 'companies/c/metadata'],
  ['companyUserCount', p.companyUserCount('c'), 'companies/c/userCount'],
  ['events', p.events(), 'events'],
  ['event', p.event('e'), 'events/e'],
  ['eventMetadata', p.eventMetadata('e'), 'events/e/metadata'],
  ['eventRegistrants', p.eventRegistrants('e'), 'events/e/metadata/registrants'],
  ['eventCustomer', p.eventCustomer('e'), 'events/e/metadata/customerId'],
  ['eventLongLivedQr', p.eventLongLivedQr('e'), 'events/e/metadata/longLivedQr'],
  ['eventTeams', p.eventTeams('e'), 'events/e/teams'],
  ['eventTeam', p.eventTeam('e', 'AGILE'), 'events/e/teams/AGILE'],
  ['eventBadges', p.eventBadges('e'), 'events/e/badges'],
  ['eventBadge', p.eventBadge('e', 'gifts'), 'events/e/badges/gifts'],
  ['theme', p.theme('e'), 'themes/e'],
  ['speakers', p.speakers('e'), 'speakers/e'],
  ['speaker', p.speaker('e', 's'), 'speakers/e/s'],
  ['sponsors', p.sponsors('e'), 'sponsors/e'],
  ['sponsor', p.sponsor('e', 's'), 'sponsors/e/s'],
  ['prizes', p.prizes('e'), 'prizes/e'],
  ['prize', p.prize('e', 'p'), 'prizes/e/p'],
  ['prizeStock', p.prizeStock('e', 'p'), 'prizes/e/p/stock'],
  ['prizeTombstones', p.prizeTombstones(), 'prizeTombstones'],
  ['prizeTombstone', p.prizeTombstone('e', 'p', 's'), 'prizeTombstones/e/p/s'],
  ['trivia', p.trivia('e'), 'trivia/e'],
  ['triviaQuestion', p.triviaQuestion('e', 'q1'), 'trivia/e/q1'],
  ['leaderboard', p.leaderboard('e', 'in_person'), 'leaderboards/e/in_person'],
  ['leaderboardEntry', p.leaderboardEntry('e', 'online', 'p1'), 'leaderboards/e/online/p1'],
  [
    'leaderboardEntryField',
    p.leaderboardEntryField('e', 'all', 'p1', 'score'),
    'leaderboards/e/all/p1/score',
  ],
  ['teamLeaderboard', p.teamLeaderboard('e'), 'leaderboards/e/teams'],
  ['boardSnapshot', p.boardSnapshot('e', 'online'), 'boardSnapshots/e/online'],
  ['boardPublish', p.boardPublish('e'), 'boardPublish/e'],
  ['boardPublishes', p.boardPublishes(), 'boardPublish'],
  ['boardsDue', p.boardsDue('e'), 'boardPublish/e/due'],
  ['teamLeaderboardEntry', p.teamLeaderboardEntry('e', 'AGILE'), 'leaderboards/e/teams/AGILE'],
  ['teamLeaderboardName', p.teamLeaderboardName('e', 'AGILE'), 'leaderboards/e/teams/AGILE/name'],
  [
    'teamLeaderboardScore',
    p.teamLeaderboardScore('e', 'AGILE'),
    'leaderboards/e/teams/AGILE/score',
  ],
  ['otp', p.otp('k'), 'otp/k'],
  ['limit', p.limit('u1', 'award'), 'limits/u1/award'],
  ['outbox', p.outbox(), 'outbox'],
  ['outboxMail', p.outboxMail('m1'), 'outbox/m1'],
  ['pair', p.pair('e', 'a~b'), 'pairs/e/a~b'],
  ['booths', p.booths('e'), 'booths/e'],
  ['booth', p.booth('e', 'p1'), 'booths/e/p1'],
  ['boothVisits', p.boothVisits('e', 'p1'), 'booths/e/p1/visits'],
  ['rpsMoves', p.rpsMoves('r'), 'rpsMoves/r'],
  ['qrTokens', p.qrTokens(), 'qrTokens'],
  ['qrToken', p.qrToken('ABC123'), 'qrTokens/ABC123'],
  ['publicIdIndex', p.publicIdIndex('p1'), 'publicIds/p1'],
  ['onlineLists', p.onlineLists(), 'online'],
  ['onlineList', p.onlineList('e'), 'online/e'],
  ['onlineEntry', p.onlineEntry('e', 'p1'), 'online/e/p1'],
  ['roomMessages', p.roomMessages('r1'), 'rooms/r1/messages'],
  ['roomMessage', p.roomMessage('r1', 'm1'), 'rooms/r1/messages/m1'],
  [
    'roomPlayerDisconnected',
    p.roomPlayerDisconnected('r1', 'p1'),
    'rooms/r1/players/p1/disconnected',
  ],
  ['roomRps', p.roomRps('r1'), 'rooms/r1/rps'],
  ['roomRpsMoved', p.roomRpsMoved('r1'), 'rooms/r1/rps/moved'],
  ['triviaAnswer', p.triviaAnswer('e', 'q1'), 'triviaAnswers/e/q1'],
  ['userBingo', p.userBingo('k'), 'users/k/games/act01'],
  ['userTriviaAnswers', p.userTriviaAnswers('k'), 'users/k/games/act02/answers'],
  ['userTriviaAnswer', p.userTriviaAnswer('k', 'q1'), 'users/k/games/act02/answers/q1'],
  ['eventTraits', p.eventTraits('e'), 'traits/e'],
  ['eventTrait', p.eventTrait('e', 'likes-jazz'), 'traits/e/likes-jazz'],
  ['eventTraitField', p.eventTraitField('e', 'likes-jazz', 'count'), 'traits/e/likes-jazz/count'],
  ['smallTalkPair', p.smallTalkPair('e', 'a~b'), 'smallTalks/e/a~b'],
  ['rpsWin', p.rpsWin('e', 'a>b'), 'rpsWins/e/a>b'],
  ['companyField', p.companyField('c', 'userLimit'), 'companies/c/metadata/userLimit'],
  ['companySeatClaim', p.companySeatClaim('c', 'u1'), 'companies/c/seatClaims/u1'],
  ['eventRegistering', p.eventRegistering('e', 't1'), 'events/e/metadata/registering/t1'],
  ['companyEvent', p.companyEvent('c', 'e'), 'companies/c/metadata/events/e'],
  ['companyEventTotal', p.companyEventTotal('c'), 'companies/c/metadata/eventTotal'],
  ['eventField', p.eventField('e', 'venue'), 'events/e/metadata/venue'],
  ['searchIndex', p.searchIndex('e'), 'search/e'],
  ['searchRow', p.searchRow('e', 'k'), 'search/e/k'],
  ['searchField', p.searchField('e', 'k', 'n'), 'search/e/k/n'],
  ['purchases', p.purchases('e'), 'purchases/e'],
  ['purchase', p.purchase('e', 'r1'), 'purchases/e/r1'],
  ['purchaseField', p.purchaseField('e', 'r1', 'claimedAt'), 'purchases/e/r1/claimedAt'],
  [
    'userPurchaseHandover',
    p.userPurchaseHandover('k', 'r1'),
    'users/k/games/act04/requests/r1/handover',
  ],
  ['reps', p.reps('e'), 'reps/e'],
  ['rep', p.rep('e', 'p1'), 'reps/e/p1'],
  ['eventLeads', p.eventLeads('e'), 'leads/e'],
  ['leads', p.leads('e', 'p1'), 'leads/e/p1'],
  ['lead', p.lead('e', 'p1', 'p2'), 'leads/e/p1/p2'],
  ['activity', p.activity('e'), 'activity/e'],
  ['activityField', p.activityField('e', '0000000001', 'points'), 'activity/e/0000000001/points'],
  ['organisers', p.organisers(), 'organisers'],
  ['organiser', p.organiser('u1'), 'organisers/u1'],
  ['organiserClaim', p.organiserClaim('u1'), 'organisers/u1/claim'],
  ['revokedAt', p.revokedAt('u1'), 'revokedAt/u1'],
  ['organiserLock', p.organiserLock('u1'), 'organiserLocks/u1'],
  ['audit', p.audit({ kind: 'deployment' }), 'audit/deployment'],
  ['auditEntry', p.auditEntry({ kind: 'event', id: 'e' }, 'a1'), 'audit/events/e/a1'],
  ['smallTalks', p.smallTalks('e'), 'smallTalks/e'],
  ['rpsWins', p.rpsWins('e'), 'rpsWins/e'],
  ['pairs', p.pairs('e'), 'pairs/e'],
];

describe('audit paths', () => {
  it.each([
    [{ kind: 'event', id: 'e' }, 'audit/events/e'],
    [{ kind: 'company', id: 'c' }, 'audit/companies/c'],
    [{ kind: 'deployment' }, 'audit/deployment'],
  ] as const)('%j is %s', (scope, path) => {
    expect(dbPaths.audit(scope)).toBe(path);
  });
});

describe('database paths (spec section 3)', () => {
  it.each(DB_PATHS)('%s is %s', (_name, path, expected) => {
    expect(path).toBe(expected);
  });

  it('spells out every path of the product in the table above', () => {
    expect(DB_PATHS.map(([name]) => name).sort()).toEqual(Object.keys(dbPaths).sort());
  });

  it('has the five badge counters', () => {
    expect(BADGE_COUNTERS).toEqual([
      'coins',
      'kool_badge',
      'super_networker',
      'issued_badges',
      'gifts',
    ]);
  });

  it.each(['', 'a/b', 'a.b', 'a$', 'a#', 'a[', 'a]', 'a\u0000', 'x'.repeat(769)])(
    'refuses the segment %j with invalid-path',
    (segment) => {
      expect(isValidKey(segment)).toBe(false);
      expect(() => dbPaths.user(segment)).toThrowError(DomainError);
    },
  );

  it('accepts any segment without forbidden characters', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1, maxLength: 100 })
          .filter((s) => !/[.$#[\]/]/.test(s) && !hasControlCharacter(s)),
        (segment) => {
          expect(dbPaths.user(segment)).toBe(`users/${segment}`);
        },
      ),
    );
  });
});

describe('storage paths (spec section 3)', () => {
  it.each([
    [storagePaths.logo('e'), 'logo/e/logo.png'],
    [storagePaths.mainImage('e'), 'main/e/main_img.png'],
    [storagePaths.speakerImage('ada.jpg'), 'speakers/ada.jpg'],
    [storagePaths.photo('uid-1'), 'uploads/uid-1/photo'],
    [storagePaths.avatar('p-ann'), 'avatars/p-ann'],
    [storagePaths.pictureTrivia('q1', 'cat.jpg'), 'picture_trivia/q1/cat.jpg'],
    [storagePaths.customerLogo('e'), 'media/e/customer_logo.png'],
    [storagePaths.sponsorLogo('e', 'acme'), 'media/e/sponsor_acme.png'],
    [storagePaths.prizeImage('e', 'mug'), 'media/e/prize_mug.png'],
    [storagePaths.placeholderLogo(), 'media/placeholder/logo.png'],
    [storagePaths.eventSpeakerImage('e', 's1'), 'speakers/e__s1.png'],
    [storagePaths.companyLogo('acme'), 'companies/acme/logo.png'],
  ])('%s', (path, expected) => {
    expect(path).toBe(expected);
  });

  it.each(['', '..', 'a/b', 'x'.repeat(513)])('refuses the file name %j', (name) => {
    expect(() => storagePaths.speakerImage(name)).toThrowError(DomainError);
    expect(() => storagePaths.pictureTrivia('q1', name)).toThrowError(DomainError);
  });

  it.each(['', 'a/b', '..'])('refuses the uid %j of a photo', (uid) => {
    expect(() => storagePaths.photo(uid)).toThrowError(DomainError);
  });
});

describe('isEventPicture', () => {
  it.each([
    // The event's own files, as its organisers upload them.
    [storagePaths.eventSpeakerImage('summit', 'ada'), true],
    [storagePaths.sponsorLogo('summit', 'acme'), true],
    [storagePaths.prizeImage('summit', 'mug'), true],
    [storagePaths.customerLogo('summit'), true],
    [storagePaths.logo('summit'), true],
    [storagePaths.mainImage('summit'), true],
    ['speakers/summit__ada__2.png', true],
    // Another event's.
    [storagePaths.eventSpeakerImage('expo', 'ada'), false],
    [storagePaths.sponsorLogo('expo', 'acme'), false],
    [storagePaths.logo('expo'), false],
    ['speakers/summit-2__ada.png', false],
    ['speakers/summit.png', false],
    ['speakers/summit__', false],
    // An attendee's unpublished upload, a board avatar, trivia, a company's logo, the placeholder.
    [storagePaths.photo('uid-ann'), false],
    [storagePaths.avatar('p-ann'), false],
    [storagePaths.pictureTrivia('q1', 'cat.png'), false],
    [storagePaths.companyLogo('acme'), false],
    [storagePaths.placeholderLogo(), false],
    // The spec's speakers/{name}: no event in it.
    [storagePaths.speakerImage('ada.png'), false],
    // Deeper than the storage rules let anyone upload, or climbing out.
    ['media/summit/sponsors/acme.png', false],
    ['media/summit/..', false],
    ['media/summit/.', false],
    ['media/summit/', false],
    ['media/summit', false],
    [`media/summit/${'x'.repeat(513)}`, false],
    ['media/summit/a\u0000.png', false],
    // Links elsewhere: pages load nothing from another origin.
    ['https://cdn.example.com/summit/logo.png', false],
    ['javascript:alert(1)', false],
    ['', false],
  ])('%j is one of summit’s pictures: %s', (path, expected) => {
    expect(isEventPicture('summit', path)).toBe(expected);
  });

  it.each([
    ['logo/summit/logo.png', { kind: 'event', id: 'summit' }],
    ['main/summit/main_img.png', { kind: 'event', id: 'summit' }],
    ['media/summit/sponsor_acme.png', { kind: 'event', id: 'summit' }],
    ['speakers/summit__ada.png', { kind: 'event', id: 'summit' }],
    ['companies/acme_x_y/logo.png', { kind: 'company', id: 'acme_x_y' }],
    ['companies/a.b/logo.png', null],
    ['companies/acme/other.png', null],
    ['uploads/uid-ann/photo', null],
    ['picture_trivia/q1/a.png', null],
    ['speakers/summit', null],
    ['media/summit', null],
    ['', null],
  ])('%j belongs to %j', (path, owner) => {
    expect(pictureOwner(path)).toEqual(owner);
  });

  it('knows no picture of an event id that is no key', () => {
    expect(isEventPicture('a/b', 'media/a/b/x.png')).toBe(false);
    expect(isEventPicture('', 'media//x.png')).toBe(false);
  });
});
