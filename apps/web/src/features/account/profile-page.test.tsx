import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage as renderAnyPage, testUser } from '../../test/render';
import { ProfilePage } from './profile-page';

describe('ProfilePage', () => {
  it('leads to orders, returns and rewards (reachable on desktop from My Profile)', () => {
    renderAnyPage(<ProfilePage />, { route: '/profile', user: testUser });
    const links = within(screen.getByRole('navigation', { name: 'Your account' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Orders & Payments', '/orders'],
      ['Returns & Cancellations', '/returns'],
      ['Rewards', '/rewards'],
    ]);
  });
});
