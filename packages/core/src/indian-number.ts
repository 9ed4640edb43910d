// Numbers as Intl.NumberFormat('en-IN') writes them (lakh grouping: 12,34,567.89), written by
// hand. Total blocking time (decision 050): a browser's first Intl.NumberFormat loads ICU's number
// data, 15–40 ms of main thread measured on the bench machine (×4 on Lighthouse's phone), and
// the app's first task created one (money.ts's rupee formatter) before anything was drawn.
// Every page shows prices and counts; none of them needs ICU for it. The tests compare every
// figure with Intl's own (indian-number.test.ts).

let fallback: Map<string, Intl.NumberFormat> | undefined;

/** Intl's, for what is not written by hand here (NaN, ±Infinity, exponent notation). */
function intl(minFraction: number, maxFraction: number): Intl.NumberFormat {
  fallback ??= new Map();
  const key = `${minFraction}-${maxFraction}`;
  let format = fallback.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    });
    fallback.set(key, format);
  }
  return format;
}

/** "1234567" → "12,34,567": the last three digits, then pairs. */
function group(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * `value` with Indian grouping and between `minFraction` and `maxFraction` decimals, exactly as
 * `new Intl.NumberFormat('en-IN', { minimumFractionDigits, maximumFractionDigits })` writes it:
 * rounded half away from zero on the number's shortest decimal form (what ICU rounds, so 1.115 →
 * "1.12" where `toFixed` gives "1.11"), a minus sign on a negative value even when it rounds to
 * zero (and on -0).
 */
export function formatIndianNumber(value: number, minFraction = 0, maxFraction = 3): string {
  const text = String(Math.abs(value));
  // NaN, Infinity and numbers that String() writes with an exponent: rare, left to Intl.
  if (!/^\d+(\.\d+)?$/.test(text)) return intl(minFraction, maxFraction).format(value);
  const negative = value < 0 || Object.is(value, -0);
  const [whole = '0', fraction = ''] = text.split('.');
  let digits = whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0');
  // Half away from zero: the first dropped digit decides (the rest can only add to it).
  if ((fraction[maxFraction] ?? '0') >= '5') digits = (BigInt(digits) + 1n).toString();
  digits = digits.padStart(maxFraction + 1, '0');
  const integer = digits.slice(0, digits.length - maxFraction);
  let decimals = digits.slice(digits.length - maxFraction);
  while (decimals.length > minFraction && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  return `${negative ? '-' : ''}${group(integer)}${decimals ? `.${decimals}` : ''}`;
}
