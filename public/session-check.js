// Started while the app's code downloads (issue 14); a classic script, as the CSP allows no inline one.
// 1. The stored session's check (spec 01 §4): a signed-in first screen waits for this answer, and on a slow link
//    the entry script takes longer to arrive than the answer. restoreSession (src/features/auth/api/profile.ts)
//    takes it; without it the app asks itself.
// 2. The stored user's own screen code, on a page drawn by role: the server lists each role's files in
//    <meta name="role-preloads"> (server/lib/route-preloads.ts); otherwise the entry finds them only once it runs.
(function () {
  function preloadRoleScreen(role) {
    var meta = document.querySelector('meta[name="role-preloads"]');
    var files = meta ? JSON.parse(meta.content)[role] : null;
    if (!files) return;
    for (var i = 0; i < files.length; i++) {
      var link = document.createElement('link');
      if (/\.css$/.test(files[i])) {
        link.rel = 'preload';
        link.as = 'style';
        link.fetchPriority = 'low';
      } else {
        link.rel = 'modulepreload';
      }
      link.crossOrigin = '';
      link.href = '/' + files[i];
      document.head.appendChild(link);
    }
  }
  try {
    var token = localStorage.getItem('token');
    var user = JSON.parse(localStorage.getItem('user') || 'null');
    if (!token || !user) return;
    // The meta comes after this script's tag: if this runs before the parser has reached it, wait for the parser.
    if (document.readyState === 'loading' && !document.querySelector('meta[name="role-preloads"]'))
      document.addEventListener('DOMContentLoaded', function () {
        preloadRoleScreen(user.role);
      });
    else preloadRoleScreen(user.role);
    if (navigator.onLine === false) return;
    window.pathshalaSessionCheck = fetch('/api/auth/profile', {
      headers: { Authorization: 'Bearer ' + token },
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(30000) : undefined,
    });
  } catch (_) {
    // The app checks the session and loads the screen itself.
  }
})();
