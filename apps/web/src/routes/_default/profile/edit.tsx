import { validateColorName } from '@engage/domain/colors';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../features/auth/form-alert.tsx';
import { type FormMessage, formMessage } from '../../../features/auth/messages.ts';
import { PhotoUpload } from '../../../features/profile/photo-upload.tsx';
import { requireMe } from '../../../features/session/guards.ts';
import { useMe } from '../../../features/session/live.ts';
import { saveProfile } from '../../../lib/firebase/profile.ts';

export const Route = createFileRoute('/_default/profile/edit')({
  beforeLoad: ({ context: { queryClient }, location }) => requireMe(queryClient, location.href),
  component: EditProfilePage,
});

function EditProfilePage() {
  const { me, session } = useMe();
  const navigate = useNavigate();
  const [photo, setPhoto] = useState<string | undefined>(undefined);
  const [message, setMessage] = useState<FormMessage | null>(null);
  if (me === null || session === null) return null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const color = String(form.get('color')).trim();
    if (!validateColorName(color).ok) return setMessage(formMessage('invalid-colour'));
    try {
      await saveProfile(me.key, {
        name: String(form.get('name')).trim(),
        company: String(form.get('company')).trim(),
        department: String(form.get('department')).trim(),
        color,
        ...(photo ? { photo } : {}),
      });
      await navigate({ to: '/profile' });
    } catch {
      setMessage(formMessage('invalid-argument'));
    }
  };

  return (
    <section aria-labelledby="edit-title">
      <h1 id="edit-title">Edit your profile</h1>
      <PhotoUpload uid={session.uid} onUploaded={setPhoto} />
      <form onSubmit={onSubmit} className="form" noValidate>
        <label>
          Name
          <input name="name" defaultValue={me.profile.name} required maxLength={100} />
        </label>
        <label>
          Company
          <input name="company" defaultValue={me.profile.company} maxLength={100} />
        </label>
        <label>
          Department
          <input name="department" defaultValue={me.profile.department} maxLength={100} />
        </label>
        <label>
          Colour (3 to 7 letters)
          <input name="color" defaultValue={me.profile.color} maxLength={20} />
        </label>
        <FormAlert message={message} />
        <button type="submit">Save</button>
      </form>
    </section>
  );
}
