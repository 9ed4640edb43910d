import { productHead, shopHead } from '@harit/core/findable';
import { unitPriceWithGst } from '@harit/core/money';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../test/fixtures';
import { PageHead } from './page-head';

const origin = 'https://harit.example';

function headContent(selector: string): string | null | undefined {
  const element = document.head.querySelector(selector);
  return element?.getAttribute('content') ?? element?.getAttribute('href');
}

describe('PageHead', () => {
  it("puts the page's title, description, canonical URL and previews in <head>, once", () => {
    const product = makeProduct({ name: 'Solar Study Lamp', slug: 'solar-study-lamp' });
    const { unmount } = render(
      <PageHead head={productHead(origin, product, { homeName: 'Home' })} />,
    );

    expect(document.title).toBe('Solar Study Lamp · Harit');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(headContent('meta[name="description"]')).toBe(product.description);
    expect(headContent('link[rel="canonical"]')).toBe(`${origin}/product/solar-study-lamp`);
    expect(headContent('meta[property="og:title"]')).toBe('Solar Study Lamp · Harit');
    expect(headContent('meta[property="og:type"]')).toBe('product');
    expect(headContent('meta[property="og:url"]')).toBe(`${origin}/product/solar-study-lamp`);
    expect(headContent('meta[name="twitter:card"]')).toBe('summary_large_image');
    // The preview's picture with the words that stand for it.
    expect(headContent('meta[property="og:image:alt"]')).toBe('Solar Study Lamp');
    expect(headContent('meta[name="twitter:image:alt"]')).toBe('Solar Study Lamp');
    expect(headContent('meta[name="robots"]')).toBeUndefined();

    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
    const data = scripts.map((s) => JSON.parse(s.textContent ?? ''));
    expect(data.map((d) => d['@type'])).toEqual(['Product', 'BreadcrumbList']);
    // The price a shopper pays, GST included (decision 082).
    expect(data[0].offers).toMatchObject({
      priceCurrency: 'INR',
      price: unitPriceWithGst(product.price, product.gstRate).toFixed(2),
    });

    // Leaving the page takes its head along (the next page brings its own).
    unmount();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it('keeps a search out of the index and shows no picture it does not have', () => {
    render(
      <PageHead
        head={shopHead(origin, {
          heading: 'Results for "lamp"',
          description: 'Products matching "lamp".',
          homeName: 'Home',
          search: 'lamp',
        })}
      />,
    );
    expect(headContent('meta[name="robots"]')).toBe('noindex, follow');
    expect(headContent('meta[name="twitter:card"]')).toBe('summary');
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image:alt"]')).toBeNull();
  });
});
