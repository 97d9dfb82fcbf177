import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadCatalogue } from '../../lib/i18n/i18n.ts';
import { locale } from '../../lib/i18n/locale.ts';
import { ANN, annTree, serveDatabase, signedInAsAnn } from '../../testing/attendee.ts';
import { renderApp, renderInRouter } from '../../testing/render.tsx';
import { NotificationList } from './notification-list.tsx';
import { NotificationToasts } from './notification-toasts.tsx';

const NOTICES = {
  n1: { kind: 'award', text: '+10 points: you connected with Bo', at: 1_000, read: true },
  n2: { kind: 'level', text: 'You reached level 1', at: 3_000 },
  n3: { kind: 'prize', text: 'Your mug is ready', at: 2_000 },
};
// jsdom joins inline elements' names without the spaces a browser keeps: "Notifications2unread".
const unreadLink = (count: number) => new RegExp(`^Notifications\\s*${count}\\s*unread$`);
const path = (id: string) => `users/${ANN.key}/notifications/${id}`;
const items = () =>
  within(screen.getByRole('list', { name: 'Your notifications' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.notification-text')?.textContent);
const toasts = () =>
  within(screen.getByRole('log', { name: 'New notifications' }))
    .queryAllByRole('paragraph')
    .map((toast) => toast.textContent);

describe('notifications', { timeout: 15_000 }, () => {
  signedInAsAnn();

  it('lists them newest first, counts the unread in the nav, and marks one and then all read', async () => {
    const database = serveDatabase(annTree({ mine: { notifications: NOTICES } }));
    await renderApp('/notifications');
    expect(await screen.findByText('2 unread.')).toBeDefined();
    expect(items()).toEqual([
      'New: You reached level 1',
      'New: Your mug is ready',
      '+10 points: you connected with Bo',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: unreadLink(2) })).toBeDefined();
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Mark as read' })[0] as HTMLElement);
    expect(await screen.findByText('1 unread.')).toBeDefined();
    // One update from the root, the read flag only (presence writes go by too). The screen shows
    // it at once; the database has it a moment later.
    const marks = () =>
      database.writes.filter((write) => JSON.stringify(write.value).includes('/notifications/'));
    await waitFor(() =>
      expect(marks()).toEqual([{ path: '/', value: { [`${path('n2')}/read`]: true } }]),
    );
    await waitFor(() => expect(database.value(path('n2'))).toEqual({ ...NOTICES.n2, read: true }));
    expect(await within(nav).findByRole('link', { name: unreadLink(1) })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All read.')).toBeDefined();
    await waitFor(() =>
      expect(marks().at(-1)).toEqual({ path: '/', value: { [`${path('n3')}/read`]: true } }),
    );
    await waitFor(() => expect(database.value(`${path('n3')}/read`)).toBe(true));
    expect(within(nav).getByRole('link', { name: 'Notifications' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull();
  });

  it('says there are none yet', async () => {
    serveDatabase(annTree());
    await renderApp('/notifications');
    expect(
      await screen.findByText(
        'No notifications yet. Points, requests and prizes will show up here.',
      ),
    ).toBeDefined();
  });

  it('says it is loading them until they arrive', async () => {
    const database = serveDatabase(annTree({ mine: { notifications: NOTICES } }));
    const release = database.hold(path(''));
    await renderInRouter(<NotificationList userKey={ANN.key} />);
    expect(await screen.findByText('Loading your notifications…')).toBeDefined();
    release();
    expect(await screen.findByText('2 unread.')).toBeDefined();
  });

  it('toasts what arrives while the app is open (not what was there), at most 3 at a time', async () => {
    const database = serveDatabase(annTree({ mine: { notifications: NOTICES } }));
    await renderApp('/');
    await screen.findByRole('link', { name: unreadLink(2) });
    expect(toasts()).toEqual([]);
    database.set(path('n4'), {
      kind: 'award',
      text: '+10 points: you connected with Cy',
      at: 4_000,
    });
    await waitFor(() => expect(toasts()).toEqual(['+10 points: you connected with Cy']));
    for (const [id, at] of [
      ['n5', 5_000],
      ['n6', 6_000],
      ['n7', 7_000],
    ] as const)
      database.set(path(id), { kind: 'award', text: `Notice ${id}`, at });
    await waitFor(() => expect(toasts()).toEqual(['Notice n7', 'Notice n6', 'Notice n5']));
    await userEvent
      .setup()
      .click(screen.getAllByRole('button', { name: 'Dismiss' })[0] as HTMLElement);
    expect(toasts()).toEqual(['Notice n6', 'Notice n5']);
  });

  describe('told in the reader’s language', () => {
    afterEach(() => locale.set('en'));

    it('lists and toasts a notice the server wrote in Dutch, an old one by its text', async () => {
      locale.set('nl');
      await preloadCatalogue();
      const database = serveDatabase(
        annTree({
          mine: {
            notifications: {
              n1: {
                kind: 'level',
                text: 'You reached level 2! Press Level up on the home screen to move up.',
                message: 'level',
                params: { level: 2 },
                at: 2_000,
              },
              n0: { kind: 'award', text: '+10 points: you connected with Bo', at: 1_000 },
            },
          },
        }),
      );
      await renderInRouter(
        <>
          <NotificationList userKey={ANN.key} />
          <NotificationToasts />
        </>,
      );
      await screen.findByText('2 ongelezen.');
      const dutchItems = () =>
        within(screen.getByRole('list', { name: 'Je meldingen' }))
          .getAllByRole('listitem')
          .map((item) => item.querySelector('.notification-text')?.textContent);
      expect(dutchItems()).toEqual([
        'Nieuw: Je bereikte level 2! Druk op Level up op het startscherm om hoger te gaan.',
        'Nieuw: +10 points: you connected with Bo',
      ]);
      await screen.findByRole('log', { name: 'Nieuwe meldingen' });
      database.set(path('n2'), {
        kind: 'prize',
        text: 'Your Mug is set aside for you: collect it at the prize desk.',
        message: 'prizeSetAside',
        params: { prize: 'Mug' },
        at: 3_000,
      });
      const dutchToasts = () =>
        within(screen.getByRole('log', { name: 'Nieuwe meldingen' }))
          .queryAllByRole('paragraph')
          .map((toast) => toast.textContent);
      await waitFor(() =>
        expect(dutchToasts()).toEqual([
          'Je Mug ligt voor je klaar: haal het op bij de prijzenbalie.',
        ]),
      );
    });
  });

  it('takes a toast away by itself after a while', async () => {
    const database = serveDatabase(annTree());
    await renderInRouter(
      <>
        <NotificationList userKey={ANN.key} />
        <NotificationToasts lifetime={1_000} />
      </>,
    );
    // Once the list has loaded and the toasts show (with the profile), they know what was there.
    await screen.findByText(/^No notifications yet/);
    await screen.findByRole('log', { name: 'New notifications' });
    database.set(path('n9'), { kind: 'prize', text: 'Your hoodie is ready', at: 9_000 });
    await waitFor(() => expect(toasts()).toEqual(['Your hoodie is ready']));
    await waitFor(() => expect(toasts()).toEqual([]), { timeout: 3_000 });
  });
});
