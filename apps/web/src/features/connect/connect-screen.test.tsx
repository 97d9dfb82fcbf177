import type { ErrorCode } from '@engage/domain/errors';
import type { ConnectionResult, QrToken } from '@engage/domain/games';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSVG } from 'uqr';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadCatalogue } from '../../lib/i18n/i18n.ts';
import { locale } from '../../lib/i18n/locale.ts';
import { messageOf } from '../../lib/messages.ts';
import { testDatabase } from '../../testing/database.ts';
import { callable } from '../../testing/handlers.ts';
import { renderApp } from '../../testing/render.tsx';
import { server } from '../../testing/server.ts';
import { annTree, signedInAs } from '../../testing/signed-in.ts';
import { connectUrl } from './my-qr.tsx';

const TREE = {
  ...annTree({ games: { act04: { totalPoints: 120 } } }),
  events: { summit: { metadata: { name: 'Summit' } } },
};

const token = (code: string, lifetimeMs: number): QrToken => ({
  qr: `engage:2:{"uid":"pub-ann","color":"teal","isRep":false,"t":"${code}"}`,
  code,
  expiresAt: Date.now() + lifetimeMs,
});

const BOB: ConnectionResult = {
  awarded: 10,
  paid: { connection: 10, completion: 0, bingo: 0 },
  partnerAwarded: 10,
  partnerPaid: { connection: 10, completion: 0, bingo: 0 },
  partner: { name: 'Bob', color: 'orange' },
  boothVisit: false,
};

/** Serves the tree and issueQrToken (one token after another); records what each call sent. */
const serve = (tokens: QrToken[], award?: (data: unknown) => unknown) => {
  const sent = { issued: 0, awards: [] as unknown[] };
  testDatabase.reset(TREE);
  server.use(
    callable.options(),
    callable.answer('issueQrToken', () => {
      const next = tokens[Math.min(sent.issued, tokens.length - 1)];
      sent.issued += 1;
      return next;
    }),
    ...(award
      ? [
          callable.answer('awardConnection', (data) => {
            sent.awards.push(data);
            return award(data);
          }),
        ]
      : []),
  );
  return sent;
};

const typeCode = async (code: string) => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Their code', {}, { timeout: 5_000 }), code);
  await user.click(screen.getByRole('button', { name: 'Connect' }));
};

