import type { AdminOrder } from '@harit/core/fulfilment';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdminOrder, makeAdminOrderSummary } from '../../../test/fixtures';
import { renderPage, testUser } from '../../../test/render';
import { AdminOrderPage } from './admin-order-page';
import { AdminOrdersPage } from './admin-orders-page';

const staff = { ...testUser, name: 'Meera', role: 'staff' as const };

describe('AdminOrdersPage', () => {
  it('lists orders with number, IST time, customer, items, total, status and payment', async () => {
    renderPage(<AdminOrdersPage />, {
      route: '/admin/orders',
      user: staff,
      api: () =>
        Response.json(
          [
            makeAdminOrderSummary(1, { payment: 'pending' }),
            makeAdminOrderSummary(2, { status: 'shipped' }),
          ],
          {
            headers: { 'X-Total-Count': '2' },
          },
        ),
    });
    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '#400000000121 Nov 2025, 3:30 pmAsha Vermaasha@example.in2₹4,581.64PlacedAwaiting payment',
      '#400000000221 Nov 2025, 3:30 pmAsha Vermaasha@example.in2₹4,581.64ShippedPaid',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: '#4000000001' })).toHaveAttribute(
      'href',
      '/admin/orders/4000000001',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–2 of 2 orders');
  });

  it('puts the filters in the URL and asks the server for them', async () => {
    const { user, api, location } = renderPage(<AdminOrdersPage />, {
      route: '/admin/orders',
      user: staff,
      api: () => Response.json([], { headers: { 'X-Total-Count': '0' } }),
    });
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Customer name or e-mail'), 'asha');
    await user.selectOptions(screen.getByLabelText('Status'), 'Packed');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(location()).toBe('/admin/orders?status=packed&customer=asha');
    await waitFor(() =>
      expect(api!.mock.lastCall![0]).toBe(
        '/api/admin/orders?status=packed&customer=asha&limit=20&offset=0',
      ),
    );
    expect(await screen.findByText('No orders match these filters')).toBeInTheDocument();
    expect(screen.getByLabelText('Customer name or e-mail')).toHaveValue('asha');
  });

  it('pages through with links that keep the filters', async () => {
    const { user, api } = renderPage(<AdminOrdersPage />, {
      route: '/admin/orders?status=placed',
      user: staff,
      api: (url) => {
        const offset = Number(new URL(url, 'http://x').searchParams.get('offset'));
        return Response.json([makeAdminOrderSummary(offset + 1)], {
          headers: { 'X-Total-Count': '45' },
        });
      },
    });
    await user.click(await screen.findByRole('link', { name: 'Next page' }));
    await waitFor(() =>
      expect(api!.mock.lastCall![0]).toBe('/api/admin/orders?status=placed&limit=20&offset=20'),
    );
    expect(await screen.findByRole('link', { name: 'Previous page' })).toBeInTheDocument();
  });

  it('says when the orders could not be loaded, and Try Again loads them', async () => {
    let fail = true;
    const { user } = renderPage(<AdminOrdersPage />, {
      route: '/admin/orders',
      user: staff,
      api: () =>
        fail
          ? Response.json({ message: 'boom' }, { status: 500 })
          : Response.json([makeAdminOrderSummary(1)], { headers: { 'X-Total-Count': '1' } }),
    });
    expect(await screen.findByText('Failed to fetch orders.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: '#4000000001' })).toBeInTheDocument();
  });
});

const adminOrder = makeAdminOrder;

/** A fake console API over one order, moving it as the server would. */
function serveOrder(initial: AdminOrder, refuse?: string) {
  let order = initial;
  return (url: string, init: RequestInit = {}) => {
    if (url.endsWith('/status') && init.method === 'POST') {
      if (refuse) return Response.json({ message: refuse }, { status: 409 });
      const body = JSON.parse(String(init.body));
      const next = {
        packed: ['shipped', 'cancelled'],
        shipped: ['delivered'],
        delivered: [],
        cancelled: [],
      }[body.status as 'packed'] as AdminOrder['nextStatuses'];
      order = {
        ...order,
        status: body.status,
        courier: body.courier ?? order.courier,
        trackingNumber: body.trackingNumber ?? order.trackingNumber,
        nextStatuses: next,
        timeline: [
          ...order.timeline,
          {
            status: body.status,
            at: '2025-11-22T05:00:00.000Z',
            courier: body.courier ?? null,
            trackingNumber: body.trackingNumber ?? null,
            actor: { id: 'u1', name: 'Meera' },
            note: body.note ?? null,
          },
        ],
      };
      return Response.json(order);
    }
    if (url === `/api/admin/orders/${order.orderNumber}`) return Response.json(order);
    // The staff notes beside the order (decision 081): none yet.
    if (url === `/api/admin/orders/${order.orderNumber}/notes`) return Response.json([]);
    return Response.json({ message: 'Order not found' }, { status: 404 });
  };
}

