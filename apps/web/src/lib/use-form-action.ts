import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type FormMessage, messageOf } from './messages.ts';

/**
 * A form's submit as a TanStack mutation: one at a time (`pending`), the message cleared when it
 * starts and set from the refusal when it fails.
 */
export const useFormAction = () => {
  const [message, setMessage] = useState<FormMessage | null>(null);
  const mutation = useMutation({
    mutationFn: (work: () => Promise<void>) => work(),
    onMutate: () => setMessage(null),
    onError: (error) => setMessage(messageOf(error)),
  });
  return { run: mutation.mutate, pending: mutation.isPending, message, setMessage };
};
