import { describe, expect, it } from 'vitest';
import { announcementNodes } from './announcements.ts';
import { boardNodes, boardsEventOf } from './boards.ts';
import { eventNodes } from './events.ts';
import { everyoneNodes } from './everyone.ts';
import { NODE_GROUPS } from './groups.ts';
import { inboxNodes } from './inbox.ts';
import { invitationNodes } from './invitations.ts';
import { kioskNodes } from './kiosks.ts';
import { marketNodes } from './market.ts';
import { organiserNodes } from './organisers.ts';
import { peopleNodes } from './people.ts';
import { quizNodes } from './quiz.ts';
import { roomNodes } from './rooms.ts';
import { sessionCheckInNodes } from './session-checkins.ts';
import { sessionNodes } from './sessions.ts';
import { BADGE_COUNTERS, userNodes } from './users.ts';

const NODES: [string, string, string][] = [
  ['userNodes.all', userNodes.all(), 'users'],
  ['userNodes.user', userNodes.user('k'), 'users/k'],
  ['userNodes.seatCompany', userNodes.seatCompany('k'), 'users/k/seatCompany'],
  ['userNodes.registering', userNodes.registering('k'), 'users/k/registering'],
  ['userNodes.releasing', userNodes.releasing('k'), 'users/k/releasing'],
  ['userNodes.metadata', userNodes.metadata('k'), 'users/k/metadata'],
  ['userNodes.field', userNodes.field('k', 'isOnline'), 'users/k/metadata/isOnline'],
  ['userNodes.level', userNodes.level('k'), 'users/k/metadata/level'],
  ['userNodes.levelNoticed', userNodes.levelNoticed('k'), 'users/k/levelNoticed'],
  [
    'userNodes.purchaseQty',
    userNodes.purchaseQty('k', 'mug'),
    'users/k/metadata/purchases/mug/qty',
  ],
  ['userNodes.purchaseAt', userNodes.purchaseAt('k', 'mug'), 'users/k/metadata/purchases/mug/at'],
  ['userNodes.game', userNodes.game('k', 'act01'), 'users/k/games/act01'],
  ['userNodes.gameCode', userNodes.gameCode('k', 'act01'), 'users/k/games/act01/code'],
  [
    'userNodes.gameComplete',
    userNodes.gameComplete('k', 'act01'),
    'users/k/games/act01/isComplete',
  ],
  ['userNodes.balance', userNodes.balance('k'), 'users/k/games/act04'],
  ['userNodes.spentPoints', userNodes.spentPoints('k'), 'users/k/games/act04/spentPoints'],
  ['userNodes.totalPoints', userNodes.totalPoints('k'), 'users/k/games/act04/totalPoints'],
  ['userNodes.voided', userNodes.voided('k'), 'users/k/games/act04/voided'],
  ['userNodes.pairFlags', userNodes.pairFlags('k'), 'users/k/games/multiplayer_room'],
  ['userNodes.pairFlag', userNodes.pairFlag('k', 'other'), 'users/k/games/multiplayer_room/other'],
  ['userNodes.notifications', userNodes.notifications('k'), 'users/k/notifications'],
  ['userNodes.notification', userNodes.notification('k', 'n1'), 'users/k/notifications/n1'],
  ['userNodes.leadConsents', userNodes.leadConsents('k'), 'users/k/leadConsents'],
  ['userNodes.boothCrawl', userNodes.boothCrawl('k'), 'users/k/boothCrawl'],
  ['userNodes.leadConsent', userNodes.leadConsent('k', 'p1'), 'users/k/leadConsents/p1'],
  [
    'userNodes.notificationRead',
    userNodes.notificationRead('k', 'n1'),
    'users/k/notifications/n1/read',
  ],
  ['userNodes.rooms', userNodes.rooms('k'), 'users/k/rooms'],
  ['userNodes.room', userNodes.room('k', 'r1'), 'users/k/rooms/r1'],
  [
    'userNodes.roomDisconnected',
    userNodes.roomDisconnected('k', 'r1'),
    'users/k/rooms/r1/disconnected',
  ],
  ['userNodes.connections', userNodes.connections('k'), 'users/k/connections'],
  ['userNodes.connection', userNodes.connection('k', 'c3'), 'users/k/connections/c3'],
  ['userNodes.badges', userNodes.badges('k'), 'users/k/badges'],
  ['userNodes.badge', userNodes.badge('k', 'coins'), 'users/k/badges/coins'],
  ['userNodes.byUid', userNodes.byUid('u1'), 'uids/u1'],
  ['roomNodes.all', roomNodes.all(), 'rooms'],
  ['roomNodes.room', roomNodes.room('r1'), 'rooms/r1'],
  ['roomNodes.field', roomNodes.field('r1', 'updatedAt'), 'rooms/r1/updatedAt'],
  ['userNodes.ledger', userNodes.ledger('k'), 'ledger/k'],
  ['userNodes.ledgerEntry', userNodes.ledgerEntry('k', 'e1'), 'ledger/k/e1'],
  ['organiserNodes.companies', organiserNodes.companies(), 'companies'],
  ['organiserNodes.company', organiserNodes.company('c'), 'companies/c'],
  ['organiserNodes.companyMetadata', organiserNodes.companyMetadata('c'), 'companies/c/metadata'],
  ['organiserNodes.userCount', organiserNodes.userCount('c'), 'companies/c/userCount'],
  ['eventNodes.all', eventNodes.all(), 'events'],
  ['eventNodes.event', eventNodes.event('e'), 'events/e'],
  ['eventNodes.metadata', eventNodes.metadata('e'), 'events/e/metadata'],
  ['eventNodes.registrants', eventNodes.registrants('e'), 'events/e/metadata/registrants'],
  ['eventNodes.customer', eventNodes.customer('e'), 'events/e/metadata/customerId'],
  ['eventNodes.longLivedQr', eventNodes.longLivedQr('e'), 'events/e/metadata/longLivedQr'],
  ['eventNodes.teams', eventNodes.teams('e'), 'events/e/teams'],
  ['eventNodes.welcomeVideo', eventNodes.welcomeVideo('e'), 'welcomeVideos/e'],
  ['eventNodes.team', eventNodes.team('e', 'AGILE'), 'events/e/teams/AGILE'],
  ['eventNodes.badge', eventNodes.badge('e', 'gifts'), 'events/e/badges/gifts'],
  ['eventNodes.theme', eventNodes.theme('e'), 'themes/e'],
  ['eventNodes.speakers', eventNodes.speakers('e'), 'speakers/e'],
  ['eventNodes.speaker', eventNodes.speaker('e', 's'), 'speakers/e/s'],
  ['eventNodes.sponsors', eventNodes.sponsors('e'), 'sponsors/e'],
  ['eventNodes.sponsor', eventNodes.sponsor('e', 's'), 'sponsors/e/s'],
  ['marketNodes.prizes', marketNodes.prizes('e'), 'prizes/e'],
  ['marketNodes.prize', marketNodes.prize('e', 'p'), 'prizes/e/p'],
  ['marketNodes.stock', marketNodes.stock('e', 'p'), 'prizes/e/p/stock'],
  ['marketNodes.prizeName', marketNodes.prizeName('e', 'p'), 'prizes/e/p/name'],
  ['marketNodes.tombstones', marketNodes.tombstones(), 'prizeTombstones'],
  ['marketNodes.tombstone', marketNodes.tombstone('e', 'p', 's'), 'prizeTombstones/e/p/s'],
  ['eventNodes.trivia', eventNodes.trivia('e'), 'trivia/e'],
  ['eventNodes.question', eventNodes.question('e', 'q1'), 'trivia/e/q1'],
  ['eventNodes.questionOrder', eventNodes.questionOrder('e', 'q1'), 'trivia/e/q1/order'],
  ['boardNodes.board', boardNodes.board('e', 'in_person'), 'leaderboards/e/in_person'],
  ['boardNodes.entry', boardNodes.entry('e', 'online', 'p1'), 'leaderboards/e/online/p1'],
  [
    'boardNodes.entryField',
    boardNodes.entryField('e', 'all', 'p1', 'score'),
    'leaderboards/e/all/p1/score',
  ],
  ['boardNodes.teams', boardNodes.teams('e'), 'leaderboards/e/teams'],
  ['boardNodes.snapshot', boardNodes.snapshot('e', 'online'), 'boardSnapshots/e/online'],
  ['boardNodes.snapshotAt', boardNodes.snapshotAt('e', 'all'), 'boardSnapshots/e/all/at'],
  [
    'boardNodes.snapshotRow',
    boardNodes.snapshotRow('e', 'teams', 'AGILE'),
    'boardSnapshots/e/teams/rows/AGILE',
  ],
  [
    'boardNodes.snapshotField',
    boardNodes.snapshotField('e', 'all', 'p1', 'score'),
    'boardSnapshots/e/all/rows/p1/score',
  ],
  ['boardNodes.publish', boardNodes.publish('e'), 'boardPublish/e'],
  ['boardNodes.publishes', boardNodes.publishes(), 'boardPublish'],
  ['boardNodes.due', boardNodes.due('e'), 'boardPublish/e/due'],
  ['boardNodes.team', boardNodes.team('e', 'AGILE'), 'leaderboards/e/teams/AGILE'],
  ['boardNodes.teamName', boardNodes.teamName('e', 'AGILE'), 'leaderboards/e/teams/AGILE/name'],
  ['boardNodes.teamScore', boardNodes.teamScore('e', 'AGILE'), 'leaderboards/e/teams/AGILE/score'],
  ['userNodes.otp', userNodes.otp('k'), 'otp/k'],
  ['userNodes.limit', userNodes.limit('u1', 'award'), 'limits/u1/award'],
  ['userNodes.outbox', userNodes.outbox(), 'outbox'],
  ['userNodes.mail', userNodes.mail('m1'), 'outbox/m1'],
  ['roomNodes.pair', roomNodes.pair('e', 'a~b'), 'pairs/e/a~b'],
  ['eventNodes.booths', eventNodes.booths('e'), 'booths/e'],
  ['eventNodes.boothCrawl', eventNodes.boothCrawl('e'), 'events/e/boothCrawl'],
  ['eventNodes.pickLists', eventNodes.pickLists('e'), 'events/e/pickLists'],
  ['eventNodes.bingoSquares', eventNodes.bingoSquares('e'), 'events/e/bingoSquares'],
  ['eventNodes.scoring', eventNodes.scoring('e'), 'events/e/scoring'],
  ['eventNodes.booth', eventNodes.booth('e', 'p1'), 'booths/e/p1'],
  ['eventNodes.boothVisits', eventNodes.boothVisits('e', 'p1'), 'booths/e/p1/visits'],
  ['eventNodes.boothLeads', eventNodes.boothLeads('e', 'p1'), 'boothLeads/e/p1'],
  ['eventNodes.boothLead', eventNodes.boothLead('e', 'p1', 'p2'), 'boothLeads/e/p1/p2'],
  [
    'eventNodes.boothLeadContact',
    eventNodes.boothLeadContact('e', 'p1', 'p2'),
    'boothLeads/e/p1/p2/contact',
  ],
  ['roomNodes.rpsMoves', roomNodes.rpsMoves('r'), 'rpsMoves/r'],
  ['userNodes.qrTokens', userNodes.qrTokens(), 'qrTokens'],
  ['userNodes.qrToken', userNodes.qrToken('ABC123'), 'qrTokens/ABC123'],
  ['userNodes.scanReceipt', userNodes.scanReceipt('kb', 's1'), 'scanReceipts/kb/s1'],
  ['userNodes.scanReceipts', userNodes.scanReceipts('kb'), 'scanReceipts/kb'],
  ['userNodes.traitSince', userNodes.traitSince('k', 't1'), 'users/k/metadata/traitsSince/t1'],
  ['userNodes.privacy', userNodes.privacy('k'), 'users/k/metadata/privacy'],
  ['userNodes.partnerLog', userNodes.partnerLog('k'), 'partnerAwards/k'],
  ['userNodes.partnerMet', userNodes.partnerMet('k', 'p1'), 'partnerAwards/k/met/p1'],
  ['userNodes.partnerRecent', userNodes.partnerRecent('k', 'a1'), 'partnerAwards/k/recent/a1'],
  ['userNodes.byPublicId', userNodes.byPublicId('p1'), 'publicIds/p1'],
  ['userNodes.onlineLists', userNodes.onlineLists(), 'online'],
  ['userNodes.online', userNodes.online('e'), 'online/e'],
  ['userNodes.onlineEntry', userNodes.onlineEntry('e', 'p1'), 'online/e/p1'],
  ['roomNodes.messages', roomNodes.messages('r1'), 'rooms/r1/messages'],
  ['roomNodes.message', roomNodes.message('r1', 'm1'), 'rooms/r1/messages/m1'],
  ['roomNodes.sent', roomNodes.sent('r1', 'p1'), 'rooms/r1/sent/p1'],
  [
    'roomNodes.playerDisconnected',
    roomNodes.playerDisconnected('r1', 'p1'),
    'rooms/r1/players/p1/disconnected',
  ],
  ['roomNodes.playerLostAt', roomNodes.playerLostAt('r1', 'p1'), 'rooms/r1/players/p1/lostAt'],
  ['roomNodes.rps', roomNodes.rps('r1'), 'rooms/r1/rps'],
  ['roomNodes.rpsMoved', roomNodes.rpsMoved('r1'), 'rooms/r1/rps/moved'],
  ['roomNodes.rpsPaid', roomNodes.rpsPaid('r1'), 'rooms/r1/rps/paid'],
  ['eventNodes.answer', eventNodes.answer('e', 'q1'), 'triviaAnswers/e/q1'],
  ['eventNodes.answers', eventNodes.answers('e'), 'triviaAnswers/e'],
  ['userNodes.bingo', userNodes.bingo('k'), 'users/k/games/act01'],
  ['userNodes.triviaAnswers', userNodes.triviaAnswers('k'), 'users/k/games/act02/answers'],
  ['eventNodes.traits', eventNodes.traits('e'), 'traits/e'],
  [
    'eventNodes.traitField',
    eventNodes.traitField('e', 'likes-jazz', 'count'),
    'traits/e/likes-jazz/count',
  ],
  ['roomNodes.smallTalk', roomNodes.smallTalk('e', 'a~b'), 'smallTalks/e/a~b'],
  ['roomNodes.rpsWin', roomNodes.rpsWin('e', 'a>b'), 'rpsWins/e/a>b'],
  [
    'organiserNodes.companyField',
    organiserNodes.companyField('c', 'userLimit'),
    'companies/c/metadata/userLimit',
  ],
  ['organiserNodes.seatClaim', organiserNodes.seatClaim('c', 'u1'), 'companies/c/seatClaims/u1'],
  [
    'organiserNodes.companyEvent',
    organiserNodes.companyEvent('c', 'e'),
    'companies/c/metadata/events/e',
  ],
  ['organiserNodes.eventTotal', organiserNodes.eventTotal('c'), 'companies/c/metadata/eventTotal'],
  ['organiserNodes.admission', organiserNodes.admission('c'), 'companies/c/admission'],
  ['organiserNodes.applications', organiserNodes.applications('c'), 'applications/c'],
  ['organiserNodes.application', organiserNodes.application('c', 'u1'), 'applications/c/u1'],
  ['eventNodes.field', eventNodes.field('e', 'venue'), 'events/e/metadata/venue'],
  ['eventNodes.search', eventNodes.search('e'), 'search/e'],
  ['eventNodes.searchRow', eventNodes.searchRow('e', 'k'), 'search/e/k'],
  ['eventNodes.searchField', eventNodes.searchField('e', 'k', 'n'), 'search/e/k/n'],
  ['marketNodes.purchases', marketNodes.purchases('e'), 'purchases/e'],
  ['marketNodes.purchase', marketNodes.purchase('e', 'r1'), 'purchases/e/r1'],
  [
    'marketNodes.purchaseField',
    marketNodes.purchaseField('e', 'r1', 'claimedAt'),
    'purchases/e/r1/claimedAt',
  ],
  ['userNodes.handover', userNodes.handover('k', 'r1'), 'users/k/games/act04/requests/r1/handover'],
  ['eventNodes.reps', eventNodes.reps('e'), 'reps/e'],
  ['eventNodes.rep', eventNodes.rep('e', 'p1'), 'reps/e/p1'],
  ['eventNodes.leads', eventNodes.leads('e'), 'leads/e'],
  ['eventNodes.repLeads', eventNodes.repLeads('e', 'p1'), 'leads/e/p1'],
  ['eventNodes.lead', eventNodes.lead('e', 'p1', 'p2'), 'leads/e/p1/p2'],
  ['eventNodes.activity', eventNodes.activity('e'), 'activity/e'],
  [
    'eventNodes.activityField',
    eventNodes.activityField('e', '0000000001', 'points'),
    'activity/e/0000000001/points',
  ],
  ['organiserNodes.all', organiserNodes.all(), 'organisers'],
  ['organiserNodes.organiser', organiserNodes.organiser('u1'), 'organisers/u1'],
  ['organiserNodes.claim', organiserNodes.claim('u1'), 'organisers/u1/claim'],
  ['organiserNodes.revokedAt', organiserNodes.revokedAt('u1'), 'revokedAt/u1'],
  ['organiserNodes.audit', organiserNodes.audit({ kind: 'deployment' }), 'audit/deployment'],
  [
    'organiserNodes.auditEntry',
    organiserNodes.auditEntry({ kind: 'event', id: 'e' }, 'a1'),
    'audit/events/e/a1',
  ],
  ['roomNodes.smallTalks', roomNodes.smallTalks('e'), 'smallTalks/e'],
  ['roomNodes.rpsWins', roomNodes.rpsWins('e'), 'rpsWins/e'],
  ['roomNodes.pairs', roomNodes.pairs('e'), 'pairs/e'],
  ['userNodes.announcementsSeen', userNodes.announcementsSeen('k'), 'users/k/announcementsSeen'],
  ['announcementNodes.list', announcementNodes.list('e'), 'announcements/e'],
  ['announcementNodes.announcement', announcementNodes.announcement('e', 'a'), 'announcements/e/a'],
  ['announcementNodes.sends', announcementNodes.sends('e'), 'announcementSends/e'],
  ['kioskNodes.list', kioskNodes.list('e'), 'kiosks/e'],
  ['kioskNodes.kiosk', kioskNodes.kiosk('e', 'k'), 'kiosks/e/k'],
  ['kioskNodes.secret', kioskNodes.secret('k'), 'kioskSecrets/k'],
  ['invitationNodes.invitation', invitationNodes.invitation('h'), 'invitations/h'],
  ['everyoneNodes.everyone', everyoneNodes.everyone(), 'everyone'],
  ['everyoneNodes.row', everyoneNodes.row('k'), 'everyone/k'],
  ['everyoneNodes.field', everyoneNodes.field('k', 'n'), 'everyone/k/n'],
  ['quizNodes.round', quizNodes.round('e'), 'quizRounds/e'],
  ['quizNodes.answer', quizNodes.answer('e', 'r', 2, 'k'), 'quizAnswers/e/r/2/k'],
  ['quizNodes.tally', quizNodes.tally('e', 'r'), 'quizTallies/e/r'],
  [
    'quizNodes.tallyField',
    quizNodes.tallyField('e', 'r', 'k', 'points'),
    'quizTallies/e/r/k/points',
  ],
  ['sessionCheckInNodes.codes', sessionCheckInNodes.codes('e', 's'), 'sessionCodes/e/s'],
  ['sessionCheckInNodes.visits', sessionCheckInNodes.visits('k'), 'sessionVisits/k'],
  ['sessionCheckInNodes.visit', sessionCheckInNodes.visit('k', 's'), 'sessionVisits/k/s'],
  ['sessionCheckInNodes.attendances', sessionCheckInNodes.attendances('e'), 'sessionAttendance/e'],
  [
    'sessionCheckInNodes.attendance',
    sessionCheckInNodes.attendance('e', 's'),
    'sessionAttendance/e/s',
  ],
  [
    'sessionCheckInNodes.checkIns',
    sessionCheckInNodes.checkIns('e', 's'),
    'sessionAttendance/e/s/checkIns',
  ],
  [
    'sessionCheckInNodes.ratings',
    sessionCheckInNodes.ratings('e', 's'),
    'sessionAttendance/e/s/ratings',
  ],
  [
    'sessionCheckInNodes.ratingSum',
    sessionCheckInNodes.ratingSum('e', 's'),
    'sessionAttendance/e/s/ratingSum',
  ],
  [
    'sessionCheckInNodes.attendee',
    sessionCheckInNodes.attendee('e', 's', 'k'),
    'sessionAttendance/e/s/people/k',
  ],
  [
    'sessionCheckInNodes.attendeeField',
    sessionCheckInNodes.attendeeField('e', 's', 'k', 'rating'),
    'sessionAttendance/e/s/people/k/rating',
  ],
  ['sessionNodes.list', sessionNodes.list('e'), 'sessions/e'],
  ['sessionNodes.session', sessionNodes.session('e', 's'), 'sessions/e/s'],
  ['sessionNodes.stars', sessionNodes.stars('k'), 'schedules/k'],
  ['sessionNodes.star', sessionNodes.star('k', 's'), 'schedules/k/s'],
  ['peopleNodes.directory', peopleNodes.directory('e'), 'directory/e'],
  ['peopleNodes.entry', peopleNodes.entry('e', 'p'), 'directory/e/p'],
  ['peopleNodes.interest', peopleNodes.interest('e', 'i'), 'directoryInterests/e/i'],
  [
    'peopleNodes.interestMember',
    peopleNodes.interestMember('e', 'i', 'p'),
    'directoryInterests/e/i/p',
  ],
  ['peopleNodes.listed', peopleNodes.listed('k'), 'users/k/listed'],
  ['peopleNodes.setup', peopleNodes.setup('e'), 'events/e/meetings'],
  ['peopleNodes.meeting', peopleNodes.meeting('e', 'm'), 'meetings/e/m'],
  ['peopleNodes.myMeetings', peopleNodes.myMeetings('k'), 'users/k/meetings'],
  ['peopleNodes.myMeeting', peopleNodes.myMeeting('k', 'm'), 'users/k/meetings/m'],
  ['peopleNodes.busy', peopleNodes.busy('e', 'p'), 'meetingBusy/e/p'],
  ['peopleNodes.busySlot', peopleNodes.busySlot('e', 'p', 'm'), 'meetingBusy/e/p/m'],
  ['peopleNodes.paid', peopleNodes.paid('e', 'a~b'), 'meetingPaid/e/a~b'],
  ['inboxNodes.conversation', inboxNodes.conversation('e', 'a~b'), 'conversations/e/a~b'],
  ['inboxNodes.messages', inboxNodes.messages('e', 'a~b'), 'conversations/e/a~b/messages'],
  ['inboxNodes.message', inboxNodes.message('e', 'a~b', 'm'), 'conversations/e/a~b/messages/m'],
  ['inboxNodes.tally', inboxNodes.tally('e', 'a~b', 'a'), 'conversations/e/a~b/sent/a'],
  ['inboxNodes.inbox', inboxNodes.inbox('k'), 'inboxes/k'],
  ['inboxNodes.entry', inboxNodes.entry('k', 'a~b'), 'inboxes/k/a~b'],
  ['inboxNodes.entryField', inboxNodes.entryField('k', 'a~b', 'last'), 'inboxes/k/a~b/last'],
  ['inboxNodes.entryAt', inboxNodes.entryAt('k', 'a~b'), 'inboxes/k/a~b/at'],
  ['inboxNodes.unread', inboxNodes.unread('k', 'a~b'), 'inboxes/k/a~b/unread'],
];

