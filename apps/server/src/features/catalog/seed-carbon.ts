/**
 * The seed products' carbon records (decision 069): what each is made of, what it replaces and
 * over which use, by slug. core's computeCarbonRecord works out the figure, method and sources.
 * Masses are typical for the product as described; counts are stated, modest uses. Plain data.
 */

import type { CarbonAmount, CarbonInputs } from '@harit/core/carbon-record';
import type { FactorKey } from '@harit/core/product-carbon-factors';

const m = (factor: FactorKey, quantity: number): CarbonAmount => ({ factor, quantity });

/**
 * What the seed products replace, in Hindi (decision 077): stored beside the English name in
 * each record, as a product's Hindi name is stored beside its English one, so a Hindi page
 * names the alternative in Hindi. Migration 0039 adds them to records already stored.
 */
export const ALTERNATIVE_NAMES_HI: Readonly<Record<string, string>> = {
  'the same food grown with synthetic fertiliser': 'रासायनिक खाद से उगाया गया वही खाद्य',
  'a power bank charged from the grid': 'ग्रिड बिजली से चार्ज होने वाला पावर बैंक',
  'mains-wired garden lights (6 × 3 W, 8 hours a night)':
    'बिजली के तार वाली गार्डन लाइटें (6 × 3 W, रात में 8 घंटे)',
  'grid electricity the panel’s output replaces': 'ग्रिड की उतनी बिजली जितनी पैनल बनाता है',
  'phone charging from the grid': 'ग्रिड बिजली से फ़ोन चार्ज करना',
  'a kerosene lamp': 'मिट्टी के तेल का लैंप',
  'an electric geyser': 'बिजली का गीज़र',
  'cooking gas for the meals it cooks': 'उतना खाना पकाने की रसोई गैस',
  'AA batteries for a torch': 'टॉर्च के लिए AA बैटरियाँ',
  'a 9 W LED desk lamp on the grid, 4 hours a day': 'ग्रिड बिजली पर 9 W LED डेस्क लैंप, दिन में 4 घंटे',
  'plastic toothbrushes': 'प्लास्टिक टूथब्रश',
  'pieces of cling film': 'क्लिंग फ़िल्म के टुकड़े',
  'sets of single-use plastic cutlery': 'एक बार इस्तेमाल वाली प्लास्टिक कटलरी के सेट',
  'plastic produce bags': 'फल-सब्ज़ी की प्लास्टिक थैलियाँ',
  'plastic garbage bags': 'प्लास्टिक कचरा थैलियाँ',
  'plastic straws': 'प्लास्टिक स्ट्रॉ',
  'kg of kitchen scraps sent to landfill': 'लैंडफ़िल भेजा गया रसोई का कचरा (किलो)',
  'plastic dish scrubbers': 'बर्तन धोने के प्लास्टिक स्क्रबर',
  'notebooks of new paper': 'नए कागज़ की कॉपियाँ',
  'a mill-made cotton bedsheet, spun and woven by machine': 'मशीन से कती-बुनी मिल की सूती चादर',
  'a vase of new glass': 'नए काँच का फूलदान',
  'a cotton wall hanging': 'सूती वॉल हैंगिंग',
  'wax tea-light candles in aluminium cups (12 a night, 5 nights)':
    'एल्युमिनियम कप में मोम की टी-लाइट मोमबत्तियाँ (रात में 12, 5 रातें)',
  'a polypropylene rug': 'पॉलीप्रोपिलीन की दरी',
  'a plastic pendant shade': 'प्लास्टिक का लटकने वाला लैंप शेड',
  'an aluminium wind chime': 'एल्युमिनियम की विंड चाइम',
  'a plastic storage box': 'प्लास्टिक का स्टोरेज बॉक्स',
  'single-use 1-litre plastic bottles (two a week)':
    'एक बार इस्तेमाल वाली 1 लीटर की प्लास्टिक बोतलें (हफ़्ते में दो)',
  'plastic carry bags (two a week)': 'प्लास्टिक कैरी बैग (हफ़्ते में दो)',
  'zip-lock bags': 'ज़िप-लॉक थैलियाँ',
  'disposable paper cups': 'डिस्पोज़ेबल कागज़ के कप',
  'single-use 1-litre plastic bottles (one a week)':
    'एक बार इस्तेमाल वाली 1 लीटर की प्लास्टिक बोतलें (हफ़्ते में एक)',
  'a plastic comb': 'प्लास्टिक की कंघी',
  'bottles of liquid shampoo (the bottle)': 'तरल शैम्पू की बोतलें (बोतल)',
  'disposable cotton pads': 'डिस्पोज़ेबल कॉटन पैड',
  'plastic stems of cotton buds': 'कॉटन बड की प्लास्टिक डंडियाँ',
  'disposable sanitary pads': 'डिस्पोज़ेबल सैनिटरी पैड',
  'disposable plastic razors': 'डिस्पोज़ेबल प्लास्टिक रेज़र',
  'a PVC yoga mat': 'PVC योगा मैट',
  'the same kurta in conventional cotton': 'साधारण कपास का वही कुर्ता',
  'a cotton denim jacket': 'सूती डेनिम जैकेट',
  'a mill-made cotton saree, spun and woven by machine': 'मशीन से कती-बुनी मिल की सूती साड़ी',
  'knit sneakers with new polyester uppers': 'नए पॉलिएस्टर ऊपरी हिस्से वाले निट स्नीकर',
  'a cotton T-shirt': 'सूती टी-शर्ट',
  'a sling bag of new cotton fabric': 'नए सूती कपड़े का स्लिंग बैग',
  'a polyurethane wallet': 'पॉलीयूरेथेन का बटुआ',
  'a cotton shirt': 'सूती शर्ट',
  'socks of conventional cotton': 'साधारण कपास के मोज़े',
  'plastic lunch boxes (one a year)': 'प्लास्टिक लंच बॉक्स (साल में एक)',
  'plastic bowls': 'प्लास्टिक के कटोरे',
  'non-stick aluminium tawas (one every two and a half years)':
    'नॉन-स्टिक एल्युमिनियम तवे (हर ढाई साल में एक)',
  'plastic cutting boards': 'प्लास्टिक के कटिंग बोर्ड',
  'an aluminium cooking pot': 'एल्युमिनियम का खाना पकाने का बर्तन',
  'a set of nylon spatulas': 'नायलॉन के पलटों का सेट',
  'sets of plastic storage jars (one every two and a half years)':
    'प्लास्टिक के स्टोरेज जार के सेट (हर ढाई साल में एक)',
  'plastic-coated paper plates': 'प्लास्टिक-परत वाली कागज़ की प्लेटें',
};

