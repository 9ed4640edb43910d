import type { Category, Product, ProductSuggestions } from '@harit/core/types';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';

const t = useTestApp();

async function get<T>(url: string): Promise<{ status: number; body: T }> {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<T>() };
}

describe('the catalogue in Hindi (issue 19)', () => {
  it('smoke', async () => {
    const p = await get<Product[]>('/api/products?lang=hi&limit=3');
    console.log(JSON.stringify(p.body.map((x) => [x.name, x.category])));
    const s = await get<Product[]>(`/api/products?lang=hi&search=${encodeURIComponent('सोलर लैंप')}`);
    console.log(s.status, JSON.stringify(s.body.map((x) => x.name)));
    const g = await get<ProductSuggestions>(
      `/api/products/suggestions?lang=hi&q=${encodeURIComponent('सोल')}`,
    );
    console.log(JSON.stringify(g.body));
    const c = await get<Category[]>('/api/products/categories?lang=hi');
    console.log(JSON.stringify(c.body.map((x) => x.name)));
    expect(p.status).toBe(200);
  });
});
