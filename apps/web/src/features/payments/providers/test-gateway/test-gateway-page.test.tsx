import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, testUser } from '../../../../test/render';
import { TestGatewayPage } from './test-gateway-page';

const view = {
  orderNumber: '4821730956',
  method: 'upi',
  status: 'pending',
  label: 'Awaiting payment',
  amount: 4581.64,
  provider: 'test',
  payBy: '2026-11-24T10:15:00.000Z',
  canPay: true,
  failure: null,
};
const handler = {
  reference: 'order_test_1',
  paymentId: 'pay_test_1',
  signature: 'a'.repeat(64),
};

function renderGateway() {
  const calls: { url: string; body: unknown }[] = [];
  const fetchMock = renderPage(<h1>Elsewhere</h1>, {
    route: '/pay/test/4821730956?return=%2Fcheckout%3Forder%3D4821730956',
    user: testUser,
    routes: {
      '/pay/test/:orderNumber': <TestGatewayPage />,
      '/checkout': <h1>Back at checkout</h1>,
    },
    api: (url, init) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, body });
      if (url.endsWith('/start')) {
        return Response.json({
          provider: 'test',
          orderNumber: view.orderNumber,
          providerOrderId: 'order_test_1',
          amount: view.amount,
        });
      }
      if (url.endsWith('/test-gateway')) {
        return Response.json({
          payment: view,
          handler: body.outcome === 'success' ? handler : null,
        });
      }
      if (url.endsWith('/verify')) return Response.json({ ...view, status: 'paid' });
      return Response.json(view);
    },
  });
  return { calls, fetchMock };
}

describe('TestGatewayPage', () => {
  it('says it is a test, shows the amount, and sends a card payment on as Checkout would', async () => {
    const { calls } = renderGateway();
    expect(await screen.findByText('Test payment — no real money moves.')).toBeInTheDocument();
    expect(screen.getByTestId('gateway-amount')).toHaveTextContent('₹4,581.64');
    fireEvent.click(screen.getByRole('button', { name: 'Pay with the test card' }));
    expect(await screen.findByRole('heading', { name: 'Back at checkout' })).toBeInTheDocument();
    const simulated = calls.find((c) => c.url.endsWith('/test-gateway'));
    expect(simulated?.body).toEqual({ channel: 'card', outcome: 'success' });
    expect(calls.find((c) => c.url.endsWith('/verify'))?.body).toEqual(handler);
  });

  it('reports a declined UPI request without verifying anything', async () => {
    const { calls } = renderGateway();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline in UPI app' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Back at checkout' })).toBeInTheDocument(),
    );
    expect(calls.find((c) => c.url.endsWith('/test-gateway'))?.body).toEqual({
      channel: 'upi',
      outcome: 'failure',
    });
    expect(calls.some((c) => c.url.endsWith('/verify'))).toBe(false);
  });
});
