// A product's carbon record in Hindi (decision 077): `lang=hi` names what the product replaces
// in Hindi (stored beside the English name for every seeded record) and words its method from
// its inputs with the catalogue's messages; an English answer reads as stored.

import { computeCarbonRecord } from '@harit/core/carbon-record';
import type { Product } from '@harit/core/types';
import { describe, expect, it } from 'vitest';
import { up } from '../src/db/migrations/0039-carbon-alternative-hindi.ts';
import { seedCarbon } from '../src/features/catalog/seed-carbon.ts';
import { seedProducts } from '../src/features/catalog/seed-data.ts';
import { useTestApp } from './helpers.ts';

const t = useTestApp();
const LATIN_WORD = /[A-Za-z]{3,}/;
/** Latin words a Hindi record may keep: units and names that read the same in Hindi. */
const SAME_IN_HINDI = /\b(?:kg|CO2|kWh|LED|USB|PVC|LPG|PET|AA|mAh)\b/g;

async function product(slug: string, lang?: string): Promise<Product> {
  const url = `/api/products/${slug}${lang ? `?lang=${lang}` : ''}`;
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json<Product>();
}

describe("a product's carbon record in Hindi", () => {
  it('names the alternative and words the method in Hindi for every seeded product', async () => {
    for (const { slug } of seedProducts) {
      const { carbon } = await product(slug, 'hi');
      for (const text of [carbon.alternative.name, carbon.method, carbon.use, carbon.material]) {
        expect(text.replace(SAME_IN_HINDI, ''), `${slug}: ${text}`).not.toMatch(LATIN_WORD);
      }
    }
  });

  it('keeps the figures, and the English answer as stored', async () => {
    const slug = 'stainless-steel-insulated-bottle-750ml';
    const stored = computeCarbonRecord(seedCarbon[slug]!);
    const english = await product(slug);
    const hindi = await product(slug, 'hi');
    expect(english.carbon).toEqual(stored);
    expect(english.carbon.alternative.name).toBe('single-use 1-litre plastic bottles (two a week)');
    expect(hindi.carbon.alternative.name).toBe(
      'एक बार इस्तेमाल वाली 1 लीटर की प्लास्टिक बोतलें (हफ़्ते में दो)',
    );
    expect(hindi.carbon.method).toContain('की जगह लेता है');
    expect(hindi.carbon.netKgPerUnit).toBe(stored.netKgPerUnit);
    expect(hindi.carbon.sources).toEqual(stored.sources);
    // The console's inputs stay as stored, English and Hindi side by side.
    expect(hindi.carbon.inputs).toEqual(stored.inputs);
  });

  it('migration 0039 stores the Hindi name in a record that lacks it, once', async () => {
    const slug = 'stainless-steel-insulated-bottle-750ml';
    const before = await product(slug);
    const { nameHi: _, ...alternative } = before.carbon.inputs!.alternative;
    const record = { ...before.carbon, inputs: { ...before.carbon.inputs!, alternative } };
    await t.db
      .updateTable('products')
      .set({ carbon: JSON.stringify(record) as never })
      .where('slug', '=', slug)
      .execute();
    await up(t.db as never);
    await up(t.db as never);
    const row = await t.db
      .selectFrom('products')
      .select('carbon')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    expect(row.carbon.inputs?.alternative.nameHi).toBe(
      'एक बार इस्तेमाल वाली 1 लीटर की प्लास्टिक बोतलें (हफ़्ते में दो)',
    );
  });
});
