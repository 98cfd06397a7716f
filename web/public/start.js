// Starts the scripts of a prerendered page (scripts/prerender.mjs) once the page has been painted: its HTML and
// styles have a slow network to themselves first, then the app's chunks load and take the page over (main.tsx).
// A classic script, so that the page's Content-Security-Policy (script-src 'self') lets it run.
(function () {
  var me = document.currentScript;
  var started = false;
  var chunks = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  // Each request costs the phone a moment to start: six per task keeps every task short.
  function preload(from) {
    var some = document.createDocumentFragment();
    for (var i = from; i < Math.min(from + 6, chunks.length); i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = chunks[i];
      some.appendChild(link);
    }
    document.head.appendChild(some);
    if (from + 6 < chunks.length) setTimeout(preload, 0, from + 6);
  }
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = me.getAttribute('data-entry');
    document.head.appendChild(script);
    preload(0);
  }
  // After the next frame is drawn; a tab in the background (no frames) starts within a second all the same.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
