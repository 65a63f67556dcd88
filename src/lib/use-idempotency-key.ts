import { useRef } from 'react';

/**
 * An Idempotency-Key per payload (ARCHITECTURE.md rule 7): sending the same payload again (a double click, a retry
 * after a lost answer) reuses the key, so the server answers once; a changed payload gets a new key.
 */
export function useIdempotencyKey(): (payload: unknown) => string {
  const last = useRef<{ body: string; key: string } | null>(null);
  return (payload) => {
    const body = JSON.stringify(payload);
    if (last.current?.body !== body) last.current = { body, key: crypto.randomUUID() };
    return last.current.key;
  };
}
