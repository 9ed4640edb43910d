import type { Locator, Page } from '@playwright/test';
import { apiAs, expect, test } from '../support/fixtures';

// Reviews (decision 017): review as a buyer. Only a delivered order line lets a shopper review
// (decision 024: delivered by the shop), so the buyer is the demo shopper, whose order
// history the server seeds (README "Demo account"): it bought the Solar Study Lamp days ago.

const DEMO = { email: 'demo@harit.in', password: 'greenliving' };
const DELIVERED = { slug: 'solar-study-lamp', name: 'Solar Study Lamp' };
const CANNOT_REVIEW_YET =
  'You can review this product once an order with it has been delivered to you.';

interface MyReview {
  review: { id: string } | null;
  canReview: boolean;
}

async function signInAsDemo(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function openProduct(page: Page, slug: string): Promise<Locator> {
  await page.goto(`/product/${slug}`);
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  // Below the first screen the section comes to life as it comes near (decision 052): what it
  // says of the shopper's own review is drawn then, as a shopper scrolling down sees it.
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByText(/^Rated [\d.]+ out of 5 from [\d,]+ ratings$/)).toBeVisible();
  return reviews;
}

/** The rating count the reviews section states ("Rated 4.5 out of 5 from 1,234 ratings"). */
async function ratingCount(reviews: Locator): Promise<number> {
  const text = await reviews.getByText(/^Rated [\d.]+ out of 5 from [\d,]+ ratings$/).innerText();
  return Number(/from ([\d,]+) ratings/.exec(text)![1]!.replaceAll(',', ''));
}

const ratingSays = (count: number) =>
  new RegExp(`^Rated [\\d.]+ out of 5 from ${count.toLocaleString('en-IN')} ratings$`);

test('the demo shopper reviews a product it received, edits the review and deletes it', async ({
  page,
}) => {
  await signInAsDemo(page);
  const product = (await (await page.request.get(`/api/products/${DELIVERED.slug}`)).json()) as {
    _id: string;
  };
  // A retried run starts from no review of this product.
  const mine = await apiAs<MyReview>(page, `/reviews/mine?productId=${product._id}`);
  if (mine.review) await apiAs(page, `/reviews/${mine.review.id}`, { method: 'DELETE' });

  const reviews = await openProduct(page, DELIVERED.slug);
  await expect(page.getByRole('heading', { level: 1, name: DELIVERED.name })).toBeVisible();
  // Signed in: never "Sign in to review", not even while the session is read (decision 060).
  await expect(reviews.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  const before = await ratingCount(reviews);

  // Write: the stars by keyboard (a radio group: Space picks, arrows move), title and text.
  await expect(reviews.getByRole('heading', { name: 'Write a review' })).toBeVisible();
  await reviews.getByRole('radio', { name: '1 star', exact: true }).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(reviews.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await reviews.getByLabel('Title (optional)').fill('Bright enough for homework');
  await reviews
    .getByLabel('Your review')
    .fill('Charges in a sunny afternoon and lasts through two evenings of study.');
  await reviews.getByRole('button', { name: 'Submit review' }).click();

  const own = reviews.getByRole('article').filter({ hasText: 'Bright enough for homework' });
  await expect(reviews.getByRole('heading', { name: 'Your review' })).toBeVisible();
  // Decision 060: the shopper's review once, as theirs, not again in the list; and the bars
  // of the reviews written here now that there is one.
  await expect(own).toHaveCount(1);
  await expect(reviews.getByRole('figure', { name: 'Reviews by stars' })).toBeVisible();
  await expect(own.first()).toContainText('Verified purchase');
  await expect(own.first().getByRole('img', { name: 'Rated 4 stars out of 5' })).toBeVisible();
  await expect(reviews.getByText(ratingSays(before + 1))).toBeVisible();

  // Edit: five stars and a new title.
  await reviews.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(reviews.getByRole('heading', { name: 'Edit your review' })).toBeVisible();
  await reviews.getByRole('radio', { name: '4 stars' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(reviews.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await reviews.getByLabel('Title (optional)').fill('Homework by solar light');
  await reviews.getByRole('button', { name: 'Save review' }).click();
  const edited = reviews.getByRole('article').filter({ hasText: 'Homework by solar light' });
  await expect(edited.first().getByRole('img', { name: 'Rated 5 stars out of 5' })).toBeVisible();
  await expect(reviews.getByText('Bright enough for homework')).toHaveCount(0);
  await expect(reviews.getByText(ratingSays(before + 1))).toBeVisible();

  // Delete, after confirming: the count goes back and the form is offered again.
  await reviews.getByRole('button', { name: 'Delete', exact: true }).click();
  await reviews.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(reviews.getByText('Homework by solar light')).toHaveCount(0);
  await expect(reviews.getByText(ratingSays(before))).toBeVisible();
  await expect(reviews.getByRole('heading', { name: 'Write a review' })).toBeVisible();
});

test('a new shopper is told they can review only after a delivered order', async ({
  signedInPage: page,
}) => {
  const reviews = await openProduct(page, DELIVERED.slug);
  await expect(reviews.getByText(CANNOT_REVIEW_YET)).toBeVisible();
  await expect(reviews.getByRole('heading', { name: 'Write a review' })).toHaveCount(0);
  await expect(reviews.getByRole('radio')).toHaveCount(0);
});
