import { SEARCH_MAX_LENGTH } from '@harit/core/limits';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { SearchForm } from './search-form';

describe('header SearchForm', () => {
  it('goes to /shop?search=term and clears the box', async () => {
    const { user, location } = renderPage(<SearchForm />);
    const box = screen.getByPlaceholderText('Search eco-friendly products...');
    await user.type(box, '  bamboo {Enter}');
    expect(location()).toBe('/shop?search=bamboo');
    expect(box).toHaveValue('');
  });

  it('encodes the term', async () => {
    const { user, location } = renderPage(<SearchForm />);
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'jute & cotton');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/shop?search=jute%20%26%20cotton');
  });

  it('ignores blank input', async () => {
    const { user, location } = renderPage(<SearchForm />, { route: '/cart' });
    const box = screen.getByPlaceholderText('Search eco-friendly products...');
    await user.type(box, '    {Enter}');
    expect(location()).toBe('/cart');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/cart');
  });
});

describe('header SearchForm length', () => {
  it('stops typing at the longest search the API accepts', async () => {
    const { user, location } = renderPage(<SearchForm />);
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    expect(box).toHaveAttribute('maxLength', String(SEARCH_MAX_LENGTH));
    await user.type(box, `${'a'.repeat(SEARCH_MAX_LENGTH)}bcd{Enter}`);
    expect(location()).toBe(`/shop?search=${'a'.repeat(SEARCH_MAX_LENGTH)}`);
  });
});
