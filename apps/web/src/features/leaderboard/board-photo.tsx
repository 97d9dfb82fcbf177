import { storagePaths } from '@engage/domain/store/storage';
import { StoredImage } from '../../components/image-with-fallback.tsx';
import type { Row } from '../../lib/firebase/leaderboard.ts';
import './board-photo.css';

/**
 * A row's published photo, laid over its initials at their size and place: out of the flow, so
 * the row never moves, and seen only once loaded, so a slow, missing or refused photo leaves the
 * initials. Its alternative text is empty: the row's name says who it is.
 */
export const BoardPhoto = ({ row }: { row: Row }) =>
  row.photo === undefined ? null : (
    <StoredImage
      path={storagePaths.avatar(row.key)}
      version={row.photo}
      alt=""
      className="board-photo"
      width={32}
      height={32}
    />
  );
