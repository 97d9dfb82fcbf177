import { NOTICE_WORDS, type NoticeSay, storedNoticeText } from '@engage/domain/notice-words';
import { useStore } from '@nanostores/react';
import { awardWords } from './award-words.ts';
import { formatterFor } from './format.ts';
import { i18n } from './i18n.ts';
import { type Locale, locale } from './locale.ts';

/**
 * The words of a notification the server wrote (a level reached, a request, a prize set aside),
 * the domain's English as the base; an award's words are `awardWords`.
 */
export const noticeWords = i18n('noticeWords', NOTICE_WORDS);

/** A stored notification, as much of it as its words need. */
export type StoredNotice = {
  readonly text: string;
  readonly message?: unknown;
  readonly params?: unknown;
};

const sayIn = (
  award: NoticeSay['award'],
  notice: NoticeSay['notice'],
  code: Locale,
): NoticeSay => ({ award, notice, number: formatterFor(code).number });

/**
 * A notification in the reader's language: told again from its message key and values through
 * the catalogue, numbers written for the locale; one written before keys were kept, or with a key
 * this build does not know, shows the English text the server stored.
 */
export const noticeText = (stored: StoredNotice): string =>
  storedNoticeText(stored, sayIn(awardWords.get(), noticeWords.get(), locale.get()));

/** noticeText for a screen: it tells again when the language changes. */
export const useNoticeText = (): ((stored: StoredNotice) => string) => {
  const say = sayIn(useStore(awardWords), useStore(noticeWords), useStore(locale));
  return (stored) => storedNoticeText(stored, say);
};
