import { ROOM_GRACE_MS } from '@engage/domain/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callable } from '../../testing/handlers.ts';
import {
  ANN,
  BOB,
  EVENT_ID,
  gameRoom,
  LOADED,
  online,
  pairFlags,
  pairingBackend,
  pairingTree,
  seat,
} from '../../testing/pairing.ts';
import { renderInRouter } from '../../testing/render.tsx';
import { server } from '../../testing/server.ts';
import { SmallTalkScreen } from './small-talk-screen.tsx';

const DISCONNECTED = 'Disconnected. Try Connecting With Someone Again!';
const { db, calls, answer } = pairingBackend();

/** What the app wrote into room r1 under `under` (messages, sent), from its one-update lines. */
const written = (under: 'messages' | 'sent'): [string, unknown][] =>
  db.writes.flatMap(({ path, value }) =>
    path === '/' && typeof value === 'object' && value !== null
      ? Object.entries(value).filter(([at]) => at.startsWith(`rooms/r1/${under}/`))
      : [],
  );

const show = async (tree: Parameters<typeof pairingTree>[0]) => {
  db.reset(pairingTree(tree));
  await renderInRouter(<SmallTalkScreen me={ANN} eventId={EVENT_ID} />);
};

describe('small talk: finding someone', () => {
  it('lists who else is online, asks one of them, and shows the request until it is refused', async () => {
    server.use(answer('requestPair', { roomId: 'r1', expiresAt: Date.now() + 120_000 }));
    await show({});
    const list = await screen.findByRole('list', { name: 'Attendees online now' }, LOADED);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['BobTalk']);
    await userEvent.click(screen.getByRole('button', { name: 'Talk with Bob' }));
    await waitFor(() =>
      expect(calls).toEqual([{ name: 'requestPair', data: { otherPublicId: BOB, game: 'act05' } }]),
    );
    // The server's writes, as its listeners would see them.
    db.set('/rooms/r1', gameRoom({ requester: ANN.publicId, invited: BOB }));
    db.set(`/users/${ANN.key}/rooms/r1`, seat);
    db.set(`/users/${ANN.key}/games/multiplayer_room`, pairFlags('waiting-to-connect', 'r1'));
    expect(await screen.findByRole('heading', { name: 'You asked Bob' })).toBeDefined();
    expect(screen.getByText('waiting to connect')).toBeDefined();
    expect(screen.getByRole('timer').textContent).toMatch(/^The request lapses in [12]:\d\d$/);
    db.set('/rooms/r1', null);
    db.set(`/users/${ANN.key}/games/multiplayer_room`, pairFlags('rejected'));
    expect(await screen.findByRole('heading', { name: 'Bob cannot join you this time.' }));
    expect(screen.getByText('rejected')).toBeDefined();
  });

  it('shows a refusal that comes in the order the server writes it', async () => {
    server.use(answer('requestPair', { roomId: 'r2', expiresAt: Date.now() + 120_000 }));
    await show({});
    await userEvent.click(await screen.findByRole('button', { name: 'Talk with Bob' }, LOADED));
    // The flags first (a transaction), then the room with its mirrors.
    db.set(`/users/${ANN.key}/games/multiplayer_room`, pairFlags('waiting-to-connect', 'r2'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    db.set('/rooms/r2', gameRoom({ requester: ANN.publicId, invited: BOB }));
    db.set(`/users/${ANN.key}/rooms/r2`, seat);
    expect(await screen.findByRole('heading', { name: 'You asked Bob' })).toBeDefined();
    // The rejection: the status transaction, then room and mirrors gone, flags idle.
    db.set('/rooms/r2/status', 'rejected');
    await new Promise((resolve) => setTimeout(resolve, 50));
    db.set('/rooms/r2', null);
    db.set(`/users/${ANN.key}/games/multiplayer_room`, pairFlags('rejected'));
    db.set(`/users/${ANN.key}/rooms/r2`, null);
    expect(await screen.findByRole('heading', { name: 'Bob cannot join you this time.' }));
  });

  it('says what to do when nobody else is online', async () => {
    await show({ people: { [ANN.publicId]: online[ANN.publicId] } });
    expect(
      await screen.findByText(/Nobody else is online right now. Keep this page open/, {}, LOADED),
    ).toBeDefined();
  });

  it('shows a refusal in the catalogue’s words', async () => {
    server.use(
      callable.refuse(
        'requestPair',
        'RESOURCE_EXHAUSTED',
        'rate-limited',
        'Too many requests in a short time. Wait a few seconds and try again.',
      ),
    );
    await show({});
    await userEvent.click(await screen.findByRole('button', { name: 'Talk with Bob' }, LOADED));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests in a short time. Wait a few seconds and try again.',
    );
  });
});

