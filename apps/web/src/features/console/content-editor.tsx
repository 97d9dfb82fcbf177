import type { ContentKind } from '@engage/domain/console-content';
import { useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { callAdminDeleteContent } from '../../lib/firebase/calls.ts';
import type { ContentItem } from '../../lib/firebase/console-data.ts';
import { PrizeForm, SpeakerForm, SponsorForm } from './content-forms.tsx';
import { consoleData } from './queries.ts';
import { useContent } from './use-console.ts';
import { Notice, useConsoleAction } from './use-console-action.tsx';

const KINDS: { kind: ContentKind; title: string; label: (item: ContentItem) => string }[] = [
  { kind: 'speaker', title: 'Speakers', label: (item) => `${item.time ?? ''} ${item.name ?? ''}` },
  {
    kind: 'sponsor',
    title: 'Sponsors',
    // One saved before sponsors had names is still told apart, by its id.
    label: (item) =>
      `${typeof item.name === 'string' && item.name !== '' ? item.name : item.id} (${item.Category ?? ''})`,
  },
  {
    kind: 'prize',
    title: 'Prizes',
    label: (item) => `${item.name ?? ''} (${item.cost ?? '?'} points, ${item.stock ?? 0} left)`,
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
  title: string;
  label: (item: ContentItem) => string;
}) => {
  const items = useContent(kind, eventId);
  const [editing, setEditing] = useState<{ id: string; item?: ContentItem } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const remove = useConsoleAction(callAdminDeleteContent, () => `${title.slice(0, -1)} deleted.`);
  const startNew = async () => {
    setSaved(null);
    setEditing({ id: (await consoleData()).newItemId(eventId) });
  };
  const Form = kind === 'speaker' ? SpeakerForm : kind === 'sponsor' ? SponsorForm : PrizeForm;
  return (
    <section aria-labelledby={`${kind}-title`}>
      <h2 id={`${kind}-title`}>{title}</h2>
      {items === undefined ? (
        <ListSkeleton label={`Loading ${title.toLowerCase()}`} rows={3} />
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
                Edit <span className="visually-hidden">{label(item)}</span>
              </button>
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  if (window.confirm(`Delete ${label(item)}?`))
                    remove.mutate({ eventId, kind, id: item.id });
                }}
              >
                Delete <span className="visually-hidden">{label(item)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormAlert message={remove.message} />
      <Notice text={remove.notice ?? saved} />
      {editing === null ? (
        <button type="button" onClick={() => void startNew()}>
          Add a {title.slice(0, -1).toLowerCase()}
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
              setSaved(`${title.slice(0, -1)} saved.`);
            }}
          />
          <button type="button" className="button secondary" onClick={() => setEditing(null)}>
            Close the form
          </button>
        </>
      )}
    </section>
  );
};
