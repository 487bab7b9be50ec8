import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown, e.g. the 60-second wait before a new SMS code may be requested. */
export function useCountdown(): { seconds: number; start: (from: number) => void } {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);
  const start = useCallback((from: number) => setSeconds(from), []);
  return { seconds, start };
}