function rec(
  use: CarbonInputs['use'],
  made: CarbonAmount[],
  alternative: { name: string; made?: CarbonAmount[]; count?: number; running?: CarbonAmount[] },
  running: CarbonAmount[] = [],
  material?: string,
): CarbonInputs {
  return {
    use,
    ...(material ? { material } : {}),
    made,
    running,
    alternative: {
      name: alternative.name,
      ...(ALTERNATIVE_NAMES_HI[alternative.name]
        ? { nameHi: ALTERNATIVE_NAMES_HI[alternative.name] }
        : {}),
      made: alternative.made ?? [],
      count: alternative.count ?? 1,
      running: alternative.running ?? [],
    },
  };
}

const PLASTIC_BOTTLE = [m('pet', 0.03)];
const CARRY_BAG = [m('plastic-film', 0.015)];
/** Nitrogen a conventional farm would apply for this much food (kg N), avoided by organic. */
const organic = (kgN: number) =>
  rec(
    'one-pack',
    [],
    { name: 'the same food grown with synthetic fertiliser', made: [m('synthetic-nitrogen', kgN)] },
    [],
    'Organically grown produce',
  );

export const seedCarbon: Record<string, CarbonInputs> = {
  // ---- Solar ----
  'solar-power-bank-20000mah': rec(
    'two-years',
    [m('electronics', 0.45)],
    {
      name: 'a power bank charged from the grid',
      made: [m('electronics', 0.4)],
      running: [m('grid', 11)],
    },
    [m('grid', 5.5)],
  ),
  'solar-led-garden-lights-pack-of-6': rec('year-use', [m('electronics', 0.3)], {
    name: 'mains-wired garden lights (6 × 3 W, 8 hours a night)',
    made: [m('electronics', 0.2)],
    running: [m('grid', 52.6)],
  }),
  'portable-solar-panel-100w': rec('five-years', [m('solar-panel', 5)], {
    name: 'grid electricity the panel’s output replaces',
    count: 0,
    running: [m('grid', 365)],
  }),
  'solar-mobile-charger-with-dual-usb': rec('two-years', [m('electronics', 0.2)], {
    name: 'phone charging from the grid',
    count: 0,
    running: [m('grid', 11)],
  }),
  'solar-lantern-with-led-bulb': rec('year-use', [m('electronics', 0.5)], {
    name: 'a kerosene lamp',
    made: [m('stainless-steel', 0.3)],
    running: [m('kerosene', 20)],
  }),
  'solar-water-heater-100l': rec('year-use', [m('stainless-steel', 30), m('glass', 20)], {
    name: 'an electric geyser',
    made: [m('stainless-steel', 15)],
    running: [m('grid', 912)],
  }),
  'solar-cooker-box-type': rec('five-years', [m('aluminium', 3), m('glass', 2), m('wood', 3)], {
    name: 'cooking gas for the meals it cooks',
    count: 0,
    running: [m('lpg', 75)],
  }),
  'hand-crank-dynamo-torch-with-phone-charger': rec('two-years', [m('electronics', 0.3)], {
    name: 'AA batteries for a torch',
    made: [m('electronics', 0.023)],
    count: 24,
  }),
  'solar-study-lamp': rec('year-daily', [m('electronics', 0.4)], {
    name: 'a 9 W LED desk lamp on the grid, 4 hours a day',
    made: [m('electronics', 0.3)],
    running: [m('grid', 13.1)],
  }),
  // ---- Organic: the synthetic nitrogen organic farming does without ----
  'organic-turmeric-powder-500g': organic(0.015),
  'organic-cold-pressed-coconut-oil-1l': organic(0.02),
  // Wild honey is not fertilised either way: no difference to count.
  'organic-wild-forest-honey-500g': organic(0),
  'organic-basmati-rice-5kg': organic(0.075),
  'organic-moringa-leaf-powder-200g': organic(0.006),
  'organic-jaggery-powder-1kg': organic(0.02),
  'organic-green-tea-100-bags': organic(0.008),
  'organic-a2-desi-ghee-500ml': organic(0.03),
  // ---- Zero waste ----
  'bamboo-toothbrush-pack-of-4': rec('one-pack', [m('wood', 0.06), m('polypropylene', 0.004)], {
    name: 'plastic toothbrushes',
    made: [m('polypropylene', 0.018)],
    count: 4,
  }),
  'reusable-beeswax-food-wraps-set-of-3': rec('year-use', [m('textile', 0.05)], {
    name: 'pieces of cling film',
    made: [m('plastic-film', 0.003)],
    count: 300,
  }),
  'bamboo-cutlery-travel-kit': rec('year-use', [m('wood', 0.08), m('textile', 0.03)], {
    name: 'sets of single-use plastic cutlery',
    made: [m('polypropylene', 0.012)],
    count: 100,
  }),
  'reusable-cotton-produce-bags-set-of-5': rec('two-years', [m('textile', 0.1)], {
    name: 'plastic produce bags',
    made: [m('plastic-film', 0.004)],
    count: 500,
  }),
  'compostable-garbage-bags-roll-of-30': rec('one-pack', [m('starch-bioplastic', 0.6)], {
    name: 'plastic garbage bags',
    made: CARRY_BAG,
    count: 30,
  }),
  'reusable-steel-straws-with-cleaning-brush-set-of-4': rec(
    'two-years',
    [m('stainless-steel', 0.04), m('polypropylene', 0.01)],
    { name: 'plastic straws', made: [m('polypropylene', 0.0005)], count: 400 },
  ),
  'home-compost-kit-25l': rec(
    'year-use',
    [m('polypropylene', 3)],
    {
      name: 'kg of kitchen scraps sent to landfill',
      made: [m('food-waste-landfill', 1)],
      count: 150,
    },
    [m('food-waste-compost', 150)],
  ),
  'natural-loofah-dish-scrubber-pack-of-3': rec('year-use', [m('plant-fibre', 0.03)], {
    name: 'plastic dish scrubbers',
    made: [m('polypropylene', 0.015)],
    count: 6,
  }),
  'recycled-paper-notebook-set': rec('one-pack', [m('recycled-paper', 0.3)], {
    name: 'notebooks of new paper',
    made: [m('paper', 0.1)],
    count: 3,
  }),
  // ---- Home decor ----
  'khadi-cotton-bedsheet-double': rec('five-years', [m('textile', 1.2)], {
    name: 'a mill-made cotton bedsheet, spun and woven by machine',
    made: [m('textile', 1.2)],
    running: [m('grid', 7.2)],
  }),
  'recycled-glass-vase': rec('five-years', [m('recycled-glass', 1)], {
    name: 'a vase of new glass',
    made: [m('glass', 1)],
  }),
  'jute-macrame-wall-hanging': rec('five-years', [m('plant-fibre', 0.5), m('wood', 0.2)], {
    name: 'a cotton wall hanging',
    made: [m('textile', 0.5)],
  }),
  'terracotta-diya-set-of-12': rec('year-use', [m('clay', 0.6)], {
    name: 'wax tea-light candles in aluminium cups (12 a night, 5 nights)',
    made: [m('paraffin-wax', 0.012), m('aluminium', 0.001)],
    count: 60,
  }),
  'handwoven-jute-rug-4x6-ft': rec('five-years', [m('plant-fibre', 4)], {
    name: 'a polypropylene rug',
    made: [m('polypropylene', 3)],
  }),
  // The bulb is the same either way: only the shade differs.
  'cane-pendant-lamp-with-led-bulb': rec('five-years', [m('wood', 0.5)], {
    name: 'a plastic pendant shade',
    made: [m('polypropylene', 0.3)],
  }),
  'bamboo-wind-chime': rec('five-years', [m('wood', 0.3)], {
    name: 'an aluminium wind chime',
    made: [m('aluminium', 0.3)],
  }),
  'sabai-grass-storage-basket': rec('five-years', [m('plant-fibre', 0.5)], {
    name: 'a plastic storage box',
    made: [m('polypropylene', 0.5)],
  }),
  // ---- Reusable ----
  'copper-water-bottle-1l': rec('year-use', [m('copper', 0.5)], {
    name: 'single-use 1-litre plastic bottles (two a week)',
    made: PLASTIC_BOTTLE,
    count: 100,
  }),
  'stainless-steel-insulated-bottle-750ml': rec(
    'year-use',
    [m('stainless-steel', 0.35), m('polypropylene', 0.03)],
    { name: 'single-use 1-litre plastic bottles (two a week)', made: PLASTIC_BOTTLE, count: 100 },
  ),
  'jute-shopping-bag': rec('year-use', [m('plant-fibre', 0.25), m('textile', 0.02)], {
    name: 'plastic carry bags (two a week)',
    made: CARRY_BAG,
    count: 100,
  }),
  'hemp-tote-bag': rec('year-use', [m('plant-fibre', 0.2)], {
    name: 'plastic carry bags (two a week)',
    made: CARRY_BAG,
    count: 100,
  }),
  'reusable-silicone-food-storage-bags-set-of-4': rec('year-use', [m('synthetic-rubber', 0.2)], {
    name: 'zip-lock bags',
    made: [m('plastic-film', 0.005)],
    count: 200,
  }),
  'reusable-coffee-cup-with-bamboo-fibre': rec(
    'year-use',
    [m('wood', 0.1), m('polypropylene', 0.1), m('synthetic-rubber', 0.05)],
    {
      name: 'disposable paper cups',
      made: [m('paper', 0.01), m('plastic-film', 0.001)],
      count: 200,
    },
  ),
  'eco-cloth-grocery-bag-foldable': rec('year-use', [m('textile', 0.05)], {
    name: 'plastic carry bags (two a week)',
    made: CARRY_BAG,
    count: 100,
  }),
  // ---- Personal care ----
  'terracotta-water-bottle-1l': rec('year-use', [m('clay', 0.6)], {
    name: 'single-use 1-litre plastic bottles (one a week)',
    made: PLASTIC_BOTTLE,
    count: 50,
  }),
  'neem-wood-comb': rec('two-years', [m('wood', 0.03)], {
    name: 'a plastic comb',
    made: [m('polypropylene', 0.02)],
  }),
  'herbal-shampoo-bar-with-shikakai': rec('one-pack', [m('paper', 0.01)], {
    name: 'bottles of liquid shampoo (the bottle)',
    made: [m('polypropylene', 0.03)],
    count: 2,
  }),
  'reusable-cotton-makeup-remover-pads-pack-of-10': rec('two-years', [m('textile', 0.03)], {
    name: 'disposable cotton pads',
    made: [m('plant-fibre', 0.0008)],
    count: 730,
  }),
  'bamboo-cotton-buds-pack-of-200': rec('one-pack', [m('wood', 0.1)], {
    name: 'plastic stems of cotton buds',
    made: [m('polypropylene', 0.0003)],
    count: 200,
  }),
  'organic-aloe-vera-gel-200g': organic(0.001),
  'reusable-menstrual-cup-medium': rec('five-years', [m('synthetic-rubber', 0.015)], {
    name: 'disposable sanitary pads',
    made: [m('polypropylene', 0.006), m('paper', 0.004)],
    count: 900,
  }),
  'stainless-steel-safety-razor': rec('five-years', [m('stainless-steel', 0.158)], {
    name: 'disposable plastic razors',
    made: [m('polypropylene', 0.01), m('stainless-steel', 0.001)],
    count: 260,
  }),
  'organic-ubtan-face-pack-with-sandalwood': organic(0.005),
  'cork-yoga-mat': rec('five-years', [m('cork', 1.5), m('synthetic-rubber', 1)], {
    name: 'a PVC yoga mat',
    made: [m('polypropylene', 1.5)],
  }),
  // ---- Sustainable fashion ----
  'organic-cotton-kurta': rec('five-years', [m('textile', 0.3), m('low-input-fibre-saving', 0.3)], {
    name: 'the same kurta in conventional cotton',
    made: [m('textile', 0.3)],
  }),
  'hemp-denim-jacket': rec('five-years', [m('textile', 0.9), m('low-input-fibre-saving', 0.45)], {
    name: 'a cotton denim jacket',
    made: [m('textile', 0.9)],
  }),
  'khadi-cotton-handloom-saree': rec('five-years', [m('textile', 0.6)], {
    name: 'a mill-made cotton saree, spun and woven by machine',
    made: [m('textile', 0.6)],
    running: [m('grid', 3.6)],
  }),
  'recycled-pet-sneakers': rec(
    'two-years',
    [m('recycled-pet', 0.25), m('synthetic-rubber', 0.35)],
    {
      name: 'knit sneakers with new polyester uppers',
      made: [m('pet', 0.25), m('synthetic-rubber', 0.35)],
    },
    [],
    'Recycled PET plastic',
  ),
  // Bamboo viscose takes as much to make as cotton: no difference to count.
  'bamboo-fabric-t-shirt': rec('two-years', [m('textile', 0.18)], {
    name: 'a cotton T-shirt',
    made: [m('textile', 0.18)],
  }),
  // Sewn from old jeans: the fabric's making is not counted again.
  'upcycled-denim-sling-bag': rec(
    'five-years',
    [],
    { name: 'a sling bag of new cotton fabric', made: [m('textile', 0.4)] },
    [],
    'Reused denim',
  ),
  // Cork is light to make, but the fabric backing outweighs the plastic wallet it replaces.
  'cork-leather-wallet': rec('five-years', [m('cork', 0.08), m('textile', 0.02)], {
    name: 'a polyurethane wallet',
    made: [m('polypropylene', 0.1)],
  }),
  'sustainable-linen-shirt': rec(
    'five-years',
    [m('textile', 0.25), m('low-input-fibre-saving', 0.25)],
    { name: 'a cotton shirt', made: [m('textile', 0.25)] },
  ),
  'organic-cotton-socks-pack-of-3': rec(
    'two-years',
    [m('textile', 0.15), m('low-input-fibre-saving', 0.15)],
    { name: 'socks of conventional cotton', made: [m('textile', 0.15)] },
  ),
  // ---- Kitchen ----
  'stainless-steel-lunch-container-3-tier': rec('five-years', [m('stainless-steel', 0.6)], {
    name: 'plastic lunch boxes (one a year)',
    made: [m('polypropylene', 0.25)],
    count: 5,
  }),
  'coconut-shell-bowls-set-of-2': rec('five-years', [m('wood', 0.2)], {
    name: 'plastic bowls',
    made: [m('polypropylene', 0.15)],
    count: 2,
  }),
  'cast-iron-tawa-10-inch': rec('five-years', [m('cast-iron', 1.8)], {
    name: 'non-stick aluminium tawas (one every two and a half years)',
    made: [m('aluminium', 0.8)],
    count: 2,
  }),
  'bamboo-cutting-board': rec('five-years', [m('wood', 0.8)], {
    name: 'plastic cutting boards',
    made: [m('polypropylene', 0.5)],
    count: 2,
  }),
  'clay-cooking-pot-handi-2l': rec('five-years', [m('clay', 1.5)], {
    name: 'an aluminium cooking pot',
    made: [m('aluminium', 0.6)],
  }),
  'neem-wood-spatula-set-set-of-4': rec('five-years', [m('wood', 0.2)], {
    name: 'a set of nylon spatulas',
    made: [m('polypropylene', 0.2)],
  }),
  // Four glass jars weigh more to make than the plastic ones they replace: it adds.
  'glass-storage-jar-set-with-bamboo-lids': rec('five-years', [m('glass', 2), m('wood', 0.2)], {
    name: 'sets of plastic storage jars (one every two and a half years)',
    made: [m('polypropylene', 0.4)],
    count: 2,
  }),
  'compostable-areca-leaf-plates-pack-of-50': rec('one-pack', [m('wood', 1.25)], {
    name: 'plastic-coated paper plates',
    made: [m('paper', 0.012), m('plastic-film', 0.001)],
    count: 50,
  }),
};
