// The product page's carbon record in Hindi (decision 077): with the record as a Hindi answer
// carries it (the alternative named in Hindi), nothing of the record reads in English but its
// sources' own names and the units.
import { computeCarbonRecord, type ProductCarbon } from '@harit/core/carbon-record';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { renderPage } from '../../../test/render';
import { CarbonLabel } from './carbon-label';

const HINDI_NAME = 'एक बार इस्तेमाल वाली 1 लीटर की प्लास्टिक बोतलें (हफ़्ते में दो)';
const stored = computeCarbonRecord({
  use: 'year-use',
  made: [
    { factor: 'stainless-steel', quantity: 0.35 },
    { factor: 'polypropylene', quantity: 0.03 },
  ],
  alternative: {
    name: 'single-use 1-litre plastic bottles (two a week)',
    nameHi: HINDI_NAME,
    made: [{ factor: 'pet', quantity: 0.03 }],
    count: 100,
  },
});
/** As /api/products/:slug?lang=hi answers it: the alternative named in Hindi. */
const hindiAnswer: ProductCarbon = {
  ...stored,
  alternative: { ...stored.alternative, name: HINDI_NAME },
};
const SAME_IN_HINDI = /\b(?:kg|CO2)\b/g;

describe('the carbon label', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('reads in Hindi on a Hindi page, what it replaces included', async () => {
    await activateLanguage('hi');
    renderPage(<CarbonLabel carbon={hindiAnswer} />);
    const label = screen.getByTestId('carbon-label');
    const sources = within(label).getByTestId('carbon-sources');
    const text = (label.textContent ?? '').replace(sources.textContent ?? '', '');
    expect(text).toContain(HINDI_NAME);
    expect(text.replace(SAME_IN_HINDI, '')).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('reads as stored in English', () => {
    renderPage(<CarbonLabel carbon={stored} />);
    expect(screen.getByTestId('carbon-label')).toHaveTextContent(
      'What it replaces: single-use 1-litre plastic bottles (two a week)',
    );
  });
});
