import { LEVEL_THRESHOLDS } from '@engage/domain/points';
import { type PointValues, SCORING_BOUNDS } from '@engage/domain/scoring-table';
import { params } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import { useEventScoring } from '../../lib/event-scoring.ts';
import { callAdminSetScoring } from '../../lib/firebase/calls.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { POINT_FIELDS, pointFieldWords, pointValue } from './scoring-words.ts';
import { FormFooter, useConsoleAction } from './use-console-action.tsx';

const words = i18n('scoringPanel', {
  saved: 'Points and levels saved: later awards pay them.',
  title: 'Points and levels',
  hint: params(
    'Each value {min} to {max}. A change pays from the next award on; points already earned stay.',
  ),
  levels: 'Points each level needs',
  levelsHint: params(
    'From level 0 at 0, each higher than the one before: {min} to {max} levels. The default is {defaults}.',
  ),
  save: 'Save points and levels',
});

/** The levels as typed: numbers split at commas or spaces (the server checks the rest). */
const levelsOf = (text: string): number[] =>
  text
    .split(/[\s,]+/)
    .filter((part) => part !== '')
    .map(Number);

/** The form's point values, back in the table's shape. */
const pointsOf = (form: FormData): PointValues => {
  const value = (name: string) => Number(form.get(`points-${name}`));
  return {
    qrConnection: value('qrConnection'),
    boothVisit: value('boothVisit'),
    completion: {
      act01: value('completion.act01'),
      act02: value('completion.act02'),
      act03: value('completion.act03'),
      act05: value('completion.act05'),
      act06: value('completion.act06'),
    },
    rpsWin: value('rpsWin'),
    smallTalk: value('smallTalk'),
    triviaRight: value('triviaRight'),
    bingoLine: value('bingoLine'),
    welcomeVideo: value('welcomeVideo'),
    sessionCheckIn: value('sessionCheckIn'),
    sessionFeedback: value('sessionFeedback'),
    meeting: value('meeting'),
  };
};

/**
 * The event's points and levels: what each award pays and what each level needs. Saved through
 * the server, which keeps the bounds and records each changed value in the audit log; awards
 * already paid stay as they were.
 */
export const ScoringPanel = ({ eventId }: { eventId: string }) => {
  const table = useEventScoring(eventId);
  const t = useStore(words);
  const labels = useStore(pointFieldWords);
  const action = useConsoleAction(callAdminSetScoring, () => words.get().saved);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    action.mutate({
      eventId,
      points: pointsOf(form),
      levels: levelsOf(String(form.get('levels') ?? '')),
    });
  };
  const { points, levels } = SCORING_BOUNDS;
  // The form starts again from the stored table whenever it changes (another organiser's save).
  const version = JSON.stringify(table);
  return (
    <section aria-labelledby="scoring-title">
      <h2 id="scoring-title">{t.title}</h2>
      <form onSubmit={onSubmit} className="form" aria-label={t.title} key={version}>
        <p className="hint">{t.hint({ min: points.min, max: points.max })}</p>
        {POINT_FIELDS.map((field) => (
          <label key={field.name} className="scoring-value">
            {labels[field.name]}
            <input
              name={`points-${field.name}`}
              type="number"
              required
              min={points.min}
              max={points.max}
              step={1}
              defaultValue={pointValue(table.points, field.name)}
            />
          </label>
        ))}
        <label htmlFor={`${eventId}-levels`}>{t.levels}</label>
        <input
          id={`${eventId}-levels`}
          name="levels"
          required
          inputMode="numeric"
          defaultValue={table.levels.join(', ')}
          aria-describedby={`${eventId}-levels-hint`}
        />
        <p id={`${eventId}-levels-hint`} className="hint">
          {t.levelsHint({
            min: levels.min,
            max: levels.max,
            defaults: LEVEL_THRESHOLDS.join(', '),
          })}
        </p>
        <FormFooter action={action} label={t.save} />
      </form>
    </section>
  );
};
