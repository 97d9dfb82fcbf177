import { isWebUrl } from '@engage/domain/web-url';
import { storagePaths } from '@engage/domain/store/storage';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { Link } from '@tanstack/react-router';
import { ExternalLink } from '../../components/external-link.tsx';
import { StoredImage } from '../../components/image-with-fallback.tsx';
import type { Speaker } from '../../lib/firebase/events.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { SPEAKER_SITES } from '../../lib/link-sites.ts';

const messages = i18n('speakerList', {
  none: 'The programme is not published yet: speakers appear here as the organiser adds them.',
  photo: params('Photo of {name}'),
  profile: params('{site} profile of {name}'),
});
const sessionWords = i18n('speakerSessions', { sessions: params('Sessions of {name}') });

/** A speaker's way to their sessions: the agenda, narrowed to them. */
const SessionsLink = ({ speaker }: { speaker: Speaker }) => {
  const t = useStore(sessionWords);
  return (
    <Link to="/agenda" search={{ speaker: speaker.id }}>
      {t.sessions({ name: speaker.name })}
    </Link>
  );
};

/**
 * Where a speaker's photo may be, in order: the path saved with the speaker; where the console
 * uploads one (speakers/{event}__{id}.png), for a speaker saved before the photo; the spec's
 * speakers/{name}, for a photo put there by hand. A name that cannot be a file name is skipped.
 */
const photoPaths = (eventId: string, speaker: Speaker): string[] => {
  const byName = (() => {
    try {
      return storagePaths.speakerImage(speaker.name);
    } catch {
      return undefined;
    }
  })();
  const paths = [speaker.image, storagePaths.eventSpeakerImage(eventId, speaker.id), byName];
  return [...new Set(paths.filter((path) => path !== undefined))];
};

/**
 * The event's speakers as cards, each with their photo (else an avatar drawn from their id), what the organiser
 * wrote about them and their profiles elsewhere, each link named for whose profile it is.
 */
export const SpeakerList = ({
  eventId,
  speakers,
}: {
  eventId: string;
  speakers: readonly Speaker[];
}) => {
  const t = useStore(messages);
  return speakers.length === 0 ? (
    <p>{t.none}</p>
  ) : (
    <ul className="cards">
      {speakers.map((speaker) => {
        const [path, ...orPaths] = photoPaths(eventId, speaker);
        return (
          <li key={speaker.id} className="card speaker">
            <StoredImage
              path={path}
              orPaths={orPaths}
              alt={t.photo({ name: speaker.name })}
              className="speaker-photo"
              width={96}
              height={96}
              avatar={{ seed: speaker.id, name: speaker.name }}
            />
            <div className="speaker-text">
              <strong>{speaker.name}</strong>
              <span>{speaker.topic}</span>
              <span className="hint">
                {speaker.time} · {speaker.location}
              </span>
              {speaker.about ? <p className="speaker-about">{speaker.about}</p> : null}
              <SessionsLink speaker={speaker} />
              {SPEAKER_SITES.map(([field, site]) => {
                const href = speaker[field];
                // A link stored before only https was taken is not offered: it would not open.
                return href !== undefined && isWebUrl(href) ? (
                  <ExternalLink key={field} href={href}>
                    {t.profile({ site, name: speaker.name })}
                  </ExternalLink>
                ) : null;
              })}
            </div>
          </li>
        );
      })}
    </ul>
  );
};