describe('audit nodes', () => {
  it.each([
    [{ kind: 'event', id: 'e' }, 'audit/events/e'],
    [{ kind: 'company', id: 'c' }, 'audit/companies/c'],
    [{ kind: 'deployment' }, 'audit/deployment'],
  ] as const)('%j is %s', (scope, path) => {
    expect(organiserNodes.audit(scope)).toBe(path);
  });
});

describe('database nodes (spec section 3)', () => {
  it.each(NODES)('%s is %s', (_name, path, expected) => {
    expect(path).toBe(expected);
  });

  it('spells out every node of the product in the table above', () => {
    const builders = Object.entries(NODE_GROUPS).flatMap(([group, nodes]) =>
      Object.keys(nodes).map((member) => `${group}.${member}`),
    );
    expect(NODES.map(([name]) => name).sort()).toEqual(builders.sort());
  });

  it('has the six badge counters', () => {
    expect(BADGE_COUNTERS).toEqual([
      'coins',
      'kool_badge',
      'super_networker',
      'issued_badges',
      'gifts',
      'booth_crawler',
      'sessions',
    ]);
  });
});

describe('boardsEventOf', () => {
  it.each([
    ['leaderboards/summit/all/p1/score', 'summit'],
    ['leaderboards/summit/teams', 'summit'],
    ['leaderboards/summit', undefined],
    ['boardSnapshots/summit/all', undefined],
    ['users/k1/games/act04/totalPoints', undefined],
  ])('%s -> %s', (path, eventId) => {
    expect(boardsEventOf(path)).toBe(eventId);
  });
});
