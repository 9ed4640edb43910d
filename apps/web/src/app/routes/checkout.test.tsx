import { CHECKOUT_ERROR_DELAY_MS } from '@harit/core/orders';
import type { PaymentOptions } from '@harit/core/payments';
import type { CartLine, CheckoutItem, Order, PinCodePlace, SavedAddress } from '@harit/core/types';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeAddress, makeOrder, pinCodeReply } from '../../test/fixtures';
import { hrefOf, renderPage, signInAs } from '../../test/render';
import { LOCATION_STORAGE_KEY, resetDeliveryLocation } from '../layout/header/delivery-location';
import { CheckoutPage } from './checkout';

const asha = { id: 'u1', name: 'Asha Verma', email: 'asha@example.in' };

const toothbrush: CheckoutItem = {
  productId: 'p1',
  name: 'Bamboo Toothbrush (Pack of 4)',
  price: 1899,
  quantity: 2,
  image: '/images/products/bamboo-toothbrush-pack-of-4.svg',
};
const bottle: CheckoutItem = {
  productId: 'p2',
  name: 'Copper Water Bottle',
  price: 1250.5,
  quantity: 1,
  image: '/images/products/copper-water-bottle.svg',
};

type Reply = Response | Promise<Response>;

interface FakeServer {
  cart?: CartLine[];
  saved?: { shipping: Order['shippingAddress'] | null; paymentMethod: string | null };
  /** The answers to POST /api/orders, in turn (the last one repeats). */
  orders?: (() => Reply)[];
  /** The address book. */
  addresses?: SavedAddress[];
  /** GET /api/payments/options (decision 056); default: the test gateway takes all three. */
  paymentOptions?: PaymentOptions;
}

/** What GET /api/pin-codes/:pin knows in these tests. */
const PIN_CODES: Record<string, Omit<PinCodePlace, 'pin'>> = {
  '411001': { city: 'Pune', district: 'Pune', state: 'Maharashtra', states: ['Maharashtra'] },
  // No head office: City is the shopper's to fill (decision 062).
  '560025': {
    city: null,
    district: 'Bengaluru Urban',
    state: 'Karnataka',
    states: ['Karnataka'],
  },
};

