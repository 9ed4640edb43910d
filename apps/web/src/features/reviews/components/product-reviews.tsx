// A product's reviews, for the product page: its rating, the star histogram, the
// signed-in shopper's own review (Edit, Delete) or the form when they may write one, and every
// review newest first with Load more.
import { formatIndianNumber } from '@harit/core/indian-number';
import type { MyReview, Review } from '@harit/core/types';
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { FormError } from '../../../components/form/form-error';
import { LoadMoreButton } from '../../../components/load-more-button';
import { LoadingState, QueryState } from '../../../components/query-state';
import { Skeleton } from '../../../components/skeleton';
import { Stars } from '../../../components/stars';
import { useAuth } from '../../../lib/auth';
import { msg, useT } from '../../../lib/i18n';
import { withElements } from '../../../lib/rich-message';
import { useCreateReview } from '../api/create-review';
import { useDeleteReview } from '../api/delete-review';
import { useMyReview } from '../api/get-my-review';
import { useProductReviews } from '../api/get-product-reviews';
import { useUpdateReview } from '../api/update-review';
import { RatingHistogram } from './rating-histogram';
import { ReviewItem } from './review-item';

// The form brings react-hook-form, zod and the review schemas (decision 037): a visitor who is
// not signed in never sees it, so its code loads when it is first drawn.
const ReviewFormCode = lazy(() =>
  import('./review-form').then((module) => ({ default: module.ReviewForm })),
);

function ReviewForm(props: ComponentProps<typeof ReviewFormCode>) {
  return (
    <Suspense fallback={<Skeleton className="h-48 w-full" />}>
      <ReviewFormCode {...props} />
    </Suspense>
  );
}

export const REVIEWS_ERROR = msg('Failed to fetch reviews.');

export function ProductReviews({ productId }: { productId: string }) {
  const t = useT();
  const reviews = useProductReviews(productId);
  // The shopper's own review is shown once, as theirs, not again in the list below it.
  const mineId = useMyReview(productId).data?.review?.id;
  return (
    <section aria-labelledby="reviews-heading" className="mt-12">
      <h2 id="reviews-heading" className="font-bold text-2xl text-stone-900">
        {t('Customer reviews')}
      </h2>
      <QueryState
        query={reviews}
        errorMessage={t(REVIEWS_ERROR)}
        loading={
          <LoadingState label={t('Loading reviews')} className="mt-6 space-y-3">
            <Skeleton className="h-24 w-full max-w-xs" />
            <Skeleton className="h-20 w-full" />
          </LoadingState>
        }
      >
        {(data) => (
          <div className="mt-6 grid gap-8 md:grid-cols-[18rem_1fr]">
            <div className="space-y-4">
              <ReviewFigures
                rating={data.rating}
                ratingCount={data.ratingCount}
                histogram={data.histogram}
                total={data.total}
              />
            </div>
            <div>
              <OwnReview productId={productId} />
              {data.reviews.length === 0 ? (
                <EmptyState
                  className="mt-4"
                  title={data.ratingCount > 0 ? t('No written reviews yet') : t('No reviews yet')}
                  description={t('Shoppers who receive this product can review it.')}
                />
              ) : (
                <div className="mt-4">
                  {data.reviews
                    .filter((review) => review.id !== mineId)
                    .map((review) => (
                      <ReviewItem key={review.id} review={review} />
                    ))}
                </div>
              )}
              <LoadMoreButton
                query={reviews}
                label={t('Load more reviews')}
                busyLabel={t('Loading…')}
                errorMessage={t(REVIEWS_ERROR)}
                className="mt-4"
              />
            </div>
          </div>
        )}
      </QueryState>
    </section>
  );
}

/**
 * The product's figures as one story (decision 017: the seeded ratings have no per-star
 * breakdown): the rating of every rating, how many of them came before reviews opened on Harit,
 * and the bars only for the reviews written here, only when there are some (decision 060).
 */
function ReviewFigures({
  rating,
  ratingCount,
  histogram,
  total,
}: {
  rating: number;
  ratingCount: number;
  histogram: ComponentProps<typeof RatingHistogram>['histogram'];
  total: number;
}) {
  const t = useT();
  const earlier = ratingCount - total;
  return (
    <>
      <Stars rating={rating} ratingCount={ratingCount} />
      {earlier > 0 && (
        <p className="text-sm text-stone-600">
          {t(
            '{earlier, plural, one {Includes 1 rating} other {Includes {shown} ratings}} given before reviews opened on Harit.',
            { earlier, shown: formatIndianNumber(earlier) },
          )}
        </p>
      )}
      {total > 0 && <RatingHistogram histogram={histogram} total={total} />}
      <p className="text-sm text-stone-600">
        {/* `shown` rather than #: the figure stays ungrouped, as it always read. */}
        {t(
          '{total, plural, one {1 review written on Harit} other {{shown} reviews written on Harit}}',
          { total, shown: String(total) },
        )}
      </p>
    </>
  );
}

