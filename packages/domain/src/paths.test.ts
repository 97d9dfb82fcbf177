import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from './errors.ts';
import { BADGE_COUNTERS, dbPaths, hasControlCharacter, isValidKey, storagePaths } from './paths.ts';

describe('database paths (spec section 3)', () => {
  it.each([
    [dbPaths.users(), 'users'],
    [dbPaths.user('k'), 'users/k'],
    [dbPaths.userMetadata('k'), 'users/k/metadata'],
    [dbPaths.userField('k', 'isOnline'), 'users/k/metadata/isOnline'],
    [dbPaths.userPurchases('k'), 'users/k/metadata/purchases'],
    [dbPaths.userGames('k'), 'users/k/games'],
    [dbPaths.userGame('k', 'act01'), 'users/k/games/act01'],
    [dbPaths.userTotalPoints('k'), 'users/k/games/act04/totalPoints'],
    [dbPaths.userPairFlags('k'), 'users/k/games/multiplayer_room'],
    [dbPaths.userNotifications('k'), 'users/k/notifications'],
    [dbPaths.userRooms('k'), 'users/k/rooms'],
    [dbPaths.userRoom('k', 'r1'), 'users/k/rooms/r1'],
    [dbPaths.userBadges('k'), 'users/k/badges'],
    [dbPaths.userBadge('k', 'coins'), 'users/k/badges/coins'],
    [dbPaths.uidIndex('u1'), 'uids/u1'],
    [dbPaths.rooms(), 'rooms'],
    [dbPaths.room('r1'), 'rooms/r1'],
    [dbPaths.ledger('k'), 'ledger/k'],
    [dbPaths.ledgerEntry('k', 'e1'), 'ledger/k/e1'],
    [dbPaths.award('k', 'qr_other'), 'awards/k/qr_other'],
    [dbPaths.companies(), 'companies'],
    [dbPaths.company('c'), 'companies/c'],
    [dbPaths.companyMetadata('c'), 'companies/c/metadata'],
    [dbPaths.companyUserCount('c'), 'companies/c/userCount'],
    [dbPaths.events(), 'events'],
    [dbPaths.event('e'), 'events/e'],
    [dbPaths.eventMetadata('e'), 'events/e/metadata'],
    [dbPaths.eventRegistrants('e'), 'events/e/metadata/registrants'],
    [dbPaths.eventTeams('e'), 'events/e/teams'],
    [dbPaths.eventTeam('e', 'AGILE'), 'events/e/teams/AGILE'],
    [dbPaths.eventBadges('e'), 'events/e/badges'],
    [dbPaths.eventBadge('e', 'gifts'), 'events/e/badges/gifts'],
    [dbPaths.theme('e'), 'themes/e'],
    [dbPaths.speakers('e'), 'speakers/e'],
    [dbPaths.speaker('e', 's'), 'speakers/e/s'],
    [dbPaths.sponsors('e'), 'sponsors/e'],
    [dbPaths.sponsor('e', 's'), 'sponsors/e/s'],
    [dbPaths.prizes('e'), 'prizes/e'],
    [dbPaths.prize('e', 'p'), 'prizes/e/p'],
    [dbPaths.trivia('e'), 'trivia/e'],
    [dbPaths.leaderboard('e', 'in_person'), 'leaderboards/e/in_person'],
    [dbPaths.leaderboardEntry('e', 'online', 'k'), 'leaderboards/e/online/k'],
    [dbPaths.teamLeaderboard('e'), 'leaderboards/e/teams'],
    [dbPaths.teamLeaderboardEntry('e', 'AGILE'), 'leaderboards/e/teams/AGILE'],
    [dbPaths.eventLeaderboard('e'), 'leaderboards/e/all'],
    [dbPaths.eventLeaderboardEntry('e', 'k'), 'leaderboards/e/all/k'],
    [dbPaths.otp('k'), 'otp/k'],
    [dbPaths.outbox(), 'outbox'],
    [dbPaths.pair('e', 'a~b'), 'pairs/e/a~b'],
    [dbPaths.boothVisits('e', 'k'), 'events/e/booths/k/visits'],
    [dbPaths.rpsMoves('r'), 'rpsMoves/r'],
  ])('%s', (path, expected) => {
    expect(path).toBe(expected);
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
    [storagePaths.upload('u1-photo.png'), 'uploads/u1-photo.png'],
    [storagePaths.pictureTrivia('q1', 'cat.jpg'), 'picture_trivia/q1/cat.jpg'],
    [storagePaths.customerLogo('e'), 'media/e/customer_logo.png'],
    [storagePaths.sponsorLogo('e', 'acme'), 'media/e/sponsor_acme.png'],
    [storagePaths.placeholderLogo(), 'media/placeholder/logo.png'],
  ])('%s', (path, expected) => {
    expect(path).toBe(expected);
  });

  it.each(['', '..', 'a/b', 'x'.repeat(513)])('refuses the file name %j', (name) => {
    expect(() => storagePaths.upload(name)).toThrowError(DomainError);
  });
});
