import {
  ArrowRight,
  Lamp,
  type LucideIcon,
  Recycle,
  Repeat,
  Shirt,
  Sprout,
  Sun,
} from 'lucide-react';
import { Link } from 'react-router';
import { Carousel, OFFERS_AUTOPLAY_MS } from '../../../components/carousel';
import { msg, useT } from '../../../lib/i18n';
import { HydrateLater } from '../../../runtime/hydrate-later';
import { useCategories } from '../api/get-categories';
import { promoHref } from './resolve-promo';
import { SectionHeading } from './section-heading';

interface Promo {
  /** The category or search word it leads to (English, as the catalogue names it). */
  keyword: string;
  tagline: string;
  icon: LucideIcon;
  tint: string;
}

// SPEC §2 Home: six promos, in this order.
const PROMOS: readonly Promo[] = [
  {
    keyword: msg('Sustainable'),
    tagline: msg('Wardrobe staples woven kinder'),
    icon: Shirt,
    tint: 'from-brand-900 to-brand-700',
  },
  {
    keyword: msg('Zero Waste'),
    tagline: msg('Swap single-use for good'),
    icon: Recycle,
    tint: 'from-teal-900 to-teal-700',
  },
  {
    keyword: msg('Solar'),
    tagline: msg('Power from the Indian sun'),
    icon: Sun,
    tint: 'from-amber-900 to-amber-700',
  },
  {
    keyword: msg('Organic'),
    tagline: msg('Pure from farm to kitchen'),
    icon: Sprout,
    tint: 'from-lime-900 to-lime-700',
  },
  {
    keyword: msg('Home decor'),
    tagline: msg('Handcrafted by Indian artisans'),
    icon: Lamp,
    tint: 'from-orange-900 to-orange-700',
  },
  {
    keyword: msg('Reusable'),
    tagline: msg('Buy once, use for years'),
    icon: Repeat,
    tint: 'from-cyan-900 to-cyan-700',
  },
];

export function SpecialOffers() {
  // Until categories arrive (or if they fail) a promo falls back to a keyword search.
  const t = useT();
  const { data: categories } = useCategories();
  return (
    <section aria-labelledby="offers-title">
      <SectionHeading id="offers-title" title={t('Special Offers')} />
      <Carousel label={t('Special Offers')} autoplayDelay={OFFERS_AUTOPLAY_MS}>
        {PROMOS.map(({ keyword, tagline, icon: Icon, tint }) => (
          // Each offer hydrates in a task of its own after the page (decision 045).
          <HydrateLater
            key={keyword}
            className={`on-dark flex h-full min-h-44 flex-col justify-between gap-4 rounded-2xl bg-gradient-to-br p-5 text-white shadow-sm ${tint}`}
          >
            <div className="flex items-start justify-between gap-3">
              <div>
                <h3 className="text-xl font-bold">{t(keyword)}</h3>
                <p className="mt-1 text-sm text-white">{t(tagline)}</p>
              </div>
              <Icon
                className="size-10 shrink-0 text-white/80"
                strokeWidth={1.5}
                aria-hidden="true"
              />
            </div>
            <Link
              to={promoHref(keyword, categories)}
              className="inline-flex w-fit items-center gap-1.5 rounded-full bg-white px-4 py-2 text-sm font-semibold text-stone-900 transition hover:bg-brand-50"
            >
              {t('Shop {keyword}', { keyword: t(keyword) })}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </HydrateLater>
        ))}
      </Carousel>
    </section>
  );
}
