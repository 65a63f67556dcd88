import { type PointerEvent, useEffect, useRef } from 'react';

type Actions = { prev: () => void; next: () => void; first: () => void; last: () => void; fullScreen: () => void };

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The viewer's keys (spec 03 §9: ←, →, Home, End, F for full screen; a presenter's clicker sends PageUp and
 * PageDown) while `enabled` (no dialog open) and not while typing in a field.
 */
export function useViewerKeys(enabled: boolean, actions: Actions) {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      const a = latest.current;
      const action = {
        ArrowLeft: a.prev,
        PageUp: a.prev,
        ArrowRight: a.next,
        PageDown: a.next,
        Home: a.first,
        End: a.last,
        f: a.fullScreen,
        F: a.fullScreen,
      }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}

const SWIPE_PX = 50;

/** Swipe left for the next slide, right for the previous one (pointer events: touch, pen and mouse drags). */
export function useSwipe(onPrev: () => void, onNext: () => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown: (e: PointerEvent) => {
      start.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
    },
    onPointerUp: (e: PointerEvent) => {
      const s = start.current;
      start.current = null;
      if (!s || s.id !== e.pointerId) return;
      const dx = e.clientX - s.x;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(e.clientY - s.y)) return;
      if (dx < 0) onNext();
      else onPrev();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
