/** The most the app waits for the first screen's pictures, on a connection that stalls. */
const LONGEST_WAIT_MS = 5000;

/**
 * Largest contentful paint (decision 047): when a server-rendered page may start its app. Its largest
 * paint (the hero heading, the first shop card's picture, the product's picture) is in the
 * server's HTML; the app's ~110 kB of script fetched beside it shares a phone's connection with
 * that picture and, once run, its main thread. So the app is fetched only after the page has
 * painted its first screen with its `fetchpriority="high"` pictures, or at once when a visitor
 * acts first (a pointer, a key, a focus), or when the page is not on screen (nothing is painted
 * in a background tab, and it should not wait for being shown to start).
 */
export function afterLargestPaint(doc: Document = document): Promise<void> {
  if (doc.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const inputs = ['pointerdown', 'keydown', 'focusin'] as const;
    const done = () => {
      for (const input of inputs) doc.removeEventListener(input, done, true);
      resolve();
    };
    for (const input of inputs) doc.addEventListener(input, done, { capture: true, once: true });
    // A picture that never arrives (a connection that stalls) does not keep the app away.
    setTimeout(done, LONGEST_WAIT_MS);
    void Promise.all(pictures(doc).map(decoded)).then(afterNextPaint).then(done);
  });
}

/**
 * The pictures the server marked as the page's largest paint (decision 037). A lazy one is left
 * out: it is not fetched before it nears the screen, and its decode() would wait until then.
 */
function pictures(doc: Document): HTMLImageElement[] {
  return [...doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter(
    (picture) => picture.loading !== 'lazy',
  );
}

/**
 * Once the picture can be painted: `decode()` waits for its load and decoding (a picture with
 * `decoding="async"` is painted a frame or more after its load event). A picture that fails
 * holds nothing back.
 */
function decoded(picture: HTMLImageElement): Promise<void> {
  if (!picture.currentSrc && !picture.src) return Promise.resolve();
  return picture.decode().catch(() => {});
}

/**
 * After the frame now due has been painted and shown: the first animation frame comes before
 * that paint, the second before the one after it; a task from there runs once the first paint
 * has reached the screen, where the browser's largest-paint time is taken.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}
