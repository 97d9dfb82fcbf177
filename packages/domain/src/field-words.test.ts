import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TEAM_NAMES, validateColorName } from './colors.ts';
import { prizeSchema, speakerSchema, sponsorSchema } from './entities.ts';
import { FIELD_WORDS } from './field-words.ts';
import * as inputs from './inputs.ts';
import { writeEventInput, writeTriviaInput } from './inputs-console.ts';

/** Whether a schema takes a value. */
const takes =
  <T>(schema: v.GenericSchema, value: (n: number) => T) =>
  (n: number): boolean =>
    v.safeParse(schema, value(n)).success;
const text = (n: number) => 'x'.repeat(n);
const digits = (n: number) => '1'.repeat(n);
const number = (n: number) => n;
/** n teams: the spec's teams in turn, so past all of them one comes twice. */
const teams = (n: number) => Array.from({ length: n }, (_, i) => TEAM_NAMES[i % TEAM_NAMES.length]);

/**
 * The numbers the words state, as bounds: `max` (up to / at most N), `range` (from A to B),
 * `exact` (the N digits) or `min` (N or more).
 */
type Bounds = 'max' | 'range' | 'exact' | 'min';

const event = writeEventInput.entries.event.entries;
const trivia = writeTriviaInput.entries.question.entries;
/** n different options. */
const options = (n: number) => Array.from({ length: n }, (_, i) => `option ${i}`);
const LIMITED: readonly (readonly [string, Bounds, (n: number) => boolean])[] = [
  ['question.question', 'max', takes(trivia.question, text)],
  ['question.options', 'range', takes(trivia.options, options)],
  ['question.points', 'range', takes(trivia.points, number)],
  ['name', 'max', takes(inputs.registerInput.entries.name, text)],
  ['alias', 'max', takes(inputs.setPrivacyInput.entries.alias, text)],
  ['company', 'max', takes(inputs.registerInput.entries.company, text)],
  ['department', 'max', takes(inputs.updateProfileInput.entries.department, text)],
  ['color', 'range', (n) => validateColorName(text(n)).ok],
  ['qty', 'range', takes(inputs.buyPrizeInput.entries.qty, number)],
  ['code', 'exact', takes(inputs.verifyOtpInput.entries.code, digits)],
  ['answer', 'max', takes(inputs.answerTriviaInput.entries.answer, text)],
  ['speaker.name', 'max', takes(speakerSchema.entries.name, text)],
  ['speaker.topic', 'max', takes(speakerSchema.entries.topic, text)],
  ['speaker.location', 'max', takes(speakerSchema.entries.location, text)],
  ['speaker.time', 'max', takes(speakerSchema.entries.time, text)],
  ['speaker.about', 'max', takes(speakerSchema.entries.about, text)],
  ['sponsor.name', 'max', takes(sponsorSchema.entries.name, text)],
  ['sponsor.Paragraph', 'max', takes(sponsorSchema.entries.Paragraph, text)],
  ['sponsor.Category', 'max', takes(sponsorSchema.entries.Category, text)],
  ['prize.name', 'max', takes(prizeSchema.entries.name, text)],
  ['prize.cost', 'range', takes(prizeSchema.entries.cost, number)],
  ['prize.stock', 'range', takes(prizeSchema.entries.stock, number)],
  ['userLimit', 'min', takes(inputs.createCompanyInput.entries.userLimit, number)],
  ['formId', 'max', takes(inputs.createCompanyInput.entries.formId, text)],
  ['event.name', 'max', takes(event.name, text)],
  ['event.venue', 'max', takes(event.venue, text)],
  ['event.description', 'max', takes(event.description, text)],
  ['teams', 'range', takes(writeEventInput.entries.teams, teams)],
  ['delta', 'range', takes(inputs.adminAdjustPointsInput.entries.delta, number)],
  ['reason', 'max', takes(inputs.adminAdjustPointsInput.entries.reason, text)],
];

/** The numbers a todo states, as written ("1,000,000", "-100,000"), not the digits of "#1a2b3c". */
const stated = (todo: string): number[] =>
  [...todo.matchAll(/(?<![#\w,])-?\d[\d,]*/g)].map(([n]) => Number(n.replaceAll(',', '')));

const words: Readonly<Record<string, { readonly label: string; readonly todo: string }>> =
  FIELD_WORDS;

describe('the words of a refused field', () => {
  it.each(LIMITED)('%s states the bounds its schema checks (%s)', (path, bounds, accepts) => {
    const [first = Number.NaN, second = Number.NaN] = stated(words[path]?.todo ?? '');
    const [min, max] =
      bounds === 'max'
        ? [undefined, first]
        : bounds === 'min'
          ? [first, undefined]
          : bounds === 'exact'
            ? [first, first]
            : [first, second];
    if (min !== undefined) expect([accepts(min), accepts(min - 1)]).toEqual([true, false]);
    if (max !== undefined) expect([accepts(max), accepts(max + 1)]).toEqual([true, false]);
  });

  it('checks every field whose words state a number', () => {
    const numbered = Object.entries(words)
      .filter(([, { todo }]) => stated(todo).length > 0)
      .map(([path]) => path);
    expect(numbered.sort()).toEqual(LIMITED.map(([path]) => path).sort());
  });

  it('writes large numbers as the forms do', () => {
    expect(words['prize.cost']?.todo).toBe('use a whole number from 1 to 1,000,000');
    expect(words.delta?.todo).toBe('use a whole number from -100,000 to 100,000, other than 0');
    expect(stated('use colours like #1a2b3c')).toEqual([]);
  });
});
