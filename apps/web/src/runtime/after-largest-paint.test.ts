import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLargestPaint } from './after-largest-paint';

/** A server-rendered first screen: its largest picture, marked as the server marks it. */
function pageWithPicture(): HTMLImageElement {
  document.body.innerHTML = `<div id="root"><h1>Solar lantern</h1>
    <img src="/images/products/solar-lantern-400.avif" fetchpriority="high" alt="Solar lantern">
    <img src="/images/products/jute-bag-400.avif" loading="lazy" alt="Jute bag"></div>`;
  return document.querySelector<HTMLImageElement>('img[fetchpriority="high"]') as HTMLImageElement;
}

/** The picture's decoding, finished by the test: as the network and the decoder would. */
function decodingOf(picture: HTMLImageElement) {
  let finish: (ok: boolean) => void = () => {};
  picture.decode = () =>
    new Promise<void>((resolve, reject) => {
      finish = (ok) => (ok ? resolve() : reject(new Error('broken picture')));
    });
  return { finish: (ok = true) => finish(ok) };
}

/** Whether the start was let through within a few frames. */
async function started(start: Promise<void>): Promise<boolean> {
  let done = false;
  void start.then(() => {
    done = true;
  });
  for (let frame = 0; frame < 5; frame++) await new Promise((r) => setTimeout(r, 20));
  return done;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('afterLargestPaint', () => {
  it("waits for the page's largest picture to be ready, then for a painted frame", async () => {
    const decoding = decodingOf(pageWithPicture());
    const start = afterLargestPaint();
    expect(await started(start)).toBe(false);
    decoding.finish();
    expect(await started(start)).toBe(true);
  });

  it('does not hold the app back for a picture that fails', async () => {
    const decoding = decodingOf(pageWithPicture());
    const start = afterLargestPaint();
    decoding.finish(false);
    expect(await started(start)).toBe(true);
  });

  it('lets the app start at once when the visitor acts first', async () => {
    decodingOf(pageWithPicture());
    const start = afterLargestPaint();
    expect(await started(start)).toBe(false);
    document.querySelector('h1')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await started(start)).toBe(true);
  });

  it('does not wait in a tab that is not on screen, where nothing is painted', async () => {
    decodingOf(pageWithPicture());
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await started(afterLargestPaint())).toBe(true);
  });

  it('waits for a painted frame alone on a page without a marked picture', async () => {
    document.body.innerHTML = '<div id="root"><h1>Frequently asked questions</h1></div>';
    expect(await started(afterLargestPaint())).toBe(true);
  });

  it('starts the app after 5 s when the picture never arrives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    decodingOf(pageWithPicture());
    let done = false;
    void afterLargestPaint().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(4900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(true);
  });

  it('does not wait for a marked picture that is lazy (not fetched before it nears the screen)', async () => {
    const picture = pageWithPicture();
    picture.loading = 'lazy';
    decodingOf(picture);
    expect(await started(afterLargestPaint())).toBe(true);
  });
});
