// The seeded catalogue's unit quantity codes other than NOS, by slug (decision 067): what each
// name sells — packs, sets, a roll, a bag of rice. Migration 0032 gave shops seeded before it
// the same.
import { DEFAULT_UQC, type Uqc } from '@harit/core/uqc';

const SEEDED_UQC = new Map<string, Uqc>([
  ['solar-led-garden-lights-pack-of-6', 'PAC'],
  ['organic-basmati-rice-5kg', 'BAG'],
  ['organic-green-tea-100-bags', 'PAC'],
  ['organic-cold-pressed-coconut-oil-1l', 'BTL'],
  ['bamboo-toothbrush-pack-of-4', 'PAC'],
  ['reusable-beeswax-food-wraps-set-of-3', 'SET'],
  ['bamboo-cutlery-travel-kit', 'SET'],
  ['reusable-cotton-produce-bags-set-of-5', 'SET'],
  ['compostable-garbage-bags-roll-of-30', 'ROL'],
  ['reusable-steel-straws-with-cleaning-brush-set-of-4', 'SET'],
  ['natural-loofah-dish-scrubber-pack-of-3', 'PAC'],
  ['recycled-paper-notebook-set', 'SET'],
  ['terracotta-diya-set-of-12', 'SET'],
  ['reusable-silicone-food-storage-bags-set-of-4', 'SET'],
  ['reusable-cotton-makeup-remover-pads-pack-of-10', 'PAC'],
  ['bamboo-cotton-buds-pack-of-200', 'PAC'],
  ['organic-cotton-socks-pack-of-3', 'PAC'],
  ['coconut-shell-bowls-set-of-2', 'SET'],
  ['neem-wood-spatula-set-set-of-4', 'SET'],
  ['glass-storage-jar-set-with-bamboo-lids', 'SET'],
  ['compostable-areca-leaf-plates-pack-of-50', 'PAC'],
]);

/** The unit a seeded product is sold in. */
export function seededUqc(slug: string): Uqc {
  return SEEDED_UQC.get(slug) ?? DEFAULT_UQC;
}
