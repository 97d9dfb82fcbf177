import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import type { CSSProperties, ReactNode } from 'react';
import { EventLogo } from '../../components/event-logo.tsx';
import { initialsOf } from '../../components/initials.ts';
import { QrCode } from '../../components/qr-code.tsx';
import { TeamName, teamColor } from '../../components/team-name.tsx';
import { type EventTeams, teamLabel, useEventTeams } from '../../lib/event-teams.ts';
import type { Board, Row } from '../../lib/firebase/leaderboard.ts';
import { useFormat } from '../../lib/i18n/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { BoardPhoto } from './board-photo.tsx';
import { BoardProblemNote, ranked } from './board-table.tsx';
import { boardTitles, ROTATION } from './rotation.ts';
import { type BoardView, useBoardView } from './use-board.ts';
import { useRotation } from './use-rotation.ts';
import './projector.css';

const messages = i18n('projector', {
  inTurn: 'Boards in turn',
  loading: 'Loading the scores…',
  none: 'No scores yet: connect and play to be the first on this board.',
  join: 'Join',
  qr: params('QR code: register for {event}'),
  scan: 'Scan to join and play',
});

/** Where a phone that scans the projector's QR lands: the event's registration. */
export const joinUrl = (origin: string, eventId: string): string =>
  `${origin}/auth/register?event=${encodeURIComponent(eventId)}`;

/**
 * The kiosk for the venue's screens: no site navigation, the event's colours and logo, the top 20
 * of the board in view in two columns (a 1080p screen holds them in type readable from ~10 m),
 * a QR to join, and the boards in turn (or the one `pinned`); the route may run a `ticker` (the
 * organisers' announcements) along the bottom.
 */
export const Projector = ({
  eventId,
  eventName,
  pinned,
  ticker,
}: {
  eventId: string;
  eventName: string | undefined;
  pinned?: Board | undefined;
  ticker?: ReactNode;
}) => {
  const boards = {
    all: useBoardView(eventId, 'all'),
    teams: useBoardView(eventId, 'teams'),
    in_person: useBoardView(eventId, 'in_person'),
    online: useBoardView(eventId, 'online'),
  } satisfies Record<Board, BoardView>;
  const teamNames = useEventTeams(eventId);
  const board = useRotation(pinned, (b) => (boards[b].rows?.length ?? 0) > 0);
  const { rows, problem, onRetry } = boards[board];
  const name = eventName ?? eventId;
  const t = useStore(messages);
  const titles = useStore(boardTitles);
  return (
    <div className="kiosk">
      <header className="kiosk-header">
        <EventLogo eventId={eventId} className="kiosk-logo" size={96} />
        <div className="kiosk-titles">
          <p className="kiosk-event">{name}</p>
          <h1 id="kiosk-title">{titles[board]}</h1>
        </div>
        {pinned === undefined ? (
          <ol className="kiosk-boards" aria-label={t.inTurn}>
            {ROTATION.map((b) => (
              <li key={b} aria-current={b === board ? 'step' : undefined}>
                {titles[`${b}Short`]}
              </li>
            ))}
          </ol>
        ) : null}
      </header>
      <main className="kiosk-main">
        {rows === undefined && problem !== undefined ? (
          <BoardProblemNote problem={problem} onRetry={onRetry} className="kiosk-note" />
        ) : rows === undefined ? (
          <p className="kiosk-note" aria-busy="true">
            {t.loading}
          </p>
        ) : rows.length === 0 ? (
          <p className="kiosk-note">{t.none}</p>
        ) : (
          <ol className="kiosk-board" aria-labelledby="kiosk-title">
            {ranked(rows.slice(0, 20)).map(({ row, rank }) => (
              <KioskRow
                key={row.key}
                row={row}
                rank={rank}
                team={board === 'teams'}
                teamNames={teamNames}
              />
            ))}
          </ol>
        )}
        <aside className="kiosk-join" aria-label={t.join}>
          <QrCode
            value={joinUrl(window.location.origin, eventId)}
            label={t.qr({ event: name })}
            size={320}
            className="kiosk-qr"
          />
          <p className="kiosk-join-text">{t.scan}</p>
        </aside>
      </main>
      {ticker}
    </div>
  );
};

const KioskRow = ({
  row,
  rank,
  team,
  teamNames,
}: {
  row: Row;
  rank: number;
  team: boolean;
  teamNames: EventTeams | undefined;
}) => {
  const colour = teamColor(team ? row.name : (row.teamName ?? ''));
  const format = useFormat();
  return (
    <li
      className="kiosk-row"
      value={rank}
      style={colour === undefined ? undefined : ({ '--team-color': colour } as CSSProperties)}
    >
      <span className="kiosk-rank">{rank}</span>
      <span
        className="kiosk-person with-initials"
        data-initials={team ? undefined : initialsOf(row.name)}
      >
        {team ? null : <BoardPhoto row={row} />}
        <span className="kiosk-name">
          {team ? <TeamName name={row.name} label={teamLabel(teamNames, row.name)} /> : row.name}
        </span>
      </span>
      <span className="kiosk-score">{format.number(row.score)}</span>
    </li>
  );
};
