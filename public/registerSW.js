// Registers the service worker that makes Irodori work offline (generated into the build as /sw.js).
if ('serviceWorker' in navigator) {
  window.addEventListener('load', function () {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(function () {
      /* offline support is an extra: the app works without it */
    });
  });
}
