import type { FormMessage } from '../lib/messages.ts';

export const FormAlert = ({ message }: { message: FormMessage | null }) =>
  message === null ? null : (
    <p role="alert" className="form-alert" data-code={message.code}>
      {message.text}
    </p>
  );
