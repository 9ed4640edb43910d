import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminOnly } from '../../components/console-page';
import { renderPage, testUser } from '../../test/render';
import { ConsoleLayout } from './console-layout';

const consoleNav = () => within(screen.getByRole('navigation', { name: 'Console' }));

describe('the merchant console', () => {
  it('sends a signed-out visitor to sign in, and back here after', async () => {
    const { location } = renderPage(<ConsoleLayout />, {
      route: '/admin/orders',
      user: null,
      routes: { '/login': <p>login page</p> },
    });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(location()).toBe('/login');
  });

  it("tells a shopper it is for the shop's staff, with no console links", () => {
    renderPage(<ConsoleLayout />, { route: '/admin', user: { ...testUser, role: 'customer' } });
    expect(screen.getByRole('heading', { name: 'Staff only' })).toBeInTheDocument();
    expect(screen.getByText("This part of Harit is for the shop's staff")).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
  });

  it('shows staff the shop-running pages but not staff management or the audit log', () => {
    renderPage(<ConsoleLayout />, { route: '/admin', user: { ...testUser, role: 'staff' } });
    const links = consoleNav()
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Dashboard',
      'Orders',
      'Customers',
      'Products',
      'Categories',
      'Returns',
      'Coupons',
      'Support',
      'Reports',
    ]);
  });

  it('shows admins every page, the current one marked', () => {
    renderPage(<ConsoleLayout />, { route: '/admin/audit', user: { ...testUser, role: 'admin' } });
    expect(
      consoleNav()
        .getAllByRole('link')
        .map((link) => link.textContent)
        .slice(-4),
    ).toEqual(['GST returns', 'Seller settings', 'Staff', 'Audit log']);
    expect(consoleNav().getByRole('link', { name: 'Staff' })).toBeInTheDocument();
    expect(consoleNav().getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(consoleNav().getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  });
});

describe('AdminOnly', () => {
  it('shows its page to admins only', () => {
    const { unmount } = renderPage(<AdminOnly>audit entries</AdminOnly>, {
      user: { ...testUser, role: 'admin' },
    });
    expect(screen.getByText('audit entries')).toBeInTheDocument();
    unmount();
    renderPage(<AdminOnly>audit entries</AdminOnly>, { user: { ...testUser, role: 'staff' } });
    expect(screen.queryByText('audit entries')).not.toBeInTheDocument();
    expect(screen.getByText('Only an admin of the shop can see this page')).toBeInTheDocument();
  });
});
