// What the reviews feature offers pages: the product page shows <ProductReviews productId=…/>.
export { ProductReviews } from './components/product-reviews';
