import type { ReturnRequest } from '@harit/core/returns';
import type { Order } from '@harit/core/types';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeOrder, makeReturn } from '../../test/fixtures';
import { renderPage, signInAs, stubApi } from '../../test/render';
import { ReturnsPage } from './returns';

const placed = makeOrder();
const delivered = makeOrder({
  orderNumber: '1029384756',
  status: 'delivered',
  createdAt: '2025-11-18T04:30:00.000Z',
  canCancel: false,
  canReturn: true,
  items: [
    { ...makeOrder().items[0]!, productId: 'p1', returnStatus: null },
    {
      productId: 'p2',
      name: 'Copper Water Bottle',
      image: '',
      price: 1250,
      mrp: null,
      quantity: 1,
      lineTotal: 1250,
      carbonKg: 0.8,
      returnStatus: 'approved',
      gstRate: 18,
    },
  ],
});
const cancelled = makeOrder({
  orderNumber: '5566778899',
  status: 'cancelled',
  cancelledAt: '2025-11-19T05:00:00.000Z',
  canCancel: false,
});
const earlier = makeReturn({
  productId: 'p2',
  productName: 'Copper Water Bottle',
  reason: 'The lid leaks',
  status: 'approved',
  createdAt: '2025-11-20T06:00:00.000Z',
});

function serve(orders: Order[], returns: ReturnRequest[] = []) {
  const fetchMock = stubApi(async (url: string, init: RequestInit = {}): Promise<Response> => {
    if (url === '/api/returns' && init.method === 'POST') {
      const body = JSON.parse(String(init.body));
      return Response.json(
        { ...earlier, id: 'r2', ...body, productName: 'x', status: 'requested' },
        { status: 201 },
      );
    }
    if (url === '/api/returns') return Response.json(returns);
    if (url.startsWith('/api/orders?')) {
      return Response.json(orders, { headers: { 'X-Total-Count': String(orders.length) } });
    }
    return Response.json({ message: `unexpected ${url}` }, { status: 500 });
  });
  const returnCalls = () =>
    fetchMock.mock.calls.filter(([url, init]) => url === '/api/returns' && init?.method === 'POST');
  return { fetchMock, returnCalls };
}

