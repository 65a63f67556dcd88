// The stored session's check (spec 01 §4), started while the app's code downloads: a signed-in first screen waits
// for this answer, and on a slow link the entry script takes longer to arrive than the answer (issue 14).
// restoreSession (src/features/auth/api/profile.ts) takes the answer; without it the app asks itself.
(function () {
  try {
    var token = localStorage.getItem('token');
    if (!token || !localStorage.getItem('user') || navigator.onLine === false) return;
    window.pathshalaSessionCheck = fetch('/api/auth/profile', {
      headers: { Authorization: 'Bearer ' + token },
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(30000) : undefined,
    });
  } catch (_) {
    // The app checks the session itself.
  }
})();
