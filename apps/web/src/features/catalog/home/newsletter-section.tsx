import { lazy, Suspense, useDeferredValue } from 'react';
import { useT } from '../../../lib/i18n';
import { useNearScreen } from '../../../lib/use-near-screen';
import { PostedNewsletterForm } from './newsletter-fields';

// The form brings react-hook-form and zod (≈ 15 kB gzip); it sits at the bottom of the page, so
// its code loads when the shopper scrolls near it, not with the first view (decision 037).
// Until then, and in the server's HTML, the same form posted to the server holds its place
// (decision 060: it works before and without JavaScript).
const NewsletterForm = lazy(() =>
  import('./newsletter-form').then((module) => ({ default: module.NewsletterForm })),
);
const FORM_MARGIN = '400px 0px';

export function NewsletterSection() {
  const t = useT();
  // Deferred: the switch to the app's form renders as a transition, so while its code loads the
  // form the server drew stays on screen, with what the shopper types into it, instead of a
  // fresh copy as a fallback; the app's form then carries that text over (newsletter-form.tsx).
  const [sectionRef, nearSection] = useNearScreen<HTMLElement>(FORM_MARGIN);
  const near = useDeferredValue(nearSection !== null);
  const frame = <PostedNewsletterForm />;
  return (
    <section
      ref={sectionRef}
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
      <Suspense fallback={frame}>{near ? <NewsletterForm /> : frame}</Suspense>
    </section>
  );
}
