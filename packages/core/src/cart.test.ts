import { describe, expect, it } from 'vitest';
import { keywordCarbonRecord } from './carbon-record.ts';
import { cartLineFromProduct, checkoutItemOf } from './cart.ts';
import type { Product } from './types.ts';

const product: Product = {
  _id: 'p1',
  name: 'Bamboo Toothbrush',
  slug: 'bamboo-toothbrush',
  description: 'Soft bristles',
  image: '/images/products/bamboo-toothbrush.svg',
  price: 199,
  mrp: 299,
  rating: 4.5,
  ratingCount: 12,
  category: 'Zero Waste',
  categorySlug: 'zero-waste',
  stock: 7,
  featured: false,
  carbon: keywordCarbonRecord('Bamboo Toothbrush'),
  gstRate: 5,
  priceWithGst: 208.95,
};

describe('cartLineFromProduct', () => {
  it("takes the product's cart fields and the quantity (SPEC §3 cart item)", () => {
    expect(cartLineFromProduct(product, 3)).toEqual({
      productId: 'p1',
      name: 'Bamboo Toothbrush',
      image: '/images/products/bamboo-toothbrush.svg',
      price: 199,
      mrp: 299,
      quantity: 3,
      category: 'Zero Waste',
      carbonKgPerUnit: -2.5,
      stock: 7,
      gstRate: 5,
      priceWithGst: 208.95,
    });
  });

  it('leaves category out when the product has none', () => {
    const { category: _, ...uncategorised } = product;
    expect(cartLineFromProduct(uncategorised, 1)).not.toHaveProperty('category');
  });
});

describe('checkoutItemOf', () => {
  it('keeps what checkout needs of a cart line and nothing else', () => {
    const line = cartLineFromProduct(product, 2);
    expect(checkoutItemOf(line)).toEqual({
      productId: line.productId,
      name: line.name,
      price: line.price,
      quantity: 2,
      image: line.image,
      carbonKgPerUnit: line.carbonKgPerUnit,
      gstRate: line.gstRate,
    });
  });
});
