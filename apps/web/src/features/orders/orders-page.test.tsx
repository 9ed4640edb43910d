import type { Order } from '@harit/core/types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeOrder } from '../../test/fixtures';
import { renderPage, signInAs, stubApi } from '../../test/render';
import { OrderDetailPage } from './order-detail-page';
import { OrdersPage } from './orders-page';

/** A fake orders API over the given orders; 'fail' answers 500, 'never' never answers. */
function serve(initial: Order[] | 'fail' | 'never') {
  let orders = initial;
  const fetchMock = stubApi(async (url: string, init: RequestInit = {}): Promise<Response> => {
    if (orders === 'never') return new Promise<Response>(() => {});
    if (orders === 'fail') return Response.json({ message: 'boom' }, { status: 500 });
    const cancel = url.match(/^\/api\/orders\/(\d+)\/cancel$/);
    if (cancel && init.method === 'POST') {
      const found = orders.find((o) => o.orderNumber === cancel[1])!;
      const cancelled: Order = {
        ...found,
        status: 'cancelled',
        cancelledAt: '2025-11-21T10:20:00.000Z',
        canCancel: false,
      };
      orders = orders.map((o) => (o === found ? cancelled : o));
      return Response.json(cancelled);
    }
    const one = url.match(/^\/api\/orders\/(\d+)$/);
    if (one) {
      const found = orders.find((o) => o.orderNumber === one[1]);
      return found
        ? Response.json(found)
        : Response.json({ message: 'Order not found' }, { status: 404 });
    }
    if (url.startsWith('/api/orders?')) {
      return Response.json(orders, { headers: { 'X-Total-Count': String(orders.length) } });
    }
    return Response.json({ message: `unexpected ${url}` }, { status: 500 });
  });
  return {
    fetchMock,
    failNoMore: (next: Order[]) => {
      orders = next;
    },
  };
}

const placed = makeOrder();
const delivered = makeOrder({
  orderNumber: '1029384756',
  status: 'delivered',
  createdAt: '2025-11-10T04:30:00.000Z',
  paymentMethod: 'cod',
  canCancel: false,
  canReturn: true,
  items: [
    {
      productId: 'p9',
      name: 'Plastic Bucket',
      image: '',
      price: 250,
      mrp: null,
      quantity: 1,
      lineTotal: 250,
      carbonKg: 1,
      returnStatus: 'requested',
      gstRate: 18,
    },
  ],
  total: 395,
  carbonImpact: { savings: 0, emissions: 1, ecoProducts: 0, net: -1 },
});

