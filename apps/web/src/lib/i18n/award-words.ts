import { AWARD_WORDS } from '@engage/domain/award-words';
import { i18n } from './i18n.ts';

/**
 * The words an award is told in on a screen (a match won, a trivia answer, a small talk): the
 * domain's English as the base, so that a screen passes its reader's language to the domain.
 */
export const awardWords = i18n('awardWords', AWARD_WORDS);
