import { homeHead } from '@harit/core/findable';
import { HOME_TITLE, PageHead } from '../../components/page-head';
import { CategoryCarousel } from '../../features/catalog/home/category-carousel';
import { FeaturedProducts } from '../../features/catalog/home/featured-products';
import { Hero } from '../../features/catalog/home/hero';
import { NewsletterSection } from '../../features/catalog/home/newsletter-section';
import { SpecialOffers } from '../../features/catalog/home/special-offers';
import { Testimonials } from '../../features/catalog/home/testimonials';
import { TrustBadges } from '../../features/catalog/home/trust-badges';
import { SUPPORT_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE } from '../../features/support/contact';
import { useT } from '../../lib/i18n';
import { siteOrigin } from '../../lib/site-origin';
import { HydrateLater } from '../../runtime/hydrate-later';
import { ShopProductCard } from './shop-product-card';

/** The shop as an Organization for search engines: SPEC §1's support block is its contact. */
const contact = { email: SUPPORT_EMAIL, telephone: SUPPORT_PHONE, address: SUPPORT_ADDRESS };

/**
 * SPEC §2 Home, top to bottom. Catalog's sections, with product cards that carry the cart controls.
 * The sections below the hero hydrate after it, each card and offer on its own (decision 045).
 */
export function HomePage() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-6 sm:px-6 md:gap-16 lg:px-8">
      <PageHead
        head={homeHead(siteOrigin(), contact, {
          title: t(HOME_TITLE),
          description: t(
            'Harit — thoughtful, eco-friendly essentials for a greener life, delivered across India. Every product shows its carbon footprint.',
          ),
        })}
      />
      <Hero />
      <HydrateLater>
        <TrustBadges />
      </HydrateLater>
      <SpecialOffers />
      <FeaturedProducts
        renderProduct={(product, index) => (
          // The first card's picture is the largest thing a phone paints on this page: it loads
          // at once and first, the rest when scrolled near (decision 037).
          <HydrateLater className="h-full">
            <ShopProductCard product={product} headingLevel={3} eagerImage={index === 0} />
          </HydrateLater>
        )}
      />
      {/* Far below the first screen: laid out when scrolled near (index.css, decision 047). */}
      <HydrateLater className="below-first-screen-section">
        <CategoryCarousel />
      </HydrateLater>
      <HydrateLater className="below-first-screen-section">
        <Testimonials />
      </HydrateLater>
      <HydrateLater className="below-first-screen-section">
        <NewsletterSection />
      </HydrateLater>
    </div>
  );
}
