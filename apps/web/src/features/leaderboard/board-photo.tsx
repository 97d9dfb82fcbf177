import { storagePaths } from '@engage/domain/store/storage';
import { Suspense } from 'react';
import { StoredImage } from '../../components/image-with-fallback.tsx';
import { teamColor } from '../../components/team-name.tsx';
import type { Row } from '../../lib/firebase/leaderboard.ts';
import './board-photo.css';
import { lazyPart } from '../../lib/lazy-part.tsx';

const DrawnAvatar = lazyPart(() =>
  import('../../components/drawn-avatar.tsx').then((module) => module.default),
);

/**
 * A row's picture, laid over its initials at their size and place, out of the flow so the row
 * never moves: the avatar drawn from the row's public id in its team's colours (the initials show
 * while the drawing's code loads), and over it the published photo, seen only once loaded, so a
 * slow, missing or refused photo leaves the drawn avatar. Both are decorative (the photo's
 * alternative text is empty): the row's name says who it is.
 */
export const BoardPhoto = ({ row }: { row: Row }) => (
  <>
    <Suspense fallback={<span className="board-avatar" data-avatar-pending="" />}>
      <DrawnAvatar
        seed={row.key}
        colour={row.teamName === undefined ? undefined : teamColor(row.teamName)}
        className="board-avatar"
      />
    </Suspense>
    {row.photo === undefined ? null : (
      <StoredImage
        path={storagePaths.avatar(row.key)}
        version={row.photo}
        alt=""
        className="board-photo"
        width={32}
        height={32}
      />
    )}
  </>
);
