import { useEffect, useState } from 'react';

/** The clock, read again every `everyMs`, for countdowns and lapsing requests. */
export const useNow = (everyMs = 1_000): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};
