import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  mrpProblem,
  productCreateBody,
  productUpdateBody,
  slugify,
  stockAdjustmentBody,
} from './catalog-admin.ts';
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
  it('refuses a price whose 18% GST takes it above the MRP, naming both figures', () => {
    // ₹899 + 18% = ₹1,060.82 > ₹1,050: the ghee of decision 029.
    expect(message({ ...valid, pricePaise: 89_900, mrpPaise: 105_000 })).toBe(
      'Price with 18% GST (₹1,060.82) must not be more than the MRP (₹1,050.00).',
    );
    // An MRP equal to the price was allowed before; GST now takes the price above it.
    expect(message({ ...valid, pricePaise: 18_900, mrpPaise: 18_900 })).toBe(
      'Price with 18% GST (₹223.02) must not be more than the MRP (₹189.00).',
    );
  });
  it('accepts a price whose GST reaches the MRP exactly, and no MRP at all', () => {
    expect(message({ ...valid, pricePaise: 50_000, mrpPaise: 59_000 })).toBeUndefined();
    expect(message({ ...valid, pricePaise: 50_000, mrpPaise: 58_999 })).toMatch(/₹590\.00/);
    expect(message({ ...valid, mrpPaise: null })).toBeUndefined();
  });
  it('checks an edit that sends both figures', () => {
    expect(
      message(
        { pricePaise: 89_900, mrpPaise: 105_000, updatedAt: '2026-11-24T10:00:00Z' },
        productUpdateBody,
      ),
    ).toMatch(/^Price with 18% GST/);
    expect(
      message({ pricePaise: 89_900, updatedAt: '2026-11-24T10:00:00Z' }, productUpdateBody),
    ).toBeUndefined();
  });
});

describe('mrpProblem', () => {
  it('is null within the MRP and names the figures above it', () => {
    expect(mrpProblem(89_900, 109_900)).toBeNull();
    expect(mrpProblem(89_900, null)).toBeNull();
    expect(mrpProblem(100, 117)).toBe(
      'Price with 18% GST (₹1.18) must not be more than the MRP (₹1.17).',
    );
  });
});

describe('productCreateBody limits', () => {
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
