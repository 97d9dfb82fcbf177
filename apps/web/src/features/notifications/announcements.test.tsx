import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ANN, annTree, EVENT_ID, serveDatabase, signedInAsAnn } from '../../testing/attendee.ts';
import { renderApp, renderInRouter } from '../../testing/render.tsx';
import { AnnouncementTicker } from './announcement-ticker.tsx';

const ANNOUNCEMENTS = {
  a1: { text: 'Doors open at nine', at: 1_500 },
  a2: { text: 'Lunch is served in hall B', at: 2_500 },
};
const tree = (seen?: number) =>
  annTree({
    mine: seen === undefined ? {} : { announcementsSeen: seen },
    rest: { announcements: { [EVENT_ID]: ANNOUNCEMENTS } },
  });
// jsdom joins inline elements' names without the spaces a browser keeps: "Notifications1unread".
const unreadLink = (count: number) => new RegExp(`^Notifications\\s*${count}\\s*unread$`);
const nav = () => screen.getByRole('navigation', { name: 'Main' });
const banner = () => screen.queryByRole('region', { name: 'Announcement' });
const items = () =>
  within(screen.getByRole('list', { name: 'Your notifications' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.notification-text')?.textContent);

describe('announcements', { timeout: 15_000 }, () => {
  signedInAsAnn();

  it('shows the newest unseen as a banner until dismissed, which marks it and the older seen', async () => {
    const database = serveDatabase(tree(1_500));
    await renderApp('/');
    const shown = await screen.findByRole('region', { name: 'Announcement' });
    expect(shown.textContent).toContain('Lunch is served in hall B');
    expect(shown.textContent).not.toContain('more in your notifications');
    await waitFor(() =>
      expect(within(nav()).getByRole('link', { name: unreadLink(1) })).toBeDefined(),
    );
    await userEvent.setup().click(within(shown).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(within(nav()).getByRole('link', { name: 'Notifications' })).toBeDefined();
    await waitFor(() => expect(database.value(`users/${ANN.key}/announcementsSeen`)).toBe(2_500));
  });

  it('says how many more wait in the notifications', async () => {
    serveDatabase(tree());
    await renderApp('/');
    expect((await screen.findByRole('region', { name: 'Announcement' })).textContent).toContain(
      '(1 more in your notifications)',
    );
  });

  it('lists them with the notifications, new after the seen stamp, and marks all read', async () => {
    const database = serveDatabase(
      annTree({
        mine: {
          announcementsSeen: 1_500,
          notifications: { n1: { kind: 'level', text: 'You reached level 1', at: 2_000 } },
        },
        rest: { announcements: { [EVENT_ID]: ANNOUNCEMENTS } },
      }),
    );
    await renderApp('/notifications');
    await waitFor(() =>
      expect(items()).toEqual([
        'New: Announcement: Lunch is served in hall B',
        'New: You reached level 1',
        'Announcement: Doors open at nine',
      ]),
    );
    expect(screen.getByText('2 unread.')).toBeDefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All read.')).toBeDefined();
    await waitFor(() => expect(database.value(`users/${ANN.key}/announcementsSeen`)).toBe(2_500));
    expect(database.value(`users/${ANN.key}/notifications/n1/read`)).toBe(true);
  });

  it('runs the recent ones on the projector’s ticker, newest first', async () => {
    serveDatabase(tree());
    await renderInRouter(<AnnouncementTicker eventId={EVENT_ID} now={3_000} />);
    const ticker = await screen.findByRole('region', { name: 'Announcements' });
    expect(
      within(ticker)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lunch is served in hall B', 'Doors open at nine']);
  });

  it('shows no ticker once the last is hours old', async () => {
    serveDatabase(tree());
    await renderInRouter(
      <>
        <AnnouncementTicker eventId={EVENT_ID} now={2_500 + 3 * 3_600_000} />
        <p>ready</p>
      </>,
    );
    await screen.findByText('ready');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
  });
});
