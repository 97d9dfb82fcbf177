import { meetingItems } from '@engage/domain/meeting-check-in';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CalendarButton } from './calendar-button.tsx';
import { ScheduledMeetings } from './scheduled-meetings.tsx';

const START = Date.UTC(2026, 11, 3, 10);
const mine = {
  with: 'p-bob',
  withName: 'Bob',
  asked: true,
  start: START,
  end: START + 15 * 60_000,
  myTurn: false,
};
const booked = meetingItems(
  'summit',
  [
    { ...mine, id: 'm1', state: 'accepted', spot: 'Lounge' },
    { ...mine, id: 'm2', withName: 'Cleo', state: 'requested', spot: 'Bar' },
  ],
  { title: (name) => `Meeting with ${name}`, anySpot: 'Spot to agree together' },
);

// jsdom's Blob has no text().
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('meetings in the schedule', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    vi.restoreAllMocks();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });

  it('shows the accepted meeting, marked, with its time and spot, and not the asked one', () => {
    render(<ScheduledMeetings meetings={booked} timeZone="Europe/Amsterdam" />);
    const card = screen.getByRole('article', { name: 'Meeting with Bob' });
    expect(card.textContent).toContain('Meeting');
    expect(card.textContent).toContain('Lounge');
    expect(card.textContent).toContain('15 min');
    expect(card.textContent).toContain('11:00');
    expect(screen.queryByText(/Cleo/)).toBeNull();
  });

  it('shows nothing without an accepted meeting', () => {
    const { container } = render(<ScheduledMeetings meetings={[]} timeZone={undefined} />);
    expect(container.textContent).toBe('');
  });

  it('puts the accepted meetings in the calendar file, with no session starred', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      if (blob instanceof Blob) blobs.push(blob);
      return 'blob:agenda';
    };
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<CalendarButton eventId="summit" eventName="Summit" sessions={[]} meetings={booked} />);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Add my schedule to my calendar (.ics)' }));
    await vi.waitFor(() => expect(blobs).toHaveLength(1));
    const [blob] = blobs;
    const text = blob === undefined ? '' : await textOf(blob);
    expect(text).toContain('SUMMARY:Meeting with Bob');
    expect(text).toContain('LOCATION:Lounge');
    expect(text).toContain('UID:summit-meeting-m1@engage');
    expect(text).not.toContain('Cleo');
    expect(click).toHaveBeenCalledOnce();
  });
});