describe('ReturnsPage', () => {
  beforeEach(() => signInAs({ id: 'u1', name: 'Asha Verma', email: 'asha@example.in' }));

  it('explains the rules, and asks a signed-out visitor to sign in', () => {
    signInAs(null);
    serve([]);
    renderPage(<ReturnsPage />, { route: '/returns' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Returns & Cancellations');
    expect(screen.getByText('Cancel before it ships.')).toBeInTheDocument();
    expect(screen.getByText('Return delivered items within 7 days.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('sorts orders into cancellable, returnable and cancelled, and lists return requests', async () => {
    serve([placed, delivered, cancelled], [earlier]);
    renderPage(<ReturnsPage />, { route: '/returns' });

    const cancellable = await screen.findByRole('region', { name: 'Orders you can cancel' });
    expect(within(cancellable).getByText('Order #4821730956')).toBeInTheDocument();
    expect(within(cancellable).getByRole('button', { name: /Cancel order/ })).toBeInTheDocument();

    const returnable = screen.getByRole('region', { name: 'Items you can return' });
    expect(within(returnable).getByText('Order #1029384756')).toBeInTheDocument();
    // The toothbrush can go back; the bottle already has a request.
    expect(
      within(returnable).getByRole('button', {
        name: /Request a return.*Bamboo Toothbrush/,
      }),
    ).toBeInTheDocument();
    expect(
      within(returnable).queryByRole('button', { name: /Copper Water Bottle/ }),
    ).not.toBeInTheDocument();
    expect(within(returnable).getByText('Return approved')).toBeInTheDocument();

    const requests = screen.getByRole('region', { name: 'Your return requests' });
    expect(await within(requests).findByText('Copper Water Bottle')).toBeInTheDocument();
    expect(requests).toHaveTextContent('The lid leaks');
    expect(within(requests).getByText('Approved')).toBeInTheDocument();

    const gone = screen.getByRole('region', { name: 'Cancelled orders' });
    expect(within(gone).getByText('Order #5566778899')).toBeInTheDocument();
  });

  it('asks why before requesting a return, and sends the line with the reason', async () => {
    const { returnCalls } = serve([delivered]);
    const { user } = renderPage(<ReturnsPage />, { route: '/returns' });
    await user.click(
      await screen.findByRole('button', {
        name: /Request a return.*Bamboo Toothbrush/,
      }),
    );
    const reason = screen.getByLabelText('Why are you returning Bamboo Toothbrush (Pack of 4)?');
    await user.type(reason, 'bad');
    await user.click(screen.getByRole('button', { name: 'Submit return request' }));
    expect(reason).toHaveAccessibleDescription('Please tell us why (at least 5 characters)');
    expect(returnCalls()).toHaveLength(0);

    await user.type(reason, ' bristles, they fell out');
    await user.click(screen.getByRole('button', { name: 'Submit return request' }));
    await waitFor(() => expect(returnCalls()).toHaveLength(1));
    expect(JSON.parse(String(returnCalls()[0]![1]?.body))).toEqual({
      orderNumber: '1029384756',
      productId: 'p1',
      quantity: 1,
      reason: 'bad bristles, they fell out',
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Submit return request' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('says when there is nothing to cancel or return', async () => {
    serve([cancelled]);
    renderPage(<ReturnsPage />, { route: '/returns' });
    expect(
      await screen.findByText('Nothing to cancel: none of your orders is waiting to ship.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Nothing to return/)).toBeInTheDocument();
    expect(await screen.findByText('You have not requested any returns.')).toBeInTheDocument();
  });

  it('shows each state of a request in words: rejected with the reason, refunded with the amount', async () => {
    serve(
      [delivered],
      [
        { ...earlier, id: 'a', status: 'requested', productName: 'Jute Bag' },
        { ...earlier, id: 'b', status: 'received', productName: 'Cork Mat' },
        {
          ...earlier,
          id: 'c',
          status: 'rejected',
          productName: 'Glass Jar',
          rejectionReason: 'The seal was broken',
        },
        {
          ...earlier,
          id: 'd',
          status: 'refunded',
          productName: 'Solar Lamp',
          refundAmount: 352.82,
        },
      ],
    );
    renderPage(<ReturnsPage />, { route: '/returns' });
    const requests = await screen.findByRole('region', { name: 'Your return requests' });
    const row = async (name: string) =>
      (await within(requests).findByText(name)).closest('li') as HTMLElement;
    expect(await row('Jute Bag')).toHaveTextContent('Requested');
    expect(await row('Cork Mat')).toHaveTextContent('Item received');
    expect(await row('Glass Jar')).toHaveTextContent('Rejected — The seal was broken');
    expect(await row('Solar Lamp')).toHaveTextContent('Refunded ₹352.82');
  });

  it('returns some units of a line: asks how many, up to what is left', async () => {
    const two = makeOrder({
      ...delivered,
      items: [{ ...delivered.items[0]!, quantity: 3, returnStatus: 'requested' }],
    });
    const { returnCalls } = serve(
      [two],
      [{ ...earlier, productId: 'p1', status: 'requested', quantity: 1 }],
    );
    const { user } = renderPage(<ReturnsPage />, { route: '/returns' });
    await user.click(
      await screen.findByRole('button', { name: /Request a return.*Bamboo Toothbrush/ }),
    );
    const quantity = screen.getByLabelText('How many are you returning?');
    expect(
      within(quantity)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 of 2', '2 of 2']);
    await user.selectOptions(quantity, '2');
    await user.type(
      screen.getByLabelText('Why are you returning Bamboo Toothbrush (Pack of 4)?'),
      'Ordered too many',
    );
    await user.click(screen.getByRole('button', { name: 'Submit return request' }));
    await waitFor(() => expect(returnCalls()).toHaveLength(1));
    expect(JSON.parse(String(returnCalls()[0]![1]?.body))).toMatchObject({ quantity: 2 });
  });
});
