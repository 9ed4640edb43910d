import { ArrowRight, Footprints, Leaf, Sprout, Sun } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';

export function Hero() {
  const t = useT();
  return (
    <section
      aria-labelledby="hero-title"
      className="on-dark relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white"
    >
      <div className="grid items-center gap-10 px-6 py-12 sm:px-10 md:grid-cols-[1.2fr_1fr] md:py-16 lg:px-14 lg:py-20">
        <div>
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-white/20">
            <Leaf className="size-4" aria-hidden="true" />
            {t('Eco-friendly goods, delivered across India')}
          </p>
          <h1
            id="hero-title"
            className="text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {t('Thoughtful essentials for a greener life')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-brand-100">
            {t(
              'Solar, organic and zero-waste products chosen for everyday Indian homes — each with an honest estimate of the carbon it saves.',
            )}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/shop"
              className="inline-flex items-center gap-2 rounded-full bg-haldi-300 px-6 py-3 font-semibold text-stone-900 shadow-sm transition hover:bg-haldi-100"
            >
              {t('Shop Now')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Link
              to="/carbon-tracker"
              className="inline-flex items-center gap-2 rounded-full px-6 py-3 font-semibold text-white ring-1 ring-white/60 transition hover:bg-white/10"
            >
              <Footprints className="size-4" aria-hidden="true" />
              {t('Track Carbon')}
            </Link>
          </div>
        </div>
        <div
          aria-hidden="true"
          className="relative mx-auto hidden aspect-square w-full max-w-sm md:block"
        >
          <div className="absolute inset-6 rounded-full bg-brand-600/40" />
          <div className="absolute inset-16 rounded-full bg-brand-500/40" />
          <Sprout className="absolute inset-0 m-auto size-36 text-brand-100" strokeWidth={1.25} />
          <Sun className="absolute top-4 right-6 size-14 text-haldi-300" strokeWidth={1.5} />
          <div className="absolute bottom-10 left-0 flex items-center gap-2 rounded-2xl bg-white px-4 py-3 text-sm font-semibold text-brand-800 shadow-lg">
            <Leaf className="size-4" />
            {t('Carbon estimate on every product')}
          </div>
        </div>
      </div>
    </section>
  );
}
