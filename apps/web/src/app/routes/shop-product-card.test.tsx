import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import { ShopProductCard } from './shop-product-card';

describe('the shop product card', () => {
  it('shows the price with GST, the struck-through MRP and the percent off on it', () => {
    renderPage(<ShopProductCard product={makeProduct({ price: 1899, mrp: 2999 })} />);
    // ₹1,899 + 18 % GST (₹341.82): the one figure a shopper pays (decision 082)
    expect(screen.getByTestId('price')).toHaveTextContent('₹2,240.82');
    expect(screen.queryByText('₹1,899.00')).not.toBeInTheDocument();
    const mrp = screen.getByTestId('mrp');
    expect(mrp.tagName).toBe('S');
    expect(mrp).toHaveTextContent('₹2,999.00');
    // round((2999 − 2240.82) / 2999 × 100) = 25, not 37 on the price before GST
    expect(screen.getByTestId('percent-off')).toHaveTextContent('25% off');
  });

  it('shows no percent-off badge and no MRP when the MRP is missing', () => {
    renderPage(<ShopProductCard product={makeProduct({ price: 500, mrp: null })} />);
    expect(screen.queryByTestId('percent-off')).not.toBeInTheDocument();
    expect(screen.queryByTestId('mrp')).not.toBeInTheDocument();
  });

  it('shows no badge when the MRP equals the price', () => {
    renderPage(<ShopProductCard product={makeProduct({ price: 500, mrp: 500 })} />);
    expect(screen.queryByTestId('percent-off')).not.toBeInTheDocument();
  });

  it('shows no badge when the discount rounds to 0 %, but still strikes the higher MRP', () => {
    // ₹847 + 18 % = ₹999.46 against ₹1,000: 0.05 % off
    renderPage(<ShopProductCard product={makeProduct({ price: 847, mrp: 1000 })} />);
    expect(screen.queryByTestId('percent-off')).not.toBeInTheDocument();
    expect(screen.getByTestId('mrp')).toHaveTextContent('₹1,000.00');
  });

  it('shows name, description, stars and the carbon badge', () => {
    renderPage(<ShopProductCard product={makeProduct()} />);
    const card = screen.getByTestId('product-card');
    expect(
      within(card).getByRole('heading', { name: 'Bamboo Toothbrush (Pack of 4)' }),
    ).toBeInTheDocument();
    expect(within(card).getByText(/Biodegradable bamboo handles/)).toBeInTheDocument();
    expect(within(card).getByText('(3,120)')).toBeInTheDocument();
    // The product's carbon record figure (decision 069).
    expect(within(card).getByTestId('carbon-badge')).toHaveTextContent('Saves 2.5 kg CO2');
  });

  it("links the image and the name to the product page; only the name's link is a tab stop", () => {
    renderPage(<ShopProductCard product={makeProduct()} />);
    const [image, name] = screen.getAllByRole('link', { name: 'Bamboo Toothbrush (Pack of 4)' });
    expect(image).toHaveAttribute('href', '/product/bamboo-toothbrush-pack-of-4');
    expect(image).toHaveAttribute('tabindex', '-1');
    expect(name).toHaveAttribute('href', '/product/bamboo-toothbrush-pack-of-4');
    expect(name).not.toHaveAttribute('tabindex');
  });

  it('falls back to the placeholder image when the image fails', async () => {
    const { container } = renderPage(<ShopProductCard product={makeProduct()} />);
    const img = screen.getByRole('img', { name: 'Bamboo Toothbrush (Pack of 4)' });
    // fireEvent runs in act(): the card has re-rendered when it returns.
    fireEvent.error(img);
    await waitFor(() =>
      expect(container.querySelector('img')).toHaveAttribute('src', '/images/placeholder.svg'),
    );
  });

  it.each([
    ['wishlist heart', { name: /to wishlist/ }],
    ['Add to Cart', { name: /Add to Cart/ }],
    ['Buy Now', { name: /Buy Now/ }],
  ])('sends a signed-out visitor from the %s to /login', async (_label, query) => {
    const { user, location } = renderPage(<ShopProductCard product={makeProduct()} />, {
      route: '/shop',
    });
    await user.click(screen.getByRole('button', query));
    expect(location()).toBe('/login');
  });

  it('marks an out-of-stock product and disables Add to Cart (listed, not hidden)', () => {
    renderPage(<ShopProductCard product={makeProduct({ stock: 0 })} />);
    const card = screen.getByTestId('product-card');
    expect(within(card).getByText('Out of stock', { selector: 'p' })).toBeVisible();
    expect(within(card).getByRole('button', { name: /^Out of stock/ })).toBeDisabled();
  });

  it('has no out-of-stock mark while there is stock', () => {
    renderPage(<ShopProductCard product={makeProduct({ stock: 3 })} />);
    expect(screen.queryByText('Out of stock', { selector: 'p' })).not.toBeInTheDocument();
  });
});