/** A fake API at the network level: every call is recorded. */
function serve({
  cart = [],
  saved,
  orders = [],
  addresses = [],
  paymentOptions = { provider: 'test', methods: ['credit-card', 'upi', 'cod'] },
}: FakeServer = {}) {
  let placed = 0;
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}): Promise<Response> => {
    const method = init.method ?? 'GET';
    if (url === '/api/account/addresses') return Response.json(addresses);
    if (url === '/api/payments/options') return Response.json(paymentOptions);
    if (url.startsWith('/api/pin-codes/')) return pinCodeReply(PIN_CODES, url);
    if (url === '/api/orders/saved-shipping') {
      return Response.json(saved ?? { shipping: null, paymentMethod: null });
    }
    if (url.startsWith('/api/cart/')) return Response.json(cart);
    if (url.startsWith('/api/payments/') && url.endsWith('/start') && method === 'POST') {
      const orderNumber = url.split('/')[3]!;
      return Response.json({
        provider: 'test',
        clientData: { reference: `order_${orderNumber}`, amount: 1 },
      });
    }
    if (url === '/api/orders' && method === 'POST') {
      const answer = orders[Math.min(placed, orders.length - 1)];
      placed++;
      return answer ? answer() : Response.json(makeOrder(), { status: 201 });
    }
    return Response.json({ message: `unexpected ${method} ${url}` }, { status: 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const orderCalls = () =>
    fetchMock.mock.calls.filter(([url, init]) => url === '/api/orders' && init?.method === 'POST');
  return { fetchMock, orderCalls };
}

function renderCheckout(items?: CheckoutItem[]) {
  return renderPage(<CheckoutPage />, {
    route: { pathname: '/checkout', state: items ? { items } : null },
    routes: {
      '/login': <h1>Sign In page</h1>,
      '/pay/test/:orderNumber': <h1>Test gateway page</h1>,
    },
    // No pause between keystrokes: these forms are long, and the suite shares two cores.
    typingDelay: null,
  });
}

const field = (name: string) => screen.getByLabelText(name);

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First name'), 'Asha');
  await user.type(field('Last name'), 'Verma');
  await user.clear(field('Email'));
  await user.type(field('Email'), 'asha.verma@example.in');
  await user.type(field('Phone'), '9876543210');
  await user.type(field('Address'), '14 MG Road, Koregaon Park');
  await user.type(field('City'), 'Pune');
  await user.selectOptions(field('State'), 'Maharashtra');
  await user.type(field('PIN code'), '411001');
}

// Whole forms typed in, on a shared two-core machine: more than the default 5 s per test.
describe('CheckoutPage', { timeout: 15_000 }, () => {
  beforeEach(() => {
    signInAs(asha);
    // The simulated payment step and the error delay, shortened for tests.
    window.__HARIT_CHECKOUT_DELAY_MS__ = 0;
  });
  afterEach(() => {
    delete window.__HARIT_CHECKOUT_DELAY_MS__;
  });

  it('sends a signed-out visitor to /login', async () => {
    signInAs(null);
    serve();
    const { router } = renderCheckout([toothbrush]);
    expect(await screen.findByRole('heading', { name: 'Sign In page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('summarises the items from navigation state with totals and the environmental impact', async () => {
    serve();
    renderCheckout([toothbrush, bottle]);
    const summary = await screen.findByRole('complementary', { name: 'Order Summary' });
    const rows = within(summary).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Bamboo Toothbrush (Pack of 4)');
    expect(rows[0]).toHaveTextContent('Qty: 2');
    // the lines with GST, as the cart showed them (decision 082): 2 × ₹2,240.82; ₹1,475.59
    expect(rows[0]).toHaveTextContent('₹4,481.64');
    expect(rows[1]).toHaveTextContent('₹1,475.59');
    // SPEC §9: subtotal 5048.50, GST 18 % = 908.73, shipping 100, total 6057.23.
    expect(within(summary).getByText('Subtotal').nextSibling).toHaveTextContent('₹5,048.50');
    expect(within(summary).getByText('Shipping').nextSibling).toHaveTextContent('₹100.00');
    expect(within(summary).getByText('GST (18%)').nextSibling).toHaveTextContent('₹908.73');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('₹6,057.23');
    // SPEC §9: bamboo −2.5 × 2 saved, the bottle 0.8 emitted; 2 eco products; net 4.2.
    const impact = within(summary).getByRole('region', { name: 'Environmental Impact' });
    expect(within(impact).getByText('CO2 saved').nextSibling).toHaveTextContent('5.0 kg CO2');
    expect(within(impact).getByText('Emissions').nextSibling).toHaveTextContent('0.8 kg CO2');
    expect(within(impact).getByText('Eco products').nextSibling).toHaveTextContent('2');
    expect(within(impact).getByText('Net impact').nextSibling).toHaveTextContent(
      '4.2 kg CO2 saved',
    );
  });

  it("links each summary line's name to its product page, by id", async () => {
    serve();
    renderCheckout([toothbrush]);
    const summary = await screen.findByRole('complementary', { name: 'Order Summary' });
    expect(
      within(summary).getByRole('link', { name: 'Bamboo Toothbrush (Pack of 4)' }),
    ).toHaveAttribute('href', '/product/p1');
  });

  it('shows each SPEC §5 message under its field for an empty form and sends nothing', async () => {
    const { orderCalls } = serve();
    const { user } = renderCheckout([toothbrush]);
    await user.clear(await screen.findByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const expected: [string, string][] = [
      ['First name', 'First name is required'],
      ['Last name', 'Last name is required'],
      ['Email', 'Valid email is required'],
      ['Phone', 'Valid phone number is required'],
      ['Address', 'Address is required'],
      ['City', 'City is required'],
      ['State', 'State is required'],
      ['PIN code', 'Enter a valid 6-digit PIN code.'],
    ];
    // The check is asynchronous (the schema loads on a form's first check, decision 037).
    await waitFor(() => {
      for (const [label, message] of expected) {
        const control = field(label);
        expect(control).toHaveAttribute('aria-invalid', 'true');
        expect(control).toHaveAccessibleDescription(message);
      }
      // The first invalid field gets focus.
      expect(field('First name')).toHaveFocus();
    });
    expect(orderCalls()).toHaveLength(0);
    expect(screen.queryByText('Processing...')).not.toBeInTheDocument();
  });

  it('rejects a malformed e-mail, a 9-digit phone, a 5-digit ZIP and blank-only names', async () => {
    const { orderCalls } = serve();
    const { user } = renderCheckout([toothbrush]);
    await screen.findByLabelText('First name');
    await fillValidForm(user);
    await user.clear(field('First name'));
    await user.type(field('First name'), '   ');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'asha@example');
    await user.clear(field('Phone'));
    await user.type(field('Phone'), '987654321');
    await user.clear(field('PIN code'));
    await user.type(field('PIN code'), '41100');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Valid email is required')).toBeInTheDocument();
    expect(screen.getByText('Valid phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid 6-digit PIN code.')).toBeInTheDocument();
    expect(screen.queryByText('Last name is required')).not.toBeInTheDocument();
    expect(screen.queryByText('City is required')).not.toBeInTheDocument();
    expect(orderCalls()).toHaveLength(0);
  });

  it("reads 'Processing...' while busy, then confirms the server's order", async () => {
    let answer!: (r: Response) => void;
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const order = makeOrder({
      orderNumber: '7301958246',
      total: 6057.23,
      shippingAddress: { ...makeOrder().shippingAddress, email: 'asha.verma@example.in' },
      carbonImpact: { savings: 5, emissions: 0.8, ecoProducts: 2, net: 4.2 },
    });
    const { orderCalls } = serve({ orders: [() => pending] });
    const { user } = renderCheckout([toothbrush, bottle]);
    await screen.findByLabelText('First name');
    await fillValidForm(user);
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(orderCalls()).toHaveLength(1));
    const [, init] = orderCalls()[0]!;
    // Only ids and quantities go to the server; it prices the order itself.
    expect(JSON.parse(String(init?.body))).toEqual({
      items: [
        { productId: 'p1', quantity: 2 },
        { productId: 'p2', quantity: 1 },
      ],
      shipping: {
        firstName: 'Asha',
        lastName: 'Verma',
        email: 'asha.verma@example.in',
        phone: '9876543210',
        address: '14 MG Road, Koregaon Park',
        city: 'Pune',
        state: 'Maharashtra',
        zip: '411001',
      },
      paymentMethod: 'cod',
      saveInfo: false,
    });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^.{8,100}$/);

    answer(Response.json(order, { status: 201 }));
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(screen.getByText('asha.verma@example.in')).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('7301958246');
    expect(screen.getByText('₹6,057.23')).toBeInTheDocument();
    const recap = screen.getByRole('region', { name: 'Environmental Impact' });
    expect(recap).toHaveTextContent('4.2 kg CO2 saved');
    expect(hrefOf('Continue Shopping')).toBe('/shop');
    expect(hrefOf('View your orders')).toBe('/orders');
  });

  it('takes a card order to the payment gateway, not to the confirmation', async () => {
    const order = makeOrder({
      orderNumber: '7301958246',
      paymentMethod: 'credit-card',
      payment: {
        status: 'pending',
        payBy: '2026-11-24T10:15:00.000Z',
        canPay: true,
        failure: null,
      },
    });
    const { fetchMock } = serve({ orders: [() => Response.json(order, { status: 201 })] });
    const { user } = renderCheckout([toothbrush]);
    await screen.findByLabelText('First name');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Test gateway page' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/payments/7301958246/start')).toBe(
      true,
    );
    expect(screen.queryByRole('heading', { name: 'Order Confirmed!' })).not.toBeInTheDocument();
  });

  it('takes a business buyer’s GSTIN, checked as the server checks it, for a B2B invoice', async () => {
    const { orderCalls } = serve();
    const { user } = renderCheckout([toothbrush]);
    await screen.findByLabelText('First name');
    await fillValidForm(user);
    await user.click(screen.getByLabelText('Cash on Delivery'));
    await user.type(field('GSTIN'), '07AAACG2115R1ZQ');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(field('GSTIN')).toHaveAccessibleDescription(
      "The GSTIN's check character is Q; for these first 14 characters it must be J.",
    );
    expect(field('Legal name of the business')).toHaveAccessibleDescription(
      "Enter the business's legal name, as registered for GST.",
    );
    expect(orderCalls()).toHaveLength(0);
    await user.clear(field('GSTIN'));
    await user.type(field('GSTIN'), '07aaacg2115r1zj');
    await user.type(field('Legal name of the business'), 'Green Leaf Traders');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(orderCalls()).toHaveLength(1));
    expect(JSON.parse(String(orderCalls()[0]![1]!.body))).toMatchObject({
      business: { gstin: '07AAACG2115R1ZJ', legalName: 'Green Leaf Traders' },
    });
  });

  it('shows why a failed order failed, keeps the form and its values, and confirms nothing', async () => {
    const { orderCalls } = serve({
      orders: [
        () => Response.json({ message: 'Copper Water Bottle is out of stock' }, { status: 409 }),
      ],
    });
    const { user } = renderCheckout([toothbrush, bottle]);
    await screen.findByLabelText('First name');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your order was not placed.');
    expect(alert).toHaveTextContent('Copper Water Bottle is out of stock');
    expect(orderCalls()).toHaveLength(1);
    expect(screen.queryByText('Order Confirmed!')).not.toBeInTheDocument();
    expect(field('First name')).toHaveValue('Asha');
    expect(field('Email')).toHaveValue('asha.verma@example.in');
    expect(field('State')).toHaveValue('Maharashtra');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('sends at once, reads Processing... until the server answers, and shows an error 1 s later', async () => {
    delete window.__HARIT_CHECKOUT_DELAY_MS__;
    let answer: (response: Response) => void = () => {};
    const { orderCalls } = serve({
      orders: [() => new Promise<Response>((resolve) => (answer = resolve))],
    });
    const { user } = renderCheckout([toothbrush]);
    await screen.findByLabelText('First name');
    await fillValidForm(user);
    // Only setTimeout: React and the DOM keep their own scheduling; act() flushes React's work.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
      // Decision 060: no fixed wait before the order goes out.
      await advance(0);
      expect(orderCalls()).toHaveLength(1);
      // However long the server takes, Processing... stays.
      await advance(5000);
      expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
      answer(Response.json({ message: 'Only 1 of Cork Yoga Mat left in stock' }, { status: 409 }));
      await advance(CHECKOUT_ERROR_DELAY_MS - 100);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Processing...' })).toBeInTheDocument();
      await advance(100);
      expect(screen.getByRole('alert')).toHaveTextContent('Only 1 of Cork Yoga Mat left in stock');
    } finally {
      vi.useRealTimers();
    }
  });

  it('retries a lost answer with the same Idempotency-Key, so it cannot order twice', async () => {
    const { orderCalls } = serve({
      orders: [
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => Response.json(makeOrder(), { status: 200 }),
      ],
    });
    const { user } = renderCheckout([toothbrush]);
    await screen.findByLabelText('First name');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not reach the server');

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    const keys = orderCalls().map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('makes one request however often Place Order is pressed while processing', async () => {
    const { orderCalls } = serve({ orders: [() => new Promise<Response>(() => {})] });
    const { user } = renderCheckout([toothbrush]);
    await screen.findByLabelText('First name');
    await fillValidForm(user);
    const button = screen.getByRole('button', { name: 'Place Order' });
    await user.dblClick(button);
    await user.click(button);
    await waitFor(() => expect(orderCalls()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it("checks out the signed-in user's cart on a direct visit", async () => {
    serve({
      cart: [
        {
          ...toothbrush,
          mrp: 2999,
          stock: 10,
          carbonKgPerUnit: -0.2,
          gstRate: 18,
          priceWithGst: 2240.82,
        },
      ],
    });
    renderCheckout();
    const summary = await screen.findByRole('complementary', { name: 'Order Summary' });
    expect(summary).toHaveTextContent('Bamboo Toothbrush (Pack of 4)');
    expect(summary).toHaveTextContent('Qty: 2');
  });

  it('offers the shop when there is nothing to check out', async () => {
    serve({ cart: [] });
    renderCheckout();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(hrefOf('Continue Shopping')).toBe('/shop');
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
  });

  it('fills the form from the saved information, and asks afresh whether to save it', async () => {
    serve({
      saved: { shipping: makeOrder().shippingAddress, paymentMethod: 'upi' },
    });
    renderCheckout([toothbrush]);
    expect(await screen.findByLabelText('First name')).toHaveValue('Asha');
    expect(field('City')).toHaveValue('Pune');
    expect(field('State')).toHaveValue('Maharashtra');
    expect(screen.getByRole('radio', { name: 'UPI' })).toBeChecked();
    // Decision 060: saving is asked for each time, never left ticked from the last order.
    expect(
      screen.getByRole('checkbox', { name: 'Save this information for next time' }),
    ).not.toBeChecked();
  });

  it('offers cash on delivery only, and says why, when online payment is not set up', async () => {
    serve({
      saved: { shipping: makeOrder().shippingAddress, paymentMethod: 'upi' },
      paymentOptions: { provider: null, methods: ['cod'] },
    });
    renderCheckout([toothbrush]);
    expect(await screen.findByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    expect(screen.getAllByRole('radio', { name: /Card|UPI|Cash/ })).toHaveLength(1);
    expect(screen.getByTestId('cash-only')).toHaveTextContent(
      'Online payment is not set up in this shop yet, so it takes cash on delivery only.',
    );
  });

  it('starts with Credit/Debit Card chosen and the account e-mail filled in', async () => {
    serve();
    renderCheckout([toothbrush]);
    expect(await screen.findByRole('radio', { name: 'Credit/Debit Card' })).toBeChecked();
    expect(field('Email')).toHaveValue('asha@example.in');
    expect(
      screen.getByRole('checkbox', { name: 'Save this information for next time' }),
    ).not.toBeChecked();
    // 28 states and 8 union territories, after the prompt.
    expect(within(field('State')).getAllByRole('option')).toHaveLength(37);
  });

  describe('saved addresses', () => {
    const home = homeAddress;
    const parents: SavedAddress = {
      ...home,
      id: 'a2',
      firstName: 'Lakshmi',
      address: '14 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      zip: '411001',
      isDefault: false,
    };

    it('preselects the default address, fills the fields from the one chosen, or starts anew', async () => {
      serve({ addresses: [home, parents] });
      const { user } = renderCheckout([toothbrush]);
      const deliverTo = await screen.findByRole('group', { name: 'Deliver to' });
      expect(within(deliverTo).getByRole('radio', { name: /Meera Iyer/ })).toBeChecked();
      expect(field('First name')).toHaveValue('Meera');
      expect(field('PIN code')).toHaveValue('560025');
      // No e-mail saved with the address: the account's.
      expect(field('Email')).toHaveValue('asha@example.in');

      await user.click(within(deliverTo).getByRole('radio', { name: /Lakshmi Iyer/ }));
      expect(field('First name')).toHaveValue('Lakshmi');
      expect(field('City')).toHaveValue('Pune');
      expect(field('State')).toHaveValue('Maharashtra');

      await user.click(within(deliverTo).getByRole('radio', { name: 'Use a new address' }));
      expect(field('First name')).toHaveValue('');
      expect(field('PIN code')).toHaveValue('');
      expect(field('Email')).toHaveValue('asha@example.in');
    });

    it("preselects the address chosen in the header's Deliver to", async () => {
      window.localStorage.setItem(
        LOCATION_STORAGE_KEY,
        JSON.stringify({ label: 'Lakshmi · 411001', detail: '14 MG Road', addressId: 'a2' }),
      );
      resetDeliveryLocation();
      const { orderCalls } = serve({ addresses: [home, parents] });
      const { user } = renderCheckout([toothbrush]);
      expect(await screen.findByRole('radio', { name: /Lakshmi Iyer/ })).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      await waitFor(() => expect(orderCalls()).toHaveLength(1));
      const body = JSON.parse(String(orderCalls()[0]![1]?.body));
      expect(body.shipping).toMatchObject({ firstName: 'Lakshmi', zip: '411001' });
      window.localStorage.removeItem(LOCATION_STORAGE_KEY);
      resetDeliveryLocation();
    });

    it('asks before a saved address replaces the default, and sends the answer', async () => {
      const { orderCalls } = serve({ addresses: [home, parents] });
      const { user } = renderCheckout([toothbrush]);
      const deliverTo = await screen.findByRole('group', { name: 'Deliver to' });
      const replace = /Make it my default address, instead of 7 Richmond Road, Bengaluru/;
      await user.click(
        screen.getByRole('checkbox', { name: 'Save this information for next time' }),
      );
      // The default itself chosen: nothing to replace, nothing asked.
      expect(screen.queryByRole('checkbox', { name: replace })).not.toBeInTheDocument();
      await user.click(within(deliverTo).getByRole('radio', { name: /Lakshmi Iyer/ }));
      const question = screen.getByRole('checkbox', { name: replace });
      expect(question).not.toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      await waitFor(() => expect(orderCalls()).toHaveLength(1));
      const body = JSON.parse(String(orderCalls()[0]![1]?.body));
      expect(body).toMatchObject({ saveInfo: true, makeDefault: false });
    });

    it('fills city and state from the PIN code and flags a PIN in another state', async () => {
      serve();
      const { user } = renderCheckout([toothbrush]);
      await user.type(await screen.findByLabelText('PIN code'), '560025');
      await waitFor(() => expect(field('State')).toHaveValue('Karnataka'));
      expect(field('City')).toHaveValue('');
      expect(screen.getByText('Bengaluru Urban, Karnataka')).toBeInTheDocument();

      await user.selectOptions(field('State'), 'Kerala');
      expect(
        await screen.findByText('PIN code 560025 is in Karnataka, not Kerala'),
      ).toBeInTheDocument();

      await user.clear(field('PIN code'));
      await user.type(field('PIN code'), '999999');
      expect(await screen.findByText('We do not know this PIN code')).toBeInTheDocument();
    });

    it('estimates delivery under the PIN code once it is known, and notes GST in the summary', async () => {
      serve();
      const { user } = renderCheckout([toothbrush]);
      expect(screen.getByText('Subtotal is before GST; item prices include GST')).toBeVisible();
      expect(screen.queryByTestId('checkout-delivery')).not.toBeInTheDocument();
      await user.type(await screen.findByLabelText('PIN code'), '411001');
      expect(await screen.findByTestId('checkout-delivery')).toHaveTextContent(
        /^Delivery by .+ – .+ \(metro city, 2–3 days\)$/,
      );
      // A PIN in another state than the chosen one gets the flag, not a date.
      await user.selectOptions(field('State'), 'Kerala');
      await screen.findByText('PIN code 411001 is in Maharashtra, not Kerala');
      expect(screen.queryByTestId('checkout-delivery')).not.toBeInTheDocument();
    });
  });
});
