import type { PinCodePlace, Product } from '@harit/core/types';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProduct, pinCodeReply } from '../../test/fixtures';
import { type FakeApi, renderPage, testUser } from '../../test/render';
import { LOCATION_STORAGE_KEY, resetDeliveryLocation } from '../layout/header/delivery-location';
import { ProductPage } from './product';

// makeProduct's defaults: Bamboo Toothbrush (Pack of 4), ₹1,899 (MRP ₹2,999), 4.4 stars from
// 3,120, in Zero Waste, 10 in stock.
const brush = makeProduct();
const cup = makeProduct({
  _id: 'p2',
  name: 'Bamboo Fibre Cup',
  slug: 'bamboo-fibre-cup',
  description: 'A cup for hot drinks.',
  price: 450,
  mrp: null,
  rating: 4,
  ratingCount: 12,
});

/** What GET /api/pin-codes/:pin knows here; the server dates the estimate from core's table. */
const place = (city: string | null, district: string, state: string) => ({
  city,
  district,
  state,
  states: [state],
});
const PIN_CODES: Record<string, Omit<PinCodePlace, 'pin'>> = {
  '560095': place(null, 'Bengaluru Urban', 'Karnataka'),
  '570001': place('Mysuru', 'Mysuru', 'Karnataka'),
  '122002': place(null, 'Gurugram', 'Haryana'),
  '781001': place('Guwahati', 'Kamrup Metro', 'Assam'),
};

/** The server as the page meets it: one product by slug or id, its related list, an empty cart. */
function catalogApi(
  products: Product[],
  { related = [], status }: { related?: Product[]; status?: number } = {},
) {
  return (url: string) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (status) return Response.json({ message: 'Something went wrong' }, { status });
    const [, , , key, rest] = path.split('/');
    const product = products.find((p) => p.slug === key || p._id === key);
    if (path.startsWith('/api/products/') && product) {
      return Response.json(rest === 'related' ? related : product);
    }
    if (path.startsWith('/api/cart') || path.startsWith('/api/wishlist')) return Response.json([]);
    if (path.startsWith('/api/pin-codes/')) return pinCodeReply(PIN_CODES, path);
    return Response.json({ message: 'Product not found' }, { status: 404 });
  };
}

function openProductPage(slug: string, api: FakeApi, user: typeof testUser | null = null) {
  return renderPage(<p>Elsewhere</p>, {
    route: `/product/${slug}`,
    user,
    api,
    routes: { '/product/:slug': <ProductPage />, '/login': <p>Login page</p> },
  });
}

