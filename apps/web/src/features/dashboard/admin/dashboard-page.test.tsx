import type { Dashboard, DashboardRange } from '@harit/core/dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hrefOf, renderPage, testUser } from '../../../test/render';
import { DashboardPage } from './dashboard-page';

const staff = { ...testUser, role: 'staff' as const };

function figures(range: DashboardRange, overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    range,
    from: '2026-11-20T18:30:00.000Z',
    to: '2026-11-21T18:30:00.000Z',
    orders: 3,
    revenue: 123456.5,
    units: 7,
    averageOrderValue: 41152.17,
    co2SavedKg: 12.34,
    topProducts: [
      { productId: 'p1', name: 'Bamboo Toothbrush', units: 5, revenue: 995 },
      { productId: 'p2', name: 'Copper Water Bottle', units: 2, revenue: 2500 },
    ],
    lowStock: [
      { productId: 'p3', name: 'Jute Bag', slug: 'jute-bag', stock: 0 },
      { productId: 'p4', name: 'Solar Lamp', slug: 'solar-lamp', stock: 3 },
    ],
    lowStockCount: 2,
    lowStockThreshold: 5,
    openReturns: 1,
    openTickets: 4,
    ordersToPack: 2,
    days: [{ date: '2026-11-21', orders: 3, revenue: 123456.5 }],
    ...overrides,
  };
}

const weekFigures = figures('7d', {
  orders: 10,
  revenue: 5000,
  units: 20,
  averageOrderValue: 500,
  days: Array.from({ length: 7 }, (_, i) => ({
    date: `2026-11-${String(15 + i).padStart(2, '0')}`,
    orders: i === 6 ? 10 : 0,
    revenue: i === 6 ? 5000 : 0,
  })),
});

function serve() {
  return (url: string) => {
    const range = new URL(url, 'http://localhost').searchParams.get('range');
    if (range === 'today') return Response.json(figures('today'));
    if (range === '7d') return Response.json(weekFigures);
    return Response.json({ message: 'unexpected' }, { status: 500 });
  };
}

const card = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('the dashboard', () => {
  it("shows today's figures: orders, revenue in rupees, units, average, CO2e, open work", async () => {
    renderPage(<DashboardPage />, { route: '/admin', user: staff, api: serve() });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(card('Orders')).toHaveTextContent('3'));
    expect(card('Revenue (paid orders, before GST and shipping)')).toHaveTextContent(
      '₹1,23,456.50',
    );
    expect(card('Units sold')).toHaveTextContent('7');
    expect(card('Average order value')).toHaveTextContent('₹41,152.17');
    expect(card('Saved by purchases')).toHaveTextContent('12.3 kg CO2');
    expect(screen.getByRole('radio', { name: 'Today' })).toBeChecked();

    const top = within(screen.getByRole('region', { name: 'Top products' }));
    expect(top.getByRole('row', { name: /Bamboo Toothbrush 5 ₹995.00/ })).toBeInTheDocument();
    const low = within(screen.getByRole('region', { name: 'Low stock' }));
    expect(hrefOf('Jute Bag', low)).toBe('/admin/products/p3');
    expect(low.getByText('Out of stock')).toBeInTheDocument();
    expect(low.getByText('3 left')).toBeInTheDocument();
    expect(hrefOf('1 open return')).toBe('/admin/returns');
    expect(hrefOf('4 open support tickets')).toBe('/admin/support');
    // The chart's figures, for screen readers.
    const table = within(screen.getByRole('table', { name: 'Orders and revenue on each day' }));
    expect(
      table.getByRole('row', { name: /Sat, 21 Nov, 2026 3 ₹1,23,456.50/ }),
    ).toBeInTheDocument();
  });

  it('switches to 7 days with the radio group: new figures, every day in the table, range in the URL', async () => {
    const { user, location, api } = renderPage(<DashboardPage />, {
      route: '/admin',
      user: staff,
      api: serve(),
    });
    await waitFor(() => expect(card('Orders')).toHaveTextContent('3'));
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(card('Orders')).toHaveTextContent('10'));
    expect(card('Revenue (paid orders, before GST and shipping)')).toHaveTextContent('₹5,000.00');
    expect(location()).toBe('/admin?range=7d');
    expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked();
    expect(api).toHaveBeenLastCalledWith('/api/admin/dashboard?range=7d', expect.anything());
    const table = within(screen.getByRole('table', { name: 'Orders and revenue on each day' }));
    expect(table.getAllByRole('row')).toHaveLength(8);
    expect(screen.getByText('Showing the figures for 7 days')).toBeInTheDocument();
  });

  it('says when there were no sales and no product is low', async () => {
    renderPage(<DashboardPage />, {
      route: '/admin',
      user: staff,
      api: () =>
        Response.json(
          figures('today', {
            orders: 0,
            revenue: 0,
            units: 0,
            averageOrderValue: 0,
            co2SavedKg: 0,
            topProducts: [],
            lowStock: [],
            lowStockCount: 0,
          }),
        ),
    });
    expect(await screen.findByText('No sales in this period yet.')).toBeInTheDocument();
    expect(screen.getByText('Every product has more than 5 left.')).toBeInTheDocument();
  });

  it('shows a skeleton while loading, and an error with Try Again', async () => {
    let fail = true;
    const { user } = renderPage(<DashboardPage />, {
      route: '/admin',
      user: staff,
      api: () =>
        fail
          ? Response.json({ message: 'down' }, { status: 503 })
          : Response.json(figures('today')),
    });
    expect(screen.getByText('Loading the dashboard…')).toBeInTheDocument();
    expect(await screen.findByText('Could not load the dashboard.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(card('Orders')).toHaveTextContent('3'));
  });
});