describe('small talk: an invitation', () => {
  it('is accepted, then the chat runs both ways and the connection is watched', async () => {
    server.use(answer('respondPair', { roomId: 'r1', state: 'connected' }));
    await show({ flags: pairFlags('waiting-to-accept', 'r1'), rooms: { r1: gameRoom() } });
    expect(await screen.findByRole('heading', { name: 'Bob wants to talk with you.' }, LOADED));
    expect(screen.getByText('waiting for you to accept')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(calls).toEqual([{ name: 'respondPair', data: { roomId: 'r1', accept: true } }]),
    );
    db.set('/rooms/r1/status', 'confirmed');
    db.set(`/users/${ANN.key}/games/multiplayer_room`, pairFlags('connected', 'r1'));
    expect(await screen.findByRole('heading', { name: 'Talking with Bob' })).toBeDefined();
    expect(screen.getByText('connected')).toBeDefined();
    await waitFor(() =>
      // A dropped connection marks Ann lost at the server's time: Bob waits for her.
      expect(db.onDisconnect).toEqual([
        { path: `/rooms/r1/players/${ANN.publicId}/lostAt`, value: { '.sv': 'timestamp' } },
      ]),
    );

    const box = screen.getByLabelText('Your message');
    await userEvent.type(box, 'Hello Bob');
    expect(screen.getByText('9/500 characters')).toBeDefined();
    await userEvent.type(box, '{Enter}');
    const messages = screen.getByRole('list', { name: 'Messages with Bob' });
    await waitFor(() => expect(within(messages).getByText('Hello Bob')).toBeDefined());
    expect((box as HTMLTextAreaElement).value).toBe('');
    // Shown at once; on its way to the database a moment later, with Ann's tally of lines.
    await waitFor(() => {
      const [[path, line] = ['', undefined]] = written('messages');
      expect(line).toEqual({ by: ANN.publicId, text: 'Hello Bob', at: { '.sv': 'timestamp' } });
      expect(written('sent')).toEqual([
        [
          `rooms/r1/sent/${ANN.publicId}`,
          { n: 1, at: { '.sv': 'timestamp' }, last: path.split('/').at(-1) },
        ],
      ]);
    });

    db.set('/rooms/r1/messages/-zz', { by: BOB, text: 'Hi Ann!', at: Date.now() + 1 });
    await waitFor(() => expect(within(messages).getByText('Hi Ann!')).toBeDefined());
    expect(screen.getByText('Bob says: Hi Ann!')).toBeDefined();
  });

  it('listens to a room only once it exists: the flags name it a moment before it is written', async () => {
    db.reset(pairingTree({}));
    // The rules refuse a listen on a room that does not exist yet; one made too early would stay dead.
    db.refuse('/rooms/r1');
    await renderInRouter(<SmallTalkScreen me={ANN} eventId={EVENT_ID} />);
    await screen.findByRole('button', { name: 'Talk with Bob' }, LOADED);
    db.set(`/users/${ANN.key}/games/multiplayer_room`, pairFlags('waiting-to-accept', 'r1'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    db.refuse('/rooms/r1', false);
    db.set('/rooms/r1', gameRoom());
    db.set(`/users/${ANN.key}/rooms/r1`, seat);
    expect(
      await screen.findByRole('heading', { name: 'Bob wants to talk with you.' }, LOADED),
    ).toBeDefined();
  });

  it('sends lines one after another, a second apart as the rules take them, and gives back a line that was refused', async () => {
    await show({
      flags: pairFlags('connected', 'r1'),
      rooms: { r1: gameRoom({ status: 'confirmed' }) },
    });
    const box = await screen.findByLabelText('Your message', {}, LOADED);
    await userEvent.type(box, 'one{Enter}two{Enter}');
    const messages = screen.getByRole('list', { name: 'Messages with Bob' });
    await waitFor(
      () =>
        expect(
          within(messages)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).toEqual(['Youone', 'Youtwo']),
      { timeout: 3_000 },
    );
    await waitFor(() => expect(written('messages')).toHaveLength(2));
    db.refuse('/rooms/r1/messages');
    await userEvent.type(box, 'three{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your message could not be sent. Try again.',
    );
    expect((box as HTMLTextAreaElement).value).toBe('three');
    expect(written('messages')).toHaveLength(2);
  });

  it('says how many lines are left near the room’s limit, and closes the box at it', async () => {
    const sent = (n: number) => ({ [ANN.publicId]: { n, at: Date.now() - 60_000, last: 'x' } });
    await show({
      flags: pairFlags('connected', 'r1'),
      rooms: { r1: gameRoom({ status: 'confirmed', sent: sent(48) }) },
    });
    expect((await screen.findByText(/characters/, {}, LOADED)).textContent).toBe(
      '0/500 characters · 2 messages left',
    );
    db.set(`/rooms/r1/sent/${ANN.publicId}`, sent(50)[ANN.publicId]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have written all the messages one small talk takes. Leave, then start another small talk to keep talking.',
    );
    const box = screen.getByLabelText('Your message') as HTMLTextAreaElement;
    expect(box.readOnly).toBe(true);
    expect(box.getAttribute('aria-describedby')).toBe('chat-count chat-full');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    expect(written('messages')).toEqual([]);
  });

  it('puts a conversation prompt in the message box', async () => {
    await show({
      flags: pairFlags('connected', 'r1'),
      rooms: { r1: gameRoom({ status: 'confirmed' }) },
    });
    const prompt = (await screen.findByText(/Try asking:/, {}, LOADED)).querySelector(
      'q',
    )?.textContent;
    await userEvent.click(screen.getByRole('button', { name: 'Use this question' }));
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe(prompt);
    await userEvent.click(screen.getByRole('button', { name: 'Another question' }));
    expect(screen.getByText(/Try asking:/).querySelector('q')?.textContent).not.toBe(prompt);
  });

  it('lapses when it is not answered in time', async () => {
    await show({
      flags: pairFlags('waiting-to-accept', 'r1'),
      rooms: { r1: gameRoom({ expiresAt: Date.now() + 1_500 }) },
    });
    expect((await screen.findByRole('timer', {}, LOADED)).textContent).toMatch(
      /^Answer within 0:0[12]$/,
    );
    expect(
      await screen.findByRole(
        'heading',
        { name: 'The request lapsed: it was not answered in time.' },
        { timeout: 4_000 },
      ),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});

describe('small talk: the end of a conversation', () => {
  const connected = () => ({
    flags: pairFlags('connected', 'r1'),
    rooms: { r1: gameRoom({ status: 'confirmed' }) },
  });

  it('says exactly "Disconnected…" when the other side drops, closes the room and offers pairing again', async () => {
    server.use(
      answer('disconnectPair', {
        roomId: 'r1',
        notification: DISCONNECTED,
        awarded: 50,
        paid: { talk: 10, completion: 40 },
      }),
    );
    await show(connected());
    await screen.findByRole('heading', { name: 'Talking with Bob' }, LOADED);
    db.set(`/rooms/r1/players/${BOB}/disconnected`, true);
    expect(await screen.findByRole('heading', { name: DISCONNECTED })).toBeDefined();
    await waitFor(() =>
      expect(calls).toEqual([{ name: 'disconnectPair', data: { roomId: 'r1' } }]),
    );
    expect(
      await screen.findByText(
        '+50 points: you had a small talk with Bob (10 for the small talk, 40 for completing small talk)',
      ),
    ).toBeDefined();
    await waitFor(() => expect(db.onDisconnect).toEqual([]));
    db.set('/rooms/r1', null);
    db.set(`/users/${ANN.key}/games/multiplayer_room`, pairFlags('rejected'));
    await userEvent.click(screen.getByRole('button', { name: 'Find someone again' }));
    expect(await screen.findByRole('button', { name: 'Talk with Bob' })).toBeDefined();
  });

  it('says the same when the room vanishes while connected', async () => {
    await show(connected());
    await screen.findByRole('heading', { name: 'Talking with Bob' }, LOADED);
    db.set('/rooms/r1', null);
    db.set(`/users/${ANN.key}/games/multiplayer_room`, pairFlags('rejected'));
    expect(await screen.findByRole('heading', { name: DISCONNECTED })).toBeDefined();
    expect(calls).toEqual([]);
  });

  it('waits for a player whose connection dropped, goes on when they are back, and ends past the grace', async () => {
    server.use(answer('disconnectPair', { roomId: 'r1', notification: DISCONNECTED, awarded: 0 }));
    await show(connected());
    await screen.findByRole('heading', { name: 'Talking with Bob' }, LOADED);
    db.set(`/rooms/r1/players/${BOB}/lostAt`, Date.now() - 1_000);
    // Shown beside the chat, and told to a screen reader.
    expect(await screen.findAllByText('Bob lost connection, waiting…')).toHaveLength(2);
    expect(screen.getByRole('timer').textContent).toMatch(/^The game ends in 0:[12]\d$/);
    db.set(`/rooms/r1/players/${BOB}/lostAt`, null);
    await waitFor(() => expect(screen.queryByText('Bob lost connection, waiting…')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Talking with Bob' })).toBeDefined();
    expect(calls).toEqual([]);
    db.set(`/rooms/r1/players/${BOB}/lostAt`, Date.now() - ROOM_GRACE_MS);
    expect(await screen.findByRole('heading', { name: DISCONNECTED })).toBeDefined();
    await waitFor(() =>
      expect(calls).toEqual([{ name: 'disconnectPair', data: { roomId: 'r1' } }]),
    );
  });

  it('shows what leaving paid', async () => {
    server.use(answer('disconnectPair', { roomId: 'r1', notification: DISCONNECTED, awarded: 0 }));
    await show(connected());
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }, LOADED));
    expect(await screen.findByRole('heading', { name: 'You left.' })).toBeDefined();
    expect(
      screen.getByText(/No points this time: a small talk pays once both of you have sent 2/),
    ).toBeDefined();
    expect(calls).toEqual([{ name: 'disconnectPair', data: { roomId: 'r1' } }]);
  });
});
