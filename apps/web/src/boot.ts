// The page's one script tag (index.html). A page the browser renders itself starts the app at
// once; a server-rendered page first paints its first screen (runtime/after-largest-paint.ts,
// decision 047): the app's scripts are not fetched before that, so they neither share the
// connection with the page's largest picture nor hold its paint back.
import './index.css';
import { afterLargestPaint } from './runtime/after-largest-paint';
import { holdEarlyInput } from './runtime/early-input';

// A tap or a search sent before the app listens is kept and handed to it (decision 059). The
// script is `async` (index.html): it runs as soon as it arrives, while the page's markup may
// still be coming, so a tap on the first buttons drawn is kept too.
holdEarlyInput();
// ICU's number data loaded on another thread while the page paints (runtime/warm-intl.ts,
// decision 050), not in the first task that formats a number on the main thread.
if (typeof Worker === 'function') {
  try {
    new Worker(new URL('./runtime/warm-intl.ts', import.meta.url), { type: 'module' });
  } catch {
    // No worker (a CSP or a browser that refuses it): the main thread loads the data itself.
  }
}

/** Once the page's markup is all there: whether the server rendered it is said at its end. */
function parsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
}

void parsed()
  .then(() => {
    const serverRendered = document.getElementById('query-state') !== null;
    return serverRendered ? afterLargestPaint() : Promise.resolve();
  })
  .then(() => {
    // React DOM asked for on its own as well as through the app: fetched together, evaluated in
    // two tasks instead of one (runtime/react-dom-first.ts, decision 086).
    void import('./runtime/react-dom-first');
    return import('./main');
  });
