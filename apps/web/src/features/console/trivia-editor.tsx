import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { callAdminDeleteTrivia, callAdminOrderTrivia } from '../../lib/firebase/calls.ts';
import type { TriviaItem } from '../../lib/firebase/console-data.ts';
import { consoleData } from './queries.ts';
import { TriviaForm } from './trivia-form.tsx';
import { triviaWords } from './trivia-words.ts';
import { useTrivia } from './use-console.ts';
import { Notice, useConsoleAction } from './use-console-action.tsx';

/** The quiz with `id` moved one place up (-1) or down (+1). */
const moved = (items: readonly TriviaItem[], at: number, by: -1 | 1): string[] => {
  const ids = items.map((item) => item.id);
  const [taken] = ids.splice(at, 1);
  if (taken !== undefined) ids.splice(at + by, 0, taken);
  return ids;
};

/**
 * The event's picture trivia: questions made, edited, put in order and deleted; every change
 * goes to the server, which keeps the right options where no client reads them.
 */
export const TriviaEditor = ({ eventId }: { eventId: string }) => {
  const items = useTrivia(eventId);
  const [editing, setEditing] = useState<{ id: string; item?: TriviaItem } | null>(null);
  // The last change's notice, whichever made it: a save, a move or a delete.
  const [notice, setNotice] = useState<string | null>(null);
  const t = useStore(triviaWords);
  const remove = useConsoleAction(callAdminDeleteTrivia, () => triviaWords.get().deleted);
  const order = useConsoleAction(callAdminOrderTrivia, () => triviaWords.get().orderSaved);
  const startNew = async () => {
    setNotice(null);
    setEditing({ id: (await consoleData()).newQuestionId(eventId) });
  };
  const move = (at: number, by: -1 | 1) => {
    if (items === undefined) return;
    setNotice(null);
    order.mutate(
      { eventId, order: moved(items, at, by) },
      { onSuccess: () => setNotice(triviaWords.get().orderSaved) },
    );
  };
  return (
    <section aria-labelledby="trivia-editor-title">
      <h2 id="trivia-editor-title">{t.title}</h2>
      {items === undefined ? (
        <ListSkeleton label={t.loading} rows={3} />
      ) : items.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ol className="compact-list trivia-list">
          {items.map((item, i) => (
            <li key={item.id}>
              <span className="trivia-list-text">
                {i + 1}. {item.question} {t.points({ points: item.points ?? '?' })}
              </span>
              <span className="trivia-list-actions">
                <button
                  type="button"
                  className="link-button"
                  disabled={i === 0 || order.pending}
                  onClick={() => move(i, -1)}
                >
                  {t.up} <span className="visually-hidden">{item.question}</span>
                </button>
                <button
                  type="button"
                  className="link-button"
                  disabled={i === items.length - 1 || order.pending}
                  onClick={() => move(i, 1)}
                >
                  {t.down} <span className="visually-hidden">{item.question}</span>
                </button>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    setNotice(null);
                    setEditing({ id: item.id, item });
                  }}
                >
                  {t.edit} <span className="visually-hidden">{item.question}</span>
                </button>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    if (!window.confirm(t.confirmDelete({ question: item.question }))) return;
                    setNotice(null);
                    remove.mutate(
                      { eventId, questionId: item.id },
                      { onSuccess: () => setNotice(triviaWords.get().deleted) },
                    );
                  }}
                >
                  {t.delete} <span className="visually-hidden">{item.question}</span>
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <FormAlert message={remove.message ?? order.message} />
      <Notice text={notice} />
      {editing === null ? (
        <button type="button" onClick={() => void startNew()}>
          {t.add}
        </button>
      ) : (
        <>
          <TriviaForm
            key={editing.id}
            eventId={eventId}
            questionId={editing.id}
            item={editing.item}
            onDone={() => {
              setEditing(null);
              setNotice(triviaWords.get().saved);
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
