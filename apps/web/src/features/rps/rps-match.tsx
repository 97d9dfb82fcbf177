import { rpsText } from '@engage/domain/award-words';
import type { RpsResult } from '@engage/domain/games';
import { RPS_MOVES, type RpsMove, type RpsPaid } from '@engage/domain/store/rooms';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Burst } from '../../components/burst.tsx';
import { Countdown } from '../../components/countdown.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import type { InRoom } from '../../components/pairing-panel.tsx';
import { messageOf } from '../../lib/messages.ts';
import {
  type Chosen,
  type MatchView,
  MOVE_NAMES,
  matchView,
  resultText,
  roundText,
} from './rps-view.ts';

const calls = () => import('../../lib/firebase/calls.ts');

const SYMBOLS: Readonly<Record<RpsMove, string>> = { rock: '✊', paper: '✋', scissors: '✌️' };

type Act = { readonly kind: 'move'; readonly move: RpsMove } | { readonly kind: 'claim' };

/**
 * A best-of-three match: three big move buttons, the user's move kept to themselves until both are
 * in, each round's result, the score, the move time and, when the other player lets it run out,
 * the claim of the win. The points come from the server's answer to the move (or claim) that
 * ended the match.
 */
export const RpsMatch = ({
  view,
  me,
  now,
  onDone,
}: {
  view: InRoom;
  me: string;
  now: number;
  onDone: () => void;
}) => {
  const { room, other } = view;
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [paid, setPaid] = useState<RpsResult['paid']>(undefined);
  const act = useMutation({
    mutationFn: async (action: Act): Promise<RpsResult> => {
      const api = await calls();
      return action.kind === 'move'
        ? api.callPlayRps({ roomId: view.roomId, move: action.move })
        : api.callClaimRpsForfeit({ roomId: view.roomId });
    },
    onMutate: (action) => {
      if (action.kind === 'move' && room.rps)
        setChosen({ round: room.rps.round, move: action.move });
    },
    onSuccess: (result) => {
      if (result.status === 'finished') setPaid(result.paid);
    },
    onError: () => setChosen(null),
  });

  if (room.rps === undefined) return <p aria-busy="true">Getting the match ready…</p>;
  const match = matchView(room.rps, view.kind === 'finished', me, other.publicId, chosen, now);

  return (
    <section aria-labelledby="match-title" className="rps">
      <h2 id="match-title">Rock-paper-scissors with {other.name}</h2>
      <p className="hint">Best of three.</p>
      <p className="score">
        Score: you <strong>{match.myScore}</strong>, {other.name}{' '}
        <strong>{match.theirScore}</strong>
      </p>
      <div aria-live="polite" className="rps-results">
        {match.last ? <p>{roundText(match.last, other.name)}</p> : null}
        {match.result ? (
          <p className="rps-final">
            <strong>{resultText(match.result, other.name)}</strong>
          </p>
        ) : null}
      </div>
      {match.result ? (
        <MatchOver
          outcome={match.result.outcome}
          opponent={other.name}
          paid={(room.rps.paid ?? paid)?.[me]}
          onDone={onDone}
        />
      ) : (
        <MatchTurn
          match={match}
          name={other.name}
          now={now}
          pending={act.isPending}
          onMove={(move) => act.mutate({ kind: 'move', move })}
          onClaim={() => act.mutate({ kind: 'claim' })}
        />
      )}
      <FormAlert message={act.isError ? messageOf(act.error) : null} />
    </section>
  );
};

const MatchTurn = ({
  match,
  name,
  now,
  pending,
  onMove,
  onClaim,
}: {
  match: MatchView;
  name: string;
  now: number;
  pending: boolean;
  onMove: (move: RpsMove) => void;
  onClaim: () => void;
}) => (
  <>
    <h3>Round {match.round}</h3>
    <fieldset className="rps-moves">
      <legend>Your move</legend>
      {RPS_MOVES.map((move) => (
        <button
          key={move}
          type="button"
          className="rps-move"
          onClick={() => onMove(move)}
          disabled={pending || match.iMoved}
          aria-pressed={match.myMove === move}
        >
          <span aria-hidden="true">{SYMBOLS[move]}</span> {MOVE_NAMES[move]}
        </button>
      ))}
    </fieldset>
    <p className="rps-turn">
      {match.iMoved
        ? `${match.myMove ? `You chose ${MOVE_NAMES[match.myMove]}. ` : ''}Waiting for ${name}`
        : match.theyMoved
          ? `${name} has moved: your turn.`
          : 'Choose your move.'}
    </p>
    {match.timeUp ? (
      <p className="notice">
        {match.canClaim
          ? `${name} did not move in time.`
          : match.iMoved
            ? 'The move time is over.'
            : `The move time is over: move now, or ${name} may claim the win.`}
      </p>
    ) : (
      <Countdown label="Time to move:" until={match.deadline} now={now} />
    )}
    {match.canClaim ? (
      <button type="button" onClick={onClaim} disabled={pending}>
        Claim the win
      </button>
    ) : null}
  </>
);

/**
 * What the match paid this player and why: from the answer to the move that ended it, or from the
 * room, where the server keeps what it paid each player once the match is settled (so the player
 * who did not make the last move is told too): never a running total in their place.
 */
const pointsText = (
  outcome: 'won' | 'lost' | 'draw',
  opponent: string,
  paid: RpsPaid | undefined,
) => {
  if (paid === undefined) return 'Adding up your points…';
  if (paid.win + paid.completion > 0) return `${rpsText(outcome, opponent, paid)}.`;
  return outcome === 'won'
    ? 'No points for this match: a win pays once per opponent.'
    : 'No points for this match.';
};

const MatchOver = ({
  outcome,
  opponent,
  paid,
  onDone,
}: {
  outcome: 'won' | 'lost' | 'draw';
  opponent: string;
  paid: RpsPaid | undefined;
  onDone: () => void;
}) => (
  <>
    {outcome === 'won' && paid !== undefined && paid.win > 0 ? (
      <p className="rps-paid moment">
        {pointsText(outcome, opponent, paid)}
        <Burst />
      </p>
    ) : (
      <p className="rps-paid">{pointsText(outcome, opponent, paid)}</p>
    )}
    <button type="button" onClick={onDone}>
      Play someone
    </button>
  </>
);
