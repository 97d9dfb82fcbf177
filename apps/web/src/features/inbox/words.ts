import { count, params } from '@nanostores/i18n';
import { i18n } from '../../lib/i18n/i18n.ts';

/** The inbox's words (Dutch in lib/i18n/nl/inbox.ts). */
export const inboxWords = i18n('inbox', {
  intro: 'Your conversations with the people you connected with. They stay after you both leave.',
  loading: 'Loading your conversations…',
  none: 'No conversations yet. Connect with someone, then write to them from their card in People.',
  list: 'Your conversations',
  you: 'You',
  unread: count({ one: '{count} unread', many: '{count} unread' }),
  back: 'All conversations',
  title: params('With {name}'),
  someone: 'your connection',
  messages: params('Messages with {name}'),
  empty: 'No messages yet: say hello.',
  loadingLines: 'Loading the messages…',
  refused: 'This conversation cannot be opened.',
  yourMessage: 'Your message',
  characters: params('{length}/{max} characters'),
  send: 'Send',
  notSent: 'Your message could not be sent. Try again.',
  says: params('{author} says: {text}'),
});
