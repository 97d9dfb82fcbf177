import type { TalkPaid } from '@engage/domain/award-words';
import { messageFor } from '@engage/domain/errors';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  type Ending,
  type Opponent,
  type PairGame,
  type PairView,
  pairingWords,
} from '../lib/pairing/pair-view.ts';
import type { PairSession } from '../lib/pairing/use-pair-session.ts';
import { Countdown } from './countdown.tsx';
import { FormAlert } from './form-alert.tsx';
import { OnlineList } from './online-list.tsx';

/** How one game speaks of its pairing. */
export type PairingWords = {
  /** The online list's button word ("Talk") and its full name ("Talk with Ann"). */
  readonly action: string;
  readonly actionFor: (name: string) => string;
  /** "Ann wants to talk with you." */
  readonly invitedBy: (name: string) => string;
  /** What points a closed room paid and what for (with whom), or why none. */
  readonly awardedText: (awarded: number, paid: TalkPaid | undefined, other: string) => string;
};

const SCREENS = {
  act05: { to: '/small-talk', name: 'small talk' },
  act03: { to: '/rock-paper-scissors', name: 'rock-paper-scissors' },
} as const satisfies Record<PairGame, { to: string; name: string }>;

export type InRoom = Extract<PairView, { kind: 'connected' | 'finished' }>;

const nameOf = (other: Opponent | undefined): string => other?.name ?? 'The other attendee';

/** The other player's connection dropped; the room waits for them for the grace period. */
const lostText = (other: Opponent): string => `${other.name} lost connection, waiting…`;

const endingText = (reason: Ending, other: Opponent | undefined): string => {
  switch (reason) {
    case 'disconnected':
      return messageFor('disconnected');
    case 'rejected':
      return `${nameOf(other)} cannot join you this time.`;
    case 'withdrawn':
      return `${nameOf(other)} withdrew the request.`;
    case 'expired':
      return 'The request lapsed: it was not answered in time.';
    case 'left':
      return 'You left.';
  }
};

/** What a screen reader hears when the pairing moves on; the visible text says the same. */
const announcement = (view: PairView, words: PairingWords): string => {
  switch (view.kind) {
    case 'incoming':
      return words.invitedBy(view.other.name);
    case 'outgoing':
      return `Request sent to ${view.other.name}.`;
    case 'connected':
      return view.waitingUntil === undefined
        ? `Connected with ${view.other.name}.`
        : lostText(view.other);
    case 'ended':
      return endingText(view.reason, view.other);
    default:
      return '';
  }
};

/**
 * Everything about pairing that both game screens share: the online list to invite from, the
 * incoming and outgoing requests with their countdown, the pairing status in words, and why a
 * pairing ended. The game itself (`children`) takes over once the two players are connected.
 */
export const PairingPanel = ({
  session,
  eventId,
  myPublicId,
  words,
  children,
}: {
  session: PairSession;
  eventId: string;
  myPublicId: string;
  words: PairingWords;
  children: (view: InRoom) => ReactNode;
}) => {
  const { view, now, pending } = session;
  const status = pairingWords(session.flags);
  const showStatus =
    status !== undefined &&
    (view.kind === 'outgoing' ||
      view.kind === 'incoming' ||
      view.kind === 'connected' ||
      (view.kind === 'ended' && view.reason === 'rejected'));
  return (
    <div className="pairing">
      <p aria-live="polite" className="visually-hidden">
        {announcement(view, words)}
      </p>
      {showStatus ? (
        <p className="pair-status">
          Status: <strong>{status}</strong>
        </p>
      ) : null}
      <FormAlert message={session.message} />
      {session.failed ? (
        <p role="alert" className="form-alert">
          Your pairing could not be read. Sign in again, then reload this page.
        </p>
      ) : null}
      <PairingBody view={view} now={now} pending={pending} session={session} words={words}>
        {view.kind === 'idle' ? (
          <section aria-labelledby="online-title">
            <h2 id="online-title">Who is online</h2>
            <OnlineList
              eventId={eventId}
              myPublicId={myPublicId}
              action={words.action}
              actionFor={words.actionFor}
              onPick={session.request}
              disabled={pending}
            />
          </section>
        ) : view.kind === 'connected' || view.kind === 'finished' ? (
          <>
            {view.kind === 'connected' && view.waitingUntil !== undefined ? (
              <div className="notice waiting-notice">
                <p>{lostText(view.other)}</p>
                <Countdown label="The game ends in" until={view.waitingUntil} now={now} />
              </div>
            ) : null}
            {children(view)}
          </>
        ) : null}
      </PairingBody>
    </div>
  );
};

const PairingBody = ({
  view,
  now,
  pending,
  session,
  words,
  children,
}: {
  view: PairView;
  now: number;
  pending: boolean;
  session: PairSession;
  words: PairingWords;
  children: ReactNode;
}) => {
  switch (view.kind) {
    case 'loading':
      return <p aria-busy="true">Loading your pairing…</p>;
    case 'elsewhere': {
      const screen = SCREENS[view.game];
      return (
        <p className="notice">
          You have a {screen.name} with {nameOf(view.other)} open.{' '}
          <Link to={screen.to}>Go to {screen.name}</Link>
        </p>
      );
    }
    case 'outgoing':
      return (
        <section aria-labelledby="request-title" className="request card">
          <h2 id="request-title">You asked {view.other.name}</h2>
          <Countdown label="The request lapses in" until={view.expiresAt} now={now} />
          <button type="button" onClick={session.withdraw} disabled={pending}>
            Withdraw the request
          </button>
        </section>
      );
    case 'incoming':
      return (
        <section aria-labelledby="request-title" className="request card">
          <h2 id="request-title">{words.invitedBy(view.other.name)}</h2>
          <Countdown label="Answer within" until={view.expiresAt} now={now} />
          <div className="actions">
            <button type="button" onClick={() => session.respond(true)} disabled={pending}>
              Accept
            </button>
            <button
              type="button"
              className="secondary"
              onClick={() => session.respond(false)}
              disabled={pending}
            >
              Reject
            </button>
          </div>
        </section>
      );
    case 'ended':
      return (
        <section aria-labelledby="ending-title" className="ending">
          <h2 id="ending-title" className="ending-text">
            {endingText(view.reason, view.other)}
          </h2>
          {view.awarded !== undefined ? (
            <p>{words.awardedText(view.awarded, view.paid, view.other?.name ?? 'your partner')}</p>
          ) : null}
          <button type="button" onClick={session.dismiss}>
            Find someone {view.reason === 'disconnected' ? 'again' : 'else'}
          </button>
        </section>
      );
    default:
      return <>{children}</>;
  }
};
