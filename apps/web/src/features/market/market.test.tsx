import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ANN, annTree, EVENT_ID, serveDatabase, signedInAsAnn } from '../../testing/attendee.ts';
import { callable } from '../../testing/handlers.ts';
import { renderApp } from '../../testing/render.tsx';
import { server } from '../../testing/server.ts';

const PRIZES = {
  prizes: {
    [EVENT_ID]: {
      mug: { name: 'Summit mug', cost: 50, stock: 40 },
      cap: { name: 'Summit cap', cost: 20, stock: 0 },
      headphones: { name: 'Headphones', cost: 1_000, stock: 2 },
    },
  },
};
const prize = (name: string) =>
  screen.getAllByRole('listitem').find((item) => item.textContent?.includes(name)) as HTMLElement;

describe('the market for a visitor', { timeout: 20_000 }, () => {
  it('shows the prizes with Sign in to buy, and their own placeholder picture', async () => {
    serveDatabase(annTree({ rest: PRIZES }));
    await renderApp(`/market?event=${EVENT_ID}`);
    await screen.findByText('Summit mug');
    expect(screen.queryByRole('button', { name: /^Buy / })).toBeNull();
    const signIn = await screen.findByRole('link', { name: 'Sign in to buy' });
    expect(signIn.getAttribute('href')).toMatch(/^\/auth\/login\?/);
    expect(signIn.getAttribute('href')).toContain('redirect=%2Fmarket');
    const image = prize('Summit mug').querySelector('img.prize-image');
    await waitFor(() => expect(image?.getAttribute('data-state')).toBe('fallback'));
    expect(image?.getAttribute('src')).toBe('/prize.svg');
  });
});

