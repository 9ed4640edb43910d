import { lazy, Suspense } from 'react';
import { useT } from '../../../lib/i18n';

// The form brings react-hook-form and zod; it sits at the bottom of the page, so its code loads
// after the rest of the home page instead of delaying it.
const NewsletterForm = lazy(() =>
  import('./newsletter-form').then((module) => ({ default: module.NewsletterForm })),
);

export function NewsletterSection() {
  const t = useT();
  return (
    <section
      aria-labelledby="newsletter-title"
      className="rounded-3xl bg-brand-100 px-6 py-10 sm:px-10 md:flex md:items-center md:justify-between md:gap-10"
    >
      <div className="max-w-md">
        <h2 id="newsletter-title" className="text-2xl font-bold tracking-tight text-brand-950">
          {t('Greener living, once a month')}
        </h2>
        <p className="mt-2 text-brand-900">
          {t('New arrivals, seasonal offers and simple ways to lower your footprint. No spam.')}
        </p>
      </div>
      <Suspense fallback={<div aria-hidden="true" className="mt-6 h-28 w-full max-w-md md:mt-0" />}>
        <NewsletterForm />
      </Suspense>
    </section>
  );
}
