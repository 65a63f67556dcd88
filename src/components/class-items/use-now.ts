import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` (spec 03 §9: countdowns refresh every second). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}
