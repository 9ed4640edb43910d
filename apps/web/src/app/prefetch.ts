// Decision 035: the data a public page shows, fetched before it is rendered on the
// server, through the same query options its components use (one way of fetching): the page
// then renders with its data, and the browser hydrates from the same cache without fetching
// it again. Pages not listed here render as they do in the browser (their loading state).
import type { Language } from '@harit/core/language';
import { matchPage } from '@harit/core/pages';
import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryOptions } from '../features/catalog/api/get-categories';
import { featuredProductsQueryOptions } from '../features/catalog/api/get-featured-products';
import { productQueryOptions } from '../features/catalog/api/get-product';
import { productsQueryOptions } from '../features/catalog/api/get-products';
import { relatedProductsQueryOptions } from '../features/catalog/api/get-related-products';
import { filtersFromParams } from '../features/catalog/shop/shop-filters';
import { productReviewsQueryOptions } from '../features/reviews/api/get-product-reviews';
import { pinCodeQueryOptions } from '../lib/pin-codes';

/** `language`: the page's; the catalogue's queries are keyed by it, as its components ask. */
export async function prefetchPage(
  queryClient: QueryClient,
  url: URL,
  language: Language = 'en',
): Promise<void> {
  const match = matchPage(url.pathname);
  const categories = queryClient.prefetchQuery(categoriesQueryOptions(language));
  switch (match?.page) {
    case '':
      await Promise.all([
        categories,
        queryClient.prefetchQuery(featuredProductsQueryOptions(language)),
      ]);
      return;
    case 'shop':
      await Promise.all([
        categories,
        queryClient.prefetchInfiniteQuery(
          productsQueryOptions(filtersFromParams(url.searchParams), language),
        ),
      ]);
      return;
    case 'product/:slug': {
      const slug = match.params.slug ?? '';
      // The delivery check asked without JavaScript (decision 060) is answered in the page.
      const pin = url.searchParams.get('pin')?.trim() ?? '';
      const pinAnswer = /^[1-9]\d{5}$/.test(pin)
        ? queryClient.prefetchQuery(pinCodeQueryOptions(pin))
        : Promise.resolve();
      const product = await queryClient
        .fetchQuery(productQueryOptions(slug, language))
        .catch(() => null);
      await Promise.all([
        categories,
        pinAnswer,
        ...(product
          ? [
              queryClient.prefetchQuery(relatedProductsQueryOptions(product.slug, language)),
              queryClient.prefetchInfiniteQuery(productReviewsQueryOptions(product._id)),
            ]
          : []),
      ]);
      return;
    }
    default:
      await categories;
  }
}
