import { Compass } from 'lucide-react';
import { DocumentTitle } from '../components/document-head';
import { LinkButton } from '../components/ui/button';
import { useT } from '../lib/i18n';

export function NotFoundPage() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <DocumentTitle>{`${t('Page not found')} · Harit`}</DocumentTitle>
      <span className="rounded-full bg-brand-100 p-4 text-brand-800">
        <Compass className="size-10" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {t('Error 404')}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
        {t('Page not found')}
      </h1>
      <p className="mt-4 text-stone-600">
        {t(
          'The page you were looking for does not exist or has moved. Try the shop, or search from the bar above.',
        )}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <LinkButton to="/" size="lg">
          {t('Back to home')}
        </LinkButton>
        <LinkButton to="/shop" variant="outline" size="lg">
          {t('Browse the shop')}
        </LinkButton>
      </div>
    </div>
  );
}
