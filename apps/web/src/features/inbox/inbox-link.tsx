import { unreadTotal } from '@engage/domain/inbox';
import { useStore } from '@nanostores/react';
import { Link } from '@tanstack/react-router';
import { UnreadCount } from '../../components/unread-count.tsx';
import { navWords } from '../../lib/i18n/nav-words.ts';
import { useConversations } from './use-inbox.ts';
import './inbox.css';

/** The menu's link to the inbox, with the number of lines not read yet. */
export const InboxLink = ({ userKey }: { userKey: string }) => {
  const rows = useConversations(userKey);
  const unread = unreadTotal(Object.fromEntries((rows ?? []).map((row) => [row.id, row])));
  const t = useStore(navWords);
  return (
    <Link to="/inbox" search={{}} className="menu-only">
      {t.inbox}
      <UnreadCount count={unread} />
    </Link>
  );
};
