import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { FormAlert } from '../../components/form-alert.tsx';
import { QrCode } from '../../components/qr-code.tsx';
import { i18n } from '../../lib/i18n/i18n.ts';
import { messageOf } from '../../lib/messages.ts';
import { sessionCodeQueryOptions } from './queries.ts';

const messages = i18n('sessionCode', {
  label: 'The session’s check-in code',
  loading: 'Loading the code…',
  how: 'Attendees scan this with Connect. It changes every minute.',
});

/** The session's rotating check-in code, big enough for the room's screen. */
export const SessionCode = ({ eventId, sessionId }: { eventId: string; sessionId: string }) => {
  const t = useStore(messages);
  const code = useQuery(sessionCodeQueryOptions(eventId, sessionId));
  if (code.error !== null) return <FormAlert message={messageOf(code.error)} />;
  if (code.data === undefined) return <p aria-busy="true">{t.loading}</p>;
  return (
    <figure className="session-code">
      <QrCode value={code.data.qr} label={t.label} size={448} className="qr session-qr" />
      <figcaption>
        <span className="session-code-text" data-testid="session-code">
          {code.data.code}
        </span>
        <br />
        <span className="hint">{t.how}</span>
      </figcaption>
    </figure>
  );
};
