import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { DocumentTitle } from '../components/document-head';
import { Button } from '../components/ui/button';
import { useT } from '../lib/i18n';
import { LayoutShell } from './layout/root-layout';

/** Catches what a page throws (a chunk that failed to load after a deploy, say). */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <LayoutShell>
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
        <DocumentTitle>{`${t('Something went wrong')} · Harit`}</DocumentTitle>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">
          {t('Something went wrong')}
        </h1>
        <p className="mt-4 text-stone-600">
          {t('This page could not be shown. Reloading usually helps.')}
        </p>
        <Button onClick={() => window.location.reload()} size="lg" className="mt-8">
          {t('Reload page')}
        </Button>
      </div>
    </LayoutShell>
  );
}
