import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormMessage } from './form-message.ts';

// The words for a refusal load with the first one: the sign-in form paints without them.
const wordsFor = async (error: unknown): Promise<FormMessage> =>
  (await import('./messages.ts')).messageOf(error);

/**
 * A form's submit as a TanStack mutation: one at a time (`pending`), the message cleared when it
 * starts and set from the refusal when it fails.
 */
export const useFormAction = () => {
  const [message, setMessage] = useState<FormMessage | null>(null);
  const mutation = useMutation({
    mutationFn: (work: () => Promise<void>) => work(),
    onMutate: () => setMessage(null),
    onError: async (error) => setMessage(await wordsFor(error)),
  });
  return { run: mutation.mutate, pending: mutation.isPending, message, setMessage };
};
