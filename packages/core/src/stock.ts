// How a product's stock reads to a shopper ("In stock", "Only N left" at ≤ 5,
// "Out of stock"). Plain rule, no zod, so a page that shows it loads nothing else.

/** At or below this many left, the page says how many. */
export const LOW_STOCK_THRESHOLD = 5;

export type StockLevel = 'in-stock' | 'low' | 'out-of-stock';

export interface StockStatus {
  level: StockLevel;
  label: string;
}

export function stockStatus(stock: number): StockStatus {
  if (stock <= 0) return { level: 'out-of-stock', label: 'Out of stock' };
  if (stock <= LOW_STOCK_THRESHOLD) return { level: 'low', label: `Only ${stock} left` };
  return { level: 'in-stock', label: 'In stock' };
}
