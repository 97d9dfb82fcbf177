import { RPS_MOVE_TIMEOUT_MS } from '@engage/domain/games';
import { GAME } from '@engage/domain/points';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { PairingPanel, type PairingWords } from '../../components/pairing-panel.tsx';
import { i18n } from '../../lib/i18n/i18n.ts';
import { type Player, usePairSession } from '../../lib/pairing/use-pair-session.ts';
import { RpsMatch } from './rps-match.tsx';

const RPS_MOVE_SECONDS = RPS_MOVE_TIMEOUT_MS / 1_000;

const messages = i18n('rpsScreen', {
  title: 'Rock-paper-scissors',
  hint: params(
    'Challenge someone who is online. Best of three rounds; each move has {seconds} seconds. Beating someone for the first time earns points.',
  ),
  action: 'Challenge',
  actionFor: params('Challenge {name}'),
  invitedBy: params('{name} challenges you to rock-paper-scissors.'),
  earned: params('You earned {points} points.'),
  noPoints: 'No points for this match.',
});

/** Rock-paper-scissors (game act03): challenge someone online, or accept, then best of three. */
export const RpsScreen = ({ me, eventId }: { me: Player; eventId: string }) => {
  const session = usePairSession(me, GAME.rps);
  const t = useStore(messages);
  const words: PairingWords = {
    action: t.action,
    actionFor: (name) => t.actionFor({ name }),
    invitedBy: (name) => t.invitedBy({ name }),
    awardedText: (awarded) => (awarded > 0 ? t.earned({ points: awarded }) : t.noPoints),
  };
  return (
    <section aria-labelledby="rps-title" className="game-screen">
      <h1 id="rps-title">{t.title}</h1>
      <p className="hint">{t.hint({ seconds: RPS_MOVE_SECONDS })}</p>
      <PairingPanel session={session} eventId={eventId} myPublicId={me.publicId} words={words}>
        {(view) => (
          <RpsMatch view={view} me={me.publicId} now={session.now} onDone={session.dismiss} />
        )}
      </PairingPanel>
    </section>
  );
};
