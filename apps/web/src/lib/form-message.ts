import type { ErrorCode } from '@engage/domain/errors';

/**
 * A message a screen shows, and how it looks: apart from lib/messages.ts, which turns a failure
 * into words, so that a screen that only shows a message does not carry those tables into the
 * first visit's JavaScript.
 */
export type FormMessage = {
  readonly code: string;
  /** The sentence people read first. */
  readonly text: string;
  /** The catalogue's result, exactly as the spec writes it, shown after the sentence. */
  readonly result?: string;
};

/** How a notice looks: `data-tone`, styled by theme.css with the palette's success/warning/danger. */
export type Tone = 'success' | 'warning' | 'danger';

/**
 * Refusals that are not failures but a "not yet": points short, too many requests at once. They
 * read as warnings; every other refusal is danger.
 */
const WARNINGS: ReadonlySet<string> = new Set<ErrorCode>([
  'insufficient-points',
  'level-up-short',
  'rate-limited',
  'out-of-stock',
  'already-connected',
  'already-completed',
  'chat-full',
]);

export const toneOf = (message: FormMessage): Tone =>
  WARNINGS.has(message.code) ? 'warning' : 'danger';
