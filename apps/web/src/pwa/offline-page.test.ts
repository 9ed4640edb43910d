import { describe, expect, it } from 'vitest';
import { headOf, keptPageTitle, offlinePageHtml } from './offline-page';

/** The offline page as a browser reads it. */
function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('keptPageTitle', () => {
  it('reads the title a page was rendered with, without the shop’s name', () => {
    const html =
      '<!doctype html><html><head><meta charset="UTF-8"><title>Bamboo Toothbrush &amp; Case · Harit</title></head><body><svg><title>icon</title></svg></body></html>';
    expect(keptPageTitle(html, '/product/bamboo')).toBe('Bamboo Toothbrush & Case');
    expect(keptPageTitle('<title>Women&#x27;s Kurta · Harit</title>', '/x')).toBe("Women's Kurta");
  });

  it('falls back to the address when the page has no title', () => {
    expect(keptPageTitle('<html><body></body></html>', '/shop?category=Solar')).toBe(
      '/shop?category=Solar',
    );
  });
});

describe('offlinePageHtml', () => {
  it('says the shopper is offline and links the kept pages, product pages first', () => {
    const page = parse(
      offlinePageHtml([
        { url: '/faq', title: 'Frequently Asked Questions' },
        { url: '/shop?category=Solar', title: 'Solar' },
        { url: '/product/solar-lantern', title: 'Solar Lantern' },
        { url: '/product/bamboo-toothbrush', title: 'Bamboo Toothbrush' },
      ]),
    );
    expect(page.title).toBe('You are offline · Harit');
    expect(page.querySelector('h1')?.textContent).toBe('You are offline');
    const links = [...page.querySelectorAll('li a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Bamboo Toothbrush', '/product/bamboo-toothbrush'],
      ['Solar Lantern', '/product/solar-lantern'],
      ['Solar', '/shop?category=Solar'],
      ['Frequently Asked Questions', '/faq'],
    ]);
    // No script: the Content Security Policy would refuse an inline one.
    expect(page.querySelector('script')).toBeNull();
  });

  it('escapes what it writes, so a title cannot add markup', () => {
    const page = parse(
      offlinePageHtml([
        { url: '/shop?search="><img src=x>', title: '<img src=x onerror=alert(1)>' },
      ]),
    );
    expect(page.querySelector('img')).toBeNull();
    expect(page.querySelector('li a')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(page.querySelector('li a')?.getAttribute('href')).toBe('/shop?search="><img src=x>');
  });

  it('says when nothing has been kept yet', () => {
    const page = parse(offlinePageHtml([]));
    expect(page.querySelector('ul')).toBeNull();
    expect(page.body.textContent).toContain('No pages have been saved on this device yet.');
  });
});

describe('headOf', () => {
  /** A kept page as Cache Storage streams it back, in chunks of `size` bytes. */
  function streamed(html: string, size: number): Response {
    const bytes = new TextEncoder().encode(html);
    let at = 0;
    return new Response(
      new ReadableStream<Uint8Array>({
        pull(controller) {
          if (at >= bytes.length) return controller.close();
          controller.enqueue(bytes.slice(at, at + size));
          at += size;
        },
      }),
    );
  }

  // A rendered page's head: the inlined stylesheet (~70 kB) comes before the title.
  const page = `<!doctype html><html><head><style>${'a{color:red}'.repeat(6_000)}</style><title>All Products · Harit</title></head><body>${'<p>x</p>'.repeat(20_000)}</body></html>`;

  it('reads as far as the title, however the stream is cut into chunks', async () => {
    for (const size of [1_024, 16_384, 65_536, 200_000]) {
      expect(keptPageTitle(await headOf(streamed(page, size)), '/shop')).toBe('All Products');
    }
  });

  it('stops at the end of the head of a page without a title', async () => {
    const head = await headOf(
      streamed(`<html><head></head><body>${'<p>x</p>'.repeat(50_000)}</body></html>`, 1_024),
    );
    expect(head.length).toBeLessThan(10_000);
  });
});
