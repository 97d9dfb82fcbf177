import { ERROR_MESSAGES } from '@engage/domain/errors';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveDatabase } from '../../testing/attendee.ts';
import { callable } from '../../testing/handlers.ts';
import { renderInRouter } from '../../testing/render.tsx';
import { server } from '../../testing/server.ts';
import { AnnouncePanel } from './announce-panel.tsx';

const tree = {
  events: { summit: { metadata: { name: 'Summit', registrants: 2 } } },
  announcements: { summit: { a1: { text: 'Doors open at nine', at: 1_000 } } },
};

describe('AnnouncePanel', { timeout: 15_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists what was sent, asks before sending to every attendee, and sends the text', async () => {
    serveDatabase(tree);
    const sent: unknown[] = [];
    server.use(callable.ok('adminAnnounce', { id: 'a2', at: 2_000 }, (data) => sent.push(data)));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    await renderInRouter(<AnnouncePanel eventId="summit" />);
    const list = await screen.findByRole('list', { name: 'Sent announcements' });
    expect(within(list).getByText('Doors open at nine', { exact: false })).toBeDefined();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Message to every attendee'), 'Lunch in hall B');
    expect(screen.getByText(/^15 of 280 characters/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Send announcement' }));
    expect(confirm).toHaveBeenLastCalledWith('Send to all 2 attendees?');
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Send announcement' }));
    expect(await screen.findByText('Announcement sent.')).toBeDefined();
    expect(sent).toEqual([{ eventId: 'summit', text: 'Lunch in hall B' }]);
    expect((screen.getByLabelText('Message to every attendee') as HTMLTextAreaElement).value).toBe(
      '',
    );
  });

  it('shows a refusal in the catalogue’s words and keeps the text', async () => {
    serveDatabase(tree);
    server.use(
      callable.refuse(
        'adminAnnounce',
        'RESOURCE_EXHAUSTED',
        'announcement-too-soon',
        ERROR_MESSAGES['announcement-too-soon'],
      ),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await renderInRouter(<AnnouncePanel eventId="summit" />);
    await screen.findByRole('list', { name: 'Sent announcements' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Message to every attendee'), 'Coffee at three');
    await user.click(screen.getByRole('button', { name: 'Send announcement' }));
    expect(
      await screen.findByText(ERROR_MESSAGES['announcement-too-soon'], { exact: false }),
    ).toBeDefined();
    expect((screen.getByLabelText('Message to every attendee') as HTMLTextAreaElement).value).toBe(
      'Coffee at three',
    );
  });
});
