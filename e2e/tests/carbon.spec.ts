import { sampleShipping as shipping } from '@harit/core/testing/shipping.mjs';
import type { Page } from '@playwright/test';
import { apiAs, expect, expectNoAxeViolations, signUp, test } from '../support/fixtures';
import { advanceOrderAs } from '../support/fulfilment';
import { payOrderAs } from '../support/payments';

// The carbon tracker from real data. Signed out → the prompt; the demo
// account → SPEC §4's exact figures; a new user → zeros with goal 1000; buying a bamboo
// product changes Emissions Saved and Eco Products by its carbon record (decision 069) and
// adds green points (10 per kg saved) once the shop delivers it (decision 024); logging 100 km by car adds 17 kg (0.17 kg/km); the goal
// bar is green at 40 %, yellow at 60 % and red at 90 % of the goal.

const DEMO = { email: 'demo@harit.in', password: 'greenliving' };
/** packages/core orders.ts rewardPoints: 10 points per whole kg saved. */
const POINTS_PER_KG = 10;
/** packages/core carbon-factors.ts: petrol car 0.17 kg CO2e per km. */
const CAR_KG_PER_KM = 0.17;

async function openTracker(page: Page) {
  await page.goto('/carbon-tracker');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Carbon Footprint Tracker' }),
  ).toBeVisible();
  await expect(page.getByTestId('monthly-emissions')).toBeVisible();
}

const figure = (page: Page, testId: string) => page.getByTestId(testId);
const bar = (page: Page) => page.getByRole('progressbar', { name: 'Monthly Carbon Goal Progress' });

