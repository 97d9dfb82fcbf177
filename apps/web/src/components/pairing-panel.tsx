import type { TalkPaid } from '@engage/domain/award-words';
import { messageFor } from '@engage/domain/errors';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n/i18n.ts';
import {
  type Ending,
  type Opponent,
  type PairGame,
  type PairView,
  pairingStates,
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

const messages = i18n('pairingPanel', {
  smallTalk: 'small talk',
  rps: 'rock-paper-scissors',
  otherAttendee: 'The other attendee',
  yourPartner: 'your partner',
  lost: params('{name} lost connection, waiting…'),
  rejected: params('{name} cannot join you this time.'),
  withdrawn: params('{name} withdrew the request.'),
  expired: 'The request lapsed: it was not answered in time.',
  left: 'You left.',
  sent: params('Request sent to {name}.'),
  connected: params('Connected with {name}.'),
  status: 'Status:',
  unreadable: 'Your pairing could not be read. Sign in again, then reload this page.',
  online: 'Who is online',
  endsIn: 'The game ends in',
  loading: 'Loading your pairing…',
  elsewhere: params('You have a {game} with {name} open.'),
  goTo: params('Go to {game}'),
  asked: params('You asked {name}'),
  lapsesIn: 'The request lapses in',
  withdraw: 'Withdraw the request',
  answerWithin: 'Answer within',
  accept: 'Accept',
  reject: 'Reject',
  again: 'Find someone again',
  else: 'Find someone else',
});
type Words = ReturnType<typeof messages.get>;

const SCREENS = {
  act05: { to: '/small-talk', name: 'smallTalk' },
  act03: { to: '/rock-paper-scissors', name: 'rps' },
} as const satisfies Record<PairGame, { to: string; name: keyof Words }>;

export type InRoom = Extract<PairView, { kind: 'connected' | 'finished' }>;

const nameOf = (other: Opponent | undefined, t: Words): string => other?.name ?? t.otherAttendee;

const endingText = (reason: Ending, other: Opponent | undefined, t: Words): string => {
  switch (reason) {
    case 'disconnected':
      return messageFor('disconnected');
    case 'rejected':
      return t.rejected({ name: nameOf(other, t) });
    case 'withdrawn':
      return t.withdrawn({ name: nameOf(other, t) });
    case 'expired':
      return t.expired;
    case 'left':
      return t.left;
  }
};

/** What a screen reader hears when the pairing moves on; the visible text says the same. */
const announcement = (view: PairView, words: PairingWords, t: Words): string => {
  switch (view.kind) {
    case 'incoming':
      return words.invitedBy(view.other.name);
    case 'outgoing':
      return t.sent({ name: view.other.name });
    case 'connected':
      return view.waitingUntil === undefined
        ? t.connected({ name: view.other.name })
        : t.lost({ name: view.other.name });
    case 'ended':
      return endingText(view.reason, view.other, t);
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
  const t = useStore(messages);
  // The status words are read outside React; subscribing re-renders them on a language switch.
  useStore(pairingStates);
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
        {announcement(view, words, t)}
      </p>
      {showStatus ? (
        <p className="pair-status">
          {t.status} <strong>{status}</strong>
        </p>
      ) : null}
      <FormAlert message={session.message} />
      {session.failed ? (
        <p role="alert" className="form-alert">
          {t.unreadable}
        </p>
      ) : null}
      <PairingBody view={view} now={now} pending={pending} session={session} words={words}>
        {view.kind === 'idle' ? (
          <section aria-labelledby="online-title">
            <h2 id="online-title">{t.online}</h2>
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
                <p>{t.lost({ name: view.other.name })}</p>
                <Countdown label={t.endsIn} until={view.waitingUntil} now={now} />
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
  const t = useStore(messages);
  switch (view.kind) {
    case 'loading':
      return <p aria-busy="true">{t.loading}</p>;
    case 'elsewhere': {
      const screen = SCREENS[view.game];
      const game = t[screen.name];
      return (
        <p className="notice">
          {t.elsewhere({ game, name: nameOf(view.other, t) })}{' '}
          <Link to={screen.to}>{t.goTo({ game })}</Link>
        </p>
      );
    }
    case 'outgoing':
      return (
        <section aria-labelledby="request-title" className="request card">
          <h2 id="request-title">{t.asked({ name: view.other.name })}</h2>
          <Countdown label={t.lapsesIn} until={view.expiresAt} now={now} />
          <button type="button" onClick={session.withdraw} disabled={pending}>
            {t.withdraw}
          </button>
        </section>
      );
    case 'incoming':
      return (
        <section aria-labelledby="request-title" className="request card">
          <h2 id="request-title">{words.invitedBy(view.other.name)}</h2>
          <Countdown label={t.answerWithin} until={view.expiresAt} now={now} />
          <div className="actions">
            <button type="button" onClick={() => session.respond(true)} disabled={pending}>
              {t.accept}
            </button>
            <button
              type="button"
              className="secondary"
              onClick={() => session.respond(false)}
              disabled={pending}
            >
              {t.reject}
            </button>
          </div>
        </section>
      );
    case 'ended':
      return (
        <section aria-labelledby="ending-title" className="ending">
          <h2 id="ending-title" className="ending-text">
            {endingText(view.reason, view.other, t)}
          </h2>
          {view.awarded !== undefined ? (
            <p>{words.awardedText(view.awarded, view.paid, view.other?.name ?? t.yourPartner)}</p>
          ) : null}
          <button type="button" onClick={session.dismiss}>
            {view.reason === 'disconnected' ? t.again : t.else}
          </button>
        </section>
      );
    default:
      return <>{children}</>;
  }
};