describe('OrdersPage', () => {
  beforeEach(() => signInAs({ id: 'u1', name: 'Asha Verma', email: 'asha@example.in' }));

  it('asks a signed-out visitor to sign in', () => {
    signInAs(null);
    serve([]);
    renderPage(<OrdersPage />, { route: '/orders' });
    expect(screen.getByText('Please sign in to view your orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('shows skeletons while the orders load', () => {
    serve('never');
    renderPage(<OrdersPage />, { route: '/orders' });
    expect(screen.getAllByTestId('order-card-skeleton').length).toBeGreaterThan(0);
  });

  it('says when it could not load the orders, and Try Again loads them', async () => {
    const server = serve('fail');
    const { user } = renderPage(<OrdersPage />, { route: '/orders' });
    expect(await screen.findByText('Failed to fetch orders.')).toBeInTheDocument();
    server.failNoMore([placed]);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('order-card')).toBeInTheDocument();
  });

  it('has an empty state that leads to the shop', async () => {
    serve([]);
    renderPage(<OrdersPage />, { route: '/orders' });
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop');
  });

  it('lists each order with number, IST date, status, items, total, payment and impact', async () => {
    serve([placed, delivered]);
    renderPage(<OrdersPage />, { route: '/orders' });
    const [first, second] = await screen.findAllByTestId('order-card');
    const card = within(first!);
    expect(card.getByRole('heading', { name: 'Order #4821730956' })).toBeInTheDocument();
    // 10:00 UTC is 3:30 pm in India.
    expect(first).toHaveTextContent(/21 Nov 2025, 3:30\s?pm/i);
    expect(card.getByTestId('order-status')).toHaveTextContent('Placed');
    expect(first).toHaveTextContent('Bamboo Toothbrush (Pack of 4)');
    expect(first).toHaveTextContent('Qty: 2');
    expect(first).toHaveTextContent('₹3,798.00');
    expect(first).toHaveTextContent('₹4,581.64');
    expect(first).toHaveTextContent('UPI');
    expect(first).toHaveTextContent('5.0 kg CO2 saved');
    expect(card.getByRole('button', { name: /Cancel order/ })).toBeInTheDocument();

    const other = within(second!);
    expect(other.getByTestId('order-status')).toHaveTextContent('Delivered');
    expect(second).toHaveTextContent('Cash on Delivery');
    expect(second).toHaveTextContent('1.0 kg CO2 added');
    expect(second).toHaveTextContent('Return requested');
    expect(other.queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
    expect(other.getByRole('link', { name: 'Return items' })).toHaveAttribute('href', '/returns');
  });

  it('cancels an order after confirming, and shows it cancelled', async () => {
    const { fetchMock } = serve([placed]);
    const { user } = renderPage(<OrdersPage />, { route: '/orders' });
    const card = await screen.findByTestId('order-card');
    await user.click(within(card).getByRole('button', { name: /Cancel order/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #4821730956?' });
    // Nothing happens before the shopper confirms.
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/cancel'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    await waitFor(() =>
      expect(within(card).getByTestId('order-status')).toHaveTextContent('Cancelled'),
    );
    expect(within(card).queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
    const cancelCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/cancel'));
    expect(cancelCall?.[0]).toBe('/api/orders/4821730956/cancel');
    expect(cancelCall?.[1]?.method).toBe('POST');
  });

  it("links each line's name to its product page, by id", async () => {
    serve([placed]);
    renderPage(<OrdersPage />, { route: '/orders' });
    const card = await screen.findByTestId('order-card');
    expect(
      within(card).getByRole('link', { name: 'Bamboo Toothbrush (Pack of 4)' }),
    ).toHaveAttribute('href', '/product/p1');
  });

  it('keeps the order when the shopper changes their mind', async () => {
    const { fetchMock } = serve([placed]);
    const { user } = renderPage(<OrdersPage />, { route: '/orders' });
    const card = await screen.findByTestId('order-card');
    await user.click(within(card).getByRole('button', { name: /Cancel order/ }));
    await user.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/cancel'))).toBe(false);
    expect(within(card).getByTestId('order-status')).toHaveTextContent('Placed');
  });
});

describe('OrderDetailPage', () => {
  beforeEach(() => signInAs({ id: 'u1', name: 'Asha Verma', email: 'asha@example.in' }));

  function renderDetail(orderNumber: string) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter(
      [{ path: '/orders/:orderNumber', element: <OrderDetailPage /> }],
      { initialEntries: [`/orders/${orderNumber}`] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  }

  it('shows the whole order: progress, prices, address and impact', async () => {
    serve([placed]);
    renderDetail(placed.orderNumber);
    expect(await screen.findByText('Shipping address')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order #4821730956');
    expect(screen.getByText('GST (18%)').nextSibling).toHaveTextContent('₹683.64');
    expect(screen.getByText('14 MG Road', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Environmental Impact' })).toHaveTextContent(
      '5.0 kg CO2 saved',
    );
    expect(screen.getByText('You can cancel this order until it ships.')).toBeInTheDocument();
  });

  it('shows what a refunded return took back: carbon no longer counted, points, and what still counts', async () => {
    const returned = makeOrder({
      orderNumber: '5550001113',
      status: 'delivered',
      canCancel: false,
      carbonImpact: { savings: 7.5, emissions: 0, ecoProducts: 3, net: 7.5 },
      carbonReversed: { savings: 5, emissions: 0, ecoProducts: 2, net: 5, reason: 'returned' },
      rewardPoints: 75,
      rewardPointsReversed: 50,
    });
    serve([returned]);
    renderDetail(returned.orderNumber);
    const box = await screen.findByRole('region', { name: 'Taken back' });
    expect(box).toHaveTextContent('Returned units were refunded');
    expect(within(box).getByText('CO2 saved, no longer counted').nextSibling).toHaveTextContent(
      '5.0 kg CO2',
    );
    expect(within(box).getByText('Green points taken back').nextSibling).toHaveTextContent('50');
    expect(within(box).getByText('Still counted').nextSibling).toHaveTextContent(
      '2.5 kg CO2 saved',
    );
    expect(box).not.toHaveTextContent('−');
  });

  it('says a cancelled order no longer counts, and shows nothing taken back for an order left alone', async () => {
    const cancelled = makeOrder({
      orderNumber: '5550001114',
      status: 'cancelled',
      canCancel: false,
      carbonReversed: { savings: 5, emissions: 0, ecoProducts: 2, net: 5, reason: 'cancelled' },
    });
    serve([cancelled, placed]);
    renderDetail(cancelled.orderNumber);
    const box = await screen.findByRole('region', { name: 'Taken back' });
    expect(box).toHaveTextContent('This order was cancelled');
    expect(within(box).queryByText('Still counted')).not.toBeInTheDocument();
  });

  it('shows each step reached with its IST time, the courier and the tracking number once shipped', async () => {
    const shipped = makeOrder({
      orderNumber: '5550001112',
      status: 'shipped',
      canCancel: false,
      courier: 'Delhivery',
      trackingNumber: 'DL-998877',
      timeline: [
        { status: 'placed', at: '2025-11-21T10:00:00.000Z', courier: null, trackingNumber: null },
        { status: 'packed', at: '2025-11-21T12:30:00.000Z', courier: null, trackingNumber: null },
        {
          status: 'shipped',
          at: '2025-11-22T05:00:00.000Z',
          courier: 'Delhivery',
          trackingNumber: 'DL-998877',
        },
      ],
    });
    serve([shipped]);
    renderDetail(shipped.orderNumber);
    const progress = await screen.findByRole('list', { name: 'Order progress' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Placed (done)21 Nov 2025, 3:30 pm',
      'Packed (done)21 Nov 2025, 6:00 pm',
      'Shipped (done)22 Nov 2025, 10:30 am',
      '4Delivered (to come)',
    ]);
    expect(screen.getByTestId('tracking-number')).toHaveTextContent('DL-998877');
    expect(screen.getByText(/Shipped with/)).toHaveTextContent(
      'Shipped with Delhivery, tracking number DL-998877.',
    );
    expect(screen.queryByText('You can cancel this order until it ships.')).toBeNull();
    expect(screen.getByText(/You will earn/)).toHaveTextContent(
      'You will earn 50 green points when this order is delivered.',
    );
  });

  it('gives the return window from the day the order was delivered', async () => {
    const done = makeOrder({
      orderNumber: '5550001113',
      status: 'delivered',
      canCancel: false,
      canReturn: true,
      deliveredAt: '2025-11-23T06:00:00.000Z',
    });
    serve([done]);
    renderDetail(done.orderNumber);
    expect(await screen.findByText('Items can be returned until 30 Nov 2025.')).toBeInTheDocument();
    expect(screen.getByText(/This order earned/)).toHaveTextContent(
      'This order earned 50 green points.',
    );
  });

  it('says so when the order is not the user’s (or does not exist)', async () => {
    serve([placed]);
    renderDetail('9999999999');
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
  });
});
