// Answers of the catalogue, reviews, cart and wishlist (SPEC.md §3 and §7 field names).
// The product itself is in ./product.ts.

import type {
  CartLine,
  Category,
  MyReview,
  ProductSuggestions,
  Review,
  WishlistEntry,
} from '../types.ts';
import { z } from '../zod.ts';
import { conforms, entityId, instant, okMessage, rupees } from './common.ts';
import { product } from './product.ts';

export const category = conforms<Category>()(
  z
    .object({
      _id: entityId,
      name: z.string().describe('In the language asked for (lang)'),
      englishName: z.string().optional(),
      slug: z.string(),
      image: z.string(),
    })
    .meta({ id: 'Category' }),
);

export const productSuggestions = conforms<ProductSuggestions>()(
  z
    .object({
      products: z.array(
        z.object({
          _id: entityId,
          slug: z.string(),
          name: z.string(),
          image: z.string(),
          price: rupees,
          gstRate: z.number().int().describe('GST rate in percent: 0, 5, 18 or 40'),
          priceWithGst: rupees.describe('The price of one with its GST, as the shop shows it'),
        }),
      ),
      categories: z.array(z.object({ name: z.string(), slug: z.string() })),
    })
    .meta({ id: 'ProductSuggestions' }),
);

const stars = z.literal([1, 2, 3, 4, 5]);

export const review = conforms<Review>()(
  z
    .object({
      id: entityId,
      productId: entityId,
      rating: stars,
      title: z.string().nullable(),
      text: z.string(),
      authorName: z.string(),
      verifiedPurchase: z.literal(true),
      createdAt: instant,
      updatedAt: instant,
    })
    .meta({ id: 'Review' }),
);

export const reviewSummary = z
  .object({
    items: z.array(review),
    total: z.number().int().min(0),
    histogram: z
      .object({
        1: z.number().int().min(0),
        2: z.number().int().min(0),
        3: z.number().int().min(0),
        4: z.number().int().min(0),
        5: z.number().int().min(0),
      })
      .describe('Reviews written here per star'),
    rating: z.number().min(0).max(5),
    ratingCount: z.number().int().min(0),
  })
  .meta({ id: 'ReviewSummary' });

export const myReview = conforms<MyReview>()(
  z.object({ review: review.nullable(), canReview: z.boolean() }).meta({ id: 'MyReview' }),
);

export const cartLine = conforms<CartLine>()(
  z
    .object({
      productId: entityId,
      name: z.string(),
      image: z.string(),
      price: rupees,
      mrp: rupees.nullable(),
      quantity: z.number().int().min(1),
      category: z.string().optional(),
      stock: z.number().int().min(0),
      carbonKgPerUnit: z.number().describe('The product carbon record figure, kg CO2e per unit'),
      gstRate: z.number().int().describe('GST rate in percent: 0, 5, 18 or 40'),
      priceWithGst: rupees.describe('The price of one with its GST'),
    })
    .meta({ id: 'CartLine' }),
);

/** POST /api/cart/add and /api/cart/update: the line as it is now (null once removed). */
export const cartChange = okMessage.extend({ item: cartLine.nullable() });
/** DELETE /api/cart/remove/:productId. */
export const cartRemoved = okMessage;

export const wishlistEntry = conforms<WishlistEntry>()(
  z.object({ productId: entityId, product, addedAt: instant }).meta({ id: 'WishlistEntry' }),
);

export const wishlistToggle = okMessage.extend({
  message: z.enum(['Added to wishlist', 'Removed from wishlist']),
  wishlisted: z.boolean(),
});
