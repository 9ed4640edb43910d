// The merchant console's frame: its own header and navigation, for staff and admins
// only. It and every console page are loaded only when /admin is visited, so a shopper's pages
// carry none of it.

import { hasRole } from '@harit/core/roles';
import {
  ArrowLeft,
  BarChart3,
  Building2,
  ClipboardList,
  Contact,
  FolderTree,
  Landmark,
  LayoutDashboard,
  LifeBuoy,
  LogOut,
  type LucideIcon,
  Menu,
  Package,
  RotateCcw,
  ScrollText,
  ShieldAlert,
  TicketPercent,
  Users,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Link, Navigate, NavLink, ScrollRestoration, useLocation } from 'react-router';
import { DocumentTitle } from '../../components/document-head';
import { EmptyState, EmptyStateLink } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { displayName, useAuth } from '../../lib/auth';
import { msg, useT } from '../../lib/i18n';
import { SessionEndedRedirect } from '../../lib/session-ended-redirect';
import { BrandLink } from '../layout/brand';
import { PageOutlet } from '../layout/page-outlet';

interface ConsoleLink {
  to: string;
  label: string;
  Icon: LucideIcon;
  /** Shown to admins only. */
  admin?: boolean;
}

const CONSOLE_LINKS: ConsoleLink[] = [
  { to: '/admin', label: msg('Dashboard'), Icon: LayoutDashboard },
  { to: '/admin/orders', label: msg('Orders'), Icon: ClipboardList },
  { to: '/admin/customers', label: msg('Customers'), Icon: Contact },
  { to: '/admin/products', label: msg('Products'), Icon: Package },
  { to: '/admin/categories', label: msg('Categories'), Icon: FolderTree },
  { to: '/admin/returns', label: msg('Returns'), Icon: RotateCcw },
  { to: '/admin/coupons', label: msg('Coupons'), Icon: TicketPercent },
  { to: '/admin/support', label: msg('Support'), Icon: LifeBuoy },
  { to: '/admin/reports', label: msg('Reports'), Icon: BarChart3 },
  { to: '/admin/gst-returns', label: msg('GST returns'), Icon: Landmark, admin: true },
  { to: '/admin/seller-settings', label: msg('Seller settings'), Icon: Building2, admin: true },
  { to: '/admin/staff', label: msg('Staff'), Icon: Users, admin: true },
  { to: '/admin/audit', label: msg('Audit log'), Icon: ScrollText, admin: true },
];

export function ConsoleLayout() {
  const t = useT();
  const { user, isPending, signOut } = useAuth();
  const location = useLocation();
  if (isPending) return <ConsoleSkeleton />;
  if (!user) {
    return (
      <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />
    );
  }
  const isStaff = hasRole(user.role, 'staff');
  const isAdmin = hasRole(user.role, 'admin');
  return (
    // console-touch: 44 px controls on a phone (decision 084, index.css).
    <div className="console-touch flex min-h-dvh flex-col bg-stone-50">
      <SessionEndedRedirect />
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2 focus:shadow-lg"
      >
        {t('Skip to content')}
      </a>
      <header className="sticky top-0 z-30 bg-brand-900 text-white shadow-md">
        <div className="flex h-14 items-center gap-3 px-3 sm:px-6">
          <BrandLink />
          <span className="hidden rounded-full bg-brand-800 px-3 py-1 text-sm font-semibold sm:inline">
            {t('Merchant console')}
          </span>
          <span className="ml-auto hidden truncate text-sm text-brand-100 sm:inline">
            {displayName(user)}
          </span>
          <Link
            to="/"
            className="flex items-center gap-1 rounded-full px-3 py-1.5 text-sm font-semibold hover:bg-brand-800"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('Shop')}
          </Link>
          <button
            type="button"
            onClick={() => void signOut()}
            className="flex items-center gap-1 rounded-full px-3 py-1.5 text-sm font-semibold hover:bg-brand-800"
          >
            <LogOut className="size-4" aria-hidden="true" />
            {t('Logout')}
          </button>
        </div>
      </header>
      {isStaff ? (
        <div className="flex flex-1 flex-col md:flex-row">
          <ConsoleNav links={CONSOLE_LINKS.filter((link) => !link.admin || isAdmin)} />
          <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
            <PageOutlet />
          </main>
        </div>
      ) : (
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-xl flex-1 px-4 py-16 outline-none"
        >
          <DocumentTitle>{t('Staff only · Harit')}</DocumentTitle>
          <h1 className="sr-only">{t('Staff only')}</h1>
          <EmptyState
            icon={ShieldAlert}
            title={t("This part of Harit is for the shop's staff")}
            description={t(
              "Your account is a shopper's account. If you work for the shop, ask an admin to give you access.",
            )}
            action={<EmptyStateLink to="/">{t('Back to the shop')}</EmptyStateLink>}
          />
          <ScrollRestoration />
        </main>
      )}
    </div>
  );
}

/**
 * The console's pages: a column beside the page from md on; above it on a phone, folded into a
 * "Menu" button that names the page open and closes again when a page is chosen (decision 084).
 */
function ConsoleNav({ links }: { links: ConsoleLink[] }) {
  const t = useT();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const here = [...links]
    .sort((a, b) => b.to.length - a.to.length)
    .find(({ to }) => pathname === to || (to !== '/admin' && pathname.startsWith(`${to}/`)));
  return (
    <nav
      aria-label={t('Console')}
      className="border-b border-stone-200 bg-white md:w-56 md:shrink-0 md:border-r md:border-b-0"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        className="flex h-12 w-full items-center gap-2 px-4 text-left text-sm font-semibold text-stone-800 md:hidden"
      >
        <Menu className="size-5" aria-hidden="true" />
        {t('Menu')}
        {here && (
          <span className="ml-auto truncate font-medium text-stone-600">{t(here.label)}</span>
        )}
      </button>
      <ul
        id={listId}
        className={`flex-col gap-1 p-2 md:flex ${open ? 'flex border-t border-stone-200 md:border-t-0' : 'hidden'}`}
      >
        {links.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/admin'}
              // A chosen page closes the menu.
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                `flex min-h-11 items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium whitespace-nowrap md:min-h-0 ${
                  isActive ? 'bg-brand-100 text-brand-900' : 'text-stone-700 hover:bg-stone-100'
                }`
              }
            >
              <Icon className="size-4" aria-hidden="true" />
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ConsoleSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" className="flex min-h-dvh flex-col bg-stone-50">
      <span className="sr-only">{t('Loading…')}</span>
      <div className="h-14 bg-brand-900" />
      <div className="flex flex-1 gap-6 p-6">
        <Skeleton className="hidden h-72 w-48 md:block" />
        <Skeleton className="h-72 flex-1" />
      </div>
    </div>
  );
}
