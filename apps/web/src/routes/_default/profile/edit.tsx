import { validateColorName } from '@engage/domain/colors';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { StoredImage } from '../../../components/image-with-fallback.tsx';
import { PickFields, readPicks } from '../../../components/pick-fields.tsx';
import { teamColor } from '../../../components/team-name.tsx';
import { eventQueryOptions } from '../../../features/event/queries.ts';
import { PhotoUpload } from '../../../features/profile/photo-upload.tsx';
import { applyPhoto, saveProfile } from '../../../lib/firebase/profile.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { messageOf } from '../../../lib/messages.ts';
import { requireMe } from '../../../lib/session/guards.ts';
import { useMe } from '../../../lib/session/live.ts';
import { useFormAction } from '../../../lib/use-form-action.ts';

export const Route = createFileRoute('/_default/profile/edit')({
  beforeLoad: ({ context: { queryClient }, location }) => requireMe(queryClient, location.href),
  component: EditProfilePage,
});

const messages = i18n('editProfile', {
  title: 'Edit your profile',
  photo: 'Your photo, as others see it',
  name: 'Name',
  company: 'Company',
  repCompany:
    'The sponsor you represent: visitors share their details with it. An organiser changes it.',
  colour: 'Favourite colour (optional: 3 to 7 letters; left empty, we pick one for you)',
  save: 'Save',
});

function EditProfilePage() {
  const { me, session } = useMe();
  const t = useStore(messages);
  const navigate = useNavigate();
  const { run, pending, message, setMessage } = useFormAction();
  // The event's lists, where it has any: its departments, countries and interests to pick from.
  const eventId = me?.profile.eventId ?? '';
  const lists = useQuery({ ...eventQueryOptions(eventId), enabled: eventId !== '' }).data
    ?.pickLists;
  if (me === null || session === null) return null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name')).trim();
    // The colour is optional here as at registration: left empty, the server draws one.
    const color = String(form.get('color')).trim();
    if (name === '') return setMessage(messageOf('name-required'));
    if (color !== '' && !validateColorName(color).ok)
      return setMessage(messageOf('invalid-colour'));
    run(async () => {
      // The server refuses a field it finds invalid: the form says so in the catalogue's words.
      await saveProfile(me.key, {
        name,
        company: String(form.get('company')).trim(),
        ...readPicks(lists, form),
        department: String(form.get('department')).trim(),
        ...(color === '' ? {} : { color }),
      });
      await navigate({ to: '/profile' });
    });
  };

  return (
    <section aria-labelledby="edit-title">
      <h1 id="edit-title">{t.title}</h1>
      <div className="photo-field">
        <StoredImage
          path={me.profile.photo}
          version={me.profile.photoVersion}
          alt={t.photo}
          className="avatar"
          avatar={{
            seed: me.profile.publicId,
            name: me.profile.name,
            colour: teamColor(me.profile.teamName),
          }}
        />
        <PhotoUpload uid={session.uid} apply={(path) => applyPhoto(me.key, path)} />
      </div>
      <form onSubmit={onSubmit} className="form" noValidate>
        <label>
          {t.name}
          <input name="name" defaultValue={me.profile.name} required maxLength={100} />
        </label>
        <label>
          {t.company}
          <input
            name="company"
            defaultValue={me.profile.company}
            maxLength={100}
            readOnly={me.profile.isRep === true}
            aria-describedby={me.profile.isRep === true ? 'company-rep-hint' : undefined}
          />
        </label>
        {me.profile.isRep === true ? (
          <p id="company-rep-hint" className="hint">
            {t.repCompany}
          </p>
        ) : null}
        <PickFields lists={lists} current={me.profile} />
        <label>
          {t.colour}
          <input name="color" defaultValue={me.profile.color} maxLength={20} />
        </label>
        <FormAlert message={message} />
        <button type="submit" disabled={pending}>
          {t.save}
        </button>
      </form>
    </section>
  );
}
