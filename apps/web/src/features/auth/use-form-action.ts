import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type FormMessage, formMessage } from './messages.ts';

/** CallError (a function's refusal) and AuthFailure (Auth's) both carry a catalogue code. */
const codeOf = (error: unknown): string =>
  error instanceof Error && (error.name === 'CallError' || error.name === 'AuthFailure')
    ? String((error as Error & { code: unknown }).code)
    : 'unknown';

/**
 * A form's submit as a TanStack mutation: one at a time (`pending`), the message cleared when it
 * starts and set from the refusal's code when it fails.
 */
export const useFormAction = () => {
  const [message, setMessage] = useState<FormMessage | null>(null);
  const mutation = useMutation({
    mutationFn: (work: () => Promise<void>) => work(),
    onMutate: () => setMessage(null),
    onError: (error) => setMessage(formMessage(codeOf(error))),
  });
  return { run: mutation.mutate, pending: mutation.isPending, message, setMessage };
};
