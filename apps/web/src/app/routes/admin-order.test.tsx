import type { AdminOrder } from '@harit/core/fulfilment';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdminOrder } from '../../test/fixtures';
import { renderPage, testUser } from '../../test/render';
import { AdminOrderRoute } from './admin-order';

const staff = { ...testUser, name: 'Meera', role: 'staff' as const };

const open = (order: AdminOrder) =>
  renderPage(<p>elsewhere</p>, {
    route: `/admin/orders/${order.orderNumber}`,
    user: staff,
    api: (url: string) =>
      url === `/api/admin/orders/${order.orderNumber}`
        ? Response.json(order)
        : Response.json({ message: 'Not found' }, { status: 404 }),
    routes: { '/admin/orders/:orderNumber': <AdminOrderRoute /> },
  });

describe('the console order page’s invoice (decision 068)', () => {
  it('offers no invoice before the order is dispatched: there is none yet', async () => {
    open(makeAdminOrder({ status: 'packed', nextStatuses: ['shipped', 'cancelled'] }));
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Packed');
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull();
  });

  it('offers the invoice once shipping has issued it', async () => {
    open(
      makeAdminOrder({
        status: 'shipped',
        nextStatuses: ['delivered'],
        invoice: { number: 'HRT2627-000042', issuedAt: '2026-11-22T05:00:00.000Z' },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Download invoice' })).toBeVisible();
  });
});
