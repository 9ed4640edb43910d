// The merchant keeps the catalogue in a spreadsheet (decision 075): downloads it as CSV, chooses
// a changed file, reads the dry run — a bad line named by its number, nothing applied — chooses
// the corrected file and applies it; the shop shows the new product and the new price. On a
// laptop in English and on a phone in Hindi (390 px, nothing scrolling sideways); axe on the
// import page.
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { dress, expectFits, sayIn, undress, VARIANTS } from '../support/variants';

function csvFile(text: string) {
  return { name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') };
}

for (const variant of VARIANTS) {
  const say = sayIn(variant);
  const { viewport } = variant;
  test(`a CSV file is tried, corrected and imported (${variant.label})`, async ({
    merchantPage: merchant,
  }) => {
    test.setTimeout(90_000);
    await dress(merchant, variant);
    try {
      await merchant.goto('/admin/products');
      await expectFits(merchant, variant, 'the products');
      await merchant
        .getByRole('link', { name: say('Import or export CSV', 'CSV आयात या निर्यात') })
        .click();
      await expect(
        merchant.getByRole('heading', { name: say('Import products', 'उत्पाद आयात करें'), level: 1 }),
      ).toBeVisible();

      // The catalogue as it is, to start the spreadsheet from.
      const download = merchant.waitForEvent('download');
      await merchant
        .getByRole('button', {
          name: say('Download the catalogue (CSV)', 'कैटलॉग डाउनलोड करें (CSV)'),
        })
        .click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('products.csv');
      const exported = await (await file.createReadStream()).toArray();
      const text = Buffer.concat(exported).toString('utf8');
      const [header, first] = text.split('\r\n');
      expect(header).toBe(
        'slug,name,price,mrp,stock,hsn,gst_rate,uqc,category,featured,archived,image,description,name_hi,description_hi,sku,weight_grams',
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
      const picker = merchant.getByLabel(say('CSV file', 'CSV फ़ाइल'));
      await picker.setInputFiles(csvFile(lines.join('\r\n')));
      const problems = merchant.getByRole('table', {
        name: say('Problems, by line', 'समस्याएँ, पंक्ति के अनुसार'),
      });
      await expect(problems).toBeVisible();
      await expect(problems.getByRole('row').nth(1)).toContainText('3');
      await expect(problems).toContainText(
        say('HSN code must be 4 to 8 digits', 'HSN कोड 4 से 8 अंकों का होना चाहिए'),
      );
      await expect(merchant.getByTestId('import-summary')).toContainText(
        say('Nothing was changed', 'कुछ नहीं बदला गया'),
      );
      const apply = merchant.getByRole('button', { name: say('Apply the import', 'आयात लागू करें') });
      await expect(apply).toBeDisabled();
      await expectNoAxeViolations(merchant);
      await expectFits(merchant, variant, 'the dry run with its problems');

      // Corrected: the bad line goes.
      const fixed = lines.slice(0, 2).join('\r\n');
      await picker.setInputFiles(csvFile(fixed));
      await expect(merchant.getByTestId('import-summary')).toContainText(
        say(
          'The file would create 1 product and change 0 products',
          'यह फ़ाइल 1 उत्पाद बनाएगी और 0 उत्पाद बदलेगी',
        ),
      );
      const created = merchant.getByRole('table', {
        name: say('New products, by line', 'नए उत्पाद, पंक्ति के अनुसार'),
      });
      await expect(created.getByRole('row').nth(1)).toContainText(slug);
      await expectFits(merchant, variant, 'the dry run of the corrected file');
      await apply.click();
      await expect(merchant.getByRole('status')).toContainText(
        say('Created 1 product', '1 उत्पाद बनाए'),
      );
      await expectFits(merchant, variant, 'the import done');

      // A stock change alone, to the catalogue's first product, by a file of two columns.
      await merchant.goto('/admin/products/import');
      await merchant
        .getByLabel(say('CSV file', 'CSV फ़ाइल'))
        .setInputFiles(
          csvFile(`slug,stock\r\n${existingSlug},${viewport.width === 390 ? 41 : 42}\r\n`),
        );
      await expect(
        merchant
          .getByRole('table', {
            name: say('Changed products, by line', 'बदले गए उत्पाद, पंक्ति के अनुसार'),
          })
          .getByRole('row')
          .nth(1),
      ).toContainText('stock');
      await apply.click();
      await expect(merchant.getByRole('status')).toContainText(
        say('changed 1 product', '1 उत्पाद बदले'),
      );

      // The shop shows the new product.
      await merchant.goto(`/shop?search=${encodeURIComponent(name)}`);
      await expect(merchant.getByRole('link', { name }).first()).toBeVisible();
      await expectFits(merchant, variant, 'the shop');
    } finally {
      await undress(merchant, variant);
    }
  });
}
