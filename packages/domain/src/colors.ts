import { err, ok, type Result } from './plan.ts';

/** The 7 colours a new user is drawn from. Each name is 3 to 7 characters, so each is valid. */
export const USER_COLORS = ['red', 'blue', 'green', 'orange', 'purple', 'pink', 'yellow'] as const;
type UserColor = (typeof USER_COLORS)[number];

/** The 8 teams and their colours (spec section 9). */
export const TEAM_COLORS = {
  TALENTED: 'purple',
  ENTREPRENEURIAL: 'red',
  AGILE: 'green',
  MODERN: 'blue',
  'WORLD-CLASS': 'grey',
  OBSESSIVE: 'orange',
  RESPONSIVE: 'black',
  'KNOCK-OUT': 'white',
} as const;
export type TeamName = keyof typeof TEAM_COLORS;
export const TEAM_NAMES = Object.keys(TEAM_COLORS) as TeamName[];

/**
 * Spec section 5: a colour name shorter than 3 or longer than 7 characters is invalid. A name is
 * letters: the forms say "3 to 7 letters" and the database rules check the same pattern, so
 * "xyz12" is refused by the form, the function and the rules alike.
 */
export const COLOR_NAME_LENGTH = { min: 3, max: 7 } as const;
const COLOR_NAME = new RegExp(`^[A-Za-z]{${COLOR_NAME_LENGTH.min},${COLOR_NAME_LENGTH.max}}$`);

export const validateColorName = (name: string): Result<string, 'invalid-colour'> =>
  COLOR_NAME.test(name) ? ok(name) : err('invalid-colour');

/** `random` returns a number in [0, 1), as Math.random does; it is injected so tests decide. */
export const pickUserColor = (random: () => number): UserColor => {
  const index = Math.min(USER_COLORS.length - 1, Math.floor(random() * USER_COLORS.length));
  return USER_COLORS[index] ?? USER_COLORS[0];
};

export const isTeamName = (value: string): value is TeamName => Object.hasOwn(TEAM_COLORS, value);
