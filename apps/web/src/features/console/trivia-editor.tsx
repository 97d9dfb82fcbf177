import { useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { callAdminDeleteTrivia, callAdminOrderTrivia } from '../../lib/firebase/calls.ts';
import type { TriviaItem } from '../../lib/firebase/console-data.ts';
import { consoleData } from './queries.ts';
import { TriviaForm } from './trivia-form.tsx';
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
  const [saved, setSaved] = useState<string | null>(null);
  const remove = useConsoleAction(callAdminDeleteTrivia, () => 'Question deleted.');
  const order = useConsoleAction(callAdminOrderTrivia, () => 'Order saved.');
  const startNew = async () => {
    setSaved(null);
    setEditing({ id: (await consoleData()).newQuestionId(eventId) });
  };
  const move = (at: number, by: -1 | 1) => {
    if (items !== undefined) order.mutate({ eventId, order: moved(items, at, by) });
  };
  return (
    <section aria-labelledby="trivia-editor-title">
      <h2 id="trivia-editor-title">Picture trivia</h2>
      {items === undefined ? (
        <ListSkeleton label="Loading the questions" rows={3} />
      ) : items.length === 0 ? (
        <p>No questions yet: attendees see none until you add one.</p>
      ) : (
        <ol className="compact-list trivia-list">
          {items.map((item, i) => (
            <li key={item.id}>
              <span className="trivia-list-text">
                {i + 1}. {item.question} ({item.points ?? '?'} points)
              </span>
              <span className="trivia-list-actions">
                <button
                  type="button"
                  className="link-button"
                  disabled={i === 0 || order.pending}
                  onClick={() => move(i, -1)}
                >
                  Move up <span className="visually-hidden">{item.question}</span>
                </button>
                <button
                  type="button"
                  className="link-button"
                  disabled={i === items.length - 1 || order.pending}
                  onClick={() => move(i, 1)}
                >
                  Move down <span className="visually-hidden">{item.question}</span>
                </button>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    setSaved(null);
                    setEditing({ id: item.id, item });
                  }}
                >
                  Edit <span className="visually-hidden">{item.question}</span>
                </button>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    if (window.confirm(`Delete the question “${item.question}”?`))
                      remove.mutate({ eventId, questionId: item.id });
                  }}
                >
                  Delete <span className="visually-hidden">{item.question}</span>
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <FormAlert message={remove.message ?? order.message} />
      <Notice text={remove.notice ?? order.notice ?? saved} />
      {editing === null ? (
        <button type="button" onClick={() => void startNew()}>
          Add a question
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
              setSaved('Question saved.');
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
