/** Whole seconds left until `until` (never below zero), as m:ss. */
export const formatRemaining = (until: number, now: number): string => {
  const seconds = Math.max(0, Math.ceil((until - now) / 1_000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * A visible countdown. A timer region is not announced every second (screen readers would read
 * nothing else); what happens when it ends is announced by the screen instead.
 */
export const Countdown = ({ label, until, now }: { label: string; until: number; now: number }) => (
  <p role="timer" className="countdown">
    {label} <strong>{formatRemaining(until, now)}</strong>
  </p>
);
