import type { Product } from '@harit/core/types';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'p1',
    name: 'Bamboo Toothbrush (Pack of 4)',
    slug: 'bamboo-toothbrush-pack-of-4',
    description: 'Biodegradable bamboo handles with soft charcoal bristles.',
    image: '/images/products/bamboo-toothbrush-pack-of-4.svg',
    price: 1899,
    mrp: 2999,
    rating: 4.4,
    ratingCount: 3120,
    category: 'Zero Waste',
    categorySlug: 'zero-waste',
    stock: 10,
    featured: true,
    ...overrides,
  };
}
