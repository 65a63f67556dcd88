import { nextIdle } from '#src/lib/idle';
import { preloadable } from '#src/lib/preloadable';

// What /log-session shows only once a class is under way (the viewer, its dialogs, the notices of a class open
// elsewhere): loaded apart, so the class chooser is not waiting for it, and right after the first screen
// (`preloadTeachingParts`), so a class started moments later, or with the network gone, has it at hand (issue 14).
export const slideViewer = preloadable(
  () => import('./slide-viewer'),
  (m) => m.SlideViewer,
);
export const endSessionDialog = preloadable(
  () => import('./end-session-dialog'),
  (m) => m.EndSessionDialog,
);
export const confirmDialog = preloadable(
  () => import('#src/components/confirm-dialog'),
  (m) => m.ConfirmDialog,
);
const liveConflict = () => import('./live-conflict');
export const startConflictDialog = preloadable(liveConflict, (m) => m.StartConflictDialog);
export const liveConflictNotice = preloadable(liveConflict, (m) => m.LiveConflictNotice);
export const endedElsewhereNotice = preloadable(liveConflict, (m) => m.EndedElsewhereNotice);
export const cancelledElsewhereNotice = preloadable(liveConflict, (m) => m.CancelledElsewhereNotice);

/**
 * Loads them all (a failure is retried when one is rendered), one module per idle moment: asking for all at once
 * was one 30 ms task (120 ms on a phone) of preload links and stylesheets, right as the chooser became usable.
 */
export async function preloadTeachingParts() {
  const parts = [slideViewer, endSessionDialog, confirmDialog, startConflictDialog];
  for (const part of parts) {
    await nextIdle(500);
    void part.preload().catch(() => undefined);
  }
  // The same module as the start conflict dialog's: here already, so each renders at once.
  for (const part of [liveConflictNotice, endedElsewhereNotice, cancelledElsewhereNotice]) {
    void part.preload().catch(() => undefined);
  }
}
