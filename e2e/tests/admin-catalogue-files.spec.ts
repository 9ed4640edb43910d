// The merchant keeps the catalogue in a spreadsheet (decision 075): downloads it as CSV, chooses
// a changed file, reads the dry run — a bad line named by its number, nothing applied — chooses
// the corrected file and applies it; the shop shows the new product and the new price. On a
// laptop and on a phone (390 px, nothing scrolling sideways); axe on the import page.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

function csvFile(text: string) {
  return { name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') };
}

async function nothingScrollsSideways(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const [label, viewport] of [
  ['a laptop', LAPTOP],
  ['a phone', PHONE],
] as const) {
  test(`a CSV file is tried, corrected and imported on ${label}`, async ({
    merchantPage: merchant,
  }) => {
    test.setTimeout(90_000);
    await merchant.setViewportSize(viewport);
    await merchant.goto('/admin/products');
    await merchant.getByRole('link', { name: 'Import or export CSV' }).click();
    await expect(
      merchant.getByRole('heading', { name: 'Import products', level: 1 }),
    ).toBeVisible();

    // The catalogue as it is, to start the spreadsheet from.
    const download = merchant.waitForEvent('download');
    await merchant.getByRole('button', { name: 'Download the catalogue (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('products.csv');
    const exported = await (await file.createReadStream()).toArray();
    const text = Buffer.concat(exported).toString('utf8');
    const [header, first] = text.split('\r\n');
    expect(header).toBe(
      'slug,name,price,mrp,stock,hsn,gst_rate,uqc,category,featured,archived,image,description,name_hi,description_hi',
    );
    const existingSlug = first!.split(',')[0]!;

    const slug = `areca-plate-${viewport.width}-${Date.now()}`;
    const name = `Areca Leaf Plates ${viewport.width}`;
    const lines = [
      'slug,name,price,mrp,stock,hsn,category,description',
      `${slug},${name},240,,25,4823,,"Plates pressed from fallen areca leaves, set of 25."`,
      // line 3: letters for an HSN code
      `${slug}-bad,Areca Bowls,150,,10,BOWL,,Bowls pressed from areca leaves.`,
    ];
    const picker = merchant.getByLabel('CSV file');
    await picker.setInputFiles(csvFile(lines.join('\r\n')));
    const problems = merchant.getByRole('table', { name: 'Problems, by line' });
    await expect(problems).toBeVisible();
    await expect(problems.getByRole('row').nth(1)).toContainText('3');
    await expect(problems).toContainText('HSN code must be 4 to 8 digits');
    await expect(merchant.getByTestId('import-summary')).toContainText('Nothing was changed');
    await expect(merchant.getByRole('button', { name: 'Apply the import' })).toBeDisabled();
    await expectNoAxeViolations(merchant);
    await nothingScrollsSideways(merchant);

    // Corrected: the bad line goes.
    const fixed = lines.slice(0, 2).join('\r\n');
    await picker.setInputFiles(csvFile(fixed));
    await expect(merchant.getByTestId('import-summary')).toContainText(
      'The file would create 1 product and change 0 products',
    );
    const created = merchant.getByRole('table', { name: 'New products, by line' });
    await expect(created.getByRole('row').nth(1)).toContainText(slug);
    await merchant.getByRole('button', { name: 'Apply the import' }).click();
    await expect(merchant.getByRole('status')).toContainText('Created 1 product');
    await nothingScrollsSideways(merchant);

    // A stock change alone, to the catalogue's first product, by a file of two columns.
    await merchant.goto('/admin/products/import');
    await merchant
      .getByLabel('CSV file')
      .setInputFiles(
        csvFile(`slug,stock\r\n${existingSlug},${viewport.width === 390 ? 41 : 42}\r\n`),
      );
    await expect(
      merchant.getByRole('table', { name: 'Changed products, by line' }).getByRole('row').nth(1),
    ).toContainText('stock');
    await merchant.getByRole('button', { name: 'Apply the import' }).click();
    await expect(merchant.getByRole('status')).toContainText('changed 1 product');

    // The shop shows the new product.
    await merchant.goto(`/shop?search=${encodeURIComponent(name)}`);
    await expect(merchant.getByRole('link', { name }).first()).toBeVisible();
  });
}
