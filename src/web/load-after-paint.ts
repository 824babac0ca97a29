// The entry of a prerendered page, and of the ask page's shell with its welcome, in place of the
// app's (src/server/routes/web.ts): what they show first needs no code, so the code is fetched once
// the page has painted and does not compete with it. A page never painted (a tab opened in the background) paints, and so starts,
// once it is shown.

const entry = document.querySelector<HTMLMetaElement>('meta[name="app-entry"]')?.content;

// The page's forms can be filled in and sent from the first paint. Until the app runs a form (it
// carries data-before-start until then) the browser's own submit, a GET with the fields in the
// URL, is held and marked, on the form and on the document (a shell the app replaces takes its own
// mark with it); the form sends it once it runs (components/forms/before-start.ts).
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-before-start')) return;
    event.preventDefault();
    form.setAttribute('data-submit-held', '');
    document.documentElement.setAttribute('data-submit-held', form.id);
  },
  true,
);

function start() {
  if (entry) void import(/* @vite-ignore */ entry);
}

if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
  // The first contentful paint, not the first paint: that can be the background alone, before the text.
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
    observer.disconnect();
    setTimeout(start, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
} else {
  start();
}
