import type { MyReview, Review, ReviewRating, ReviewSummary } from '@harit/core/types';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, testUser } from '../../../test/render';
import { ProductReviews } from './product-reviews';

/** The review form loads its code when first drawn (decision 037): a busy machine takes a while. */
const FORM_LOADS = { timeout: 10_000 };

const PRODUCT = 'p1';

function makeReview(n: number, overrides: Partial<Review> = {}): Review {
  return {
    id: `r${n}`,
    productId: PRODUCT,
    rating: 4,
    title: `Review ${n}`,
    text: `Review number ${n}, plastic-free packaging.`,
    authorName: `Shopper ${n}.`,
    verifiedPurchase: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const histogram: Record<ReviewRating, number> = { 1: 1, 2: 0, 3: 0, 4: 5, 5: 1 };

/**
 * The review endpoints as the server answers them: `all` newest first, paged by limit and
 * offset; the caller's review and whether they may write one; writes recorded in `sent`.
 */
function fakeReviewsServer({
  all = [makeReview(1)],
  mine = { review: null, canReview: false } as MyReview,
  refuse,
}: {
  all?: Review[];
  mine?: MyReview;
  refuse?: { status: number; message: string };
} = {}) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const api = async (url: string, init: RequestInit) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const method = init.method ?? 'GET';
    if (method !== 'GET') {
      sent.push({ method, path: pathname, body: init.body ? JSON.parse(String(init.body)) : null });
      if (refuse) return Response.json({ message: refuse.message }, { status: refuse.status });
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return Response.json(makeReview(99, { ...(JSON.parse(String(init.body)) as object) }), {
        status: method === 'POST' ? 201 : 200,
      });
    }
    if (pathname === `/api/products/${PRODUCT}/reviews`) {
      const limit = Number(searchParams.get('limit'));
      const offset = Number(searchParams.get('offset'));
      const summary: ReviewSummary = {
        items: all.slice(offset, offset + limit),
        total: all.length,
        histogram,
        rating: 4.3,
        ratingCount: 3127,
      };
      return Response.json(summary, { headers: { 'X-Total-Count': String(all.length) } });
    }
    if (pathname === '/api/reviews/mine') return Response.json(mine);
    return Response.json({ message: 'Not found' }, { status: 404 });
  };
  return { api, sent };
}

