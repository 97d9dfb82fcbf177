import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { download } from '../../lib/csv.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useFormAction } from '../../lib/use-form-action.ts';

const messages = i18n('myData', {
  title: 'My data',
  intro: 'Download everything this app holds about you, or delete your account.',
  download: 'Download my data (JSON)',
  deleteTitle: 'Delete my account',
  deleteIntro:
    'Your profile, photo and answers go, your seat is given back to your company, and you are signed out. Your points stay on your team, under an id that names no one.',
  // The server takes the English or the Dutch word (my-data.ts DELETE_WORDS).
  word: 'delete',
  confirm: params('Type “{word}” to confirm'),
  delete: 'Delete my account',
});

/** The copy of the caller's data, gathered by the server, offered as a file to download. */
const downloadMyData = async (): Promise<void> => {
  const { callExportMyData } = await import('../../lib/firebase/calls.ts');
  const copy = await callExportMyData({});
  const blob = new Blob([JSON.stringify(copy, null, 2)], { type: 'application/json' });
  download(blob, 'my-engage-data.json');
};

/** Deletes the caller's account on the server, then ends the session on this device. */
const deleteMyAccount = async (confirm: string): Promise<void> => {
  const [{ callDeleteMyAccount }, { signOut }, { forgetQueries }] = await Promise.all([
    import('../../lib/firebase/calls.ts'),
    import('../../lib/firebase/session.ts'),
    import('../../lib/offline-cache.ts'),
  ]);
  await callDeleteMyAccount({ confirm });
  await signOut();
  await forgetQueries();
};

/**
 * An attendee's own data: a copy to download, and their account deleted once they typed the
 * confirming word (the server checks it too, and refuses an organiser).
 */
export const MyDataPanel = () => {
  const t = useStore(messages);
  const titleId = useId();
  const navigate = useNavigate();
  const copy = useFormAction();
  const removal = useFormAction();
  const onDelete = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('confirm') ?? '');
    removal.run(async () => {
      await deleteMyAccount(typed);
      await navigate({ to: '/auth/login', replace: true });
    });
  };
  return (
    <section aria-labelledby={titleId} className="my-data">
      <h2 id={titleId}>{t.title}</h2>
      <p>{t.intro}</p>
      <button type="button" disabled={copy.pending} onClick={() => copy.run(downloadMyData)}>
        {t.download}
      </button>
      <FormAlert message={copy.message} />
      <form onSubmit={onDelete} className="form" noValidate>
        <h3>{t.deleteTitle}</h3>
        <p>{t.deleteIntro}</p>
        <label>
          {t.confirm({ word: t.word })}
          <input name="confirm" autoComplete="off" maxLength={100} />
        </label>
        <FormAlert message={removal.message} />
        <button type="submit" className="danger" disabled={removal.pending}>
          {t.delete}
        </button>
      </form>
    </section>
  );
};
