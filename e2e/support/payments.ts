// Paying on the built-in test gateway (decision 033), as a shopper does in the
// browser or, for specs about something else, through the API as the payment page does.
import { expect, type Page } from '@playwright/test';
import { apiAs } from './fixtures';

export type GatewayChoice =
  | 'Approve in UPI app'
  | 'Decline in UPI app'
  | 'Let the request time out'
  | 'Pay with the test card'
  | 'Card declined by the bank'
  | 'Bank does not answer';

/** On the test gateway's page (clearly a test), chooses what the UPI app or bank does. */
export async function chooseOnTestGateway(page: Page, choice: GatewayChoice): Promise<void> {
  await expect(page).toHaveURL(/\/pay\/test\/\d+/);
  await expect(page.getByRole('heading', { name: 'Test payment', level: 1 })).toBeVisible();
  await expect(page.getByText('Test payment — no real money moves.')).toBeVisible();
  await page.getByRole('button', { name: choice }).click();
}

/** Pays a card or UPI order through the API as the test gateway's page does. */
export async function payOrderAs(page: Page, orderNumber: string): Promise<void> {
  await apiAs(page, `/payments/${orderNumber}/start`, { method: 'POST' });
  const { handler } = await apiAs<{ handler: object | null }>(
    page,
    `/payments/${orderNumber}/test-gateway`,
    { method: 'POST', data: { channel: 'upi', outcome: 'success' } },
  );
  expect(handler).not.toBeNull();
  await apiAs(page, `/payments/${orderNumber}/verify`, { method: 'POST', data: handler! });
}