describe('ProductReviews', () => {
  it('shows the figures, the histogram and the reviews newest first, each a Verified purchase', async () => {
    const all = [makeReview(1, { title: 'Newest' }), makeReview(2, { title: 'Older' })];
    renderPage(<ProductReviews productId={PRODUCT} />, {
      user: null,
      api: fakeReviewsServer({ all }).api,
    });
    const reviews = await screen.findAllByRole('article');
    expect(reviews.map((r) => within(r).getByRole('heading').textContent)).toEqual([
      'Newest',
      'Older',
    ]);
    expect(reviews[0]).toHaveTextContent('Verified purchase');
    expect(screen.getByText('Rated 4.3 out of 5 from 3,127 ratings')).toBeInTheDocument();
    const bars = within(screen.getByRole('figure', { name: 'Reviews by stars' })).getAllByRole(
      'listitem',
    );
    expect(bars.map((bar) => bar.querySelector('.sr-only')?.textContent)).toEqual([
      '5 stars: 1 review',
      '4 stars: 5 reviews',
      '3 stars: 0 reviews',
      '2 stars: 0 reviews',
      '1 star: 1 review',
    ]);
    // Signed out: a way to sign in, and no request that can only answer 401.
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('loads the next page with Load more until every review is shown', async () => {
    const all = Array.from({ length: 7 }, (_, i) => makeReview(i + 1));
    const { user } = renderPage(<ProductReviews productId={PRODUCT} />, {
      user: null,
      api: fakeReviewsServer({ all }).api,
    });
    expect(await screen.findAllByRole('article')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Load more reviews' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(7));
    expect(screen.queryByRole('button', { name: 'Load more reviews' })).not.toBeInTheDocument();
  });

  it('shows a review as text, never as HTML', async () => {
    const all = [makeReview(1, { text: '<img src=x onerror="alert(1)"> bold claims' })];
    const { container } = renderPage(<ProductReviews productId={PRODUCT} />, {
      user: null,
      api: fakeReviewsServer({ all }).api,
    });
    expect(await screen.findByText('<img src=x onerror="alert(1)"> bold claims')).toBeVisible();
    expect(container.querySelector('img')).toBeNull();
  });

  it('says the reviews failed to load, with Try Again', async () => {
    renderPage(<ProductReviews productId={PRODUCT} />, {
      user: null,
      api: async () => Response.json({ message: 'Down' }, { status: 503 }),
    });
    expect(await screen.findByText('Failed to fetch reviews.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it('tells a signed-in shopper without a delivered order why there is no form', async () => {
    renderPage(<ProductReviews productId={PRODUCT} />, {
      user: testUser,
      api: fakeReviewsServer().api,
    });
    expect(
      await screen.findByText(
        'You can review this product once an order with it has been delivered to you.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
  });

  it('checks the form with messages under the fields, then posts stars chosen by keyboard', async () => {
    const server = fakeReviewsServer({ mine: { review: null, canReview: true } });
    const { user } = renderPage(<ProductReviews productId={PRODUCT} />, {
      user: testUser,
      api: server.api,
    });
    // The form's code loads when it is first drawn (decision 037).
    await user.click(await screen.findByRole('button', { name: 'Submit review' }, FORM_LOADS));
    expect(await screen.findByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
    expect(screen.getByLabelText('Your review')).toHaveAccessibleDescription(
      /Please write your review \(at least 10 characters\)\./,
    );
    expect(server.sent).toEqual([]);

    // The stars are a radio group: Space picks the focused star, arrows move along.
    screen.getByRole('radio', { name: '1 star' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(screen.getByLabelText('Your review'), 'Lasts for months, no plastic.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() =>
      expect(server.sent).toEqual([
        {
          method: 'POST',
          path: '/api/reviews',
          body: {
            productId: PRODUCT,
            rating: 4,
            title: null,
            text: 'Lasts for months, no plastic.',
          },
        },
      ]),
    );
  });

  it("shows the server's reason when a review is refused", async () => {
    const server = fakeReviewsServer({
      mine: { review: null, canReview: true },
      refuse: {
        status: 409,
        message: 'You have already reviewed this product; edit your review instead.',
      },
    });
    const { user } = renderPage(<ProductReviews productId={PRODUCT} />, {
      user: testUser,
      api: server.api,
    });
    await user.click(await screen.findByRole('radio', { name: '5 stars' }, FORM_LOADS));
    await user.type(screen.getByLabelText('Your review'), 'Great bottle, keeps water cold.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already reviewed this product; edit your review instead.',
    );
  });

  it('lets the shopper edit and delete their own review', async () => {
    const own = makeReview(5, { rating: 3, title: 'Mine', text: 'My own review of it.' });
    const server = fakeReviewsServer({ all: [own], mine: { review: own, canReview: false } });
    const { user } = renderPage(<ProductReviews productId={PRODUCT} />, {
      user: testUser,
      api: server.api,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('radio', { name: '3 stars' }, FORM_LOADS)).toBeChecked();
    expect(screen.getByLabelText('Title (optional)')).toHaveValue('Mine');
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    await waitFor(() =>
      expect(server.sent).toEqual([
        {
          method: 'PUT',
          path: '/api/reviews/r5',
          body: { rating: 5, title: 'Mine', text: 'My own review of it.' },
        },
      ]),
    );

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() =>
      expect(server.sent.at(-1)).toEqual({ method: 'DELETE', path: '/api/reviews/r5', body: null }),
    );
  });
});
