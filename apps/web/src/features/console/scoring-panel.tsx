import { LEVEL_THRESHOLDS } from '@engage/domain/points';
import { type PointValues, SCORING_BOUNDS } from '@engage/domain/scoring-table';
import type { FormEvent } from 'react';
import { useEventScoring } from '../../lib/event-scoring.ts';
import { callAdminSetScoring } from '../../lib/firebase/calls.ts';
import { POINT_FIELDS, pointValue } from './scoring-words.ts';
import { FormFooter, useConsoleAction } from './use-console-action.tsx';

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
  const action = useConsoleAction(
    callAdminSetScoring,
    () => 'Points and levels saved: later awards pay them.',
  );
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
      <h2 id="scoring-title">Points and levels</h2>
      <form onSubmit={onSubmit} className="form" aria-label="Points and levels" key={version}>
        <p className="hint">
          Each value {points.min} to {points.max}. A change pays from the next award on; points
          already earned stay.
        </p>
        {POINT_FIELDS.map((field) => (
          <label key={field.name} className="scoring-value">
            {field.label}
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
        <label htmlFor={`${eventId}-levels`}>Points each level needs</label>
        <input
          id={`${eventId}-levels`}
          name="levels"
          required
          inputMode="numeric"
          defaultValue={table.levels.join(', ')}
          aria-describedby={`${eventId}-levels-hint`}
        />
        <p id={`${eventId}-levels-hint`} className="hint">
          From level 0 at 0, each higher than the one before: {levels.min} to {levels.max} levels.
          The default is {LEVEL_THRESHOLDS.join(', ')}.
        </p>
        <FormFooter action={action} label="Save points and levels" />
      </form>
    </section>
  );
};
