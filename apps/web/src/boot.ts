// The page's one script tag (index.html). A page the browser renders itself starts the app at
// once; a server-rendered page first paints its first screen (runtime/after-largest-paint.ts,
// decision 047): the app's scripts are not fetched before that, so they neither share the
// connection with the page's largest picture nor hold its paint back.
import './index.css';
import { afterLargestPaint } from './runtime/after-largest-paint';
import { holdEarlyInput } from './runtime/early-input';

const serverRendered = document.getElementById('query-state') !== null;
// A tap or a search sent before the app listens is kept and handed to it (decision 059).
if (serverRendered) holdEarlyInput();
// ICU's number data loaded on another thread while the page paints (runtime/warm-intl.ts,
// decision 050), not in the first task that formats a number on the main thread.
if (typeof Worker === 'function') {
  try {
    new Worker(new URL('./runtime/warm-intl.ts', import.meta.url), { type: 'module' });
  } catch {
    // No worker (a CSP or a browser that refuses it): the main thread loads the data itself.
  }
}
void (serverRendered ? afterLargestPaint() : Promise.resolve()).then(() => import('./main'));
