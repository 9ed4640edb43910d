// The page's one script tag (index.html). A page the browser renders itself starts the app at
// once; a server-rendered page first paints its first screen (runtime/after-largest-paint.ts,
// decision 047): the app's scripts are not fetched before that, so they neither share the
// connection with the page's largest picture nor hold its paint back.
import './index.css';
import { afterLargestPaint } from './runtime/after-largest-paint';

const serverRendered = document.getElementById('query-state') !== null;
void (serverRendered ? afterLargestPaint() : Promise.resolve()).then(() => import('./main'));
