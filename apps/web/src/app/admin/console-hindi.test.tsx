// The merchant console in Hindi: its navigation, the orders list with a status and
// a payment state (labels from core and order-format, translated where shown), the dashboard
// and its plurals.
import type { Dashboard } from '@harit/core/dashboard';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DashboardPage } from '../../features/dashboard/admin/dashboard-page';
import { AdminOrdersPage } from '../../features/orders/admin/admin-orders-page';
import { activateLanguage } from '../../lib/i18n';
import { makeAdminOrderSummary } from '../../test/fixtures';
import { renderPage, testUser } from '../../test/render';
import { ConsoleLayout } from './console-layout';

const order = (n: number) => makeAdminOrderSummary(n, { status: 'shipped', payment: 'pending' });

const dashboard: Dashboard = {
  range: 'today',
  from: '2026-11-20T18:30:00.000Z',
  to: '2026-11-21T18:30:00.000Z',
  orders: 3,
  revenue: 1500,
  units: 7,
  averageOrderValue: 500,
  co2SavedKg: 12.34,
  topProducts: [],
  lowStock: [{ productId: 'p3', name: 'Jute Bag', slug: 'jute-bag', stock: 0 }],
  lowStockCount: 2,
  lowStockThreshold: 5,
  openReturns: 1,
  openTickets: 4,
  ordersToPack: 2,
  days: [{ date: '2026-11-21', orders: 3, revenue: 1500 }],
};

describe('the console in Hindi', () => {
  beforeEach(() => activateLanguage('hi'));
  afterEach(() => activateLanguage('en'));

  it('names its navigation and pages in Hindi', () => {
    renderPage(<ConsoleLayout />, { route: '/admin', user: { ...testUser, role: 'admin' } });
    const nav = within(screen.getByRole('navigation', { name: 'कंसोल' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'डैशबोर्ड',
      'ऑर्डर',
      'ग्राहक',
      'उत्पाद',
      'श्रेणियाँ',
      'रिटर्न',
      'कूपन',
      'संपर्क',
      'रिपोर्ट',
      'GST रिटर्न',
      'विक्रेता सेटिंग्स',
      'स्टाफ़',
      'ऑडिट लॉग',
    ]);
    expect(screen.getByText('व्यापारी कंसोल')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
  });

  it('lists orders with their status, payment and dates in Hindi, and counts them', async () => {
    renderPage(<AdminOrdersPage />, {
      route: '/admin/orders',
      user: { ...testUser, role: 'staff' },
      api: () => Response.json([order(1), order(2)], { headers: { 'X-Total-Count': '2' } }),
    });
    const table = await screen.findByRole('table', { name: 'ऑर्डर, नए पहले' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('भेजा गया')).toBeInTheDocument();
    expect(within(first).getByText('भुगतान बाकी है')).toBeInTheDocument();
    expect(first.textContent).toContain('नव॰ 2025');
    expect(screen.getByRole('columnheader', { name: 'ग्राहक' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 में से 1–2 ऑर्डर दिखाए जा रहे हैं');
    expect(screen.getByRole('button', { name: 'फ़िल्टर लगाएँ' })).toBeInTheDocument();
  });

  it('shows the dashboard in Hindi, one open return and many open tickets through plurals', async () => {
    renderPage(<DashboardPage />, {
      route: '/admin',
      user: { ...testUser, role: 'staff' },
      api: () => Response.json(dashboard),
    });
    expect(await screen.findByRole('heading', { name: 'डैशबोर्ड' })).toBeInTheDocument();
    expect(screen.getByText('आज, आधी रात (IST) से')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '1 खुला रिटर्न' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '4 खुले सहायता टिकट' })).toBeInTheDocument();
    expect(screen.getByText('2 उत्पादों के 5 या कम बचे हैं; सबसे कम वाले 1:')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '7 दिन' })).toBeInTheDocument();
  });
});
