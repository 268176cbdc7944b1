// A trailing ".0" is dropped, and rounding that reaches the next unit moves up (999 950 → "1M", not "1000K").
const UNITS = ['', 'K', 'M', 'B', 'T'] as const;

export function abbreviateNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  let n = Math.abs(value);
  if (n < 1000) return sign + String(Math.trunc(n));
  let unit = 0;
  while (n >= 1000 && unit < UNITS.length - 1) {
    n /= 1000;
    unit++;
  }
  let rounded = Math.round(n * 10) / 10;
  if (rounded >= 1000 && unit < UNITS.length - 1) {
    rounded = Math.round(rounded / 100) / 10;
    unit++;
  }
  return sign + String(rounded) + UNITS[unit];
}
