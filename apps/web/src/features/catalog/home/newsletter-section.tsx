import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useNearScreen } from '../../../lib/use-near-screen';

// The form brings react-hook-form and zod (≈ 15 kB gzip); it sits at the bottom of the page, so
// its code loads when the shopper scrolls near it, not with the first view (issue 17's budget).
// Until then, and in the server's HTML, a frame of the form's height holds its place.
const NewsletterForm = lazy(() =>
  import('./newsletter-form').then((module) => ({ default: module.NewsletterForm })),
);
const FORM_MARGIN = '400px 0px';

export function NewsletterSection() {
  const t = useT();
  const [section, setSection] = useState<HTMLElement | null>(null);
  const near = useNearScreen(section, FORM_MARGIN);
  const frame = <div aria-hidden="true" className="mt-6 h-28 w-full max-w-md md:mt-0" />;
  return (
    <section
      ref={setSection}
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
      {near ? (
        <Suspense fallback={frame}>
          <NewsletterForm />
        </Suspense>
      ) : (
        frame
      )}
    </section>
  );
}
