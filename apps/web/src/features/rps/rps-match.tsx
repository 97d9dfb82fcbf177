import { type AwardWords, rpsText } from '@engage/domain/award-words';
import type { RpsResult } from '@engage/domain/games';
import { RPS_MOVES, type RpsMove, type RpsPaid } from '@engage/domain/store/rooms';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Burst } from '../../components/burst.tsx';
import { Countdown } from '../../components/countdown.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import type { InRoom } from '../../components/pairing-panel.tsx';
import { awardWords } from '../../lib/i18n/award-words.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { messageOf } from '../../lib/messages.ts';
import {
  type Chosen,
  type MatchView,
  matchView,
  moveName,
  resultText,
  roundText,
  rpsWords,
} from './rps-view.ts';

const messages = i18n('rpsMatch', {
  gettingReady: 'Getting the match ready…',
  title: params('Rock-paper-scissors with {name}'),
  bestOf: 'Best of three.',
  score: 'Score: you',
  round: params('Round {round}'),
  yourMove: 'Your move',
  chose: params('You chose {move}.'),
  waiting: params('Waiting for {name}'),
  theirTurn: params('{name} has moved: your turn.'),
  choose: 'Choose your move.',
  tooSlow: params('{name} did not move in time.'),
  timeOver: 'The move time is over.',
  moveNow: params('The move time is over: move now, or {name} may claim the win.'),
  timeToMove: 'Time to move:',
  claim: 'Claim the win',
  adding: 'Adding up your points…',
  noPointsWin: 'No points for this match: a win pays once per opponent.',
  noPoints: 'No points for this match.',
  playSomeone: 'Play someone',
});
type Words = ReturnType<typeof messages.get>;

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
  const t = useStore(messages);
  // The round and result texts read the game's words; subscribing follows a language switch.
  useStore(rpsWords);
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

  if (room.rps === undefined) return <p aria-busy="true">{t.gettingReady}</p>;
  const match = matchView(room.rps, view.kind === 'finished', me, other.publicId, chosen, now);

  return (
    <section aria-labelledby="match-title" className="rps">
      <h2 id="match-title">{t.title({ name: other.name })}</h2>
      <p className="hint">{t.bestOf}</p>
      <p className="score">
        {t.score} <strong>{match.myScore}</strong>, {other.name} <strong>{match.theirScore}</strong>
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
          t={t}
          onDone={onDone}
        />
      ) : (
        <MatchTurn
          match={match}
          name={other.name}
          now={now}
          pending={act.isPending}
          t={t}
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
  t,
  onMove,
  onClaim,
}: {
  match: MatchView;
  name: string;
  now: number;
  pending: boolean;
  t: Words;
  onMove: (move: RpsMove) => void;
  onClaim: () => void;
}) => (
  <>
    <h3>{t.round({ round: match.round })}</h3>
    <fieldset className="rps-moves">
      <legend>{t.yourMove}</legend>
      {RPS_MOVES.map((move) => (
        <button
          key={move}
          type="button"
          className="rps-move"
          onClick={() => onMove(move)}
          disabled={pending || match.iMoved}
          aria-pressed={match.myMove === move}
        >
          <span aria-hidden="true">{SYMBOLS[move]}</span> {moveName(move)}
        </button>
      ))}
    </fieldset>
    <p className="rps-turn">
      {match.iMoved
        ? `${match.myMove ? `${t.chose({ move: moveName(match.myMove) })} ` : ''}${t.waiting({ name })}`
        : match.theyMoved
          ? t.theirTurn({ name })
          : t.choose}
    </p>
    {match.timeUp ? (
      <p className="notice">
        {match.canClaim ? t.tooSlow({ name }) : match.iMoved ? t.timeOver : t.moveNow({ name })}
      </p>
    ) : (
      <Countdown label={t.timeToMove} until={match.deadline} now={now} />
    )}
    {match.canClaim ? (
      <button type="button" onClick={onClaim} disabled={pending}>
        {t.claim}
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
  t: Words,
  words: AwardWords,
) => {
  if (paid === undefined) return t.adding;
  if (paid.win + paid.completion > 0) return `${rpsText(outcome, opponent, paid, words)}.`;
  return outcome === 'won' ? t.noPointsWin : t.noPoints;
};

const MatchOver = ({
  outcome,
  opponent,
  paid,
  t,
  onDone,
}: {
  outcome: 'won' | 'lost' | 'draw';
  opponent: string;
  paid: RpsPaid | undefined;
  t: Words;
  onDone: () => void;
}) => {
  const text = pointsText(outcome, opponent, paid, t, useStore(awardWords));
  return (
    <>
      {outcome === 'won' && paid !== undefined && paid.win > 0 ? (
        <p className="rps-paid moment">
          {text}
          <Burst />
        </p>
      ) : (
        <p className="rps-paid">{text}</p>
      )}
      <button type="button" onClick={onDone}>
        {t.playSomeone}
      </button>
    </>
  );
};
