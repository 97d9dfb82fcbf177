import * as v from 'valibot';
import {
  COLOUR_TODO,
  colourLabel,
  PALETTE_KEYS,
  type PaletteKey,
  type ThemeScheme,
  themeProblemField,
} from './theme.ts';
const hexColor = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, COLOUR_TODO));

const paletteSchema = v.strictObject(
  Object.fromEntries(PALETTE_KEYS.map((key) => [key, v.optional(hexColor)])) as Record<
    PaletteKey,
    v.OptionalSchema<typeof hexColor, undefined>
  >,
);

/** What an organiser stores for an event (`ThemeScheme`): every field optional, unknown palette names refused. */
export const themeSchemeSchema = v.strictObject({
  themeColor: v.optional(hexColor),
  palette: v.optional(paletteSchema),
}) satisfies v.GenericSchema<unknown, ThemeScheme>;

/**
 * Why a scheme was refused, from the path of its first problem (valibot's dot path): a colour by
 * its label and what to do ("Header background: use a colour like #1a2b3c"), a name the palette
 * does not have by that name, as "<field>: <what to do>". The schema's own words ("Invalid key: …") name no field an
 * organiser knows; the server's refusal and the editor's own check read the same.
 */
export const themeProblem = (path: string | undefined): string => {
  const field = themeProblemField(path);
  if (field !== undefined) return `${colourLabel(field)}: ${COLOUR_TODO}`;
  const [top = '', key, ...rest] = (path ?? '').split('.');
  if (top === 'palette' && key !== undefined && rest.length === 0)
    return `Palette: it has no colour named “${key}”; use one of its ${PALETTE_KEYS.length} names`;
  if (top === '' || top === 'palette')
    return 'Colour scheme: give a theme colour and a palette of named colours';
  return `Colour scheme: it has no field named “${top}”; give a theme colour and a palette`;
};
