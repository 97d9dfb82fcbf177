import { DEFAULT_SCORING } from '@engage/domain/scoring-table';
import { announcementNodes } from '@engage/domain/store/announcements';
import { eventNodes } from '@engage/domain/store/events';
import { marketNodes } from '@engage/domain/store/market';
import { organiserNodes } from '@engage/domain/store/organisers';
import { sessionNodes } from '@engage/domain/store/sessions';
import { storagePaths } from '@engage/domain/store/storage';
import { type UserMetadata, userNodes } from '@engage/domain/store/users';
import { get, ref, remove, set, update } from 'firebase/database';
import { expect, it } from 'vitest';
import { DEMO_EVENT_ID } from '../src/seed.ts';
import {
  ATTACK_SESSION,
  type AttackKit,
  expectEveryOrganiserCallableRefused,
  ORGANISER_PATHS,
} from './attack-kit.ts';
import { refusal } from './web-client.ts';

/** An attendee acting as an organiser, or unmaking her own required profile. */
export const escalationAttacks = (kit: AttackKit): void => {
  const { attendee } = kit;
  // Every organiser callable, a few at a time, each starting a function worker: on a shared
  // machine more than the suite's three minutes.
  it('an attendee calling the organiser callables is refused', async () => {
    const mallory = await attendee('admin-caller');
    const victim = await attendee('admin-victim');
    const paths = [
      userNodes.user(mallory.key),
      userNodes.user(victim.key),
      userNodes.ledger(victim.key),
      organiserNodes.companies(),
      eventNodes.speakers(DEMO_EVENT_ID),
      eventNodes.sponsors(DEMO_EVENT_ID),
      marketNodes.prizes(DEMO_EVENT_ID),
      eventNodes.theme(DEMO_EVENT_ID),
      eventNodes.trivia(DEMO_EVENT_ID),
      organiserNodes.audit({ kind: 'event', id: DEMO_EVENT_ID }),
      announcementNodes.list(DEMO_EVENT_ID),
      eventNodes.boothCrawl(DEMO_EVENT_ID),
      eventNodes.scoring(DEMO_EVENT_ID),
      eventNodes.teams(DEMO_EVENT_ID),
      eventNodes.welcomeVideo(DEMO_EVENT_ID),
      sessionNodes.list(DEMO_EVENT_ID),
    ];
    const before = await kit.admin.readAll(paths);
    await expectEveryOrganiserCallableRefused(mallory.client, {
      adminAdjustPoints: [{ userKey: mallory.key, delta: 10_000, reason: 'mine' }],
      adminRemoveUser: [{ userKey: victim.key }],
      adminVoidAwards: [{ userKey: victim.key, reason: 'mine now' }],
      adminRingReport: [{ eventId: DEMO_EVENT_ID }],
      adminSetOrganiser: [{ userKey: mallory.key, grant: true, all: true }],
      adminCreateCompany: [{ name: 'Evil', subscription: 'enterprise', userLimit: 1_000 }],
      adminWriteSpeaker: [
        {
          eventId: DEMO_EVENT_ID,
          speakerId: 'helena-okoye',
          speaker: { name: 'Mallory', topic: 'x', location: 'x', time: 'x', about: 'x' },
        },
      ],
      adminWriteSponsor: [
        {
          eventId: DEMO_EVENT_ID,
          sponsorId: 'contoso',
          sponsor: { Logo: 'x', Paragraph: 'x', Category: 'x' },
        },
      ],
      adminWritePrize: [
        {
          eventId: DEMO_EVENT_ID,
          prizeId: 'headphones',
          prize: { name: 'Noise-cancelling headphones', cost: 1, stock: 1_000 },
        },
      ],
      adminSetTheme: [{ eventId: DEMO_EVENT_ID, scheme: { themeColor: '#000000' } }],
      allocatePrize: [{ eventId: DEMO_EVENT_ID, purchaseId: 'any', state: 'claimed' }],
      adminUpdateCompany: [{ companyId: kit.northwind.customerId, userLimit: 100_000 }],
      adminWriteEvent: [
        {
          eventId: 'mallory-fest',
          create: true,
          event: {
            name: 'Mallory Fest',
            startsAt: 0,
            endsAt: 0,
            venue: '',
            description: '',
            customerId: kit.northwind.customerId,
            mode: 'online',
          },
          teams: ['AGILE'],
        },
      ],
      adminDeleteContent: [{ eventId: DEMO_EVENT_ID, kind: 'speaker', id: 'helena-okoye' }],
      adminSetRep: [{ userKey: mallory.key, isRep: true }],
      adminPublishPicture: [{ path: storagePaths.logo(DEMO_EVENT_ID) }],
      adminSetAdmission: [
        {
          customerId: kit.northwind.customerId,
          code: false,
          domains: ['attack.example'],
          approval: false,
        },
      ],
      adminReleaseSeat: [{ userKey: victim.key }],
      adminDecideApplication: [
        { customerId: kit.northwind.customerId, uid: mallory.uid, approve: true },
      ],
      adminWriteTrivia: [
        {
          eventId: DEMO_EVENT_ID,
          questionId: `${DEMO_EVENT_ID}__mallory`,
          question: {
            image: storagePaths.pictureTrivia(`${DEMO_EVENT_ID}__mallory`, 'p.png'),
            question: 'Mine?',
            options: ['yes', 'no'],
            points: 1_000,
          },
          right: 0,
        },
      ],
      adminOrderTrivia: [{ eventId: DEMO_EVENT_ID, order: [`${DEMO_EVENT_ID}-q1`] }],
      adminAnnounce: [{ eventId: DEMO_EVENT_ID, text: 'Free beer at the bar, on me' }],
      adminSetBoothCrawl: [{ eventId: DEMO_EVENT_ID, on: true, sponsors: 2, points: 500 }],
      adminSetTeam: [{ action: 'rename', eventId: DEMO_EVENT_ID, team: 'AGILE', name: 'Mine' }],
      adminSetPickLists: [
        { eventId: DEMO_EVENT_ID, departments: ['Attack Co'], countries: [], interests: [] },
      ],
      adminSetBingoSquares: [{ eventId: DEMO_EVENT_ID, squares: ['role-rep'] }],
      adminSetSession: [
        {
          eventId: DEMO_EVENT_ID,
          id: null,
          session: ATTACK_SESSION,
        },
      ],
      adminDeleteSession: [{ eventId: DEMO_EVENT_ID, id: 'keynote' }],
      adminImportSessions: [
        {
          eventId: DEMO_EVENT_ID,
          rows: [
            {
              row: 2,
              session: ATTACK_SESSION,
            },
          ],
        },
      ],
      adminSetScoring: [
        {
          eventId: DEMO_EVENT_ID,
          points: { ...DEFAULT_SCORING.points, qrConnection: 1_000 },
          levels: [0, 1],
        },
      ],
      adminSetWelcomeVideo: [
        { eventId: DEMO_EVENT_ID, action: 'publish' },
        { eventId: DEMO_EVENT_ID, action: 'remove' },
      ],
      adminSetMeetings: [{ eventId: DEMO_EVENT_ID, slotMinutes: 5, windows: [], spots: [] }],
      adminQuizRound: [
        { eventId: DEMO_EVENT_ID, action: 'start' },
        { eventId: DEMO_EVENT_ID, action: 'end' },
      ],
      adminSessionCode: [{ eventId: DEMO_EVENT_ID, sessionId: 'keynote' }],
      adminCreateKiosk: [{ eventId: DEMO_EVENT_ID, label: 'My own screen' }],
      adminRevokeKiosk: [{ eventId: DEMO_EVENT_ID, kioskId: 'hall-a' }],
      adminImportAttendees: [
        {
          eventId: DEMO_EVENT_ID,
          rows: [
            {
              row: 2,
              name: 'Sock Puppet',
              email: 'puppet@example.com',
              company: 'Mine',
              team: 'AGILE',
            },
          ],
        },
      ],
      adminDeleteTrivia: [{ eventId: DEMO_EVENT_ID, questionId: `${DEMO_EVENT_ID}-q1` }],
    });
    expect(await kit.admin.readAll(paths)).toEqual(before);
    expect(await kit.admin.claimsOf(mallory.uid)).toEqual({});
    for (const path of ORGANISER_PATHS(DEMO_EVENT_ID, kit.northwind.customerId))
      expect(await refusal(get(ref(mallory.client.db, path))), path).toBe('PERMISSION_DENIED');
    expect(await kit.admin.read(eventNodes.event('mallory-fest'))).toBeNull();
  }, 300_000);

  it('an attendee cannot delete her own name or other required profile fields', async () => {
    const mallory = await attendee('delete-name');
    const metadata = userNodes.metadata(mallory.key);
    const field = (name: keyof UserMetadata) =>
      ref(mallory.client.db, userNodes.field(mallory.key, name));
    // Editing is hers, through the server (which keeps the people index and boards in step).
    await mallory.client.call('updateProfile', {
      name: 'Mallory Renamed',
      company: 'Anywhere',
      department: 'Red team',
      color: 'green',
    });
    const before = await kit.admin.read(metadata);
    const attempts: [string, () => Promise<unknown>][] = [
      ['set name null', () => set(field('name'), null)],
      ['remove name', () => remove(field('name'))],
      ['update name null', () => update(ref(mallory.client.db, metadata), { name: null })],
      [
        'update color and isOnline null',
        () => update(ref(mallory.client.db, metadata), { color: null, isOnline: null }),
      ],
      ['remove company', () => remove(field('company'))],
      ['remove department', () => remove(field('department'))],
      ['remove welcomeVideo', () => remove(field('welcomeVideo'))],
      ['remove the whole profile', () => remove(ref(mallory.client.db, metadata))],
      ['a one-letter colour', () => set(field('color'), 'x')],
    ];
    for (const [what, attempt] of attempts)
      expect(await refusal(attempt()), what).toBe('PERMISSION_DENIED');
    expect(await kit.admin.read(metadata)).toEqual(before);
    expect(before).toMatchObject({ name: 'Mallory Renamed' });
  });
};
