import type { AdminReturnRequest } from '@harit/core/returns';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeReturn } from '../../../test/fixtures';
import { renderPage, testUser } from '../../../test/render';
import { AdminReturnPage } from './return-page';
import { AdminReturnsPage } from './returns-page';

const staff = { ...testUser, role: 'staff' as const };

const requested: AdminReturnRequest = {
  ...makeReturn({ quantity: 2 }),
  customer: { name: 'Asha Verma', email: 'asha@example.in' },
  unitPrice: 299,
  maxRefund: 705.64,
  decidedBy: null,
  decidedAt: null,
  receivedAt: null,
  refundedAt: null,
  actions: ['approve', 'reject'],
  events: [{ status: 'requested', by: 'Asha Verma', note: null, at: '2026-11-20T06:00:00.000Z' }],
};

function serve(current: AdminReturnRequest) {
  let state = current;
  const calls: { url: string; body: unknown }[] = [];
  const api = async (url: string, init: RequestInit = {}) => {
    if (init.method === 'POST') {
      const body = JSON.parse(String(init.body ?? '{}'));
      calls.push({ url, body });
      const action = url.split('/').at(-1);
      if (action === 'refund' && body.amount > state.maxRefund) {
        return Response.json({ message: 'Amount must be at most ₹705.64' }, { status: 400 });
      }
      const next = {
        approve: { status: 'approved', actions: ['receive'] },
        reject: { status: 'rejected', actions: [], rejectionReason: body.reason },
        receive: { status: 'received', actions: ['refund'] },
        refund: {
          status: 'refunded',
          actions: [],
          refundAmount: body.amount,
          refundMethod: body.method,
        },
      }[action as 'approve'];
      state = { ...state, ...(next as Partial<AdminReturnRequest>) };
      return Response.json(state);
    }
    if (url.startsWith('/api/admin/returns?')) {
      return Response.json([state], { headers: { 'X-Total-Count': '1' } });
    }
    if (url === '/api/admin/returns/r1') return Response.json(state);
    return Response.json({ message: 'not found' }, { status: 404 });
  };
  return { api, calls };
}

const open = (request: AdminReturnRequest) => {
  const { api, calls } = serve(request);
  const rendered = renderPage(<p>elsewhere</p>, {
    route: '/admin/returns/r1',
    user: staff,
    api,
    routes: { '/admin/returns/:id': <AdminReturnPage /> },
  });
  return { ...rendered, calls };
};

describe('the console’s return page', () => {
  it('approves a requested return, then offers to mark it received', async () => {
    const { user, calls } = open(requested);
    expect(await screen.findByRole('heading', { name: '2 × Bamboo Toothbrush' })).toBeVisible();
    expect(screen.getByText('Bristles fell out')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Approve return' }));
    expect(
      await screen.findByText('Return approved. The shopper has been e-mailed.'),
    ).toBeVisible();
    expect(calls[0]!.url).toBe('/api/admin/returns/r1/approve');
    expect(screen.getByRole('button', { name: 'Mark item received' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve return' })).toBeNull();
  });

  it('needs a reason to reject, and sends it', async () => {
    const { user, calls } = open(requested);
    await user.click(await screen.findByRole('button', { name: 'Reject return' }));
    const reason = screen.getByLabelText('Reason for rejecting (the shopper reads it)');
    expect(reason).toHaveAccessibleDescription(
      'Please give the shopper a reason (at least 3 characters)',
    );
    expect(calls).toHaveLength(0);
    await user.type(reason, 'The seal was broken');
    await user.click(screen.getByRole('button', { name: 'Reject return' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: '/api/admin/returns/r1/reject',
      body: { reason: 'The seal was broken' },
    });
    expect(await screen.findByText(/Nothing left to do: this return is rejected/)).toBeVisible();
  });

  it('refunds a received return: the most by default, never more', async () => {
    const { user, calls } = open({ ...requested, status: 'received', actions: ['refund'] });
    const amount = await screen.findByLabelText('Amount (₹)');
    expect(amount).toHaveValue(705.64);
    await user.clear(amount);
    await user.type(amount, '800');
    await user.click(screen.getByRole('button', { name: /^Refund/ }));
    expect(amount).toHaveAccessibleDescription(/Amount must be at most ₹705.64/);
    expect(calls).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '500');
    await user.selectOptions(screen.getByLabelText('Paid back by'), 'upi');
    await user.click(screen.getByRole('button', { name: 'Refund ₹500.00' }));
    expect(
      await screen.findByText('Refund recorded. The shopper has been e-mailed.'),
    ).toBeVisible();
    expect(calls[0]!.body).toEqual({ amount: 500, method: 'upi' });
    expect(screen.getByText('₹500.00 · UPI')).toBeVisible();
  });

  it('shows the timeline with who and when', async () => {
    open({
      ...requested,
      status: 'approved',
      actions: ['receive'],
      events: [
        ...requested.events,
        { status: 'approved', by: 'Meera', note: null, at: '2026-11-21T06:00:00.000Z' },
      ],
    });
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^RequestedAsha Verma · 20 Nov 2026/),
      expect.stringMatching(/^ApprovedMeera · 21 Nov 2026/),
    ]);
  });
});

describe('the console’s returns list', () => {
  it('lists requests with a link to each, and filters by status in the URL', async () => {
    const { api } = serve(requested);
    const { user, location } = renderPage(<AdminReturnsPage />, {
      route: '/admin/returns',
      user: staff,
      api,
    });
    const link = await screen.findByRole('link', { name: '2 × Bamboo Toothbrush' });
    expect(link).toHaveAttribute('href', '/admin/returns/r1');
    expect(screen.getByText('1 request')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Status'), 'approved');
    expect(location()).toBe('/admin/returns?status=approved');
  });

  it('says when there are none', async () => {
    renderPage(<AdminReturnsPage />, {
      route: '/admin/returns',
      user: staff,
      api: () => Response.json([], { headers: { 'X-Total-Count': '0' } }),
    });
    expect(await screen.findByText('No return requests yet')).toBeVisible();
  });
});
