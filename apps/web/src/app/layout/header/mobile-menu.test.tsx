import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../../test/render';
import { MobileMenu } from './mobile-menu';

describe('MobileMenu', () => {
  it.each([
    ['signed out', null],
    ['signed in', { id: 'u1', name: 'Asha', email: 'asha@example.in' }],
  ])('leads to the carbon tracker when %s', async (_who, user) => {
    // The Location section lists the signed-in shopper's saved addresses: none here.
    stubApi(async (url) =>
      Response.json(url.includes('/account/addresses') ? [] : { products: [], categories: [] }),
    );
    const rendered = renderPage(<MobileMenu />, { route: '/shop', user });
    await rendered.user.click(screen.getByRole('button', { name: 'Open menu' }));
    await rendered.user.click(screen.getByRole('link', { name: 'Carbon Tracker' }));
    expect(rendered.location()).toBe('/carbon-tracker');
  });
});
