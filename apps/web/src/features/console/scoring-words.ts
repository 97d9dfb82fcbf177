import type { PointValues } from '@engage/domain/scoring-table';
import { params } from '@nanostores/i18n';
import { i18n } from '../../lib/i18n/i18n.ts';

type Completion = keyof PointValues['completion'];
type PointName = Exclude<keyof PointValues, 'completion'> | `completion.${Completion}`;

/** What each point value pays for, in words: the console's form and the audit log say it so. */
export const pointFieldWords = i18n('pointFields', {
  qrConnection: 'A first QR connection (each side)',
  boothVisit: 'A sponsor booth visit (on top)',
  bingoLine: 'A bingo line',
  triviaRight: 'A right trivia answer (unless the question sets its own)',
  smallTalk: 'A small talk',
  rpsWin: 'A rock-paper-scissors win',
  welcomeVideo: 'Watching the welcome video',
  sessionCheckIn: 'Checking in to a session (once per session)',
  sessionFeedback: 'Rating a session (once per session)',
  meeting: 'A 1:1 meeting that took place (each side, once per pair)',
  'completion.act01': 'Completing network bingo',
  'completion.act02': 'Completing picture trivia',
  'completion.act03': 'Completing rock-paper-scissors',
  'completion.act05': 'Completing small talk',
  'completion.act06': 'Completing QR networking',
  levelNeeds: params('Level {level} needs'),
} satisfies Record<PointName, string> & Record<'levelNeeds', unknown>);

/** One point value of an event's table, by where it sits. */
type PointField = { readonly name: PointName };

/** Every point value, in the order the console lists them (the audit log names them so too). */
export const POINT_FIELDS: readonly PointField[] = (
  [
    'qrConnection',
    'boothVisit',
    'bingoLine',
    'triviaRight',
    'smallTalk',
    'rpsWin',
    'welcomeVideo',
    'sessionCheckIn',
    'sessionFeedback',
    'meeting',
    'completion.act01',
    'completion.act02',
    'completion.act03',
    'completion.act05',
    'completion.act06',
  ] as const
).map((name) => ({ name }));

/** A value of the table by its field's name. */
export const pointValue = (points: PointValues, name: PointName): number => {
  if (!name.startsWith('completion.'))
    return points[name as Exclude<PointName, `completion.${Completion}`>];
  return points.completion[name.slice('completion.'.length) as Completion];
};

/**
 * An audit entry's field of a table change (`points.qrConnection`, `levels.2`) in words, or
 * undefined for any other field.
 */
export const scoringFieldWords = (field: string): string | undefined => {
  const t = pointFieldWords.get();
  if (field.startsWith('levels.')) return t.levelNeeds({ level: field.slice('levels.'.length) });
  if (!field.startsWith('points.')) return undefined;
  const name = field.slice('points.'.length);
  return POINT_FIELDS.find((point) => point.name === name) === undefined
    ? undefined
    : t[name as PointName];
};
