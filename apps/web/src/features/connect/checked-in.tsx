import type { CheckInResult } from '@engage/domain/session-checkin';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { Link } from '@tanstack/react-router';
import { i18n } from '../../lib/i18n/i18n.ts';

const messages = i18n('checkedIn', {
  paid: params('Checked in to {title}: +{points} points.'),
  already: params('You are already checked in to {title}: no new points.'),
  rateLater: 'Rate it once it has ended, in My sessions.',
});

/** A session check-in scanned on the Connect screen: the points, or that it paid before. */
export const CheckedIn = ({ result }: { result: CheckInResult }) => {
  const t = useStore(messages);
  return (
    <div role="status" className="notice connect-outcome" data-tone="success">
      <p>
        {result.already
          ? t.already({ title: result.title })
          : t.paid({ title: result.title, points: result.awarded })}
      </p>
      <p>
        <Link to="/my-sessions">{t.rateLater}</Link>
      </p>
    </div>
  );
};
