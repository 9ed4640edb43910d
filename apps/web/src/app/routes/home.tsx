import { CategoryCarousel } from '../../features/catalog/home/category-carousel';
import { FeaturedProducts } from '../../features/catalog/home/featured-products';
import { Hero } from '../../features/catalog/home/hero';
import { NewsletterSection } from '../../features/catalog/home/newsletter-section';
import { SpecialOffers } from '../../features/catalog/home/special-offers';
import { Testimonials } from '../../features/catalog/home/testimonials';
import { TrustBadges } from '../../features/catalog/home/trust-badges';
import { ShopProductCard } from './shop-product-card';

/** SPEC §2 Home, top to bottom. Catalog's sections, with product cards that carry the cart controls. */
export function HomePage() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-6 sm:px-6 md:gap-16 lg:px-8">
      <title>Harit — eco-friendly essentials for a greener life</title>
      <Hero />
      <TrustBadges />
      <SpecialOffers />
      <FeaturedProducts
        renderProduct={(product) => <ShopProductCard product={product} headingLevel={3} />}
      />
      <CategoryCarousel />
      <Testimonials />
      <NewsletterSection />
    </div>
  );
}
