import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { FaqPage } from './faq-page';
import { PrivacyPage } from './privacy-page';
import { ShippingPage } from './shipping-page';
import { SupportPage } from './support-page';
import { TermsPage } from './terms-page';

const PAGES: [string, ComponentType, string][] = [
  ['/support', SupportPage, 'Customer Care'],
  ['/faq', FaqPage, 'Frequently Asked Questions'],
  ['/terms', TermsPage, 'Terms of Use'],
  ['/privacy', PrivacyPage, 'Privacy Policy'],
  ['/shipping', ShippingPage, 'Shipping Policy'],
];

describe.each(PAGES)('%s', (route, Page, title) => {
  it('sets its own document title and meta description, with one h1 and h2s below it', async () => {
    renderPage(<Page />, { route });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
    await expect.poll(() => document.title).toBe(`${title} · Harit`);
    const description = document.head.querySelector('meta[name="description"]');
    expect(description?.getAttribute('content')?.length).toBeGreaterThan(50);
  });
});

describe('ShippingPage', () => {
  it('states the flat ₹100 fee, GST at 18 % and delivery times by region', () => {
    renderPage(<ShippingPage />, { route: '/shipping' });
    expect(screen.getByText(/flat ₹100\.00 per order/)).toBeVisible();
    expect(screen.getByText(/GST at 18 % of the subtotal/)).toBeVisible();
    const times = screen.getByRole('table', {
      name: 'Delivery time from the day of the order, by region',
    });
    // The zones and days of core's table (decision 029), which the estimates use too.
    for (const [region, days] of [
      ['Metro city', '2–3 days'],
      ['Rest of our state', '3–5 days'],
      ['Rest of India', '4–7 days'],
      ['North-east, Jammu & Kashmir, Ladakh and islands', '7–10 days'],
    ]) {
      const row = within(times).getByRole('rowheader', { name: region }).closest('tr')!;
      expect(row).toHaveTextContent(days!);
    }
  });

  it('works the example order out with the cart rule', () => {
    renderPage(<ShippingPage />, { route: '/shipping' });
    const example = screen.getByRole('table', { name: /Example order/ });
    // 2 × ₹499 + ₹1,250 = ₹2,248; GST ₹404.64; shipping ₹100; total ₹2,752.64
    expect(example).toHaveTextContent('₹2,248.00');
    expect(example).toHaveTextContent('₹404.64');
    expect(example).toHaveTextContent('₹2,752.64');
  });
});

describe('PrivacyPage', () => {
  it('lists what is stored, the DPDP Act rights, and how to delete the account', () => {
    renderPage(<PrivacyPage />, { route: '/privacy' });
    const stored = screen.getByRole('region', { name: 'What we store, why and for how long' });
    for (const kind of [
      'Account',
      'Cart and wishlist',
      'Orders',
      'Carbon tracker and green points',
      'Support requests',
    ]) {
      expect(within(stored).getByRole('heading', { level: 3, name: kind })).toBeVisible();
    }
    expect(
      screen.getByRole('heading', { level: 2, name: 'Your rights under the DPDP Act, 2023' }),
    ).toBeVisible();
    const deleting = screen.getByRole('region', { name: 'Deleting your account' });
    expect(within(deleting).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(screen.getByRole('region', { name: 'Grievance Officer' })).toHaveTextContent(
      'grievance@harit.in',
    );
  });
});
