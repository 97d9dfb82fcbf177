import type { PointValues } from '@engage/domain/scoring-table';

type Completion = keyof PointValues['completion'];

/** One point value of an event's table: where it sits, and what it pays for, in words. */
type PointField =
  | { readonly name: Exclude<keyof PointValues, 'completion'>; readonly label: string }
  | { readonly name: `completion.${Completion}`; readonly label: string };

/** Every point value, in the order the console lists them (the audit log names them so too). */
export const POINT_FIELDS: readonly PointField[] = [
  { name: 'qrConnection', label: 'A first QR connection (each side)' },
  { name: 'boothVisit', label: 'A sponsor booth visit (on top)' },
  { name: 'bingoLine', label: 'A bingo line' },
  { name: 'triviaRight', label: 'A right trivia answer (unless the question sets its own)' },
  { name: 'smallTalk', label: 'A small talk' },
  { name: 'rpsWin', label: 'A rock-paper-scissors win' },
  { name: 'welcomeVideo', label: 'Watching the welcome video' },
  { name: 'sessionCheckIn', label: 'Checking in to a session (once per session)' },
  { name: 'sessionFeedback', label: 'Rating a session (once per session)' },
  { name: 'meeting', label: 'A 1:1 meeting that took place (each side, once per pair)' },
  { name: 'completion.act01', label: 'Completing network bingo' },
  { name: 'completion.act02', label: 'Completing picture trivia' },
  { name: 'completion.act03', label: 'Completing rock-paper-scissors' },
  { name: 'completion.act05', label: 'Completing small talk' },
  { name: 'completion.act06', label: 'Completing QR networking' },
];

/** A value of the table by its field's name. */
export const pointValue = (points: PointValues, name: PointField['name']): number => {
  if (!name.startsWith('completion.'))
    return points[name as Exclude<PointField['name'], `completion.${Completion}`>];
  return points.completion[name.slice('completion.'.length) as Completion];
};

/**
 * An audit entry's field of a table change (`points.qrConnection`, `levels.2`) in words, or
 * undefined for any other field.
 */
export const scoringFieldWords = (field: string): string | undefined => {
  if (field.startsWith('levels.')) return `Level ${field.slice('levels.'.length)} needs`;
  if (!field.startsWith('points.')) return undefined;
  const name = field.slice('points.'.length);
  return POINT_FIELDS.find((point) => point.name === name)?.label;
};
