import type { CustomerSummary } from '@harit/core/customers';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, testUser } from '../../../test/render';
import { CustomersPage } from './customers-page';

const customer: CustomerSummary = {
  id: 'u1',
  name: 'Kavya Nair',
  email: 'kavya@example.in',
  phone: '9845012345',
  orders: 3,
  spend: 2478.5,
  lastOrderAt: '2026-11-20T10:00:00.000Z',
  points: 12,
  joinedAt: '2026-10-01T10:00:00.000Z',
};

describe('the customers list', () => {
  it('searches by what is typed, in the URL, and shows each customer’s figures', async () => {
    const urls: string[] = [];
    const { user, location } = renderPage(<CustomersPage />, {
      route: '/admin/customers',
      user: { ...testUser, role: 'staff' as const },
      api: (url) => {
        urls.push(url);
        return Response.json([customer], { headers: { 'X-Total-Count': '1' } });
      },
    });
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /Kavya Nair/ });
    expect(row).toHaveTextContent('9845012345');
    expect(row).toHaveTextContent('₹2,478.50');
    expect(within(row).getByRole('link', { name: 'Kavya Nair' })).toHaveAttribute(
      'href',
      '/admin/customers/u1',
    );
    // Staff see no export: the file is for admins (decision 075).
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();

    await user.type(screen.getByLabelText('Search customers'), '98450');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/admin/customers?q=98450');
    await screen.findByText('1 customer found');
    expect(urls.at(-1)).toMatch(/\/admin\/customers\?search=98450&limit=20&offset=0$/);
  });

  it('offers admins the list as a CSV file', async () => {
    renderPage(<CustomersPage />, {
      route: '/admin/customers',
      user: { ...testUser, role: 'admin' as const },
      api: () => Response.json([customer], { headers: { 'X-Total-Count': '1' } }),
    });
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});
