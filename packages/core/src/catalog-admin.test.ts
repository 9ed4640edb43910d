import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { productCreateBody, slugify, stockAdjustmentBody } from './catalog-admin.ts';
import { firstIssue } from './validation.ts';

const valid = {
  name: 'Bamboo Lamp',
  description: 'A lamp of bamboo.',
  categoryId: null,
  pricePaise: 49_900,
  mrpPaise: 59_900,
  stock: 3,
  featured: false,
  image: '/uploads/products/ab12-800.webp',
};

function message(input: unknown, schema: z.ZodType = productCreateBody) {
  const parsed = schema.safeParse(input);
  return parsed.success ? undefined : firstIssue(parsed.error);
}

describe('slugify', () => {
  it('makes a lower-case, dashed slug from a name', () => {
    expect(slugify('Solar Lamp (2 pack)!')).toBe('solar-lamp-2-pack');
    expect(slugify('  Café  Crème ')).toBe('cafe-creme');
    expect(slugify('थैला')).toBe('');
  });
});

describe('productCreateBody', () => {
  it('accepts a valid product', () => {
    expect(message(valid)).toBeUndefined();
  });
  it('refuses a price above the MRP, naming the rule', () => {
    expect(message({ ...valid, pricePaise: 60_000 })).toBe('Price must not be more than the MRP.');
  });
  it('refuses huge, fractional and negative numbers', () => {
    expect(message({ ...valid, pricePaise: 1e12, mrpPaise: null })).toBe(
      'Price must be at most ₹10,00,000.',
    );
    expect(message({ ...valid, pricePaise: 10.5 })).toBe('Price must be a whole number of paise.');
    expect(message({ ...valid, stock: -1 })).toBe('Stock must not be negative.');
  });
  it('refuses a bad slug and control characters', () => {
    expect(message({ ...valid, slug: 'Bad Slug' })).toMatch(/^Slug may only have/);
    expect(message({ ...valid, name: 'a\u0000b' })).toBe(
      'Name must not contain control characters.',
    );
  });
});

describe('stockAdjustmentBody', () => {
  it('needs a non-zero change and a known reason', () => {
    expect(message({ delta: 0, reason: 'received' }, stockAdjustmentBody)).toBe(
      'Change must not be 0.',
    );
    expect(message({ delta: 2, reason: 'gift' }, stockAdjustmentBody)).toMatch(/^Reason must be/);
  });
});
