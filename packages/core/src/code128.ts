// Code 128 (ISO/IEC 15417), the barcode couriers scan on a shipping label (decision 076): the
// label's order number and tracking number are drawn from these bars. Pure, so the server draws
// them into the PDF and a test can check the symbols without a PDF.

/**
 * Each symbol value 0–106 as the widths, in modules, of its bar, space, bar, space, bar, space;
 * 106 (stop) has a seventh element, its final bar. Every symbol is 11 modules wide, stop 13.
 */
// biome-ignore format: the standard's table, ten a row
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
] as const;

const START_B = 104;
const START_C = 105;
const STOP = 106;

/** Quiet zone each side of the bars, in modules: the standard's minimum of ten. */
export const CODE128_QUIET_MODULES = 10;

/**
 * The symbol values of `text`: start, data, check symbol, stop. A text of an even number (4 or
 * more) of digits — an order number — is set in code set C, two digits a symbol, which makes
 * the bars half as wide; anything else in code set B (printable ASCII, space to tilde).
 */
export function code128Symbols(text: string): number[] {
  if (text.length === 0) throw new Error('Code 128 needs at least one character');
  let symbols: number[];
  if (/^\d+$/.test(text) && text.length % 2 === 0 && text.length >= 4) {
    symbols = [START_C];
    for (let i = 0; i < text.length; i += 2) symbols.push(Number(text.slice(i, i + 2)));
  } else {
    symbols = [START_B];
    for (const char of text) {
      const code = char.charCodeAt(0);
      if (char.length !== 1 || code < 32 || code > 126) {
        throw new Error(`Code 128 set B cannot encode ${JSON.stringify(char)}`);
      }
      symbols.push(code - 32);
    }
  }
  // The check symbol: the start's value plus each data symbol times its position, modulo 103.
  const check = symbols.reduce((sum, value, i) => sum + value * Math.max(i, 1), 0) % 103;
  return [...symbols, check, STOP];
}

/**
 * The bars of `text` as alternating widths in modules, a bar first and a bar last (quiet zones
 * not included): what a drawing loop walks, filling every other run.
 */
export function code128Modules(text: string): number[] {
  return code128Symbols(text).flatMap((value) => [...PATTERNS[value]!].map(Number));
}
