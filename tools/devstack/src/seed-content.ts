import { TEAM_COLORS, TEAM_NAMES } from '@engage/domain/colors';
import { WriteSet } from '@engage/domain/plan';
import { eventNodes } from '@engage/domain/store/events';
import { marketNodes } from '@engage/domain/store/market';
import { organiserNodes } from '@engage/domain/store/organisers';
import { storagePaths } from '@engage/domain/store/storage';
import type { Theme } from '@engage/domain/theme';
import { DEFAULT_THEME } from '@engage/domain/theme';
import { markPng, solidPng } from './png.ts';
import { seedProgramme } from './seed-programme.ts';
import { brandMarkSvg, emblemSvg, heroSvg, portraitSvg } from './svg-art.ts';

const SVG = 'image/svg+xml';
const svgFile = (path: string, text: string): SeedFile => ({
  path,
  contentType: SVG,
  data: Buffer.from(text, 'utf8'),
});

/** A picture the seed uploads to Storage. */
export type SeedFile = {
  readonly path: string;
  readonly contentType: string;
  readonly data: Buffer;
};

/** The programme's speakers: fictional too, and never on the attendees' boards. */
export const SPEAKERS = [
  {
    id: 'helena-okoye',
    name: 'Helena Okoye',
    colours: ['#a78bfa', '#4c1d95'],
    topic: 'Compilers for everyone',
    location: 'Main stage',
    time: '09:30',
    about: 'Leads the language tools team at Contoso Research.',
  },
  {
    id: 'marcus-lindgren',
    name: 'Marcus Lindgren',
    colours: ['#f472b6', '#9d174d'],
    topic: 'How networks heal themselves',
    location: 'Room B',
    time: '11:00',
    about: 'Designs self-repairing networks for harbour logistics.',
  },
  {
    id: 'priyanka-rao',
    name: 'Priyanka Rao',
    colours: ['#5eead4', '#115e59'],
    topic: 'Software that must not fail',
    location: 'Main stage',
    time: '14:00',
    about: 'Writes flight software and the tests that keep it honest.',
  },
] as const;
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

/**
 * The demo event's content, as an organiser's console would write it: the customer company, the
 * event with its teams and colour scheme, speakers, sponsors, prizes and picture trivia, and the
 * pictures they show. The writes go through the store's nodes, so each has the node's shape.
 */
export const demoContent = (
  event: string,
  customerId: string,
  /** The company's other events (the seed's second event). */
  others: readonly string[] = [],
): { readonly content: WriteSet; readonly files: readonly SeedFile[] } => {
  const content = new WriteSet();
  const files: SeedFile[] = [];
  content.set(organiserNodes.companyMetadata(customerId), {
    name: 'Northwind Traders',
    subscription: 'premium',
    events: Object.fromEntries([event, ...others].map((id) => [id, true])),
    eventTotal: 1 + others.length,
    userLimit: 1_000,
    logo: storagePaths.customerLogo(event),
    formId: 'northwind-registration',
  });
  // Northwind seats its invitation code's holders and its own staff's addresses.
  content.set(organiserNodes.admission(customerId), {
    code: true,
    domains: ['northwind.example'],
  });

  content.set(eventNodes.metadata(event), {
    name: 'Northwind Summit 2026',
    customerId,
    venue: 'Harbour Hall, Rotterdam',
    startsAt: Date.UTC(2026, 11, 3, 9),
    description: 'Two days of talks, games and networking for the Northwind community.',
    registrants: 0,
  });
  for (const team of TEAM_NAMES)
    content.set(eventNodes.team(event, team), { name: team, color: TEAM_COLORS[team] });
  content.set(eventNodes.theme(event), THEME);

  for (const { id, colours, ...speaker } of SPEAKERS) {
    const image = storagePaths.speakerImage(`${id}.svg`);
    content.set(eventNodes.speaker(event, id), {
      ...speaker,
      image,
      linkedinUrl: `https://www.linkedin.com/in/${id}`,
    });
    files.push(svgFile(image, portraitSvg({ seed: id, name: speaker.name, colours })));
  }

  seedProgramme(content, event);

  const sponsors = [
    {
      id: 'contoso',
      name: 'Contoso',
      Category: 'Gold',
      Paragraph: 'Contoso builds the cloud behind the summit.',
      colours: ['#0ea5e9', '#0c4a6e'],
    },
    {
      id: 'fabrikam',
      name: 'Fabrikam',
      Category: 'Silver',
      Paragraph: 'Fabrikam makes the badges you are wearing.',
      colours: ['#f97316', '#7c2d12'],
    },
    {
      id: 'woodgrove',
      name: 'Woodgrove Bank',
      Category: 'Gold',
      Paragraph: 'Woodgrove Bank pays for the coffee, all day.',
      colours: ['#22c55e', '#14532d'],
    },
  ] as const;
  for (const sponsor of sponsors) {
    const logo = storagePaths.sponsorLogo(event, sponsor.id);
    content.set(eventNodes.sponsor(event, sponsor.id), {
      name: sponsor.name,
      Logo: logo,
      Paragraph: sponsor.Paragraph,
      Category: sponsor.Category,
      SocialLinks: { website: `https://${sponsor.id}.example.com` },
    });
    files.push(
      svgFile(
        logo,
        brandMarkSvg({ seed: sponsor.id, name: sponsor.name, colours: sponsor.colours }),
      ),
    );
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
    content.set(marketNodes.prize(event, id), { ...prize, image });
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
    content.set(eventNodes.question(event, question.id), {
      image,
      question: 'Which colour is this picture?',
      options: question.options,
    });
    // The answer sits where no client can read it.
    content.set(eventNodes.answer(event, question.id), question.answer);
    files.push({
      path: image,
      contentType: 'image/png',
      data: solidPng(120, 120, question.colour),
    });
  }

  // The spec names these files .png; what they hold is told by their content type.
  files.push(
    svgFile(
      storagePaths.logo(event),
      emblemSvg({ seed: event, label: 'Summit', colours: ['#7c3aed', '#4c1d95'] }),
    ),
  );
  files.push(
    svgFile(
      storagePaths.mainImage(event),
      heroSvg({
        seed: event,
        title: 'Northwind Summit 2026',
        colours: ['#ede9fe', '#4c1d95', '#db2777'],
      }),
    ),
  );
  files.push(
    svgFile(
      storagePaths.customerLogo(event),
      emblemSvg({ seed: customerId, label: 'Northwind', colours: ['#7dd3fc', '#0369a1'] }),
    ),
  );
  // What a customer without a logo shows: a neutral mark that says it stands in for one.
  files.push({
    path: storagePaths.placeholderLogo(),
    contentType: 'image/png',
    data: markPng({ width: 128, height: 128, from: '#94a3b8', to: '#334155', text: 'Logo' }),
  });
  return { content, files };
};
