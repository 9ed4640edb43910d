import type { CheckoutQuote } from '@harit/core/coupons';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { OrderSummary } from './order-summary';

const items = [
  { productId: 'p1', name: 'Bamboo Toothbrush', price: 500, quantity: 2, image: '/b.webp' },
];

describe('the checkout summary', () => {
  it('shows the cart’s own figures until a coupon or points are applied', () => {
    renderPage(<OrderSummary items={items} />);
    expect(screen.queryByTestId('checkout-coupon-discount')).toBeNull();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,280.00');
  });

  it('shows the coupon and points off, and the server’s GST and total, once applied', () => {
    const quote: CheckoutQuote = {
      subtotal: 1000,
      couponCode: 'GREEN10',
      couponDiscount: 100,
      points: 50,
      pointsDiscount: 50,
      pointsBalance: 120,
      pointsSpendable: 120,
      gst: 153,
      gstByRate: [{ rate: 18, taxable: 850, gst: 153 }],
      shipping: 100,
      total: 1103,
    };
    renderPage(<OrderSummary items={items} quote={quote} />);
    expect(screen.getByTestId('checkout-coupon-discount')).toHaveTextContent('-₹100.00');
    expect(screen.getByText('Coupon GREEN10')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-points-discount')).toHaveTextContent('-₹50.00');
    expect(screen.getByTestId('checkout-gst')).toHaveTextContent('₹153.00');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,103.00');
  });
});