const openOrder = (order: AdminOrder, refuse?: string) =>
  renderPage(<p>elsewhere</p>, {
    route: `/admin/orders/${order.orderNumber}`,
    user: staff,
    api: serveOrder(order, refuse),
    routes: { '/admin/orders/:orderNumber': <AdminOrderPage /> },
  });

describe('AdminOrderPage', () => {
  it('shows the order: status, lines, customer address, totals and timeline with who', async () => {
    openOrder(adminOrder());
    expect(
      await screen.findByRole('heading', { name: 'Order #4821730956', level: 1 }),
    ).toBeVisible();
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Placed');
    expect(screen.getByRole('region', { name: 'Items (2)' })).toHaveTextContent(
      'Bamboo Toothbrush (Pack of 4)',
    );
    expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent('14 MG Road');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('₹4,581.64');
    expect(screen.getByRole('list', { name: 'Timeline, oldest first' })).toHaveTextContent(
      'Placed by Customer, 21 Nov 2025, 3:30 pm',
    );
    expect(screen.getByRole('button', { name: 'Mark as packed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as shipped' })).toBeNull();
  });

  it('shows payments that did not settle the order, and what became of their money', async () => {
    openOrder(
      adminOrder({
        paymentMismatches: [
          {
            paymentId: 'pay_One',
            mismatch: 'amount',
            amount: 1,
            currency: 'INR',
            providerStatus: 'captured',
            refund: 'pending',
            at: '2025-11-21T10:05:00.000Z',
          },
          {
            paymentId: 'pay_Held',
            mismatch: 'status',
            amount: 4581.64,
            currency: 'INR',
            providerStatus: 'authorized',
            refund: null,
            at: '2025-11-21T10:06:00.000Z',
          },
        ],
      }),
    );
    const list = await screen.findByTestId('payment-mismatches');
    expect(list).toHaveTextContent('Payments that did not settle this order');
    const [one, held] = within(list).getAllByRole('listitem');
    expect(one).toHaveTextContent('₹1.00 INR, captured');
    expect(one).toHaveTextContent('The amount is not the order total.');
    expect(one).toHaveTextContent('The money that arrived is being refunded.');
    expect(held).toHaveTextContent('authorized');
    expect(held).toHaveTextContent('The payment was not captured.');
    expect(held).toHaveTextContent('No money arrived, so nothing is refunded.');
  });

  it('packs, then ships with a courier and tracking number checked as the server checks them', async () => {
    const { user } = openOrder(adminOrder());
    await user.click(await screen.findByRole('button', { name: 'Mark as packed' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The order is marked as packed.');
    await user.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    expect(await screen.findByText('Courier is required to ship an order.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Courier'), 'Delhivery');
    await user.type(screen.getByLabelText('Tracking number'), 'DL 12');
    await user.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    expect(
      await screen.findByText('Tracking number may hold only letters, digits and dashes.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Tracking number'));
    await user.type(screen.getByLabelText('Tracking number'), 'DL-12');
    await user.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The order is marked as shipped; the customer is told by e-mail.',
    );
    expect(screen.getByTestId('order-status')).toHaveTextContent('Shipped');
    expect(screen.getByRole('list', { name: 'Timeline, oldest first' })).toHaveTextContent(
      'Delhivery, tracking number DL-12',
    );
    expect(screen.getByRole('button', { name: 'Mark as delivered' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('cancels only after confirming, with the reason on the timeline', async () => {
    const { user, api } = openOrder(adminOrder());
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #4821730956?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(api!.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.type(within(dialog).getByLabelText(/Reason/), 'Customer asked by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The order is cancelled');
    expect(screen.getByRole('list', { name: 'Timeline, oldest first' })).toHaveTextContent(
      '“Customer asked by phone”',
    );
    expect(screen.getByText(/there is nothing more to do/)).toBeInTheDocument();
  });

  it("shows the server's refusal when someone else moved the order first", async () => {
    const { user } = openOrder(adminOrder(), 'This order is already packed.');
    await user.click(await screen.findByRole('button', { name: 'Mark as packed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order is already packed.');
  });

  it('says when there is no such order', async () => {
    renderPage(<p>elsewhere</p>, {
      route: '/admin/orders/999',
      user: staff,
      api: () => Response.json({ message: 'Order not found' }, { status: 404 }),
      routes: { '/admin/orders/:orderNumber': <AdminOrderPage /> },
    });
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
  });
});
