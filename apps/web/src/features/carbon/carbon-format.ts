// How the tracker writes figures: kg CO2e with one decimal (SPEC §2 "one decimal"), Indian
// digit grouping, dates in IST whatever the device's zone.
import type { Language } from '@harit/core/language';
import { formatIstDate } from '../../lib/ist-format';

const oneDecimal = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const upToOneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** 1234.56 → "1,234.6" */
export function kgFigure(kg: number): string {
  return oneDecimal.format(Object.is(kg, -0) ? 0 : kg);
}

/** A goal: 1000 → "1,000"; 450.5 → "450.5" */
export function goalFigure(kg: number): string {
  return upToOneDecimal.format(kg);
}

/** "21 Nov 2026" (IST) */
export function entryDate(iso: string, language: Language = 'en'): string {
  return formatIstDate(iso, language);
}
