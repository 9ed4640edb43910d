// The frame of every merchant console page: the tab title, the h1, a line under it
// and the page's actions at the header's end.

import { hasRole } from '@harit/core/roles';
import { ArrowLeft, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAuth } from '../lib/auth';
import { useT } from '../lib/i18n';
import { DocumentTitle } from './document-head';
import { EmptyState } from './empty-state';
import { LinkButton } from './ui/button';

export function ConsolePage({
  title,
  lead,
  back,
  actions,
  children,
}: {
  title: string;
  /** Under the heading: a count, a hint. */
  lead?: ReactNode;
  /** The way back to the list a detail page was opened from, first among the actions. */
  back?: { to: string; label: string };
  /** At the header's end: buttons or links. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="px-4 py-6 sm:px-6 lg:px-8">
      <DocumentTitle>{t('{title} · Harit console', { title })}</DocumentTitle>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
          {lead && <div className="mt-1 text-sm text-stone-600">{lead}</div>}
        </div>
        {(back || actions) && (
          <div className="flex flex-wrap gap-2">
            {back && (
              <LinkButton to={back.to} variant="secondary" size="sm" icon={ArrowLeft}>
                {back.label}
              </LinkButton>
            )}
            {actions}
          </div>
        )}
      </header>
      {children}
    </div>
  );
}

/** A page only admins may use (staff management, the audit log); the API refuses others too. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const t = useT();
  const { user } = useAuth();
  if (hasRole(user?.role, 'admin')) return <>{children}</>;
  return (
    <EmptyState
      icon={ShieldAlert}
      title={t('Only an admin of the shop can see this page')}
      description={t('Ask an admin of the shop if you need it.')}
    />
  );
}
