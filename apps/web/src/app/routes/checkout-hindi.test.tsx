// The cart, the checkout form and the confirmation read Hindi when Hindi is chosen;
// the English tests beside them hold the English word for word.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartPage } from '../../features/cart/cart-page';
import { CheckoutForm, EMPTY_CHECKOUT } from '../../features/checkout/checkout-form';
import { OrderConfirmation } from '../../features/checkout/order-confirmation';
import { activateLanguage } from '../../lib/i18n';
import { fakeShopServer, lineOf } from '../../test/fake-shop-server';
import { makeOrder, makeProduct } from '../../test/fixtures';
import { renderPage, signInAs, stubApi, testUser } from '../../test/render';

const brush = makeProduct({ _id: 'p1', name: 'Bamboo Toothbrush', price: 1899, mrp: 2999 });
const bag = makeProduct({ _id: 'p2', name: 'Jute Tote Bag', price: 450.5, mrp: null });

describe('checkout screens in Hindi', () => {
  beforeEach(async () => {
    signInAs(testUser);
    await activateLanguage('hi');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('the cart: heading, item counts as Hindi plurals, summary and actions', async () => {
    fakeShopServer([brush, bag], { cart: [lineOf(brush, 2), lineOf(bag, 1)] });
    renderPage(<CartPage />, { route: '/cart' });
    const summary = await screen.findByTestId('order-summary');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('आपका शॉपिंग कार्ट');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('आपके कार्ट में 3 आइटम');
    expect(within(summary).getByText('उप-योग (3 आइटम)')).toBeInTheDocument();
    expect(within(summary).getByText('कुल राशि')).toBeInTheDocument();
    // Money keeps ₹ and Indian grouping in both languages.
    expect(within(summary).getByTestId('subtotal')).toHaveTextContent('₹4,248.50');
    expect(within(summary).getByRole('button', { name: 'चेकआउट करें' })).toBeVisible();
    const [brushRow] = screen.getAllByTestId('cart-row');
    expect(within(brushRow!).getByTestId('unit-price')).toHaveTextContent('₹2,240.82 प्रति नग'); // with 18 % GST (decision 082)
    expect(
      within(brushRow!).getByRole('button', { name: 'Bamboo Toothbrush को कार्ट से हटाएँ' }),
    ).toBeVisible();
  });

  it('the cart with one item says so in the singular', async () => {
    fakeShopServer([bag], { cart: [lineOf(bag, 1)] });
    renderPage(<CartPage />, { route: '/cart' });
    expect(await screen.findByTestId('cart-count')).toHaveTextContent('आपके कार्ट में 1 आइटम');
  });

  it("the checkout form shows core's validation messages in Hindi under their fields", async () => {
    stubApi(async () => Response.json([]));
    const onSubmit = vi.fn();
    const { user } = renderPage(
      <CheckoutForm defaultValues={EMPTY_CHECKOUT} busy={false} error={null} onSubmit={onSubmit} />,
      { route: '/checkout' },
    );
    await user.click(screen.getByRole('button', { name: 'ऑर्डर करें' }));
    const firstName = await screen.findByLabelText('पहला नाम');
    expect(firstName).toHaveAccessibleDescription('पहला नाम ज़रूरी है');
    expect(screen.getByLabelText('फ़ोन')).toHaveAccessibleDescription(
      expect.stringContaining('मान्य फ़ोन नंबर ज़रूरी है'),
    );
    expect(screen.getByText('6 अंकों का सही पिन कोड डालें।')).toBeVisible();
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'कैश ऑन डिलीवरी' })).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('the server’s refusal shows in Hindi when it has an entry, in English otherwise', async () => {
    stubApi(async () => Response.json([]));
    renderPage(
      <CheckoutForm
        defaultValues={EMPTY_CHECKOUT}
        busy={false}
        error="Valid phone number is required"
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByTestId('form-error')).toHaveTextContent('आपका ऑर्डर नहीं हुआ।');
    expect(screen.getByTestId('form-error')).toHaveTextContent('मान्य फ़ोन नंबर ज़रूरी है');
  });

  it('the order confirmation', () => {
    const order = makeOrder({
      paymentMethod: 'cod',
      payment: { status: 'pay-on-delivery', payBy: null, canPay: false, failure: null },
      rewardPoints: 5,
    });
    renderPage(<OrderConfirmation order={order} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ऑर्डर कन्फ़र्म हो गया!');
    expect(screen.getByText('ऑर्डर नंबर')).toBeVisible();
    expect(screen.getByTestId('confirmation-payment')).toHaveTextContent(
      'कैश ऑन डिलीवरी · डिलीवरी पर भुगतान',
    );
    expect(screen.getByRole('region', { name: 'पर्यावरण पर प्रभाव' })).toBeVisible();
    expect(screen.getByText('5 ग्रीन पॉइंट')).toBeVisible();
    expect(screen.getByRole('link', { name: 'अपने ऑर्डर देखें' })).toHaveAttribute('href', '/orders');
  });
});
