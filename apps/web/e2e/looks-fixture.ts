import { snapshotOf } from '@engage/domain/boards';
import { TEAM_COLORS, TEAM_NAMES } from '@engage/domain/colors';
import { eventNodes } from '@engage/domain/store/events';
import { marketNodes } from '@engage/domain/store/market';
import { DEFAULT_THEME, type Theme } from '@engage/domain/theme';
import { adminUpdate } from './helpers.ts';

/**
 * Two events of fixed content for the screenshot tests, written with the owner credential: one in
 * the default white theme, one with a scheme of its own. Their boards are fixed snapshots, and no
 * other test touches them, so the screens are the same on every run. No images are stored for
 * them: every picture is its fallback (the customer logo the seeded placeholder).
 */
export const LOOKS_EVENTS = { plain: 'looks-plain', themed: 'looks-themed' } as const;

const THEMED: Theme = {
  themeColor: '#0f766e',
  palette: {
    ...DEFAULT_THEME.palette,
    primary: '#0f766e',
    primaryDark: '#134e4a',
    primaryLight: '#ccfbf1',
    secondary: '#334155',
    accent: '#ea580c',
    surfaceAlt: '#f0fdfa',
    link: '#0f766e',
    focus: '#0d9488',
    headerBackground: '#134e4a',
    headerText: '#ffffff',
    navBackground: '#0f766e',
    navText: '#ffffff',
    buttonBackground: '#0f766e',
    buttonText: '#ffffff',
  },
};

const NAMES = [
  'Amara Okafor',
  'Bruno Costa',
  'Chen Wei',
  'Dagny Lund',
  'Elif Yilmaz',
  'Farah Haddad',
  'Gustavo Ruiz',
  'Hana Sato',
  'Ivan Petrov',
  'Jonas Weber',
  'Kavya Iyer',
  'Liam Murphy',
  'Maya Cohen',
  'Nikos Papadakis',
  'Olga Nowak',
  'Priya Nair',
  'Quentin Moreau',
  'Rosa Jimenez',
  'Sven Larsen',
  'Tamar Levi',
  'Uma Das',
  'Victor Hugo Lima',
];

const row = (name: string, i: number) => ({
  id: `looks-${i + 1}`,
  name,
  score: 1_250 - i * 45 - (i % 3) * 5,
  teamName: TEAM_NAMES[i % TEAM_NAMES.length] ?? 'AGILE',
});

export const writeLooksFixture = async (): Promise<void> => {
  for (const [look, eventId] of Object.entries(LOOKS_EVENTS)) {
    const people = NAMES.map(row);
    await adminUpdate(`events/${eventId}`, {
      metadata: {
        name: look === 'themed' ? 'Harbour Tech Days' : 'Open Source Summit',
        customerId: 'looks-host',
        venue: 'Congress Centre, Hall 2',
        startsAt: Date.UTC(2026, 4, 12, 9),
        description: 'Talks, workshops and games for the community, one day, one hall.',
        registrants: NAMES.length,
      },
      teams: Object.fromEntries(
        TEAM_NAMES.map((team) => [team, { name: team, color: TEAM_COLORS[team] }]),
      ),
    });
    await adminUpdate('themes', { [eventId]: look === 'themed' ? THEMED : null });
    await adminUpdate(eventNodes.speakers(eventId), {
      'amara-okafor': {
        name: 'Amara Okafor',
        topic: 'Networks that scale to a million screens',
        location: 'Main stage',
        time: '09:30',
        about: 'Builds realtime systems.',
        image: `speakers/${eventId}-amara.png`,
      },
      'chen-wei': {
        name: 'Chen Wei',
        topic: 'Accessible games for everyone',
        location: 'Room B',
        time: '11:00',
        about: 'Designs games.',
      },
    });
    await adminUpdate(eventNodes.sponsors(eventId), {
      contoso: {
        name: 'Contoso',
        Logo: `media/${eventId}/sponsor_contoso.png`,
        Paragraph: 'The cloud behind the day.',
        Category: 'Gold',
      },
      fabrikam: {
        name: 'Fabrikam',
        Logo: `media/${eventId}/sponsor_fabrikam.png`,
        Paragraph: 'The badges you wear.',
        Category: 'Silver',
      },
    });
    await adminUpdate(marketNodes.prizes(eventId), {
      mug: { name: 'Event mug', cost: 50, stock: 40 },
      hoodie: { name: 'Event hoodie', cost: 250, stock: 0 },
    });
    const teams = TEAM_NAMES.map((team, i) => ({ id: team, name: team, score: 4_000 - i * 310 }));
    await adminUpdate(`boardSnapshots/${eventId}`, {
      all: snapshotOf(people.slice(0, 20)),
      teams: snapshotOf(teams),
      in_person: snapshotOf(people.filter((_, i) => i % 3 !== 0).slice(0, 20)),
      online: snapshotOf(people.filter((_, i) => i % 3 === 0)),
    });
  }
};
