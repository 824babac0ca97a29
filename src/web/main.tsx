// First: the base comes before the features' own styles in the main stylesheet, which they build on.
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const container = root;

function start(app = import('./start-app.tsx')) {
  void app.then(({ startApp }) => {
    startApp(container);
  });
}

/**
 * A prerendered page is complete without the app's code: the code is fetched once the page has
 * painted, so nothing competes with the page's own content. A page never painted (a tab opened in
 * the background) paints, and so starts, once it is shown.
 */
function startAfterFirstPaint() {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    start();
    return;
  }
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    setTimeout(start, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}

if (container.hasAttribute('data-prerendered')) {
  startAfterFirstPaint();
} else {
  // The shell needs the app to show anything: its code is fetched at once (the server preloads it
  // with the page), and React takes over after the shell has painted.
  const app = import('./start-app.tsx');
  requestAnimationFrame(() => setTimeout(() => start(app), 0));
}
