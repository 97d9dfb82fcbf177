import { RPS_MOVE_TIMEOUT_MS } from '@engage/domain/games';
import { GAME } from '@engage/domain/points';
import { PairingPanel, type PairingWords } from '../../components/pairing-panel.tsx';
import { type Player, usePairSession } from '../../lib/pairing/use-pair-session.ts';
import { RpsMatch } from './rps-match.tsx';

const RPS_MOVE_SECONDS = RPS_MOVE_TIMEOUT_MS / 1_000;

const WORDS: PairingWords = {
  action: 'Challenge',
  actionFor: (name) => `Challenge ${name}`,
  invitedBy: (name) => `${name} challenges you to rock-paper-scissors.`,
  awardedText: (awarded) =>
    awarded > 0 ? `You earned ${awarded} points.` : 'No points for this match.',
};

/** Rock-paper-scissors (game act03): challenge someone online, or accept, then best of three. */
export const RpsScreen = ({ me, eventId }: { me: Player; eventId: string }) => {
  const session = usePairSession(me, GAME.rps);
  return (
    <section aria-labelledby="rps-title" className="game-screen">
      <h1 id="rps-title">Rock-paper-scissors</h1>
      <p className="hint">
        Challenge someone who is online. Best of three rounds; each move has {RPS_MOVE_SECONDS}{' '}
        seconds. Beating someone for the first time earns points.
      </p>
      <PairingPanel session={session} eventId={eventId} myPublicId={me.publicId} words={WORDS}>
        {(view) => (
          <RpsMatch view={view} me={me.publicId} now={session.now} onDone={session.dismiss} />
        )}
      </PairingPanel>
    </section>
  );
};
