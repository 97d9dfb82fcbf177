import type { BingoCard } from '@engage/domain/games';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadCatalogue } from '../../lib/i18n/i18n.ts';
import { locale } from '../../lib/i18n/locale.ts';
import { ANN, annTree, serveDatabase, signedInAsAnn } from '../../testing/attendee.ts';
import { CORS, callable } from '../../testing/handlers.ts';
import { renderApp } from '../../testing/render.tsx';
import { server } from '../../testing/server.ts';

const TRAITS = [
  ['team-red', 'Is on team Red'],
  ['team-blue', 'Is on team Blue'],
  ['department-sales', 'Works in Sales'],
  ['department-it', 'Works in IT'],
  ['company-acme', 'Works at Acme'],
  ['attendance-online', 'Joins online'],
  ['attendance-in_person', 'Is here in person'],
  ['role-rep', 'Is a sponsor rep'],
  ['anyone', 'Anyone you have not met'],
] as const;

const card = (filled: Record<number, string> = {}, lines = 0, complete = false): BingoCard => ({
  squares: TRAITS.map(([trait, label], index) => ({
    trait,
    label,
    ...(filled[index] ? { filledBy: filled[index] } : {}),
  })),
  lines,
  complete,
});

const bingoPath = `users/${ANN.key}/games/act01`;
const squares = (name = 'Your bingo card') =>
  within(screen.getByRole('list', { name })).getAllByRole('listitem');

// Screens load the SDKs and sign in first: slower than a plain unit test on a busy machine.
describe('network bingo', { timeout: 15_000 }, () => {
  signedInAsAnn();
  afterEach(() => locale.set('en'));

  it('deals a card when Ann has none, and explains how to play', async () => {
    serveDatabase(annTree());
    let started = 0;
    server.use(
      http.post('http://127.0.0.1:5001/demo-engage/us-central1/startBingo', () => {
        started += 1;
        return HttpResponse.json({ result: card() }, { headers: CORS });
      }),
    );
    await renderApp('/bingo');
    await screen.findByRole('heading', { level: 1, name: 'Network bingo' });
    expect(started).toBe(1);
    expect(squares()).toHaveLength(9);
    expect(squares()[2]?.textContent).toBe('Works in SalesOpen');
    expect(
      screen.getByText('No squares filled yet: connect with someone who matches a square.'),
    ).toBeDefined();
    expect(screen.getByRole('heading', { name: 'How to play' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'connect with them' }).getAttribute('href')).toBe(
      '/connect',
    );
  });

  it('shows the stored card with who filled each square, and fills a square live', async () => {
    const database = serveDatabase(
      annTree({ mine: { games: { act01: card({ 0: 'Bo Lee', 4: 'Cy Diaz' }) } } }),
    );
    await renderApp('/bingo');
    await screen.findByRole('heading', { level: 1, name: 'Network bingo' });
    expect(squares()[0]?.textContent).toBe('Is on team RedFilled by Bo Lee');
    expect(screen.getByText(/2 squares of 9 filled/)).toBeDefined();
    database.set(`${bingoPath}/squares/8/filledBy`, 'Di Eng');
    database.set(`${bingoPath}/lines`, 1);
    await screen.findByText(
      'Bingo! You completed 1 line (25 points). Fill the whole card for 100 more.',
    );
    expect(squares()[8]?.textContent).toBe('Anyone you have not metFilled by Di Eng');
    expect(squares().map((square) => square.getAttribute('data-line'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'true',
      'false',
      'false',
      'false',
      'true',
    ]);
  });

  it('tells each square in the reader’s words from its kind and value', async () => {
    const told: BingoCard = {
      squares: [
        { trait: 'team-red', label: 'Is on team Red', kind: 'team', value: 'Red' },
        { trait: 'department-sales', label: 'Works in Sales', kind: 'department', value: 'Sales' },
        { trait: 'company-acme', label: 'Works at Acme', kind: 'company', value: 'Acme' },
        { trait: 'country-peru', label: 'From Peru', kind: 'country', value: 'Peru' },
        { trait: 'interest-jazz', label: 'Likes Jazz', kind: 'interest', value: 'Jazz' },
        { trait: 'attendance-online', label: 'Joins online', kind: 'attendance', value: 'online' },
        { trait: 'role-rep', label: 'Is a sponsor rep', kind: 'role' },
        // A card dealt before squares kept their value: a square of a value keeps its label.
        { trait: 'department-it', label: 'Works in IT' },
        { trait: 'anyone', label: 'Anyone you have not met', filledBy: 'Di Eng' },
      ],
      lines: 0,
      complete: false,
    };
    serveDatabase(annTree({ mine: { games: { act01: told } } }));
    locale.set('nl');
    await preloadCatalogue();
    await renderApp('/bingo');
    await screen.findByRole('heading', { level: 1, name: 'Netwerkbingo' });
    const dutch = squares('Je bingokaart');
    expect(dutch.map((square) => square.querySelector('.bingo-trait')?.textContent)).toEqual([
      'Zit in team Red',
      'Werkt bij Sales',
      'Werkt bij Acme',
      'Komt uit Peru',
      'Houdt van Jazz',
      'Doet online mee',
      'Een standvertegenwoordiger',
      'Works in IT',
      'Iemand die je nog niet kent',
    ]);
    locale.set('en');
    await waitFor(() => expect(squares()[0]?.textContent).toBe('Is on team RedOpen'));
    expect(squares()[6]?.textContent).toBe('A sponsor repOpen');
  });

  it('celebrates a full card with its points', async () => {
    const everyone = Object.fromEntries(TRAITS.map((_, index) => [index, `Guest ${index}`]));
    serveDatabase(annTree({ mine: { games: { act01: card(everyone, 8, true) } } }));
    await renderApp('/bingo');
    expect((await screen.findByText(/^Full card!/)).textContent).toBe(
      'Full card! All 9 squares are filled: you earned 8 lines (200 points) and 100 points for the full card.',
    );
  });

  it('says in words what went wrong when no card can be dealt, and tries again', async () => {
    serveDatabase(annTree());
    server.use(callable.refuse('startBingo', 'NOT_FOUND', 'not-found', 'Not found'));
    await renderApp('/bingo');
    expect((await screen.findByRole('alert')).textContent).toBe('Not found.');
    server.use(callable.ok('startBingo', card()));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(squares()).toHaveLength(9));
  });

  it('says it is getting the card while the server deals it', async () => {
    serveDatabase(annTree());
    let deal: (value: BingoCard) => void = () => undefined;
    server.use(
      http.post('http://127.0.0.1:5001/demo-engage/us-central1/startBingo', async () => {
        const dealt = await new Promise<BingoCard>((resolve) => {
          deal = resolve;
        });
        return HttpResponse.json({ result: dealt }, { headers: CORS });
      }),
    );
    await renderApp('/bingo', { waitForLoad: false });
    expect(await screen.findByText('Getting your bingo card…')).toBeDefined();
    deal(card());
    await waitFor(() => expect(squares()).toHaveLength(9));
  });
});
