import { CategoryCarousel } from './home/category-carousel';
import { FeaturedProducts } from './home/featured-products';
import { Hero } from './home/hero';
import { NewsletterSection } from './home/newsletter-section';
import { SpecialOffers } from './home/special-offers';
import { Testimonials } from './home/testimonials';
import { TrustBadges } from './home/trust-badges';

/** SPEC §2 Home, top to bottom. */
export function HomePage() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-6 sm:px-6 md:gap-16 lg:px-8">
      <title>Harit — eco-friendly essentials for a greener life</title>
      <Hero />
      <TrustBadges />
      <SpecialOffers />
      <FeaturedProducts />
      <CategoryCarousel />
      <Testimonials />
      <NewsletterSection />
    </div>
  );
}
