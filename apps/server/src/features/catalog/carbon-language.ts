// A product's carbon record in the answer's language (decision 077). The record is stored in
// English with its alternative's Hindi name beside the English one; a Hindi answer names the
// alternative in Hindi and words a computed record's method from its inputs with the
// catalogue's messages, as the product page does. An entered record's own words stay as the
// merchant wrote them.
import { carbonAmount } from '@harit/core/carbon-figure';
import type { CarbonAmount, ProductCarbon } from '@harit/core/carbon-record';
import type { Language } from '@harit/core/language';
import { CARBON_FACTORS } from '@harit/core/product-carbon-factors';
import { msg, translate } from '../../locales/index.ts';

/**
 * The fixed words of keywordCarbonRecord and enteredCarbonRecord, declared so the catalogue holds
 * them; the tables' own words are core's CARBON_TEXTS.
 */
export const RECORD_TEXTS = [
  msg('a conventional alternative'),
  msg(
    "A starting estimate from words in the product's name (SPEC §9), until the merchant works out the product's own figure.",
  ),
] as const;

function amountText(lang: Language, amount: CarbonAmount): string {
  const factor = CARBON_FACTORS[amount.factor];
  return translate(lang, '{quantity} {unit} {what}', {
    quantity: Number(amount.quantity.toFixed(3)),
    unit: factor.unit,
    what: translate(lang, factor.label),
  });
}

/** The record as an answer in `lang` reads it; English answers it as stored. */
export function carbonInLanguage(record: ProductCarbon, lang: Language): ProductCarbon {
  if (lang === 'en') return record;
  const inputs = record.inputs;
  const alternative = inputs?.alternative.nameHi || translate(lang, record.alternative.name);
  const use = translate(lang, record.use);
  const localised = {
    ...record,
    use,
    material: translate(lang, record.material),
    alternative: { ...record.alternative, name: alternative },
  };
  // A keyword record's method is a fixed message; an entered one's, the merchant's own words.
  if (!inputs) return { ...localised, method: translate(lang, record.method) };
  const running = inputs.running ?? [];
  const method = [
    inputs.made.length > 0
      ? translate(lang, 'One is made of {materials}: {amount} to make.', {
          materials: inputs.made.map((a) => amountText(lang, a)).join(', '),
          amount: carbonAmount(record.footprint.perUnitKg),
        })
      : translate(
          lang,
          'What it is made of is counted the same as what it replaces, so it is left out.',
        ),
    running.length > 0
      ? translate(lang, 'Over {use} it uses {energy}.', {
          use,
          energy: running.map((a) => amountText(lang, a)).join(', '),
        })
      : '',
    translate(lang, 'Over {use} it replaces {count} × {alternative}: {amount}.', {
      use,
      count: inputs.alternative.count,
      alternative,
      amount: carbonAmount(record.alternative.overUseKg),
    }),
    translate(
      lang,
      'The figure is this product minus what it replaces; what is the same for both, such as delivery, is left out.',
    ),
  ];
  return { ...localised, method: method.filter(Boolean).join(' ') };
}
