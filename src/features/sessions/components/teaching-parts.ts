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

/** Loads them all (a failure is retried when one is rendered). */
export function preloadTeachingParts() {
  for (const part of [
    slideViewer,
    endSessionDialog,
    confirmDialog,
    startConflictDialog,
    liveConflictNotice,
    endedElsewhereNotice,
    cancelledElsewhereNotice,
  ])
    void part.preload().catch(() => undefined);
}
