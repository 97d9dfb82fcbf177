import type { ContentKind } from '@engage/domain/console-content';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { callAdminDeleteContent } from '../../lib/firebase/calls.ts';
import type { ContentItem } from '../../lib/firebase/console-data.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { PrizeForm, SpeakerForm, SponsorForm } from './content-forms.tsx';
import { consoleData } from './queries.ts';
import { useContent } from './use-console.ts';
import { Notice, useConsoleAction } from './use-console-action.tsx';

const words = i18n('contentEditor', {
  speakers: 'Speakers',
  sponsors: 'Sponsors',
  prizes: 'Prizes',
  speakerDeleted: 'Speaker deleted.',
  sponsorDeleted: 'Sponsor deleted.',
  prizeDeleted: 'Prize deleted.',
  speakerSaved: 'Speaker saved.',
  sponsorSaved: 'Sponsor saved.',
  prizeSaved: 'Prize saved.',
  speakerAdd: 'Add a speaker',
  sponsorAdd: 'Add a sponsor',
  prizeAdd: 'Add a prize',
  speakersLoading: 'Loading speakers',
  sponsorsLoading: 'Loading sponsors',
  prizesLoading: 'Loading prizes',
  prizeLabel: params('{name} ({cost} points, {stock} left)'),
  edit: 'Edit',
  delete: 'Delete',
  confirmDelete: params('Delete {label}?'),
  close: 'Close the form',
});

const KINDS: {
  kind: ContentKind;
  title: 'speakers' | 'sponsors' | 'prizes';
  label: (item: ContentItem) => string;
}[] = [
  { kind: 'speaker', title: 'speakers', label: (item) => `${item.time ?? ''} ${item.name ?? ''}` },
  {
    kind: 'sponsor',
    title: 'sponsors',
    // One saved before sponsors had names is still told apart, by its id.
    label: (item) =>
      `${typeof item.name === 'string' && item.name !== '' ? item.name : item.id} (${item.Category ?? ''})`,
  },
  {
    kind: 'prize',
    title: 'prizes',
    label: (item) =>
      words.get().prizeLabel({
        name: String(item.name ?? ''),
        cost: String(item.cost ?? '?'),
        stock: String(item.stock ?? 0),
      }),
  },
];

/** The event's speakers, sponsors and prizes: create, edit, delete; every save goes to the server. */
export const ContentEditor = ({ eventId }: { eventId: string }) => (
  <>
    {KINDS.map(({ kind, title, label }) => (
      <ContentList key={kind} eventId={eventId} kind={kind} title={title} label={label} />
    ))}
  </>
);

const ContentList = ({
  eventId,
  kind,
  title,
  label,
}: {
  eventId: string;
  kind: ContentKind;
  title: 'speakers' | 'sponsors' | 'prizes';
  label: (item: ContentItem) => string;
}) => {
  const items = useContent(kind, eventId);
  const t = useStore(words);
  const [editing, setEditing] = useState<{ id: string; item?: ContentItem } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const remove = useConsoleAction(callAdminDeleteContent, () => words.get()[`${kind}Deleted`]);
  const startNew = async () => {
    setSaved(null);
    setEditing({ id: (await consoleData()).newItemId(eventId) });
  };
  const Form = kind === 'speaker' ? SpeakerForm : kind === 'sponsor' ? SponsorForm : PrizeForm;
  return (
    <section aria-labelledby={`${kind}-title`}>
      <h2 id={`${kind}-title`}>{t[title]}</h2>
      {items === undefined ? (
        <ListSkeleton label={t[`${kind}sLoading`]} rows={3} />
      ) : (
        <ul className="compact-list">
          {items.map((item) => (
            <li key={item.id}>
              <span>{label(item)}</span>
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setSaved(null);
                  setEditing({ id: item.id, item });
                }}
              >
                {t.edit} <span className="visually-hidden">{label(item)}</span>
              </button>
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  if (window.confirm(t.confirmDelete({ label: label(item) })))
                    remove.mutate({ eventId, kind, id: item.id });
                }}
              >
                {t.delete} <span className="visually-hidden">{label(item)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormAlert message={remove.message} />
      <Notice text={remove.notice ?? saved} />
      {editing === null ? (
        <button type="button" onClick={() => void startNew()}>
          {t[`${kind}Add`]}
        </button>
      ) : (
        <>
          <Form
            key={editing.id}
            eventId={eventId}
            itemId={editing.id}
            item={editing.item}
            onDone={() => {
              setEditing(null);
              setSaved(words.get()[`${kind}Saved`]);
            }}
          />
          <button type="button" className="button secondary" onClick={() => setEditing(null)}>
            {t.close}
          </button>
        </>
      )}
    </section>
  );
};
