import { SEARCH_MAX_LENGTH } from '@harit/core/limits';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../../test/render';
import { SearchForm } from './search-form';

// Typing asks for suggestions; tests that are not about them get none.
beforeEach(() => {
  stubApi(async () => Response.json({ products: [], categories: [] }));
});

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
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'jute & cotton');
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
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveAttribute('maxLength', String(SEARCH_MAX_LENGTH));
    await user.type(box, `${'a'.repeat(SEARCH_MAX_LENGTH)}bcd{Enter}`);
    expect(location()).toBe(`/shop?search=${'a'.repeat(SEARCH_MAX_LENGTH)}`);
  });
});

describe('header SearchForm suggestions', () => {
  const suggestions = {
    products: [
      {
        _id: 'p1',
        slug: 'bamboo-toothbrush',
        name: 'Bamboo Toothbrush',
        image: '',
        price: 99,
        gstRate: 18,
        priceWithGst: 116.82,
      },
      {
        _id: 'p2',
        slug: 'bamboo-comb',
        name: 'Bamboo Comb',
        image: '',
        price: 149,
        gstRate: 5,
        priceWithGst: 156.45,
      },
    ],
    categories: [{ name: 'Zero Waste', slug: 'zero-waste' }],
  };

  function serveSuggestions() {
    return stubApi(async (url) =>
      url.startsWith('/api/products/suggestions')
        ? Response.json(suggestions)
        : new Response(null, { status: 404 }),
    );
  }

  async function typeAndWait(text: string) {
    const rendered = renderPage(<SearchForm />, { route: '/cart' });
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await rendered.user.type(box, text);
    await screen.findByRole('listbox', { name: 'Suggestions' });
    return { ...rendered, box };
  }

  it('asks once typing pauses, from two letters, and lists products then categories', async () => {
    const api = serveSuggestions();
    const { box } = await typeAndWait('bam');
    expect(api.mock.calls.map(([url]) => url)).toEqual(['/api/products/suggestions?q=bam']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('Bamboo Toothbrush'),
      expect.stringContaining('Bamboo Comb'),
      expect.stringContaining('Zero Waste'),
    ]);
    // each price with its own rate's GST, as the product's page shows it (decision 082)
    const [brush, comb] = screen.getAllByRole('option');
    expect(brush).toHaveTextContent('₹116.82');
    expect(comb).toHaveTextContent('₹156.45');
  });

  it('does not ask for a single letter', async () => {
    const api = serveSuggestions();
    const { user } = renderPage(<SearchForm />);
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'b');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('moves with the arrow keys, wrapping round, and Enter opens the product', async () => {
    serveSuggestions();
    const { user, box, location } = await typeAndWait('bam');
    await user.keyboard('{ArrowDown}');
    const [first, second, category] = screen.getAllByRole('option');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', first?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(category).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/product/bamboo-comb');
    expect(box).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('goes to the shop filtered by a chosen category', async () => {
    serveSuggestions();
    const { user, location } = await typeAndWait('zero');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(location()).toBe('/shop?category=Zero%20Waste');
  });

  it('searches as before on Enter with nothing highlighted', async () => {
    serveSuggestions();
    const { user, box, location } = await typeAndWait('bam');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/shop?search=bam');
    expect(box).toHaveValue('');
  });

  it('closes the list on Escape and keeps the text', async () => {
    serveSuggestions();
    const { user, box } = await typeAndWait('bam');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('bam');
  });

  it('opens a product chosen with the pointer', async () => {
    serveSuggestions();
    const { user, location } = await typeAndWait('bam');
    await user.click(screen.getByRole('option', { name: /Bamboo Toothbrush/ }));
    expect(location()).toBe('/product/bamboo-toothbrush');
  });
});
