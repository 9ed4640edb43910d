// How a carbon figure reads (SPEC §2, §9): one rounding, one formatting, one sum, for every
// screen, e-mail and answer that shows one. Apart from the record's schemas (carbon-record.ts),
// so the cards and the product page format figures without building them.

/**
 * One decimal, halves away from zero on both sides (a saving of 10.55 and an increase of 10.55
 * both read 10.6), with a tolerance for binary fractions (1.54 − 12.09 is −10.549999…).
 */
export function roundKg(n: number): number {
  return (Math.sign(n) * Math.round(Math.abs(n) * 10 + 1e-9)) / 10 || 0;
}

export type CarbonTone = 'saving' | 'increase' | 'neutral';

export interface CarbonFigure {
  /** kg CO2e, one decimal, negative saves (as the record has it, × quantity) */
  netKg: number;
  /** the amount shown: never negative */
  kg: number;
  tone: CarbonTone;
  /** SPEC §2: hidden when the absolute net is under 0.1 kg */
  hidden: boolean;
}

/** The figure for `units` of a product whose record says `netKgPerUnit` (negative saves). */
export function carbonFigure(netKgPerUnit: number, units = 1): CarbonFigure {
  const netKg = roundKg(netKgPerUnit * units);
  return {
    netKg,
    kg: Math.abs(netKg),
    tone: netKg < 0 ? 'saving' : netKg > 0 ? 'increase' : 'neutral',
    hidden: Math.abs(netKg) < 0.1,
  };
}

/** "7.3 kg CO2": one decimal, no sign (SPEC §2); the words around it say saves or adds. */
export function carbonAmount(kgAbs: number): string {
  return `${roundKg(Math.abs(kgAbs)).toFixed(1)} kg CO2`;
}

/** The English words of a figure: "Saves 7.3 kg CO2", "Adds 1.2 kg CO2", "0.0 kg CO2". */
export function carbonWords(netKg: number): string {
  const figure = carbonFigure(netKg);
  const amount = carbonAmount(figure.kg);
  if (figure.tone === 'saving') return `Saves ${amount}`;
  if (figure.tone === 'increase') return `Adds ${amount}`;
  return amount;
}

/** Kept in products.co2_saved_kg for "most CO2 saved" sorting: the saving per unit. */
export function co2SavedOf(record: { netKgPerUnit: number }): number {
  return -record.netKgPerUnit || 0;
}

/**
 * SPEC §9's Environmental Impact over lines whose figures come from their products' records:
 * per line, netKgPerUnit × quantity; a saving counts as savings (and its units as eco products),
 * an increase as emissions. Net = savings − emissions (positive: saved). One decimal.
 */
export function recordImpact(lines: readonly { netKgPerUnit: number; quantity: number }[]): {
  savings: number;
  emissions: number;
  ecoProducts: number;
  net: number;
} {
  let savings = 0;
  let emissions = 0;
  let ecoProducts = 0;
  for (const line of lines) {
    const kg = carbonFigure(line.netKgPerUnit, line.quantity).netKg;
    if (kg < 0) {
      savings += -kg;
      ecoProducts += line.quantity;
    } else emissions += kg;
  }
  return {
    savings: roundKg(savings),
    emissions: roundKg(emissions),
    ecoProducts,
    net: roundKg(savings - emissions),
  };
}