/** The signed-in shopper's part: their review, the form, or why they cannot write one yet. */
function OwnReview({ productId }: { productId: string }) {
  const t = useT();
  const { user, isPending } = useAuth();
  const mine = useMyReview(productId);
  // Until the session is known (and in the server's page, which knows no session), nothing:
  // a signed-in shopper must not see "Sign in" first (decision 060).
  if (isPending) return <div aria-hidden="true" className="min-h-5" />;
  if (!user) {
    const signIn = withElements({
      link: (
        <Link to="/login" className="font-semibold text-brand-800 underline">
          {t('Sign in')}
        </Link>
      ),
    });
    return (
      <p className="text-sm text-stone-700">
        {signIn.render(t('{link} to review a product you have received.', signIn.values))}
      </p>
    );
  }
  return (
    <QueryState
      query={mine}
      errorMessage={t('Failed to fetch your review.')}
      loading={
        <LoadingState label={t('Loading your review')}>
          <Skeleton className="h-10 w-full" />
        </LoadingState>
      }
    >
      {(data) => <OwnReviewPanel productId={productId} mine={data} />}
    </QueryState>
  );
}

function OwnReviewPanel({ productId, mine }: { productId: string; mine: MyReview }) {
  const t = useT();
  if (mine.review) return <EditableReview productId={productId} review={mine.review} />;
  if (mine.canReview) return <WriteReview productId={productId} />;
  return (
    <p className="text-sm text-stone-700">
      {t('You can review this product once an order with it has been delivered to you.')}
    </p>
  );
}

function WriteReview({ productId }: { productId: string }) {
  const t = useT();
  const create = useCreateReview(productId);
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-5">
      <h3 className="mb-3 font-semibold text-lg text-stone-900">{t('Write a review')}</h3>
      <ReviewForm
        idPrefix="new-review"
        submitLabel={t('Submit review')}
        busy={create.isPending}
        serverError={create.error?.message ?? null}
        onSubmit={(values) => create.mutate(values)}
      />
    </div>
  );
}

function EditableReview({ productId, review }: { productId: string; review: Review }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const update = useUpdateReview(productId);
  const remove = useDeleteReview(productId);

  if (editing) {
    return (
      <div className="rounded-2xl border border-stone-200 bg-white p-5">
        <h3 className="mb-3 font-semibold text-lg text-stone-900">{t('Edit your review')}</h3>
        <ReviewForm
          idPrefix="edit-review"
          initial={review}
          submitLabel={t('Save review')}
          busy={update.isPending}
          serverError={update.error?.message ?? null}
          onSubmit={(change) =>
            update.mutate({ id: review.id, change }, { onSuccess: () => setEditing(false) })
          }
          onCancel={() => setEditing(false)}
        />
      </div>
    );
  }
  const button = 'rounded-full border px-4 py-1.5 text-sm font-semibold disabled:opacity-60';
  return (
    <div className="rounded-2xl border border-brand-200 bg-brand-50 px-5 py-2">
      <h3 className="pt-2 font-semibold text-brand-900 text-sm">{t('Your review')}</h3>
      <ReviewItem
        review={review}
        actions={
          confirmingDelete ? (
            <>
              <span className="self-center text-sm text-stone-800">{t('Delete your review?')}</span>
              <button
                type="button"
                disabled={remove.isPending}
                onClick={() => remove.mutate(review.id)}
                className={`${button} border-red-700 bg-red-700 text-white hover:bg-red-800`}
              >
                {t('Yes, delete')}
              </button>
              <button
                type="button"
                onClick={() => setConfirmingDelete(false)}
                className={`${button} border-stone-300 text-stone-700 hover:bg-white`}
              >
                {t('Keep it')}
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                onClick={() => setEditing(true)}
                className={`${button} border-brand-700 text-brand-800 hover:bg-white`}
              >
                {t('Edit')}
              </button>
              <button
                type="button"
                onClick={() => setConfirmingDelete(true)}
                className={`${button} border-stone-300 text-stone-700 hover:bg-white`}
              >
                {t('Delete')}
              </button>
            </>
          )
        }
      />
      <FormError message={remove.error ? t(remove.error.message) : null} className="mb-3" />
    </div>
  );
}
