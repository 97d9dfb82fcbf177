import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { type FormMessage, messageOf } from '../../lib/messages.ts';
import { consoleKeys } from './queries.ts';

/**
 * A change answered with a notice, or refused with the catalogue's words (`explain`, messageOf
 * unless a page says a refusal its own way).
 */
export const useConsoleAction = <I, O>(
  run: (input: I) => Promise<O>,
  done: (result: O) => string,
  explain: (error: unknown) => FormMessage = messageOf,
) => {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: run,
    onMutate: () => {
      setMessage(null);
      setNotice(null);
    },
    onSuccess: (result) => {
      setNotice(done(result));
      // Live views follow by themselves; the fetched lists (people pages, events) are refetched.
      void queryClient.invalidateQueries({ queryKey: [...consoleKeys.all, 'people'] });
      void queryClient.invalidateQueries({ queryKey: [...consoleKeys.all, 'events'] });
    },
    onError: (error) => setMessage(explain(error)),
  });
  return { mutate: mutation.mutate, pending: mutation.isPending, message, notice };
};

export const Notice = ({ text }: { text: string | null }) =>
  text === null ? null : (
    <p role="status" className="notice">
      {text}
    </p>
  );

/** A console form's end: the refusal or the notice, and the submit button. */
export const FormFooter = ({
  action,
  label,
}: {
  action: {
    readonly message: FormMessage | null;
    readonly notice: string | null;
    readonly pending: boolean;
  };
  label: string;
}) => (
  <>
    <FormAlert message={action.message} />
    <Notice text={action.notice} />
    <button type="submit" disabled={action.pending}>
      {label}
    </button>
  </>
);