describe('the market, signed in', { timeout: 20_000 }, () => {
  signedInAsAnn();

  it('locks the quantity while confirming, and the confirmation checks again', async () => {
    const database = serveDatabase(annTree({ points: 400, rest: PRIZES }));
    const sent: unknown[] = [];
    server.use(
      callable.options(),
      callable.ok('buyPrize', { spent: 100 }, (data) => sent.push(data)),
    );
    await renderApp('/market');
    await screen.findByText('Summit mug');
    const mug = prize('Summit mug');
    const user = userEvent.setup();
    await user.selectOptions(within(mug).getByLabelText('Quantity'), '2');
    await user.click(within(mug).getByRole('button', { name: 'Buy Summit mug' }));
    expect(within(mug).getByLabelText('Quantity')).toHaveProperty('disabled', true);
    // The stock falls while the attendee reads the confirmation.
    database.set(`/prizes/${EVENT_ID}/mug/stock`, 1);
    await within(mug).findByText('Only 1 left.');
    const confirm = within(mug).getByRole('button', { name: 'Yes, spend 100 points' });
    expect(confirm).toHaveProperty('disabled', true);
    expect(confirm.getAttribute('aria-describedby')).toBe('why-mug');
    await user.click(within(mug).getByRole('button', { name: 'Cancel' }));
    expect(within(mug).getByLabelText('Quantity')).toHaveProperty('disabled', false);
    expect(sent).toEqual([]);
  });

  it('says why a prize cannot be bought, and buys a quantity only after a confirmation', async () => {
    serveDatabase(annTree({ points: 400, rest: PRIZES }));
    const sent: unknown[] = [];
    server.use(
      callable.options(),
      callable.ok('buyPrize', { spent: 100 }, (data) => sent.push(data)),
    );
    await renderApp('/market');
    expect(await screen.findByText(/Balance: 400 points/)).toBeDefined();
    await screen.findByText('Headphones');
    const headphones = prize('Headphones');
    expect(within(headphones).getByRole('button', { name: 'Buy Headphones' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(headphones).getByText('You need 600 more points.')).toBeDefined();
    expect(within(prize('Summit cap')).getByText('Sold out.')).toBeDefined();

    const mug = prize('Summit mug');
    const user = userEvent.setup();
    await user.selectOptions(within(mug).getByLabelText('Quantity'), '2');
    await user.click(within(mug).getByRole('button', { name: 'Buy Summit mug' }));
    expect(sent).toEqual([]);
    await user.click(within(mug).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    await user.click(within(mug).getByRole('button', { name: 'Buy Summit mug' }));
    await user.click(within(mug).getByRole('button', { name: 'Yes, spend 100 points' }));
    const bought = await screen.findByText('Bought for 100 points.');
    expect(bought.textContent).toBe('Bought for 100 points.');
    expect(bought.getAttribute('data-tone')).toBe('success');
    expect(sent).toEqual([
      { prizeId: 'mug', qty: 2, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
  });

  it('says a refusal in words with what to do', async () => {
    serveDatabase(annTree({ points: 400, rest: PRIZES }));
    server.use(
      callable.options(),
      callable.refuse('buyPrize', 'FAILED_PRECONDITION', 'out-of-stock', 'out of stock'),
    );
    await renderApp('/market');
    const mug = await screen.findByText('Summit mug');
    const item = mug.closest('li') as HTMLElement;
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: 'Buy Summit mug' }));
    await user.click(within(item).getByRole('button', { name: 'Yes, spend 50 points' }));
    const refused = await screen.findByText(/^This prize is out of stock\./);
    expect(refused.textContent).toBe(
      'This prize is out of stock. Choose another prize, or a smaller quantity.',
    );
    expect(refused.getAttribute('data-tone')).toBe('warning');
  });

  it('retries a purchase whose answer was lost as the same request, and makes the next one a new request', async () => {
    serveDatabase(annTree({ points: 400, rest: PRIZES }));
    const sent: { requestId: string }[] = [];
    const record = (data: unknown) => sent.push(data as { requestId: string });
    server.use(
      callable.options(),
      callable.refuse('buyPrize', 'FAILED_PRECONDITION', 'out-of-stock', 'out of stock'),
    );
    await renderApp('/market');
    const item = (await screen.findByText('Summit mug')).closest('li') as HTMLElement;
    const user = userEvent.setup();
    const buyMug = async () => {
      await user.click(within(item).getByRole('button', { name: 'Buy Summit mug' }));
      await user.click(within(item).getByRole('button', { name: 'Yes, spend 50 points' }));
    };
    server.use(callable.lost('buyPrize', record));
    await buyMug();
    await screen.findByText('Something went wrong. Try again.');
    server.use(callable.lost('buyPrize', record));
    await buyMug();
    await waitFor(() => expect(sent).toHaveLength(2));
    server.use(callable.ok('buyPrize', { spent: 50 }, record));
    await buyMug();
    await screen.findByText('Bought for 50 points.');
    expect(sent.map((data) => data.requestId)).toEqual([
      sent[0]?.requestId,
      sent[0]?.requestId,
      sent[0]?.requestId,
    ]);
    // After the sale, a new purchase is a new request.
    await buyMug();
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(sent[3]?.requestId).not.toBe(sent[0]?.requestId);
  });

  it('shows each of the attendee’s purchases as it stands, a purchase going through included', async () => {
    const purchase = (at: number, more: object) => ({
      prizeId: 'mug',
      qty: 1,
      cost: 50,
      at,
      ...more,
    });
    const tree = annTree({ points: 400, rest: PRIZES });
    const users = tree.users as Record<string, { games: { act04: object } }>;
    const mine = users[ANN.key];
    if (mine === undefined) throw new Error('no Ann in the tree');
    mine.games.act04 = {
      totalPoints: 400,
      spentPoints: 100,
      requests: {
        going: purchase(5, { state: 'pending' }),
        sold: purchase(4, { state: 'sold', handover: 'allocated' }),
        soldOut: purchase(3, { state: 'refunded', error: 'out-of-stock' }),
        died: purchase(2, { state: 'refunded', error: 'request-expired' }),
        before: purchase(1, {}),
      },
      pendingAt: 5,
    };
    serveDatabase(tree);
    await renderApp('/market');
    await screen.findByText('Your purchases');
    await screen.findAllByText(/1 × Summit mug/);
    expect(screen.getAllByTestId('purchase-state').map((state) => state.textContent)).toEqual([
      'Paid: the purchase is going through',
      'Set aside for you: collect it at the prize desk',
      'Refunded: it was sold out',
      'Refunded: the purchase did not go through',
      'Bought: the prize desk will set it aside',
    ]);
  });
});
