// Started while the app's code downloads (issue 14). The server puts it inside the page, after the metas it reads, and
// the CSP allows it by its hash (server/lib/inline-script.ts); the file is for the service worker's copy of the page.
// 1. The stored session's check (spec 01 §4): a signed-in first screen waits for this answer, and on a slow link
//    the entry script takes longer to arrive than the answer. restoreSession (src/features/auth/api/profile.ts)
//    takes it; without it the app asks itself.
// 2. The stored user's own screen code, on a page drawn by role: the server lists each role's files in
//    <meta name="role-preloads"> (server/lib/route-preloads.ts); otherwise the entry finds them only once it runs.
// 3. The device's language's catalog and fonts, for a reader of Hindi or Punjabi, signed in or not: the server lists
//    them in <meta name="language-preloads"> (server/lib/language-preloads.ts); English asks for nothing.
(function () {
  function whenParsed(name, then) {
    // The metas come after this script's tag: if this runs before the parser has reached them, wait for it.
    if (document.readyState === 'loading' && !document.querySelector('meta[name="' + name + '"]'))
      document.addEventListener('DOMContentLoaded', then);
    else then();
  }
  function preloadLanguage(locale) {
    var meta = document.querySelector('meta[name="language-preloads"]');
    var files = meta ? JSON.parse(meta.content)[locale] : null;
    if (!files) return;
    for (var i = 0; i < files.length; i++) {
      var link = document.createElement('link');
      link.rel = 'preload';
      // Fetched as the page will: the catalog by fetch(), the fonts by FontFace (both CORS, same origin).
      link.as = /\.woff2$/.test(files[i]) ? 'font' : 'fetch';
      if (link.as === 'font') link.type = 'font/woff2';
      link.crossOrigin = '';
      link.href = '/' + files[i];
      document.head.appendChild(link);
    }
  }
  try {
    // As src/i18n/i18n.ts starts: the device's choice, else the browser's first language we speak (contract/locales.ts).
    var locale = localStorage.getItem('pathshala.locale');
    var languages = navigator.languages || [];
    for (var j = 0; !locale && j < languages.length; j++) {
      var language = languages[j].toLowerCase().split(/[-_]/)[0];
      if (language === 'en' || language === 'hi' || language === 'pa') locale = language + '-IN';
    }
    if (locale && locale !== 'en-IN')
      whenParsed('language-preloads', function () {
        preloadLanguage(locale);
      });
  } catch (_) {
    // The app loads the language itself.
  }
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
    whenParsed('role-preloads', function () {
      preloadRoleScreen(user.role);
    });
    if (navigator.onLine === false) return;
    window.pathshalaSessionCheck = fetch('/api/auth/profile', {
      headers: { Authorization: 'Bearer ' + token },
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(30000) : undefined,
    });
  } catch (_) {
    // The app checks the session and loads the screen itself.
  }
})();
