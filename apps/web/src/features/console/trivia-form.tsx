import { MAX_TRIVIA_POINTS, TRIVIA_OPTIONS } from '@engage/domain/inputs-console';
import { storagePaths } from '@engage/domain/store/storage';
import { useStore } from '@nanostores/react';
import { type FormEvent, useId, useState } from 'react';
import { useEventScoring } from '../../lib/event-scoring.ts';
import { callAdminWriteTrivia } from '../../lib/firebase/calls.ts';
import type { TriviaItem } from '../../lib/firebase/console-data.ts';
import { PictureField } from './picture-field.tsx';
import { triviaWords } from './trivia-words.ts';
import { FormFooter, useConsoleAction } from './use-console-action.tsx';

/**
 * One trivia question's form: its picture (uploaded first, to the question's own folder), the
 * question, 2 to 6 options with the right one chosen, and the points a right answer pays. The
 * right option is never read back (no client may), so an edit leaves it unchosen to keep it.
 */
export const TriviaForm = ({
  eventId,
  questionId,
  item,
  onDone,
}: {
  eventId: string;
  questionId: string;
  item: TriviaItem | undefined;
  onDone: () => void;
}) => {
  const id = useId();
  const { points } = useEventScoring(eventId);
  const [image, setImage] = useState(item?.image);
  const [options, setOptions] = useState<string[]>(item ? [...item.options] : ['', '']);
  const [right, setRight] = useState<number | undefined>(undefined);
  const t = useStore(triviaWords);
  const action = useConsoleAction(callAdminWriteTrivia, () => triviaWords.get().saved);
  const path = storagePaths.pictureTrivia(questionId, 'picture.png');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    action.mutate(
      {
        eventId,
        questionId,
        question: {
          image: image ?? '',
          question: String(form.get('question') ?? ''),
          options: options.map((option) => option.trim()),
          points: Number(form.get('points')),
        },
        ...(right === undefined ? {} : { right }),
      },
      { onSuccess: onDone },
    );
  };

  const setOption = (at: number, text: string) =>
    setOptions((all) => all.map((option, i) => (i === at ? text : option)));
  const removeOption = (at: number) => {
    setOptions((all) => all.filter((_, i) => i !== at));
    setRight((chosen) =>
      chosen === undefined || chosen === at ? undefined : chosen > at ? chosen - 1 : chosen,
    );
  };

  return (
    <form onSubmit={onSubmit} className="form trivia-form" aria-label={t.form}>
      <PictureField label={t.picture} path={path} shown={image} onUploaded={setImage} />
      <label htmlFor={`${id}-question`}>
        {t.question}
        <input
          id={`${id}-question`}
          name="question"
          required
          maxLength={200}
          defaultValue={item?.question ?? ''}
        />
      </label>
      <fieldset>
        <legend>{t.options}</legend>
        {item === undefined ? null : <p className="hint">{t.keepRight}</p>}
        {options.map((option, i) => (
          // An option has no id of its own: its place is what the server is told.
          <div className="trivia-option" key={i}>
            <input
              type="radio"
              name="right"
              aria-label={t.isRight({ n: i + 1 })}
              checked={right === i}
              onChange={() => setRight(i)}
              required={item === undefined}
            />
            <label htmlFor={`${id}-option-${i}`} className="visually-hidden">
              {t.option({ n: i + 1 })}
            </label>
            <input
              id={`${id}-option-${i}`}
              value={option}
              onChange={(event) => setOption(i, event.target.value)}
              required
              maxLength={100}
            />
            {options.length > TRIVIA_OPTIONS.min ? (
              <button type="button" className="link-button" onClick={() => removeOption(i)}>
                {t.remove} <span className="visually-hidden">{t.removeWhich({ n: i + 1 })}</span>
              </button>
            ) : null}
          </div>
        ))}
        {options.length < TRIVIA_OPTIONS.max ? (
          <button
            type="button"
            className="button secondary"
            onClick={() => setOptions((all) => [...all, ''])}
          >
            {t.addOption}
          </button>
        ) : null}
      </fieldset>
      <label htmlFor={`${id}-points`}>
        {t.rightPoints}
        <input
          id={`${id}-points`}
          name="points"
          type="number"
          min={1}
          max={MAX_TRIVIA_POINTS}
          step={1}
          required
          defaultValue={item?.points ?? points.triviaRight}
        />
      </label>
      <FormFooter action={action} label={t.save} />
    </form>
  );
};
