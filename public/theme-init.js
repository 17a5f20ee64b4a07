// Applies the stored (or the device's preferred) theme and the page language before the first paint,
// so a reload never flashes the wrong theme. Mirrors src/stores/theme.ts (key 'darkMode', 'true'/'false').
(function () {
  var dark;
  try {
    var stored = localStorage.getItem('darkMode');
    if (stored === 'true' || stored === 'false') dark = stored === 'true';
  } catch (e) {
    /* storage disabled: follow the device */
  }
  if (dark === undefined) dark = !!(window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.dataset.theme = dark ? 'dark' : 'light';
  root.style.colorScheme = dark ? 'dark' : 'light';
  if (location.pathname === '/ja' || location.pathname.indexOf('/ja/') === 0) root.lang = 'ja';
})();
