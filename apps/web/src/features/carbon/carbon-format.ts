// How the tracker writes figures: kg CO2e with one decimal (SPEC §2 "one decimal"), Indian
// digit grouping, dates in IST whatever the device's zone.
import { formatIndianNumber } from '@harit/core/indian-number';
import type { Language } from '@harit/core/language';
import { formatIstDate } from '../../lib/ist-format';

/** 1234.56 → "1,234.6" */
export function kgFigure(kg: number): string {
  return formatIndianNumber(Object.is(kg, -0) ? 0 : kg, 1, 1);
}

/** A goal: 1000 → "1,000"; 450.5 → "450.5" */
export function goalFigure(kg: number): string {
  return formatIndianNumber(kg, 0, 1);
}

/** "21 Nov 2026" (IST) */
export function entryDate(iso: string, language: Language = 'en'): string {
  return formatIstDate(iso, language);
}
