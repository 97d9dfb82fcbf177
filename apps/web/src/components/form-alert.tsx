import { useStore } from '@nanostores/react';
import { type FormMessage, toneOf } from '../lib/form-message.ts';
import { i18n } from '../lib/i18n/i18n.ts';

const messages = i18n('formAlert', { result: 'Result:' });

/**
 * A message's words: the sentence first, then the catalogue's result where it has one, labelled
 * and smaller ("Result: no-event"), exactly as the spec writes it.
 */
export const MessageText = ({ message }: { message: FormMessage }) => {
  const t = useStore(messages);
  return (
    <>
      {message.text}
      {message.result === undefined ? null : (
        <>
          {' '}
          <small className="message-result">
            {t.result} {message.result}
          </small>
        </>
      )}
    </>
  );
};

export const FormAlert = ({ message }: { message: FormMessage | null }) =>
  message === null ? null : (
    <p role="alert" className="form-alert" data-code={message.code} data-tone={toneOf(message)}>
      <MessageText message={message} />
    </p>
  );
