import { DEFAULT_SCORING } from '@engage/domain/scoring-table';
import { announcementNodes } from '@engage/domain/store/announcements';
import { eventNodes } from '@engage/domain/store/events';
import { marketNodes } from '@engage/domain/store/market';
import { organiserNodes } from '@engage/domain/store/organisers';
import { sessionNodes } from '@engage/domain/store/sessions';
import { storagePaths } from '@engage/domain/store/storage';
import { userNodes } from '@engage/domain/store/users';
import { get, ref } from 'firebase/database';
import { expect, it } from 'vitest';
import { DEMO_EVENT_ID } from '../src/seed.ts';
import { EXPO_EVENT_ID } from '../src/seed-expo.ts';
import {
  ATTACK_SESSION,
  type AttackKit,
  expectEveryOrganiserCallableRefused,
  ORGANISER_PATHS,
  OTHER_COMPANY,
  OTHER_EVENT,
  TAKEOVER_EVENT,
} from './attack-kit.ts';
import { refusal } from './web-client.ts';

/** Organiser rights beyond their reach: another customer's event, a removed or revoked token. */
export const organiserReachAttacks = (kit: AttackKit): void => {
  const { attendee } = kit;
  // Scoped by the event or by its customer company, the same reach: her own event, nothing of
  // another customer's.
  for (const scope of ['event', 'company'] as const)
    it(`an organiser of one ${scope} is refused on another customer's event`, async () => {
      const scoped = await attendee(`scoped-organiser-${scope}`);
      await kit.organiser.call('adminSetOrganiser', {
        userKey: scoped.key,
        grant: true,
        ...(scope === 'event'
          ? { events: [DEMO_EVENT_ID] }
          : { customers: [kit.northwind.customerId] }),
      });
      await scoped.user.getIdToken(true);
      // A company's grant also names its events, the expo and the summit (the storage rules read
      // events from the claim).
      const claim =
        scope === 'event'
          ? `|e:${DEMO_EVENT_ID}|`
          : `|e:${EXPO_EVENT_ID}|e:${DEMO_EVENT_ID}|c:${kit.northwind.customerId}|`;
      expect(await kit.admin.claimsOf(scoped.uid)).toEqual({ organiser: claim });
      // Her own event she runs: its people index is hers to read.
      const people = await get(ref(scoped.client.db, eventNodes.search(DEMO_EVENT_ID)));
      expect(Object.keys(people.val() ?? {}).length).toBeGreaterThan(0);

      const outsider = await attendee('expo-attendee', OTHER_EVENT);
      const paths = [
        eventNodes.speakers(OTHER_EVENT),
        eventNodes.sponsors(OTHER_EVENT),
        eventNodes.sponsors(DEMO_EVENT_ID),
        marketNodes.prizes(OTHER_EVENT),
        eventNodes.theme(OTHER_EVENT),
        eventNodes.trivia(OTHER_EVENT),
        eventNodes.metadata(OTHER_EVENT),
        eventNodes.teams(OTHER_EVENT),
        eventNodes.metadata(DEMO_EVENT_ID),
        eventNodes.event(TAKEOVER_EVENT),
        userNodes.user(outsider.key),
        userNodes.ledger(outsider.key),
        organiserNodes.companies(),
        organiserNodes.all(),
        organiserNodes.audit({ kind: 'event', id: OTHER_EVENT }),
        organiserNodes.audit({ kind: 'company', id: OTHER_COMPANY }),
        announcementNodes.list(OTHER_EVENT),
        sessionNodes.list(OTHER_EVENT),
      ];
      const before = await kit.admin.readAll(paths);
      const underOther = {
        name: 'Taken over',
        startsAt: 0,
        endsAt: 0,
        venue: '',
        description: '',
        customerId: OTHER_COMPANY,
        mode: 'online' as const,
      };
      await expectEveryOrganiserCallableRefused(scoped.client, {
        adminAdjustPoints: [{ userKey: outsider.key, delta: 500, reason: 'reach' }],
        adminRemoveUser: [{ userKey: outsider.key }],
        adminVoidAwards: [{ userKey: outsider.key, reason: 'reach' }],
        adminRingReport: [{ eventId: OTHER_EVENT }],
        adminSetOrganiser: [
          { userKey: scoped.key, grant: true, events: [OTHER_EVENT] },
          { userKey: scoped.key, grant: true, customers: [OTHER_COMPANY] },
          { userKey: scoped.key, grant: true, all: true },
        ],
        // Creating a company is the deployment's.
        adminCreateCompany: [
          { name: 'Contoso Rival', subscription: 'enterprise', userLimit: 1_000 },
        ],
        adminWriteSpeaker: [
          {
            eventId: OTHER_EVENT,
            speakerId: 'keynote',
            speaker: { name: 'Mallory', topic: 'x', location: 'x', time: 'x', about: 'x' },
          },
        ],
        adminWriteSponsor: [
          {
            eventId: OTHER_EVENT,
            sponsorId: 'acme',
            sponsor: {
              Logo: storagePaths.sponsorLogo(OTHER_EVENT, 'acme'),
              Paragraph: 'taken over',
              Category: 'Gold',
            },
          },
        ],
        adminWritePrize: [{ eventId: OTHER_EVENT, prize: { name: 'Car', cost: 1, stock: 1_000 } }],
        adminSetTheme: [{ eventId: OTHER_EVENT, scheme: { themeColor: '#000000' } }],
        adminUpdateCompany: [{ companyId: OTHER_COMPANY, userLimit: 10_000 }],
        adminWriteEvent: [
          // Edit the other company's event, create one under the other company, move hers there.
          {
            eventId: OTHER_EVENT,
            create: false,
            event: underOther,
            teams: ['AGILE'],
          },
          {
            eventId: TAKEOVER_EVENT,
            create: true,
            event: underOther,
            teams: ['AGILE'],
          },
          {
            eventId: DEMO_EVENT_ID,
            create: false,
            event: underOther,
            teams: ['AGILE'],
          },
        ],
        adminDeleteContent: [{ eventId: OTHER_EVENT, kind: 'sponsor', id: 'acme' }],
        adminSetRep: [{ userKey: outsider.key, isRep: true }],
        adminPublishPicture: [
          { path: storagePaths.logo(OTHER_EVENT) },
          { path: storagePaths.companyLogo(OTHER_COMPANY) },
        ],
        adminSetAdmission: [
          { customerId: OTHER_COMPANY, code: false, domains: ['attack.example'], approval: true },
        ],
        adminReleaseSeat: [{ userKey: outsider.key }],
        adminDecideApplication: [{ customerId: OTHER_COMPANY, uid: scoped.uid, approve: true }],
        allocatePrize: [{ eventId: OTHER_EVENT, purchaseId: 'any', state: 'allocated' }],
        adminWriteTrivia: [
          {
            eventId: OTHER_EVENT,
            questionId: `${OTHER_EVENT}__reach`,
            question: {
              image: storagePaths.pictureTrivia(`${OTHER_EVENT}__reach`, 'p.png'),
              question: 'Reach?',
              options: ['yes', 'no'],
              points: 10,
            },
            right: 0,
          },
        ],
        adminOrderTrivia: [{ eventId: OTHER_EVENT, order: [`${OTHER_EVENT}__reach`] }],
        adminDeleteTrivia: [{ eventId: OTHER_EVENT, questionId: `${OTHER_EVENT}__reach` }],
        adminAnnounce: [{ eventId: OTHER_EVENT, text: 'Taken over: go home' }],
        adminSetBoothCrawl: [{ eventId: OTHER_EVENT, on: true, sponsors: 2, points: 500 }],
        adminSetTeam: [{ action: 'remove', eventId: OTHER_EVENT, team: 'AGILE' }],
        adminSetPickLists: [
          { eventId: OTHER_EVENT, departments: ['Attack Co'], countries: [], interests: [] },
        ],
        adminSetBingoSquares: [{ eventId: OTHER_EVENT, squares: ['role-rep'] }],
        adminSetSession: [
          {
            eventId: OTHER_EVENT,
            id: null,
            session: ATTACK_SESSION,
          },
        ],
        adminDeleteSession: [{ eventId: OTHER_EVENT, id: 'keynote' }],
        adminImportSessions: [
          { eventId: OTHER_EVENT, rows: [{ row: 2, session: ATTACK_SESSION }] },
        ],
        adminSetScoring: [
          {
            eventId: OTHER_EVENT,
            points: { ...DEFAULT_SCORING.points, qrConnection: 1_000 },
            levels: [0, 1],
          },
        ],
        adminSetWelcomeVideo: [
          { eventId: OTHER_EVENT, action: 'publish' },
          { eventId: OTHER_EVENT, action: 'remove' },
        ],
        adminSetMeetings: [{ eventId: OTHER_EVENT, slotMinutes: 5, windows: [], spots: [] }],
        adminQuizRound: [
          { eventId: OTHER_EVENT, action: 'start' },
          { eventId: OTHER_EVENT, action: 'end' },
        ],
        adminSessionCode: [{ eventId: OTHER_EVENT, sessionId: 'keynote' }],
        adminCreateKiosk: [{ eventId: OTHER_EVENT, label: 'Reach screen' }],
        adminRevokeKiosk: [{ eventId: OTHER_EVENT, kioskId: 'hall-a' }],
        adminImportAttendees: [
          {
            eventId: OTHER_EVENT,
            rows: [
              {
                row: 2,
                name: 'Reach Row',
                email: 'reach@example.com',
                company: 'Reach',
                team: 'AGILE',
              },
            ],
          },
        ],
      });
      // Her own event's pages may not show the other event's media or an attendee's unpublished
      // upload.
      for (const Logo of [
        storagePaths.sponsorLogo(OTHER_EVENT, 'acme'),
        storagePaths.photo(outsider.uid),
      ])
        expect(
          await refusal(
            scoped.client.call('adminWriteSponsor', {
              eventId: DEMO_EVENT_ID,
              sponsorId: 'contoso',
              sponsor: { Logo, Paragraph: 'Borrowed', Category: 'Gold' },
            }),
          ),
          Logo,
        ).toBe('invalid-path');
      expect(await refusal(get(ref(scoped.client.db, userNodes.user(outsider.key))))).toBe(
        'PERMISSION_DENIED',
      );
      // The other event's organiser nodes are not hers to read either.
      for (const path of ORGANISER_PATHS(OTHER_EVENT, OTHER_COMPANY))
        expect(await refusal(get(ref(scoped.client.db, path))), path).toBe('PERMISSION_DENIED');
      expect(await kit.admin.readAll(paths)).toEqual(before);
      expect(await kit.admin.claimsOf(scoped.uid)).toEqual({ organiser: claim });
      // About 40 refused calls in a row: longer than a journey of one screen takes.
    }, 360_000);
};
