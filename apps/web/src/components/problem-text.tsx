import { messageOf } from '../lib/messages.ts';
import { MessageText } from './form-alert.tsx';

/** A refusal in the catalogue's words (or `fallback`): loaded with the first screen that fails. */
export const ProblemText = ({ error, fallback }: { error: unknown; fallback: string }) => (
  <MessageText message={messageOf(error, fallback)} />
);