describe('the product page', () => {
  afterEach(() => {
    resetDeliveryLocation();
  });

  it('shows a skeleton while the product loads', () => {
    openProductPage('bamboo-toothbrush-pack-of-4', () => new Promise<Response>(() => {}));
    expect(screen.getByText('Loading product…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the 404 page for a slug the server does not know', async () => {
    openProductPage('no-such-thing', catalogApi([brush]));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  it('shows the error with Try Again, which loads the product', async () => {
    let failing = true;
    const api = catalogApi([brush]);
    const { user } = openProductPage('bamboo-toothbrush-pack-of-4', (url) =>
      failing ? Response.json({ message: 'Down' }, { status: 500 }) : api(url),
    );
    expect(await screen.findByText('Failed to fetch product.')).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: brush.name })).toBeInTheDocument();
  });

  it('shows the product: breadcrumb, price, MRP, percent off, stars, stock, description', async () => {
    openProductPage('bamboo-toothbrush-pack-of-4', catalogApi([brush]));
    expect(await screen.findByRole('heading', { level: 1, name: brush.name })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${brush.name} · Harit`));

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Zero Waste' })).toHaveAttribute(
      'href',
      '/shop?category=Zero%20Waste',
    );
    expect(within(crumbs).getByText(brush.name)).toHaveAttribute('aria-current', 'page');

    // the price with its GST (₹1,899 + 18 %), and the percent off on it (decision 082)
    expect(screen.getByText('₹2,240.82')).toBeVisible();
    expect(screen.getByTestId('mrp')).toHaveTextContent('₹2,999.00');
    expect(screen.getByTestId('percent-off')).toHaveTextContent('25% off');
    expect(screen.getByText('Rated 4.4 out of 5 from 3,120 ratings')).toBeInTheDocument();
    expect(screen.getByText(brush.description)).toBeVisible();
    expect(screen.getByTestId('stock-state')).toHaveTextContent('In stock');
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Customer reviews' })).toBeInTheDocument();
  });

  it("shows the product's carbon record: its one figure, what it is worked out from, and sources", async () => {
    openProductPage('bamboo-toothbrush-pack-of-4', catalogApi([brush]));
    const label = await screen.findByTestId('carbon-label');
    // The badge says the record's figure (decision 069) in words, never with a minus sign.
    const saved = -brush.carbon.netKgPerUnit;
    expect(within(label).getByTestId('carbon-badge')).toHaveTextContent(
      `Saves ${saved.toFixed(1)} kg CO2`,
    );
    expect(within(label).getByTestId('carbon-badge')).not.toHaveTextContent('-');
    expect(label).toHaveTextContent(`Main material${brush.carbon.material}`);
    expect(label).toHaveTextContent('How we worked this out');
    expect(within(label).getByTestId('carbon-sources')).toHaveTextContent(
      brush.carbon.sources[0]!.name,
    );
  });

  it('says how many are left at 5 or fewer', async () => {
    openProductPage('bamboo-toothbrush-pack-of-4', catalogApi([{ ...brush, stock: 3 }]));
    expect(await screen.findByTestId('stock-state')).toHaveTextContent('Only 3 left');
  });

  it('marks an out-of-stock product and disables Add to Cart', async () => {
    openProductPage('bamboo-toothbrush-pack-of-4', catalogApi([{ ...brush, stock: 0 }]));
    expect(await screen.findByTestId('stock-state')).toHaveTextContent('Out of stock');
    expect(screen.getByRole('button', { name: /Out of stock/ })).toBeDisabled();
  });

  it('sends a signed-out visitor from the wishlist heart to /login', async () => {
    const { user, location } = openProductPage('bamboo-toothbrush-pack-of-4', catalogApi([brush]));
    await user.click(await screen.findByRole('button', { name: /to wishlist/ }));
    expect(location()).toBe('/login');
  });

  it('answers by id as well as by slug (cart and order lines link by id)', async () => {
    openProductPage('p1', catalogApi([brush]));
    expect(await screen.findByRole('heading', { level: 1, name: brush.name })).toBeVisible();
  });

  it('estimates delivery for a PIN code by its zone, and says when the PIN code is not valid', async () => {
    const { user } = openProductPage('bamboo-toothbrush-pack-of-4', catalogApi([brush]));
    const pin = await screen.findByLabelText('PIN code');
    await user.type(pin, '5600');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Enter a valid 6-digit PIN code.')).toBeVisible();
    expect(pin).toHaveAttribute('aria-invalid', 'true');

    await user.type(pin, '95');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.queryByText('Enter a valid 6-digit PIN code.')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('delivery-result')).toHaveTextContent(
        /Delivery to 560095 \(Bengaluru Urban, metro city\): .+ – .+ \(2–3 days\)/,
      ),
    );

    await user.clear(pin);
    await user.type(pin, '570001');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(screen.getByTestId('delivery-result')).toHaveTextContent(
        /Delivery to 570001 \(Mysuru, rest of our state\): .+ \(3–5 days\)/,
      ),
    );

    await user.clear(pin);
    await user.type(pin, '781001');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(screen.getByTestId('delivery-result')).toHaveTextContent(
        /\(Guwahati, north-east, Jammu & Kashmir, Ladakh and islands\): .+ \(7–10 days\)/,
      ),
    );

    await user.clear(pin);
    await user.type(pin, '999999');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('We do not know this PIN code')).toBeVisible();
    expect(screen.getByTestId('delivery-result')).toHaveTextContent('');

    // Six digits are a well-formed PIN: one India Post does not know is not "invalid".
    await user.clear(pin);
    await user.type(pin, '000000');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('We do not know this PIN code')).toBeVisible();
    expect(screen.queryByText('Enter a valid 6-digit PIN code.')).not.toBeInTheDocument();
    expect(screen.getByTestId('delivery-result')).toHaveTextContent('');
  });

  it('estimates delivery at once for the PIN code of the location chosen in the header', async () => {
    window.localStorage.setItem(
      LOCATION_STORAGE_KEY,
      JSON.stringify({
        label: 'Office',
        detail: 'Tower B, DLF Cyber City Phase 2, Gurugram 122002',
      }),
    );
    openProductPage('bamboo-toothbrush-pack-of-4', catalogApi([brush]));
    expect(await screen.findByLabelText('PIN code')).toHaveValue('122002');
    await waitFor(() =>
      expect(screen.getByTestId('delivery-result')).toHaveTextContent(
        /Delivery to 122002 \(Gurugram, rest of India\): .+ \(4–7 days\)/,
      ),
    );
  });

  it('says under the price that it is inclusive of all taxes', async () => {
    openProductPage('bamboo-toothbrush-pack-of-4', catalogApi([brush]));
    expect(await screen.findByText('Inclusive of all taxes')).toBeVisible();
    expect(screen.queryByText(/Prices exclude/)).not.toBeInTheDocument();
  });

  it('opens the picture in a lightbox that Escape closes, focus back on the picture', async () => {
    const { user } = openProductPage('bamboo-toothbrush-pack-of-4', catalogApi([brush]));
    const enlarge = await screen.findByRole('button', {
      name: `Enlarge the picture of ${brush.name}`,
    });
    await user.click(enlarge);
    const dialog = screen.getByRole('dialog', { name: brush.name });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(enlarge).toHaveFocus();
  });

  it('suggests products of the same category, each linking to its own page', async () => {
    const api = catalogApi([brush], { related: [cup] });
    const { api: fetchMock } = openProductPage('bamboo-toothbrush-pack-of-4', api);
    const related = await screen.findByRole('region', { name: 'More from Zero Waste' });
    // The card's image and name both open it.
    const links = await within(related).findAllByRole('link', { name: cup.name });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/product/bamboo-fibre-cup',
      '/product/bamboo-fibre-cup',
    ]);
    expect(fetchMock?.mock.calls.map(([url]) => url)).toContain(
      '/api/products/bamboo-toothbrush-pack-of-4/related?limit=4',
    );
  });

  it('shows a signed-in shopper Add to Cart and Buy Now', async () => {
    openProductPage('bamboo-toothbrush-pack-of-4', catalogApi([brush]), testUser);
    expect(await screen.findByRole('button', { name: /Add to Cart/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Buy Now/ })).toBeEnabled();
  });
});
