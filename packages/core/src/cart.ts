// A cart line is a product's listing fields plus a quantity (SPEC §3 "Cart item"). The server
// builds its answer with this, and the web app its optimistic line before the server answers,
// so the two cannot drift.
import type { CartLine, CheckoutItem, Product } from './types.ts';

export function cartLineFromProduct(product: Product, quantity: number): CartLine {
  return {
    productId: product._id,
    name: product.name,
    image: product.image,
    price: product.price,
    mrp: product.mrp,
    quantity,
    ...(product.category ? { category: product.category } : {}),
    stock: product.stock,
    carbonKgPerUnit: product.carbon.netKgPerUnit,
    gstRate: product.gstRate,
    priceWithGst: product.priceWithGst,
  };
}

/** What the cart hands to /checkout for a line (SPEC §3 checkout items): no stock, MRP or category. */
export function checkoutItemOf({
  productId,
  name,
  price,
  quantity,
  image,
  carbonKgPerUnit,
  gstRate,
}: CartLine): CheckoutItem {
  return { productId, name, price, quantity, image, carbonKgPerUnit, gstRate };
}
