// A product as the shop's pages read it (SPEC.md §3). One object, so a field the catalogue
// adds is one line here (and in types.ts's Product, which conforms() holds to it).

import { productCarbonSchema } from '../carbon-record.ts';
import type { Product } from '../types.ts';
import { z } from '../zod.ts';
import { conforms, entityId, rupees } from './common.ts';

export const productFields = {
  _id: entityId,
  name: z.string().describe('In the language asked for (lang), English where it has no Hindi'),
  englishName: z.string().optional(),
  slug: z.string(),
  description: z.string(),
  image: z.string(),
  images: z
    .array(z.string())
    .optional()
    .describe("Every picture in order, the main one first: one product's answer only"),
  sku: z.string().nullable().optional().describe("One product's answer only"),
  price: rupees,
  mrp: rupees.nullable().describe('The maximum retail price, when above the price'),
  rating: z.number().min(0).max(5),
  ratingCount: z.number().int().min(0),
  category: z.string().optional(),
  categorySlug: z.string().optional(),
  stock: z.number().int().min(0),
  featured: z.boolean(),
  carbon: productCarbonSchema.meta({ id: 'ProductCarbon' }),
  gstRate: z.number().int().describe('GST rate in percent: 0, 5, 18 or 40'),
  priceWithGst: rupees.describe('The price with its GST, what one costs before delivery'),
};

export const product = conforms<Product>()(z.object(productFields).meta({ id: 'Product' }));
