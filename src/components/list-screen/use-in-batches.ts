import { startTransition, useEffect, useState } from 'react';
import { nextIdle } from '#src/lib/idle';

/** Rows committed at once: a screenful on a laptop, and about 60 ms of work on a slow school PC. */
export const BATCH = 25;

/**
 * A long list's rows, committed a batch at a time, the next at the page's next idle moment. A page of 200 users
 * rendered in one go was a 1.4–2.2 s task on a 2-core machine: the page froze (clicks, toasts, the spinner's data)
 * until it ended. Each batch goes below those shown, so nothing on screen moves. The same list come back (a
 * refetch: its first row unchanged) keeps what is shown; another list (a new page, a filter) starts again.
 */
export function useInBatches<T>(rows: T[], rowKey: (row: T) => string, size = BATCH): T[] {
  const first = rows[0] === undefined ? '' : rowKey(rows[0]);
  const [shown, setShown] = useState({ first, count: size });
  // A new list: adjusted during render (React's pattern for state derived from props), so no frame shows it whole.
  const count = shown.first === first ? shown.count : size;
  if (shown.first !== first) setShown({ first, count });
  const all = count >= rows.length;
  useEffect(() => {
    if (all) return;
    let live = true;
    void nextIdle(500).then(() => {
      if (live) startTransition(() => setShown((s) => (s.first === first ? { first, count: count + size } : s)));
    });
    return () => {
      live = false;
    };
  }, [all, first, size, count]);
  return all ? rows : rows.slice(0, count);
}
