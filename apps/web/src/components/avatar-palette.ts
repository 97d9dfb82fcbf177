/**
 * The colours a drawn avatar is painted in: five around a person's colour (their team's, which
 * every screen that shows them knows, so they look the same on a board, a kiosk and their
 * profile), from light to dark with one warm or cool companion. Colours are hex, as the drawing
 * picks a face's ink by each colour's lightness.
 */
const PALETTES: Readonly<Record<string, readonly string[]>> = {
  red: ['#fee2e2', '#f87171', '#dc2626', '#7f1d1d', '#fbbf24'],
  blue: ['#dbeafe', '#60a5fa', '#2563eb', '#1e3a8a', '#f59e0b'],
  green: ['#dcfce7', '#4ade80', '#16a34a', '#14532d', '#facc15'],
  orange: ['#ffedd5', '#fb923c', '#ea580c', '#7c2d12', '#0ea5e9'],
  purple: ['#ede9fe', '#a78bfa', '#7c3aed', '#3b0764', '#f472b6'],
  pink: ['#fce7f3', '#f472b6', '#db2777', '#831843', '#a78bfa'],
  yellow: ['#fef9c3', '#facc15', '#ca8a04', '#713f12', '#38bdf8'],
  grey: ['#f1f5f9', '#94a3b8', '#475569', '#1e293b', '#38bdf8'],
  black: ['#e2e8f0', '#64748b', '#334155', '#0f172a', '#f43f5e'],
  white: ['#ffffff', '#e2e8f0', '#94a3b8', '#475569', '#fbbf24'],
};

/** For those with no colour of their own (speakers, sponsors): the app's blue with a warm accent. */
export const DEFAULT_PALETTE: readonly string[] = [
  '#e0f2fe',
  '#38bdf8',
  '#1d4ed8',
  '#1e3a8a',
  '#f59e0b',
];

/** The palette of a colour name (any case), else the default one. */
export const avatarPalette = (colour: string | undefined): readonly string[] =>
  (colour === undefined ? undefined : PALETTES[colour.toLowerCase()]) ?? DEFAULT_PALETTE;
