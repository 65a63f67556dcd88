// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useInBatches } from './use-in-batches';

type Row = { id: string };
const list = (prefix: string, n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}` }));
const key = (r: Row) => r.id;

describe('useInBatches', () => {
  it('shows the first batch at once, then the rest a batch at a time, in order', async () => {
    const rows = list('u', 60);
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const shown = useInBatches(rows, key, 25);
      seen.push(shown.length);
      return shown;
    });
    expect(result.current).toHaveLength(25);
    await waitFor(() => expect(result.current).toBe(rows));
    expect([...new Set(seen)]).toEqual([25, 50, 60]);
  });

  it('a short list is the list itself', () => {
    const rows = list('u', 10);
    const { result } = renderHook(() => useInBatches(rows, key, 25));
    expect(result.current).toBe(rows);
  });

  it('the same list refetched keeps what is shown; another list starts at one batch', async () => {
    const { result, rerender } = renderHook(({ rows }) => useInBatches(rows, key, 25), {
      initialProps: { rows: list('u', 60) },
    });
    await waitFor(() => expect(result.current).toHaveLength(60));
    const refetched = [...list('u', 60), { id: 'new' }];
    rerender({ rows: refetched });
    expect(result.current).toBe(refetched);
    rerender({ rows: list('page2-', 60) });
    expect(result.current).toHaveLength(25);
    expect(result.current[0]?.id).toBe('page2-0');
    await waitFor(() => expect(result.current).toHaveLength(60));
  });
});
