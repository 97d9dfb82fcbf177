import { smallTalkText } from '@engage/domain/award-words';
import { SMALL_TALK_MIN_MESSAGES } from '@engage/domain/games';
import { GAME } from '@engage/domain/points';
import { PairingPanel, type PairingWords } from '../../components/pairing-panel.tsx';
import { type Player, usePairSession } from '../../lib/pairing/use-pair-session.ts';
import { ChatRoom } from './chat-room.tsx';

const WORDS: PairingWords = {
  action: 'Talk',
  actionFor: (name) => `Talk with ${name}`,
  invitedBy: (name) => `${name} wants to talk with you.`,
  awardedText: (awarded, paid, other) =>
    awarded > 0
      ? smallTalkText(other, paid ?? { talk: awarded, completion: 0 })
      : `No points this time: a small talk pays once both of you have sent ${SMALL_TALK_MIN_MESSAGES} messages, and once per pair of attendees.`,
};

/** Small talk (game act05): find someone online, ask them to talk, chat, leave. */
export const SmallTalkScreen = ({ me, eventId }: { me: Player; eventId: string }) => {
  const session = usePairSession(me, GAME.smallTalk);
  return (
    <section aria-labelledby="small-talk-title" className="game-screen">
      <h1 id="small-talk-title">Small talk</h1>
      <p className="hint">
        Ask someone who is online to talk. Once they accept, chat for a while: you both earn points
        when each of you has written.
      </p>
      <PairingPanel session={session} eventId={eventId} myPublicId={me.publicId} words={WORDS}>
        {(view) =>
          view.kind === 'connected' ? (
            <ChatRoom
              view={view}
              me={me.publicId}
              onLeave={session.leave}
              leaving={session.pending}
            />
          ) : (
            <section aria-labelledby="closed-title" className="ending">
              <h2 id="closed-title">This conversation is closed.</h2>
              <button type="button" onClick={session.dismiss}>
                Find someone else
              </button>
            </section>
          )
        }
      </PairingPanel>
    </section>
  );
};
