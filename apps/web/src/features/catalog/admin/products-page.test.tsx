import { keywordCarbonRecord } from '@harit/core/carbon-record';
import type { AdminProduct } from '@harit/core/catalog-admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, testUser } from '../../../test/render';
import { AdminProductsPage } from './products-page';

const staff = { ...testUser, role: 'staff' as const };
const row = (id: string, name: string, stock: number): AdminProduct => ({
  id,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  description: '',
  nameHi: '',
  descriptionHi: '',
  image: '/images/placeholder.svg',
  images: ['/images/placeholder.svg'],
  sku: null,
  weightGrams: null,
  categoryId: null,
  category: null,
  pricePaise: 49_900,
  mrpPaise: null,
  hsnCode: null,
  gstRate: 18,
  uqc: 'NOS',
  stock,
  featured: false,
  archived: false,
  co2SavedKg: 1,
  carbon: keywordCarbonRecord('Solar Lamp'),
  rating: 0,
  ratingCount: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

describe('the products list', () => {
  it('keeps search, filters and page in the URL and asks the API for them', async () => {
    const urls: string[] = [];
    const { user, location } = renderPage(<AdminProductsPage />, {
      route: '/admin/products?page=2',
      user: staff,
      api: (url) => {
        if (url.includes('/admin/categories')) return Response.json([]);
        urls.push(url);
        return Response.json([row('p1', 'Bamboo Lamp', 2), row('p2', 'Jute Bag', 40)], {
          headers: { 'X-Total-Count': '45' },
        });
      },
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Low stock')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(urls.at(-1)).toContain('limit=20&offset=20');

    await user.type(screen.getByLabelText('Search products'), 'bamboo');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/admin/products?q=bamboo');
    await user.click(screen.getByLabelText('Low stock (≤ 5)'));
    expect(location()).toBe('/admin/products?q=bamboo&low=1');
    await screen.findByText('Page 1 of 3');
    expect(urls.at(-1)).toMatch(/search=bamboo&lowStock=true&limit=20&offset=0$/);
  });
});

describe('bulk changes', () => {
  it('changes the prices of the chosen products and lists what was left alone', async () => {
    const posted: unknown[] = [];
    const { user } = renderPage(<AdminProductsPage />, {
      route: '/admin/products',
      user: staff,
      api: (url, init) => {
        if (url.includes('/admin/categories')) return Response.json([]);
        if (url.includes('/admin/products/bulk')) {
          posted.push(JSON.parse(String(init?.body)));
          return Response.json({
            action: 'change-price',
            message: 'Changed the price of 1 product; 1 left as they were.',
            changed: [{ id: 'p1', name: 'Bamboo Lamp', before: 49_900, after: 54_890 }],
            skipped: [
              {
                id: 'p2',
                name: 'Jute Bag',
                reason: 'Price with 18% GST must not be more than the MRP.',
              },
            ],
          });
        }
        return Response.json([row('p1', 'Bamboo Lamp', 2), row('p2', 'Jute Bag', 40)], {
          headers: { 'X-Total-Count': '2' },
        });
      },
    });
    await user.click(await screen.findByLabelText('Choose every product on this page'));
    expect(screen.getByText('2 products chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change price by %' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Change in percent'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Change price by %' }));
    expect(
      await screen.findByText('Changed the price of 1 product; 1 left as they were.'),
    ).toBeInTheDocument();
    expect(posted).toEqual([{ ids: ['p1', 'p2'], action: 'change-price', percent: 10 }]);
    expect(screen.getByText('Bamboo Lamp: ₹499.00 → ₹548.90')).toBeInTheDocument();
    expect(screen.getByTestId('bulk-skipped')).toHaveTextContent('Jute Bag');
  });
});