test('signed out, the tracker asks to sign in', async ({ page }) => {
  await page.goto('/carbon-tracker');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Carbon Footprint Tracker' }),
  ).toBeVisible();
  await expect(page.getByText('Please sign in to view your Carbon Tracker')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("the demo account shows SPEC §4's figures exactly", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  await openTracker(page);
  await expect(figure(page, 'monthly-emissions')).toHaveText('234.2');
  await expect(figure(page, 'emissions-saved')).toHaveText('123.4');
  await expect(figure(page, 'eco-products')).toHaveText('12');
  await expect(figure(page, 'carbon-goal')).toHaveText('1,000');
  await expect(figure(page, 'shopping-emissions')).toHaveText('45.8 kg');
  await expect(figure(page, 'total-emissions')).toHaveText('847.5 kg');
  await expect(page.getByText("You're 765.8 kg under your monthly goal")).toBeVisible();
  await expect(bar(page)).toHaveAttribute('data-colour', 'green');
  // The chart has its table twin for screen readers, with twelve months.
  await expect(page.getByRole('table', { name: /emitted and saved/ }).getByRole('row')).toHaveCount(
    13,
  );
  await expect(page.getByTestId('trend-chart').locator('svg').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/rewards');
  await expect(page.getByTestId('points-balance')).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('a new user', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page, { emailPrefix: 'carbon' });
  });

  test('starts at zeros with the goal of 1000 kg', async ({ page }) => {
    await openTracker(page);
    await expect(figure(page, 'monthly-emissions')).toHaveText('0.0');
    await expect(figure(page, 'emissions-saved')).toHaveText('0.0');
    await expect(figure(page, 'eco-products')).toHaveText('0');
    await expect(figure(page, 'carbon-goal')).toHaveText('1,000');
    await expect(figure(page, 'total-emissions')).toHaveText('0.0 kg');
    await expect(page.getByText("You're 1,000.0 kg under your monthly goal")).toBeVisible();
    await expect(page.getByText('Nothing recorded yet')).toBeVisible();
  });

  test("buying a bamboo product adds core's saving and eco products, and green points on delivery", async ({
    page,
    merchantPage,
  }) => {
    await openTracker(page);
    await expect(figure(page, 'emissions-saved')).toHaveText('0.0');

    const products = await apiAs<
      { _id: string; name: string; stock: number; carbon: { netKgPerUnit: number } }[]
    >(page, '/products?search=bamboo&limit=50');
    const bamboo = products.find(
      (p) => /bamboo/i.test(p.name) && p.stock >= 2 && p.carbon.netKgPerUnit <= -1,
    )!;
    expect(bamboo, 'a bamboo product in stock').toBeTruthy();
    const order = await apiAs<{ orderNumber: string }>(page, '/orders', {
      method: 'POST',
      data: { items: [{ productId: bamboo._id, quantity: 2 }], shipping, paymentMethod: 'upi' },
    });

    // Decision 069: 2 × the product's carbon record figure.
    const saved = Math.round(-bamboo.carbon.netKgPerUnit * 2 * 10) / 10;
    await openTracker(page);
    await expect(figure(page, 'emissions-saved')).toHaveText(saved.toFixed(1));
    await expect(figure(page, 'eco-products')).toHaveText('2');
    await expect(figure(page, 'monthly-emissions')).toHaveText('0.0');
    await expect(page.getByRole('list', { name: 'Recent entries' })).toContainText(bamboo.name);

    await page.goto('/rewards');
    await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
    await expect(page.getByTestId('points-balance')).toHaveText('0');
    // Paid, the shop packs, ships and delivers it: the points arrive with the delivery.
    await payOrderAs(page, order.orderNumber);
    await advanceOrderAs(merchantPage, order.orderNumber, 'delivered');
    await page.reload();
    await expect(page.getByTestId('points-balance')).toHaveText(
      String(Math.floor(saved * POINTS_PER_KG + 1e-9)),
    );
    await expect(page.getByRole('list', { name: 'Points ledger' })).toContainText(
      `${saved.toFixed(1)} kg CO2e saved`,
    );
  });

  test('logging 100 km by car adds the documented 17 kg', async ({ page }) => {
    await openTracker(page);
    await page.getByLabel('Category', { exact: true }).selectOption('transport');
    await page.getByLabel('Activity', { exact: true }).selectOption('car');
    await page.getByLabel('Quantity (km)').fill('100');
    await expect(page.getByText('≈ 17.0 kg CO2e emitted')).toBeVisible();
    await page.getByRole('button', { name: 'Log activity' }).click();

    const added = 100 * CAR_KG_PER_KM;
    await expect(figure(page, 'monthly-emissions')).toHaveText(added.toFixed(1));
    await expect(figure(page, 'total-emissions')).toHaveText(`${added.toFixed(1)} kg`);
    const entries = page.getByRole('list', { name: 'Recent entries' });
    await expect(entries).toContainText('Car (petrol)');
    await expect(entries).toContainText('+17.0 kg');

    // Deleting the activity takes it back out.
    await entries.getByRole('button', { name: /Delete Car \(petrol\)/ }).click();
    await expect(figure(page, 'monthly-emissions')).toHaveText('0.0');
  });

  test('the goal bar is green at 40 %, yellow at 60 % and red at 90 % of the goal', async ({
    page,
  }) => {
    // 100 km by car = 17 kg this month; goals of 42.5, 28.3 and 18.9 kg put it at 40, 60, 90 %.
    await apiAs(page, '/carbon/activities', {
      method: 'POST',
      data: { category: 'transport', activity: 'car', quantity: 100 },
    });
    await openTracker(page);

    const setGoal = async (goal: string) => {
      await page.getByRole('button', { name: 'Edit goal' }).click();
      await page.getByLabel('Monthly goal (kg CO2e)').fill(goal);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(figure(page, 'carbon-goal')).toHaveText(goal);
    };

    await setGoal('42.5');
    await expect(bar(page)).toHaveAttribute('data-colour', 'green');
    await expect(bar(page)).toHaveAttribute('aria-valuenow', '40');
    await expect(page.getByText("You're 25.5 kg under your monthly goal")).toBeVisible();

    await setGoal('28.3');
    await expect(bar(page)).toHaveAttribute('data-colour', 'yellow');
    await expect(bar(page)).toHaveAttribute('aria-valuenow', '60');

    await setGoal('18.9');
    await expect(bar(page)).toHaveAttribute('data-colour', 'red');
    await expect(bar(page)).toHaveAttribute('aria-valuenow', '90');

    // Over the goal: the line says by how much and suggests eco-friendly alternatives.
    await setGoal('10');
    await expect(page.getByText("You're 7.0 kg over your goal.")).toBeVisible();
    await page.getByRole('link', { name: /Solar products/ }).click();
    await expect(page).toHaveURL(/\/shop\?category=Solar$/);
  });
});
