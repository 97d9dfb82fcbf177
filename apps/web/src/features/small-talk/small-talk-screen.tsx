import { smallTalkText } from '@engage/domain/award-words';
import { SMALL_TALK_MIN_MESSAGES } from '@engage/domain/games';
import { GAME } from '@engage/domain/points';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { PairingPanel, type PairingWords } from '../../components/pairing-panel.tsx';
import { awardWords } from '../../lib/i18n/award-words.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { type Player, usePairSession } from '../../lib/pairing/use-pair-session.ts';
import { ChatRoom } from './chat-room.tsx';

const messages = i18n('smallTalkScreen', {
  title: 'Small talk',
  hint: 'Ask someone who is online to talk. Once they accept, chat for a while: you both earn points when each of you has written.',
  action: 'Talk',
  actionFor: params('Talk with {name}'),
  invitedBy: params('{name} wants to talk with you.'),
  noPoints: params(
    'No points this time: a small talk pays once both of you have sent {count} messages, and once per pair of attendees.',
  ),
  closed: 'This conversation is closed.',
  findElse: 'Find someone else',
});

/** Small talk (game act05): find someone online, ask them to talk, chat, leave. */
export const SmallTalkScreen = ({ me, eventId }: { me: Player; eventId: string }) => {
  const session = usePairSession(me, GAME.smallTalk);
  const t = useStore(messages);
  const award = useStore(awardWords);
  const words: PairingWords = {
    action: t.action,
    actionFor: (name) => t.actionFor({ name }),
    invitedBy: (name) => t.invitedBy({ name }),
    awardedText: (awarded, paid, other) =>
      awarded > 0
        ? smallTalkText(other, paid ?? { talk: awarded, completion: 0 }, award)
        : t.noPoints({ count: SMALL_TALK_MIN_MESSAGES }),
  };
  return (
    <section aria-labelledby="small-talk-title" className="game-screen">
      <h1 id="small-talk-title">{t.title}</h1>
      <p className="hint">{t.hint}</p>
      <PairingPanel session={session} eventId={eventId} myPublicId={me.publicId} words={words}>
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
              <h2 id="closed-title">{t.closed}</h2>
              <button type="button" onClick={session.dismiss}>
                {t.findElse}
              </button>
            </section>
          )
        }
      </PairingPanel>
    </section>
  );
};
