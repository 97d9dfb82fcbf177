import { ExternalLink } from '../../components/external-link.tsx';
import { StoredImage } from '../../components/image-with-fallback.tsx';
import type { Speaker } from '../../lib/firebase/events.ts';

/** The event's speakers as cards, each with their photo (speakers/{name}, else the default logo). */
export const SpeakerList = ({ speakers }: { speakers: readonly Speaker[] }) =>
  speakers.length === 0 ? (
    <p>The programme is not published yet: speakers appear here as the organiser adds them.</p>
  ) : (
    <ul className="cards">
      {speakers.map((speaker) => (
        <li key={speaker.id} className="card speaker">
          <StoredImage
            path={speaker.image}
            alt={`Photo of ${speaker.name}`}
            className="speaker-photo"
            width={96}
            height={96}
          />
          <div className="speaker-text">
            <strong>{speaker.name}</strong>
            <span>{speaker.topic}</span>
            <span className="hint">
              {speaker.time} · {speaker.location}
            </span>
            {speaker.linkedinUrl ? (
              <ExternalLink href={speaker.linkedinUrl}>
                LinkedIn profile of {speaker.name}
              </ExternalLink>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
