import type { BoardPrivacy, BoardShow } from '@engage/domain/store/users';
import { useStore } from '@nanostores/react';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useFormAction } from '../../lib/use-form-action.ts';

// The Functions SDK loads with the first save, not with the profile that shows the form.
const savePrivacy = async (choice: { show: BoardShow; alias?: string }) =>
  (await import('../../lib/firebase/calls.ts')).callSetPrivacy(choice);

const messages = i18n('boardPrivacy', {
  title: 'On the public boards',
  intro:
    'How the leaderboards, the projector and the kiosks show you. Your points always count for your team.',
  name: 'Under my name',
  alias: 'Under an alias',
  hidden: 'Not at all',
  aliasLabel: 'Alias',
  save: 'Save',
  saved: 'Saved: the boards follow within a second.',
});

const CHOICES: readonly BoardShow[] = ['name', 'alias', 'hidden'];

/**
 * The attendee's choice of how public boards show them (setPrivacy): the server stores it and
 * renames or hides their board entries, so every board follows without this screen's help.
 */
export const BoardPrivacyForm = ({ privacy }: { privacy: BoardPrivacy | undefined }) => {
  const t = useStore(messages);
  const titleId = useId();
  const [show, setShow] = useState<BoardShow>(privacy?.show ?? 'name');
  const [saved, setSaved] = useState(false);
  const { run, pending, message } = useFormAction();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const alias = String(new FormData(event.currentTarget).get('alias') ?? '').trim();
    setSaved(false);
    run(async () => {
      await savePrivacy(show === 'alias' ? { show, alias } : { show });
      setSaved(true);
    });
  };
  return (
    <section aria-labelledby={titleId} className="board-privacy">
      <h2 id={titleId}>{t.title}</h2>
      <p>{t.intro}</p>
      <form onSubmit={onSubmit} className="form" noValidate>
        <fieldset>
          <legend>{t.title}</legend>
          {CHOICES.map((choice) => (
            <label key={choice}>
              <input
                type="radio"
                name="show"
                value={choice}
                checked={show === choice}
                onChange={() => setShow(choice)}
              />{' '}
              {t[choice]}
            </label>
          ))}
        </fieldset>
        {show === 'alias' ? (
          <label>
            {t.aliasLabel}
            <input name="alias" defaultValue={privacy?.alias ?? ''} maxLength={100} required />
          </label>
        ) : null}
        <FormAlert message={message} />
        {saved ? <p role="status">{t.saved}</p> : null}
        <button type="submit" disabled={pending}>
          {t.save}
        </button>
      </form>
    </section>
  );
};
