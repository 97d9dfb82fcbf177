import { listOf } from '@engage/domain/directory';
import { storagePaths } from '@engage/domain/store/storage';
import { useStore } from '@nanostores/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { StoredImage } from '../../components/image-with-fallback.tsx';
import { PersonAvatar } from '../../components/person-avatar.tsx';
import { teamColor } from '../../components/team-name.tsx';
import type { ListedPerson } from '../../lib/firebase/directory.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useFormAction } from '../../lib/use-form-action.ts';
import { MeetingRequest } from './meeting-request.tsx';
import { askSmallTalk } from './use-people.ts';

const words = i18n('personCard', {
  meet: 'Ask to meet',
  connect: 'Connect',
  smallTalk: 'Small talk',
  message: 'Message',
});

type Person = Pick<ListedPerson, 'publicId' | 'name'> & Partial<ListedPerson>;

/**
 * A listed person: their photo (the drawn avatar under it), name, company, team and interests,
 * and what one can do with them: ask for a meeting, connect (scan their code), write to them (the
 * inbox, once connected), or small talk.
 */
export const PersonCard = ({
  me,
  person,
  reason,
}: {
  me: { readonly eventId: string };
  person: Person;
  reason?: ReactNode;
}) => {
  const t = useStore(words);
  const [meeting, setMeeting] = useState(false);
  const navigate = useNavigate();
  const { run, pending, message } = useFormAction();
  const interests = listOf(person.interests);
  return (
    <article className="person-card" aria-label={person.name}>
      <span className="person-photo">
        <PersonAvatar
          seed={person.publicId}
          name={person.name}
          colour={person.teamName === undefined ? undefined : teamColor(person.teamName)}
          className="person-avatar"
        />
        {person.photo === undefined ? null : (
          <StoredImage
            path={storagePaths.avatar(person.publicId)}
            version={person.photo}
            alt=""
            className="person-avatar person-picture"
            width={48}
            height={48}
          />
        )}
      </span>
      <div className="person-text">
        <strong className="person-name">{person.name}</strong>
        {person.company === undefined ? null : (
          <span>
            {[person.company, person.department].filter((part) => part !== '').join(' · ')}
          </span>
        )}
        {interests.length === 0 ? null : <span className="interests">{interests.join(', ')}</span>}
        {reason}
        <span className="person-actions">
          <button type="button" aria-expanded={meeting} onClick={() => setMeeting(!meeting)}>
            {t.meet}
          </button>
          <Link to="/connect">{t.connect}</Link>
          <Link to="/inbox" search={{ with: person.publicId }}>
            {t.message}
          </Link>
          <button
            type="button"
            disabled={pending}
            onClick={() =>
              run(async () => {
                await askSmallTalk(person.publicId);
                await navigate({ to: '/small-talk' });
              })
            }
          >
            {t.smallTalk}
          </button>
        </span>
        <FormAlert message={message} />
        {meeting ? <MeetingRequest eventId={me.eventId} person={person} /> : null}
      </div>
    </article>
  );
};
