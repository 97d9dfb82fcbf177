import { i18n } from '../../lib/i18n/i18n.ts';

/** A team's colour in the reader's words, by its stored (English) colour name. */
export const colourWords = i18n('teamColours', {
  purple: 'purple',
  red: 'red',
  green: 'green',
  blue: 'blue',
  grey: 'grey',
  orange: 'orange',
  black: 'black',
  white: 'white',
});
