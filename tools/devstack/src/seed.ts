import { planAward } from '@engage/domain/awards';
import { TEAM_COLORS, TEAM_NAMES } from '@engage/domain/colors';
import { makeCompanyId } from '@engage/domain/company-id';
import { WriteSet, type Writes } from '@engage/domain/plan';
import { levelForPoints } from '@engage/domain/points';
import { planNewAttendee, planOrganiserProfile } from '@engage/domain/registration';
import { eventNodes } from '@engage/domain/store/events';
import { marketNodes } from '@engage/domain/store/market';
import { organiserNodes } from '@engage/domain/store/organisers';
import { storagePaths } from '@engage/domain/store/storage';
import { userNodes } from '@engage/domain/store/users';
import type { Theme } from '@engage/domain/theme';
import { DEFAULT_THEME } from '@engage/domain/theme';
import { encodeUserKey } from '@engage/domain/user-key';
import { blendPng, markPng, solidPng } from './png.ts';

/**
 * The demo event a newcomer sees: a customer company with a user limit, an event with the 8 teams
 * and its own colour scheme, speakers, sponsors, prizes, picture-trivia images, 30 attendees with
 * points on the leaderboards and one organiser account. Deterministic for a given `random`.
 */
export const DEMO_EVENT_ID = 'summit-2026';
export const DEMO_PASSWORD = 'demo-password-2026';
export const DEMO_ADMIN_EMAIL = 'organiser@demo.engage.test';

export type SeedAccount = {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
  readonly displayName: string;
  readonly admin: boolean;
};
export type SeedFile = {
  readonly path: string;
  readonly contentType: string;
  readonly data: Buffer;
};
/** Ordered multi-path updates: content, then attendees as registration makes them, then awards. */
export type Seed = {
  readonly batches: readonly Writes[];
  /** The events whose board snapshots to publish once the data is in. */
  readonly events: readonly string[];
  readonly accounts: readonly SeedAccount[];
  readonly files: readonly SeedFile[];
};

/**
 * One distinct, realistic name per attendee, so a name on a board is one person. The people are
 * fictional (no famous names), from many backgrounds, and none of them is also a speaker.
 */
export const ATTENDEE_NAMES = [
  'Nadia Rahman',
  'Tomás Herrera',
  'Aisha Bello',
  'Lukas Becker',
  'Mei Lin Tan',
  'Jonah Whitfield',
  'Sofia Marchetti',
  'Kwame Mensah',
  'Ingrid Halvorsen',
  'Rahul Mehta',
  'Chiara Bianchi',
  'Dmitri Volkov',
  'Fatima El Idrissi',
  'Oliver Grant',
  'Yuki Tanaka',
  'Camila Duarte',
  'Tobias Lindqvist',
  'Zanele Dlamini',
  'Marek Kowalczyk',
  'Leila Navarro',
  'Hiroshi Nakamura',
  'Esther Mwangi',
  'Pablo Ortega',
  'Anika Sharma',
  'Finn O’Connor',
  'Noor Haddad',
  'Sebastian Keller',
  'Lucía Romero',
  'Ravi Subramanian',
  'Elena Popescu',
] as const;

/** The programme's speakers: fictional too, and never on the attendees' boards. */
export const SPEAKERS = [
  {
    id: 'helena-okoye',
    name: 'Helena Okoye',
    initials: 'HO',
    colours: ['#a78bfa', '#4c1d95'],
    topic: 'Compilers for everyone',
    location: 'Main stage',
    time: '09:30',
    about: 'Leads the language tools team at Contoso Research.',
  },
  {
    id: 'marcus-lindgren',
    name: 'Marcus Lindgren',
    initials: 'ML',
    colours: ['#f472b6', '#9d174d'],
    topic: 'How networks heal themselves',
    location: 'Room B',
    time: '11:00',
    about: 'Designs self-repairing networks for harbour logistics.',
  },
  {
    id: 'priyanka-rao',
    name: 'Priyanka Rao',
    initials: 'PR',
    colours: ['#5eead4', '#115e59'],
    topic: 'Software that must not fail',
    location: 'Main stage',
    time: '14:00',
    about: 'Writes flight software and the tests that keep it honest.',
  },
] as const;
const DEPARTMENTS = ['Engineering', 'Sales', 'Marketing', 'Finance', 'Operations'];

const THEME: Theme = {
  themeColor: '#6d28d9',
  palette: {
    ...DEFAULT_THEME.palette,
    primary: '#6d28d9',
    primaryDark: '#4c1d95',
    primaryLight: '#ede9fe',
    accent: '#db2777',
    link: '#6d28d9',
    focus: '#7c3aed',
    headerBackground: '#4c1d95',
    headerText: '#ffffff',
    navBackground: '#4c1d95',
    navText: '#ffffff',
    buttonBackground: '#6d28d9',
    buttonText: '#ffffff',
  },
};

