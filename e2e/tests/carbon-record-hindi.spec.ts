// A product's carbon record on a Hindi product page (decision 077): what it replaces and how
// the figure was worked out read in Hindi; only the sources' own names and the units stay Latin.
import { expect, test } from '../support/fixtures';

/** A saver with energy over its use, and one without. */
const PRODUCTS = [
  { slug: 'solar-power-bank-20000mah', replaces: 'ग्रिड बिजली से चार्ज होने वाला पावर बैंक' },
  {
    slug: 'stainless-steel-insulated-bottle-750ml',
    replaces: 'एक बार इस्तेमाल वाली 1 लीटर की प्लास्टिक बोतलें (हफ़्ते में दो)',
  },
];
const SAME_IN_HINDI = /\b(?:kg|kWh|CO2)\b/g;

for (const { slug, replaces } of PRODUCTS) {
  test(`the carbon label of ${slug} reads in Hindi`, async ({ page }) => {
    await page.goto(`/product/${slug}?lang=hi`);
    const label = page.getByTestId('carbon-label');
    await expect(label).toContainText(replaces);
    await expect(label).toContainText('हमने यह कैसे निकाला');
    const sources = (await label.getByTestId('carbon-sources').textContent()) ?? '';
    const text = ((await label.textContent()) ?? '').replace(sources, '');
    expect(text.replace(SAME_IN_HINDI, '')).not.toMatch(/[A-Za-z]{3,}/);
  });
}
