import { isValidKey } from '@engage/domain/store/keys';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Brand } from '../components/brand.tsx';
import { StoredImage } from '../components/image-with-fallback.tsx';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { hostLogoPaths } from '../features/event/host-logo.ts';
import { eventQueryOptions } from '../features/event/queries.ts';
import { i18n } from '../lib/i18n/i18n.ts';
import { useEventId } from '../lib/session/use-event-id.ts';

const messages = i18n('loginLayout', {
  welcome: 'Welcome',
  hostLogo: params('Logo of the host of {event}'),
  someHostLogo: 'Logo of the event’s host',
  pitch: 'Network, play and climb the leaderboard at your event.',
});

/**
 * The login layout: the event's colours as a banner beside the sign-in form, with the event's
 * name, its logo and the customer's logo (the placeholder logo when the customer has none).
 */
export const LoginLayout = ({ children }: { children: ReactNode }) => {
  const t = useStore(messages);
  const named = useEventId();
  // A malformed ?event= is the not-found screen's to explain; the banner just leaves it out.
  const eventId = named !== undefined && isValidKey(named) ? named : undefined;
  const { data: event } = useQuery({
    ...eventQueryOptions(eventId ?? ''),
    enabled: eventId !== undefined,
  });
  return (
    <div className="shell login-shell">
      <aside className="login-banner" aria-label={t.welcome}>
        <Brand />
        {eventId === undefined ? null : (
          <div className="login-logos">
            <StoredImage
              {...hostLogoPaths(eventId, event?.customerId)}
              alt={event ? t.hostLogo({ event: event.name }) : t.someHostLogo}
              width={64}
              height={64}
            />
          </div>
        )}
        {event ? <p className="login-event-name">{event.name}</p> : null}
        <p>{t.pitch}</p>
      </aside>
      <main className="shell-main login-main">
        {children}
        <LanguageSwitch />
      </main>
    </div>
  );
};