describe('the Connect screen, signed in', () => {
  signedInAs('uid-ann', 'ann@example.com');
  afterEach(() => locale.set('en'));

  it('shows my QR (the app URL of my token), my name and colour, and the code in large text', async () => {
    const first = token('ABCD2345', 5 * 60_000);
    serve([first]);
    await renderApp('/connect');
    const qr = await screen.findByRole(
      'img',
      { name: 'QR code to connect with Ann' },
      { timeout: 5_000 },
    );
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(connectUrl(first.qr), { border: 2 }))}`,
    );
    expect(connectUrl(first.qr)).toBe(
      `http://localhost:3000/connect?qr=${encodeURIComponent(first.qr)}`,
    );
    expect(screen.getByText('ABCD 2345')).toBeDefined();
    expect(screen.getByText(/^You have/).textContent).toMatch(/^You have 120 points\./);
    const card = screen.getByRole('region', { name: 'My code' });
    expect(within(card).getByText('Ann')).toBeDefined();
    expect(card.textContent).toContain('teal');
    expect(within(card).getByText(/^New code in [45]:\d\d$/)).toBeDefined();
  });

  it('renews the token 30 seconds before it expires, without a reload', async () => {
    const sent = serve([token('ABCD2345', 31_500), token('WXYZ6789', 5 * 60_000)]);
    await renderApp('/connect');
    await screen.findByText('ABCD 2345', {}, { timeout: 5_000 });
    expect(await screen.findByText('WXYZ 6789', {}, { timeout: 5_000 })).toBeDefined();
    expect(screen.queryByText('ABCD 2345')).toBeNull();
    expect(sent.issued).toBe(2);
  });

  it('says so in words when no token can be had, and tries again on request', async () => {
    testDatabase.reset(TREE);
    server.use(
      callable.options(),
      callable.refuse('issueQrToken', 'RESOURCE_EXHAUSTED', 'rate-limited', 'rate limited'),
    );
    await renderApp('/connect');
    const refused = await screen.findByText(/^Could not get your code/, {}, { timeout: 5_000 });
    expect(refused.textContent).toBe(`Could not get your code: ${messageOf('rate-limited').text}`);
    // Too many requests is a "wait", not a failure: the warning tone.
    expect(refused.getAttribute('data-tone')).toBe('warning');
    serve([token('ABCD2345', 5 * 60_000)]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ABCD 2345', {}, { timeout: 5_000 })).toBeDefined();
  });

  it('says every point one connection paid: the connection, the completion and a bingo line', async () => {
    serve([token('ABCD2345', 5 * 60_000)], () => ({
      ...BOB,
      awarded: 60,
      paid: { connection: 10, completion: 25, bingo: 25 },
      partnerAwarded: 35,
      bingoSquare: 'Works in Sales',
    }));
    await renderApp('/connect');
    await typeCode('WXYZ6789');
    const status = await screen.findByRole('status', {}, { timeout: 5_000 });
    expect(status.getAttribute('data-tone')).toBe('success');
    expect([...status.querySelectorAll('p')].map((p) => p.textContent?.trim())).toEqual([
      '+60 points for you, +35 for Bob',
      'That is 10 for connecting, 25 for completing QR networking, 25 for bingo.',
      'Bingo square filled: Works in Sales.',
    ]);
  });

  it('says the bingo square it filled in the reader’s words, from its kind and value', async () => {
    serve([token('ABCD2345', 5 * 60_000)], () => ({
      ...BOB,
      bingoSquare: 'Works in Sales',
      filledSquare: {
        trait: 'department-sales',
        label: 'Works in Sales',
        kind: 'department',
        value: 'Sales',
      },
    }));
    await renderApp('/connect');
    await typeCode('WXYZ6789');
    const status = await screen.findByRole('status', {}, { timeout: 5_000 });
    const square = () => status.querySelectorAll('p')[1]?.textContent?.trim();
    expect(square()).toBe('Bingo square filled: Works in Sales.');
    locale.set('nl');
    await preloadCatalogue();
    await waitFor(() => expect(square()).toBe('Bingovakje gevuld: Werkt bij Sales.'));
  });

  it('connects with a typed code and says the points, the booth visit and the bingo square', async () => {
    const sent = serve([token('ABCD2345', 5 * 60_000)], () => ({
      ...BOB,
      boothVisit: true,
      bingoSquare: 'Works in Sales',
    }));
    await renderApp('/connect');
    await typeCode('wxyz 6789');
    const status = await screen.findByRole('status', {}, { timeout: 5_000 });
    expect([...status.querySelectorAll('p')].map((p) => p.textContent?.trim())).toEqual([
      '+10 points for you, +10 for Bob',
      'Booth visit counted: Bob is a sponsor’s rep.',
      'Bingo square filled: Works in Sales.',
    ]);
    expect(sent.awards).toEqual([{ qr: 'wxyz 6789' }]);
  });

  it.each<ErrorCode>([
    'already-connected',
    'self-scan',
    'not-in-event',
    'qr-expired',
    'invalid-qr',
    'rate-limited',
  ])('says the refusal %s in the catalogue’s words', async (code) => {
    serve([token('ABCD2345', 5 * 60_000)]);
    server.use(callable.refuse('awardConnection', 'FAILED_PRECONDITION', code, 'refused'));
    await renderApp('/connect');
    await typeCode('WXYZ6789');
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toBe(messageOf(code).text);
    expect(alert.getAttribute('data-code')).toBe(code);
    expect(alert.getAttribute('data-tone')).toBe(
      code === 'already-connected' || code === 'rate-limited' ? 'warning' : 'danger',
    );
  });

  it('puts the typed code first, with the reason, when the device has no camera', async () => {
    serve([token('ABCD2345', 5 * 60_000)]);
    await renderApp('/connect');
    const reason = await screen.findByText(
      'No camera was found on this device: type their code instead.',
      {},
      { timeout: 5_000 },
    );
    const typed = screen.getByRole('region', { name: 'Type a code' });
    const scan = screen.getByRole('button', { name: 'Scan a code' });
    expect(reason.compareDocumentPosition(typed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(typed.compareDocumentPosition(scan) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('connects once for a followed link, however often the route loads', async () => {
    const link = 'engage:2:{"uid":"p-bob","color":"orange","isRep":false,"t":"WXYZ6789"}';
    const sent = serve([token('ABCD2345', 5 * 60_000)], () => BOB);
    const { router } = await renderApp(`/connect?qr=${encodeURIComponent(link)}`);
    expect((await screen.findByRole('status', {}, { timeout: 5_000 })).textContent).toContain(
      '+10 points for you, +10 for Bob',
    );
    await router.navigate({ to: '/' });
    await router.navigate({ to: '/connect', search: { qr: link } });
    await router.load();
    expect((await screen.findByRole('status')).textContent).toContain(
      '+10 points for you, +10 for Bob',
    );
    expect(sent.awards).toEqual([{ qr: link }]);
  });
});

describe('the Connect screen, signed out', () => {
  it('sends the visitor to sign in, keeping the link to come back to', async () => {
    const link = 'engage:2:{"t":"WXYZ6789"}';
    testDatabase.reset(TREE);
    const { router } = await renderApp(`/connect?qr=${encodeURIComponent(link)}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    const back = (router.state.location.search as { redirect?: string }).redirect ?? '';
    expect(back.startsWith('/connect?')).toBe(true);
    expect(new URLSearchParams(back.slice('/connect?'.length)).get('qr')).toBe(link);
  });
});