const mustKey = (email: string): string => {
  const key = encodeUserKey(email);
  if (!key.ok) throw new Error(`seed email ${email} is not valid`);
  return key.value;
};

export const demoSeed = (deps: { readonly now: number; readonly random: () => number }): Seed => {
  const updates: Record<string, unknown> = {};
  const accounts: SeedAccount[] = [];
  const files: SeedFile[] = [];
  const event = DEMO_EVENT_ID;
  const customerId = makeCompanyId('Northwind Traders', {
    now: () => deps.now,
    random: deps.random,
  });

  updates[organiserNodes.companyMetadata(customerId)] = {
    name: 'Northwind Traders',
    subscription: 'premium',
    events: { [event]: true },
    eventTotal: 1,
    userLimit: 100,
    logo: storagePaths.customerLogo(event),
    formId: 'northwind-registration',
  };

  updates[eventNodes.metadata(event)] = {
    name: 'Northwind Summit 2026',
    customerId,
    venue: 'Harbour Hall, Rotterdam',
    startsAt: Date.UTC(2026, 11, 3, 9),
    description: 'Two days of talks, games and networking for the Northwind community.',
    registrants: 0,
  };
  for (const team of TEAM_NAMES)
    updates[eventNodes.team(event, team)] = { name: team, color: TEAM_COLORS[team] };
  updates[eventNodes.theme(event)] = THEME;

  for (const { id, initials, colours, ...speaker } of SPEAKERS) {
    const image = storagePaths.speakerImage(`${id}.png`);
    updates[eventNodes.speaker(event, id)] = {
      ...speaker,
      image,
      linkedinUrl: `https://www.linkedin.com/in/${id}`,
    };
    files.push({
      path: image,
      contentType: 'image/png',
      data: markPng({
        width: 192,
        height: 192,
        from: colours[0],
        to: colours[1],
        text: initials,
        shape: 'circle',
      }),
    });
  }

  const sponsors = [
    {
      id: 'contoso',
      name: 'Contoso',
      Category: 'Gold',
      Paragraph: 'Contoso builds the cloud behind the summit.',
    },
    {
      id: 'fabrikam',
      name: 'Fabrikam',
      Category: 'Silver',
      Paragraph: 'Fabrikam makes the badges you are wearing.',
    },
    {
      id: 'woodgrove',
      name: 'Woodgrove Bank',
      Category: 'Gold',
      Paragraph: 'Woodgrove Bank pays for the coffee, all day.',
    },
  ];
  for (const sponsor of sponsors) {
    const logo = storagePaths.sponsorLogo(event, sponsor.id);
    updates[eventNodes.sponsor(event, sponsor.id)] = {
      name: sponsor.name,
      Logo: logo,
      Paragraph: sponsor.Paragraph,
      Category: sponsor.Category,
      SocialLinks: { website: `https://${sponsor.id}.example.com` },
    };
    files.push({
      path: logo,
      contentType: 'image/png',
      data: markPng({
        width: 320,
        height: 128,
        from: sponsor.Category === 'Gold' ? '#fcd34d' : '#cbd5e1',
        to: sponsor.Category === 'Gold' ? '#92400e' : '#334155',
        text: sponsor.name.split(' ')[0] ?? sponsor.id,
      }),
    });
  }

  const prizes = [
    { id: 'mug', name: 'Summit mug', cost: 50, stock: 40, mark: 'Mug' },
    { id: 'hoodie', name: 'Summit hoodie', cost: 250, stock: 15, mark: 'Hoodie' },
    {
      id: 'headphones',
      name: 'Noise-cancelling headphones',
      cost: 1_000,
      stock: 2,
      mark: 'Audio',
    },
  ];
  for (const { id, mark, ...prize } of prizes) {
    const image = storagePaths.prizeImage(event, id);
    updates[marketNodes.prize(event, id)] = { ...prize, image };
    files.push({
      path: image,
      contentType: 'image/png',
      data: markPng({ width: 280, height: 140, from: '#fde68a', to: '#b45309', text: mark }),
    });
  }

  // Question ids are unique across events (the storage folder picture_trivia/{id} is shared).
  const trivia = [
    { id: `${event}-q1`, colour: '#ef4444', answer: 'red', options: ['red', 'blue', 'green'] },
    { id: `${event}-q2`, colour: '#3b82f6', answer: 'blue', options: ['purple', 'blue', 'grey'] },
    {
      id: `${event}-q3`,
      colour: '#22c55e',
      answer: 'green',
      options: ['green', 'orange', 'black'],
    },
  ];
  for (const question of trivia) {
    const image = storagePaths.pictureTrivia(question.id, 'picture.png');
    updates[eventNodes.question(event, question.id)] = {
      image,
      question: 'Which colour is this picture?',
      options: question.options,
    };
    // The answer sits where no client can read it.
    updates[eventNodes.answer(event, question.id)] = question.answer;
    files.push({
      path: image,
      contentType: 'image/png',
      data: solidPng(120, 120, question.colour),
    });
  }

  files.push({
    path: storagePaths.logo(event),
    contentType: 'image/png',
    data: markPng({ width: 128, height: 128, from: '#7c3aed', to: '#4c1d95', text: 'NS' }),
  });
  files.push({
    path: storagePaths.mainImage(event),
    contentType: 'image/png',
    data: blendPng(960, 320, '#ede9fe', '#7c3aed'),
  });
  files.push({
    path: storagePaths.customerLogo(event),
    contentType: 'image/png',
    data: markPng({ width: 128, height: 128, from: '#7dd3fc', to: '#0369a1', text: 'NT' }),
  });
  // What a customer without a logo shows: a neutral mark that says it stands in for one.
  files.push({
    path: storagePaths.placeholderLogo(),
    contentType: 'image/png',
    data: markPng({ width: 128, height: 128, from: '#94a3b8', to: '#334155', text: 'Logo' }),
  });

  // Attendees are made as registration makes them, and their points come from ledger entries
  // through the award plan, so every seeded total equals the sum of its ledger.
  const attendees = new WriteSet();
  const awards = new WriteSet();
  const ctx = { newId: seededIds(deps.now) };
  const attendeeCount = ATTENDEE_NAMES.length;
  for (let i = 0; i < attendeeCount; i += 1) {
    const name = ATTENDEE_NAMES[i] ?? `Attendee ${i + 1}`;
    const email = `attendee${String(i + 1).padStart(2, '0')}@demo.engage.test`;
    const uid = `demo-attendee-${String(i + 1).padStart(2, '0')}`;
    const key = mustKey(email);
    const teamName = TEAM_NAMES[i % TEAM_NAMES.length] ?? 'AGILE';
    const points = Math.round(deps.random() * 60) * 10;
    const input = {
      uid,
      name,
      email,
      company: 'Northwind Traders',
      department: DEPARTMENTS[i % DEPARTMENTS.length] ?? 'Operations',
      teamName,
      customerId,
      eventId: event,
      attendance: i % 3 === 0 ? ('online' as const) : ('in_person' as const),
    };
    const created = planNewAttendee(key, input, { ...ctx, random: deps.random });
    if (!created.ok) throw new Error(`seed attendee ${email} was refused: ${created.error}`);
    attendees.merge(created.writes);
    accounts.push({ uid, email, password: DEMO_PASSWORD, displayName: name, admin: false });
    if (points === 0) continue;
    const award = {
      key,
      points,
      reason: 'demo: points before the event',
      by: 'seed',
      counters: { kool_badge: points >= 300 ? 1 : 0, super_networker: points >= 500 ? 1 : 0 },
    };
    awards.merge(planAward(created.value.user, award, ctx).writes);
    awards.set(userNodes.level(key), levelForPoints(points));
  }
  updates[organiserNodes.userCount(customerId)] = attendeeCount;

  const adminUid = 'demo-organiser';
  const adminKey = mustKey(DEMO_ADMIN_EMAIL);
  accounts.push({
    uid: adminUid,
    email: DEMO_ADMIN_EMAIL,
    password: DEMO_PASSWORD,
    displayName: 'Olivia Organiser',
    admin: true,
  });
  const organiser = planOrganiserProfile(
    adminKey,
    {
      uid: adminUid,
      name: 'Olivia Organiser',
      email: DEMO_ADMIN_EMAIL,
      company: 'Engage',
      department: 'Events',
      teamName: 'MODERN',
      customerId,
      eventId: event,
    },
    { ...ctx, random: deps.random },
  );
  attendees.merge(organiser.writes);
  // The organisers index lists who holds which rights (the claim itself is set on the account).
  attendees.set(organiserNodes.organiser(adminUid), {
    claim: '*',
    key: adminKey,
    name: 'Olivia Organiser',
    email: DEMO_ADMIN_EMAIL,
  });

  return {
    batches: [{ sets: updates, increments: {} }, attendees.writes(), awards.writes()],
    events: [event],
    accounts,
    files,
  };
};

/** Push-id-like keys that sort in the order they are made, from a fixed clock, so a seed repeats. */
const seededIds = (now: number): (() => string) => {
  let next = 0;
  return () => {
    next += 1;
    return `seed-${now.toString(36)}-${String(next).padStart(6, '0')}`;
  };
};
